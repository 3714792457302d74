import Cookies from 'js-cookie';

/**
 * Cookie keys the app writes. The session's token is not among them: the API sets it HttpOnly (no script reads it)
 * and the gateway sends it as the bearer token; the page knows it is signed in by the non-secret `user` cookie.
 */
export const COOKIE = {
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

/** The page's cookies as js-cookie decodes them, read once per task (cleared by this module's writes). */
let read: Record<string, string> | undefined;

/**
 * A cookie's value. Every API call reads the session's, and the preferences read theirs as the app starts: the page's
 * cookies are read and decoded once per task, not once per read. Chromium answers each read of `document.cookie`
 * from the network process, so the dozen calls a page starts in one task each waited for it (33 ms in one task of
 * an order's first load). A cookie another tab or script writes is seen from the next task on.
 */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!read) {
    read = Cookies.get();
    setTimeout(forgetRead, 0);
  }
  return read[name];
}

function forgetRead(): void {
  read = undefined;
}

/** SameSite=Lax always; Secure whenever the page is served over HTTPS. */
export function setCookie(name: string, value: string): void {
  forgetRead();
  Cookies.set(name, value, {
    expires: COOKIE_DAYS,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

export function removeCookie(name: string): void {
  forgetRead();
  Cookies.remove(name, { path: '/' });
}

/**
 * Removes a session token an earlier version of this app wrote where scripts could read it (`access_token` on `/`).
 * The API's own cookie (HttpOnly, on /api/) is out of reach of this call; a page whose only token was the old one is
 * asked to sign in again at its next call (401).
 */
export function dropReadableToken(): void {
  forgetRead();
  Cookies.remove('access_token', { path: '/' });
}

/** Whether this page has a session: the `user` cookie the shell writes at sign-in (the token itself is out of reach). */
export function hasSession(): boolean {
  return Boolean(getCookie(COOKIE.user));
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
