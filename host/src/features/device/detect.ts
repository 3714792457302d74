import { deviceDetected } from '@market/bus';
import type { Device, DeviceGrade } from '@market/contract';

/** The user agent is read up to 500 characters (spec section 9). */
export const UA_MAX_LENGTH = 500;
/** A device of ambiguous kind is a phone up to this screen width (spec section 9). */
export const PHONE_MAX_WIDTH = 600;

function os(ua: string): string {
  if (/Windows Phone/i.test(ua)) return 'windowsphone';
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/BlackBerry|BB10|RIM Tablet/i.test(ua)) return 'blackberry';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macos';
  if (/CrOS/.test(ua)) return 'chromeos';
  if (/Linux/i.test(ua)) return 'linux';
  return 'unknown';
}

function browser(ua: string): string {
  if (/Opera Mini/i.test(ua)) return 'operamini';
  if (/OPR\/|Opera/i.test(ua)) return 'opera';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Firefox|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome|CriOS|Chromium/.test(ua)) return 'chrome';
  if (/Safari/.test(ua)) return 'safari';
  if (/MSIE|Trident/.test(ua)) return 'ie';
  return 'unknown';
}

const version = (ua: string, re: RegExp): number => {
  const m = re.exec(ua);
  return m ? Number.parseFloat(m[1]!.replace('_', '.')) : Number.NaN;
};

/**
 * Grade: A = full experience, B = works with a reduced one, C = basic (the grading of mobile-detect, simplified):
 * C for Opera Mini, Symbian, old BlackBerry, Windows Phone before 7.5, iOS before 4, Android before 2.1, IE before 9;
 * B for Android before 4.4, iOS before 9, BlackBerry 6–7, IE 9–10 and Opera Mobile before 11.
 */
function grade(ua: string): DeviceGrade {
  const android = version(ua, /Android (\d+(?:\.\d+)?)/);
  const ios = version(ua, /OS (\d+[_.]\d+)/);
  const ie = version(ua, /MSIE (\d+(?:\.\d+)?)/);
  const wp = version(ua, /Windows Phone(?: OS)? (\d+(?:\.\d+)?)/);
  const bb = version(ua, /(?:BlackBerry[^/]*\/|Version\/)(\d+(?:\.\d+)?).*BlackBerry|BlackBerry\w*\/(\d+)/);
  const iosDevice = /iPhone|iPad|iPod/.test(ua);
  if (/Opera Mini|Symbian|SymbOS|Series60/i.test(ua)) return 'C';
  if (/BlackBerry/.test(ua) && !/BB10/.test(ua) && (Number.isNaN(bb) || bb < 6)) return 'C';
  if (wp < 7.5 || android < 2.1 || (iosDevice && ios < 4) || ie < 9) return 'C';
  if (android < 4.4 || (iosDevice && ios < 9) || ie < 11 || /BlackBerry/.test(ua) || (/Opera Mobi/.test(ua) && version(ua, /Version\/(\d+)/) < 11)) return 'B';
  return 'A';
}

/** What kind of device this is, from its user agent (first 500 characters) and screen width. */
export function detectDevice(userAgent: string, screenWidth: number): Device {
  const ua = userAgent.slice(0, UA_MAX_LENGTH);
  const clearlyTablet = /iPad|Tablet|PlayBook|Kindle|Silk|Nexus (7|9|10)|SM-T\d/i.test(ua);
  const clearlyPhone = /iPhone|iPod|Windows Phone|Mobi|Opera Mini|BlackBerry|BB10/i.test(ua) && !clearlyTablet;
  // Android without "Mobile" (and other touch devices of unknown kind): the screen width decides.
  const ambiguous = !clearlyPhone && !clearlyTablet && /Android|Touch/i.test(ua);
  const phone = clearlyPhone || (ambiguous && screenWidth <= PHONE_MAX_WIDTH);
  const tablet = clearlyTablet || (ambiguous && screenWidth > PHONE_MAX_WIDTH);
  return { phone, tablet, os: os(ua), browser: browser(ua), grade: grade(ua) };
}

/** Detects once at start-up and offers the result to every app on the bus. */
export function initDevice(): Device {
  const device = detectDevice(navigator.userAgent ?? '', Math.min(window.screen?.width || window.innerWidth, window.innerWidth || Infinity));
  deviceDetected(device);
  return device;
}
