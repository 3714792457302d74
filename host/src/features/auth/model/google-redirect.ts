import { storedText, type StorageArea } from '@market/bus';
import { AUTH_PAGES } from '@market/contract';
import { safeReturnTo } from '../../session/index.ts';

/**
 * Firebase's answers when the Google window cannot open here (the browser blocked the pop-up, or this browser has
 * no pop-ups at all): the same sign-in then goes through a full-page redirect to Google and back.
 */
const REDIRECT_INSTEAD = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

export function shouldRedirectInstead(error: unknown): boolean {
  return REDIRECT_INSTEAD.has((error as { code?: string } | null)?.code ?? '');
}

/** The page (path and query) a redirect sign-in started from, kept in this tab for the round trip only. */
export const GOOGLE_RETURN_KEY = 'market:host:google-return';

/** Remembers where the redirect sign-in started; false when this tab keeps no session storage (no redirect then). */
export function rememberGoogleReturn(path: string, area: StorageArea = 'session'): boolean {
  return storedText(area, GOOGLE_RETURN_KEY).write(safeReturnTo(path));
}

/** The page a redirect sign-in started from when this tab is coming back from one (a same-site path only), else null. */
export function pendingGoogleReturn(area: StorageArea = 'session'): string | null {
  const value = storedText(area, GOOGLE_RETURN_KEY).read();
  return value === null ? null : safeReturnTo(value);
}

/** The round trip is over (signed in, failed or abandoned): nothing of it stays behind. */
export function forgetGoogleReturn(area: StorageArea = 'session'): void {
  storedText(area, GOOGLE_RETURN_KEY).write(null);
}

/** Where the user goes once signed in: a sign-in page passes on its own ?returnTo=, any other page is itself. */
export function destinationAfterSignIn(start: string): string {
  const url = new URL(safeReturnTo(start), 'http://local');
  if ((AUTH_PAGES as readonly string[]).includes(url.pathname)) return safeReturnTo(url.searchParams.get('returnTo'), AUTH_PAGES);
  return `${url.pathname}${url.search}${url.hash}`;
}
