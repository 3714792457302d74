/**
 * What the page's security policy and the app agree on: where Google's sign-in loader may run, and the Trusted Types
 * policies the app creates (the gateway's CSP names exactly these; creating any other is refused).
 */

/** Google's sign-in loader (Firebase Auth's pop-up and redirect sign-in load it): the one script of another site. */
export const GOOGLE_SIGN_IN_LOADER = 'https://apis.google.com';

/**
 * The sign-in and sign-up pages: the only documents whose CSP lets Google's sign-in loader run. The app reaches them,
 * and leaves them, by loading a document, never by a client-side move (the CSP belongs to the document).
 */
export const LOGIN_PAGES = ['/login', '/register'] as const;

/** A path is a login page with or without one trailing slash (the router matches both). */
export function isLoginPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (LOGIN_PAGES as readonly string[]).includes(path);
}

/**
 * A request target (path and query, as received) that is a login page: the gateway answers it with the CSP that
 * allows Google's sign-in loader. A regular expression source in the common subset of JavaScript and PCRE.
 */
export const LOGIN_PAGE_REQUEST = `^(${LOGIN_PAGES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/?(\\?|$)`;

/** The policy of the one sanitizing component (DOMPurify's output): the only code that may turn text into HTML. */
export const SANITIZER_POLICY = 'market-sanitizer';

/**
 * The policy of host/public/boot.js, which runs the shell's entry script: it makes that one script's URL (the one the
 * document preloads), before the app's `default` policy exists.
 */
export const BOOT_POLICY = 'market-boot';

/**
 * Every Trusted Types policy the app creates: the sanitizer's, boot.js's, and `default`, which the browser asks about
 * plain strings given to a script URL sink (only the site's own scripts and Google's sign-in loader pass; HTML and
 * script text never do).
 */
export const TRUSTED_TYPES_POLICIES = ['default', SANITIZER_POLICY, BOOT_POLICY] as const;

/**
 * The Trusted Types policy each dev server's error overlay makes for its markup (`npm run dev`; one per app, as each
 * app's dev client has an overlay of its own). Only the gateway's development CSP names these.
 */
export function devOverlayPolicy(app: string): string {
  return `market-dev-overlay-${app}`;
}

/**
 * Where an app's dev server takes its hot-reload socket: under the app's own path, so that the gateway (which sends
 * /mf/<remote>/… to that remote's dev server and everything else to the host's) carries it, and the page opens it on
 * its own origin, which the CSP's `connect-src 'self'` already allows.
 */
export function devSocketPath(app: string): string {
  return app === 'host' ? '/ws' : `/mf/${app}/ws`;
}

/**
 * The session's token lives in this cookie only: HttpOnly (no script of the page reads it), `SameSite=Lax`, `Secure`
 * over HTTPS, sent with the API's calls alone (SESSION_COOKIE_PATH). The gateway turns it into the
 * `Authorization: Bearer` header the API reads; the page knows it is signed in by the non-secret `user` cookie.
 */
export const SESSION_COOKIE = 'access_token';
export const SESSION_COOKIE_PATH = '/api/';

/**
 * Set by the gateway on every API call (a client's own value is overwritten): the caller is a browser behind it, so
 * a sign-in's token goes into SESSION_COOKIE and out of the answer's body. Without it (a server-to-server client
 * calling the API directly) the body carries the token, as the family's API answers it.
 */
export const TOKEN_COOKIE_HEADER = 'X-Token-Cookie';
