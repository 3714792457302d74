import { createEvent, createStore } from 'effector';
import { loggedOut, sessionExpired } from '@market/bus';
import { afterFirstPaint, holdDeferredWork } from '@market/ui';
import { APP_SW_PATH, APP_SW_SCOPE, CACHES, isBannerRead } from '../../../sw/app-sw-rules.ts';

/** A new shell version is installed and waits for this page to let it take over. */
export const updateWaiting = createEvent();
export const $updateWaiting = createStore(false).on(updateWaiting, () => true);

/** The parts of workbox-window's Workbox used here. */
interface Registrar {
  register(): Promise<Pick<ServiceWorkerRegistration, 'installing'> | undefined>;
  messageSkipWaiting(): void;
  messageSW(data: { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } }): Promise<unknown>;
  addEventListener(type: 'waiting' | 'activated', listener: (event?: { isUpdate?: boolean }) => void): void;
}

/**
 * What this page loaded before the worker controlled it, and the worker keeps: this site's files (the shell's chunks,
 * the remotes' files, the registry, the catalogues) and the home page's banners read. Nothing else of /api/.
 */
export function loadedBeforeTheWorker(names: readonly string[] = globalThis.performance?.getEntriesByType?.('resource').map((e) => e.name) ?? [], origin = location.origin): string[] {
  return [...new Set(names)].filter((name) => {
    const url = new URL(name, origin);
    return url.origin === origin && (!url.pathname.startsWith('/api/') || isBannerRead(url));
  });
}

let workbox: Registrar | null = null;

/**
 * Registers the app's service worker (/sw.js) once the page has painted and the browser is idle, never in the first
 * paint's way (its code, workbox-window, loads then too). A production build only: the dev servers' files change under
 * the same names. A new version waiting (now, or one found at the start) raises `updateWaiting`; the first version
 * installed is given what the page loaded before it.
 */
export function registerServiceWorker(
  load: () => Promise<{ Workbox: new (url: string, options: { scope: string }) => Registrar }> = () => import('workbox-window'),
  enabled = process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
): () => void {
  if (!enabled) return () => undefined;
  return afterFirstPaint(() => {
    void load()
      .then(({ Workbox }) => {
        workbox = new Workbox(APP_SW_PATH, { scope: APP_SW_SCOPE });
        workbox.addEventListener('waiting', () => updateWaiting());
        // The first version installed: it caches what the page had loaded before it took control (Workbox's
        // CACHE_URLS, through the worker's own routes), so the next visit finds it all there, the banners' read too.
        workbox.addEventListener('activated', (event) => {
          if (!event?.isUpdate) void workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedBeforeTheWorker() } }).catch(() => undefined);
        });
        return workbox.register();
      })
      .then((registration) => {
        // A new version the browser found as this page loaded, before the page registered (workbox-window then sees
        // it neither waiting nor found): offered once it has installed, when a version controls this page.
        const installing = registration?.installing;
        if (!installing || !navigator.serviceWorker?.controller) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed') updateWaiting();
        });
      })
      .catch((error: unknown) => console.warn('[sw]', error));
  });
}

/** How long a page that asked for the new version holds its deferred work, should the new version not take over. */
export const TAKEOVER_WAIT_MS = 10_000;

/**
 * Reload: the waiting version takes over, then the page loads again from it (one version per page, always). The page
 * reloads when its controller changes, whichever Workbox event names it (`controlling` for the version this page
 * registered, `externalcontrolling` for one found before it registered).
 *
 * Until then the page starts no deferred work (holdDeferredWork: idle tasks, code preloads). Chromium lets a waiting
 * version that called skipWaiting() take over once the old worker has no work: it asks that worker to stop as soon as
 * it is idle, and activates the new one when it has stopped. A request from the page reaching the old worker while it
 * stops (work the click on Reload scheduled for the next idle moment) starts it again, and the ask is forgotten: the new
 * version stayed waiting (up to Chromium's five minutes under DevTools, the old worker's idle timeout otherwise) and
 * the page did not reload. Requests already on their way only delay the stop (the worker stops once they are
 * answered). Should the new version not take over all the same (a request the page did not defer, another tab's), the
 * page reloads after TAKEOVER_WAIT_MS anyway: a navigation is the other moment the browser lets a waiting version
 * that skipped waiting take over, and if it still waits, the page comes back on its version with the prompt again
 * (never a click that seems to do nothing).
 */
export function reloadToUpdate(
  reload: () => void = () => location.reload(),
  container: Pick<ServiceWorkerContainer, 'addEventListener'> | undefined = globalThis.navigator?.serviceWorker,
  hold: () => () => void = holdDeferredWork,
): void {
  if (!workbox || !container) return reload();
  const release = hold();
  const timer = setTimeout(() => {
    release();
    reload();
  }, TAKEOVER_WAIT_MS);
  container.addEventListener(
    'controllerchange',
    () => {
      clearTimeout(timer);
      reload();
    },
    { once: true },
  );
  workbox.messageSkipWaiting();
}

/** Sign-out (or a session the API refused) deletes the saved catalogue reads: nothing stays for the next shopper. */
export function forgetSavedReads(storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches): () => void {
  const forget = () => void storage?.delete(CACHES.catalogue).catch(() => false);
  const out = loggedOut.watch(forget);
  const expired = sessionExpired.watch(forget);
  return () => {
    out.unsubscribe();
    expired.unsubscribe();
  };
}
