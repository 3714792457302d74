/**
 * /sw.js: the app's service worker (scope `/`), built by host/rspack.config.ts as one self-contained script; the
 * build's last step (workbox-build's injectManifest, scripts/lib/service-worker.ts) writes the shell's precache list
 * into it, so each shell version has its own worker. Firebase messaging's worker (/firebase-messaging-sw.js) keeps
 * its own scope, which controls no page: the two never meet.
 *
 * - The shell of this version is precached: its documents (one per language and theme, as the gateway picks them by
 *   the `locale` and `theme` cookies), boot.js, boot.css and the entry's scripts and stylesheet. An app route is
 *   answered with this version's document, so a page never mixes two shells' files; the login pages (another CSP)
 *   and /api/ go to the network.
 * - A new version installs beside the running one and waits: the page shows "A new version is available" with Reload,
 *   which asks this worker to take over (SKIP_WAITING), then reloads.
 * - Published remote versions (`/mf/<remote>/<version>/`) cache-first: they never change. The registry (`/mf/*.json`)
 *   and /config.json network-first with a short timeout, the last good copy otherwise: a deploy or a rollback of a
 *   remote reaches the next page load, and a page keeps the versions it started with.
 * - The shell's catalogues stale-while-revalidate; its other hashed files cache-first.
 * - Catalogue reads (shops, products, categories) network-first, the last answer when the network fails, marked with
 *   SAVED_COPY_HEADER so the page says "saved while offline". The home page's banners (its largest picture's read)
 *   stale-while-revalidate. Nothing else of the API is cached, no request carrying credentials is, and sign-out
 *   deletes the catalogue cache (the page does it: host features/connection).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  CACHES,
  isBannerRead,
  isCatalogueRead,
  isPersonal,
  isRegistry,
  isRemoteVersionFile,
  isShellHashedFile,
  isShellLocale,
  isShellNavigation,
  NETWORK_TIMEOUT_S,
  SAVED_COPY_HEADER,
  shellDocumentOf,
} from './app-sw-rules.ts';

/** The parts of ServiceWorkerGlobalScope used here (the project compiles with the DOM library only). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
}
const worker = self as unknown as WorkerScope;

// A first visit's page is controlled at once: what it loads later (a remote's files) is cached already.
clientsClaim();

// "Reload" on the page's "A new version is available" (workbox-window's messageSkipWaiting).
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

const cookie = async (name: string) => (await worker.cookieStore?.get(name).catch(() => null))?.value;

// App routes: this version's shell document of the shopper's language and theme (the bare one where the browser
// cannot read cookies here), else the network. Registered before the precache's own route, which would answer `/`
// with its directory index, the bare /index.html: a repeat visit of home then had no prerendered shell (nothing
// painted before the app had run; LCP 2.4 s unthrottled against the first visit's shell and picture).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url),
  async ({ request }) => {
    const document = shellDocumentOf(await cookie('locale'), await cookie('theme'));
    return (await matchPrecache(document)) ?? (await matchPrecache('/index.html')) ?? fetch(request);
  },
);

// Written as `self.__WB_MANIFEST` (the minifier keeps it so): injectManifest puts the precache list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(({ url }) => isRegistry(url), new NetworkFirst({ cacheName: CACHES.registry, networkTimeoutSeconds: NETWORK_TIMEOUT_S.registry, plugins: [onlyOk] }));

registerRoute(
  ({ url }) => isRemoteVersionFile(url),
  new CacheFirst({ cacheName: CACHES.remotes, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url }) => isShellHashedFile(url),
  new CacheFirst({ cacheName: CACHES.shell, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

registerRoute(({ url }) => isShellLocale(url), new StaleWhileRevalidate({ cacheName: CACHES.locales, plugins: [onlyOk] }));

/** Never stores a shopper's own read; marks an answer from the cache as the saved copy it is. */
const catalogueCopy: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isPersonal(request.headers) || response.status !== 200 ? null : response),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, headers.get('date') ?? '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
// The home page's banners: the last copy at once, refreshed behind it (in the catalogue's cache: sign-out deletes it).
registerRoute(
  ({ url, request }) => isBannerRead(url) && !isPersonal(request.headers),
  new StaleWhileRevalidate({ cacheName: CACHES.catalogue, plugins: [{ cacheWillUpdate: catalogueCopy.cacheWillUpdate }] }),
);
registerRoute(
  ({ url, request }) => isCatalogueRead(url) && !isPersonal(request.headers),
  new NetworkFirst({
    cacheName: CACHES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S.catalogue,
    plugins: [catalogueCopy, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 7, purgeOnQuotaError: true })],
  }),
);
