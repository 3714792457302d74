import { $offline, connectionBack, connectionLost } from '@market/bus';
import { createEvent, createStore } from 'effector';
import { http } from '@market/http';
import { SAVED_COPY_HEADER } from '../../../sw/app-sw-rules.ts';

/** While a failed request says offline though the browser says online, the network is asked again this often. */
export const PROBE_MS = 3000;

/** The service worker answered a catalogue read with its saved copy (the network failed): the notice says so. */
export const savedCopyShown = createEvent();
export const $savedCopyShown = createStore(false)
  .on(savedCopyShown, () => true)
  .reset(connectionBack);

/** A request that found no network (axios's code for it; a timeout, a cancel or an HTTP error is none of that). */
const noNetwork = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_NETWORK';

/**
 * Follows the connection for the bus's `$offline`: the browser's offline and online events, every request of the one
 * HTTP client (one that found no network, or the service worker's saved copy of a catalogue read, says offline; any
 * other answer says online), and, while offline by a failed
 * request with the browser still saying online, a small request to the site every few seconds. Returns the undo.
 */
export function watchConnection(win: Window = window): () => void {
  const lost = () => connectionLost();
  const back = () => connectionBack();
  win.addEventListener('offline', lost);
  win.addEventListener('online', back);
  // The network may have gone before this ran (the bus read navigator.onLine when it loaded).
  if (win.navigator.onLine === false) connectionLost();
  const interceptor = http.interceptors.response.use(
    (response) => {
      // An answer while the browser says offline came from a cache (the HTTP cache, the worker's): only the browser's
      // online event ends that.
      if (response.headers?.[SAVED_COPY_HEADER] === undefined) {
        if (win.navigator.onLine !== false) connectionBack();
      } else {
        connectionLost();
        savedCopyShown();
      }
      return response;
    },
    (error: unknown) => {
      if (noNetwork(error)) connectionLost();
      else if ((error as { response?: unknown } | null)?.response && win.navigator.onLine !== false) connectionBack();
      return Promise.reject(error);
    },
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  const probe = () =>
    void win
      .fetch('/config.json', { method: 'HEAD', cache: 'no-store' })
      .then((r) => r.ok && connectionBack())
      .catch(() => undefined);
  const watching = $offline.watch((offline) => {
    clearInterval(timer);
    timer = offline && win.navigator.onLine ? setInterval(probe, PROBE_MS) : undefined;
  });
  return () => {
    win.removeEventListener('offline', lost);
    win.removeEventListener('online', back);
    http.interceptors.response.eject(interceptor);
    watching.unsubscribe();
    clearInterval(timer);
  };
}
