import Cookies from 'js-cookie';

/** Cookie keys the app writes plus the session's two. */
export const COOKIE = {
  accessToken: 'access_token',
  user: 'user',
  theme: 'theme',
  dir: 'dir',
  settings: 'settings',
  address: 'address',
  locale: 'locale',
  currency: 'currency',
} as const;

/** Cookie lifetime of the cookie-writing helper: 7 days. */
export const COOKIE_DAYS = 7;

/** The page's cookies as js-cookie decodes them, for the `document.cookie` string they were read from. */
let read: { raw: string; cookies: Record<string, string> } | undefined;

/**
 * A cookie's value. Every API call reads the token, and the preferences read theirs as the app starts: the cookies
 * are decoded once for each value of `document.cookie`, not once per read.
 */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.cookie;
  if (read?.raw !== raw) read = { raw, cookies: Cookies.get() };
  return read.cookies[name];
}

/** SameSite=Lax always; Secure whenever the page is served over HTTPS. */
export function setCookie(name: string, value: string): void {
  Cookies.set(name, value, {
    expires: COOKIE_DAYS,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function getJsonCookie<T>(name: string): T | undefined {
  const raw = getCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
