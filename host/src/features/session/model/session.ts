import { createEffect, sample } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { loggedOut, sessionChanged, sessionExpired } from '@market/bus';
import type { AuthResult, Session, SessionUser, User } from '@market/contract';
import { COOKIE, dropReadableToken, getJsonCookie, hasSession, http, profileQuery, removeCookie, resetUnauthorized, setCookie } from '@market/http';

/** The fields of the user kept in the `user` cookie (a cookie holds at most 4 KB). */
export function cookieUser(user: User): SessionUser {
  const { id, uuid, firstname, lastname, email, phone, img, currency_id } = user;
  return { id, uuid, firstname, lastname, email, phone, img, currency_id };
}

function storeUser(user: User): void {
  setCookie(COOKIE.user, JSON.stringify(cookieUser(user)));
}

/**
 * The session the cookies describe: signed in while the `user` cookie exists (the token's own cookie is HttpOnly:
 * the page never sees it; a token the API no longer takes answers 401, which ends this session too).
 */
export function initialSession(): Session {
  if (!hasSession()) return { user: null, signedIn: false };
  return { user: getJsonCookie<SessionUser>(COOKIE.user) ?? null, signedIn: true };
}

/**
 * With a session, the profile is read again on load and the user cookie kept current. It is read through the apps'
 * one profile query (@market/http), so its answer is in the cache for every app that shows the profile.
 */
export const refreshProfileFx = createEffect((client: QueryClient) => client.fetchQuery(profileQuery()));

sample({
  clock: refreshProfileFx.doneData,
  filter: () => hasSession(),
  fn: (user): Session => {
    storeUser(user);
    return { user, signedIn: true };
  },
  target: sessionChanged,
});

/**
 * After the API exchange: the `user` cookie (7 days, SameSite=Lax, Secure on https) and the bus. The token came as
 * the API's HttpOnly cookie (behind the gateway the answer carries none); nothing here reads or keeps it.
 */
export function signedIn(result: Pick<AuthResult, 'user'>): void {
  storeUser(result.user);
  resetUnauthorized();
  sessionChanged({ user: result.user, signedIn: true });
}

/** A profile change made by the shell (update details): the bus and the cookie follow. */
export function userUpdated(user: User): void {
  storeUser(user);
  sessionChanged({ user, signedIn: true });
}

/** Sign-out at the API: it revokes the token (a copy replayed later answers 401) and removes its HttpOnly cookie. */
export const signOutFx = createEffect(async () => {
  await http.post('auth/logout');
});

/**
 * Logout: the API is told (signOutFx, sent with the session's cookie before anything else changes), the shell clears
 * the user and settings cookies and fires `loggedOut`; every app resets its own persisted state on it (carts, liked
 * shops, filters, search history, notification statistics) and the shell clears the QueryClient (see App).
 */
export function logout(): void {
  void signOutFx().catch(() => undefined);
  removeCookie(COOKIE.user);
  removeCookie(COOKIE.settings);
  loggedOut();
}

/** Start-up: an old readable token dropped, the cookie session on the bus, then the profile refresh (into the apps' data cache). */
export function initSession(client: QueryClient): void {
  dropReadableToken();
  const session = initialSession();
  sessionChanged(session);
  if (session.signedIn) refreshProfileFx(client);
}

/** Where to go after sign-in: a same-site path only (never `//host` or an absolute URL), never back to an auth page. */
export function safeReturnTo(value: string | null | undefined, authPages: readonly string[] = []): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const path = value.split(/[?#]/)[0];
  return authPages.includes(path) ? '/' : value;
}

/**
 * No server state of an ended session survives in the apps' one cache: on logout (then the identity provider's session
 * is signed out too) and when the API refuses the session (401), so nothing of that account shows to whoever signs in
 * next in this tab. Returns the unsubscribe.
 */
export function forgetEndedSessions(client: QueryClient, signOutProvider: () => Promise<void>): () => void {
  const out = loggedOut.watch(() => {
    client.clear();
    void signOutProvider();
  });
  const expired = sessionExpired.watch(() => client.clear());
  return () => {
    out.unsubscribe();
    expired.unsubscribe();
  };
}
