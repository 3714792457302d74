/**
 * The pure parts of the app's service worker (app-sw.ts): which request goes to which cache and how, testable outside
 * a worker. Nothing under /api/ is cached but the catalogue's public reads; sign-out deletes those too.
 */
import { LOGIN_PAGE_REQUEST } from '@market/contract/src/security.ts';
import { BUNDLED_LANGUAGES, shellDocument } from '@market/contract/src/shell.ts';

/** The worker's script and scope (the site root). Firebase messaging's worker has its own scope and no pages. */
export const APP_SW_PATH = '/sw.js';
export const APP_SW_SCOPE = '/';

/** Cache names (the precache of the shell is Workbox's own, one per worker version). */
export const CACHES = {
  /** The registry and the runtime config: network first, the last good copy when the network fails or is slow. */
  registry: 'market-registry',
  /** Published remote versions (`/mf/<remote>/<version>/…`): they never change. */
  remotes: 'market-remotes',
  /** The shell's content-hashed files the first paint does not need (lazy chunks, pictures). */
  shell: 'market-shell-files',
  /** The shell's catalogues: stale while revalidate. */
  locales: 'market-locales',
  /** Public catalogue reads (shops, products, categories): network first, the last answer offline. */
  catalogue: 'market-catalogue',
} as const;

/** A response the worker answered from its catalogue cache because the network failed: the page says so. */
export const SAVED_COPY_HEADER = 'x-market-saved-copy';
/** How long a read of the registry, the config or the catalogue waits for the network before the saved copy. */
export const NETWORK_TIMEOUT_S = { registry: 3, catalogue: 4 } as const;

const loginPage = new RegExp(LOGIN_PAGE_REQUEST);

/**
 * A navigation the worker answers with the shell document of this version: every app route, but the login pages
 * (their CSP differs; the gateway answers them) and anything under /api/ (the payment providers' pages).
 */
export function isShellNavigation(url: URL): boolean {
  return !url.pathname.startsWith('/api/') && !loginPage.test(`${url.pathname}${url.search}`) && !/\/[^/]*\.[^/]*$/.test(url.pathname);
}

/** The document the gateway answers an app route with, from the `locale` and `theme` cookies (nginx/policy.ts). */
export function shellDocumentOf(locale: string | undefined, theme: string | undefined): string {
  const language = locale || 'en';
  if (!(BUNDLED_LANGUAGES as readonly string[]).includes(language)) return '/index.html';
  return shellDocument(language, theme === 'dark' ? 'dark' : 'light');
}

/** The registry files at the top of /mf/ (remotes.json, and any other a deployment keeps there) and /config.json. */
export function isRegistry(url: URL): boolean {
  return url.pathname === '/config.json' || /^\/mf\/[^/]+\.json$/.test(url.pathname);
}

/** A file of a published remote version (`/mf/<remote>/<12 hex>/…`). */
export function isRemoteVersionFile(url: URL): boolean {
  return /^\/mf\/[a-z0-9-]+\/[0-9a-f]{12}\//.test(url.pathname);
}

/** A content-hashed file of the shell (`/1252.8fd70fd966.js`, `/images/logo.0123abcd.svg`), never a source map. */
export function isShellHashedFile(url: URL): boolean {
  return !url.pathname.startsWith('/mf/') && !url.pathname.startsWith('/api/') && /\.[0-9a-f]{8,}\.(js|css|svg|png|webp|jpg|woff2)$/.test(url.pathname);
}

/** The shell's catalogues (`/locales/<lng>/<ns>.json`). */
export function isShellLocale(url: URL): boolean {
  return /^\/locales\/[^/]+\/[^/]+\.json$/.test(url.pathname);
}

/** The catalogue's public reads: shops, products and categories (with their sub-paths), nothing else of the API. */
export function isCatalogueRead(url: URL): boolean {
  return /^\/api\/v1\/rest\/(shops|products|categories)(\/|$)/.test(url.pathname);
}

/**
 * The home page's banners: the read its largest picture waits for (boot.js asks it first). Public content, the same
 * for every shopper, answered from the last copy at once and refreshed behind it (stale while revalidate): a repeat
 * visit's picture then waits for no network. A banner changed on the server shows from the visit after.
 */
export function isBannerRead(url: URL): boolean {
  return url.pathname === '/api/v1/rest/banners/paginate';
}

/** A request that carries a shopper's credentials is theirs: it is never cached, even for a public path. */
export function isPersonal(headers: Headers): boolean {
  return headers.has('Authorization');
}
