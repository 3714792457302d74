import { $device } from '@market/bus';
import { detectDevice, initDevice, PHONE_MAX_WIDTH, UA_MAX_LENGTH } from './detect.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_NO_MOBILE = 'Mozilla/5.0 (Linux; Android 13; Generic) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0';
const OLD_ANDROID = 'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; GT-I9100 Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30';
const OPERA_MINI = 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54';

describe('detectDevice', () => {
  it('tells phones, tablets and desktops apart, with their os and browser', () => {
    expect(detectDevice(IPHONE, 390)).toEqual({ phone: true, tablet: false, os: 'ios', browser: 'safari', grade: 'A' });
    expect(detectDevice(IPAD, 820)).toMatchObject({ phone: false, tablet: true, os: 'ios' });
    expect(detectDevice(PIXEL, 412)).toMatchObject({ phone: true, tablet: false, os: 'android', browser: 'chrome' });
    expect(detectDevice(DESKTOP, 1920)).toEqual({ phone: false, tablet: false, os: 'windows', browser: 'edge', grade: 'A' });
  });

  it('decides an ambiguous device by the 600px phone width', () => {
    expect(detectDevice(ANDROID_NO_MOBILE, PHONE_MAX_WIDTH)).toMatchObject({ phone: true, tablet: false });
    expect(detectDevice(ANDROID_NO_MOBILE, PHONE_MAX_WIDTH + 1)).toMatchObject({ phone: false, tablet: true });
  });

  it('grades devices A, B or C', () => {
    expect(detectDevice(PIXEL, 412).grade).toBe('A');
    expect(detectDevice(OLD_ANDROID, 480).grade).toBe('B');
    expect(detectDevice(OPERA_MINI, 240).grade).toBe('C');
  });

  it('reads only the first 500 characters of the user agent', () => {
    const padded = `${'x'.repeat(UA_MAX_LENGTH)} iPhone`;
    expect(detectDevice(padded, 390).phone).toBe(false);
    expect(detectDevice(`iPhone ${'x'.repeat(UA_MAX_LENGTH)}`, 390).phone).toBe(true);
  });

  it('publishes the result on the bus', () => {
    initDevice();
    expect($device.getState()).toEqual(detectDevice(navigator.userAgent, Math.min(window.screen.width || window.innerWidth, window.innerWidth)));
  });
});
