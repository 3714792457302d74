import { $offline, connectionBack, connectionLost } from '@market/bus';
import { http } from '@market/http';

/** While a failed request says offline though the browser says online, the network is asked again this often. */
export const PROBE_MS = 3000;

/** A request that found no network (axios's code for it; a timeout, a cancel or an HTTP error is none of that). */
const noNetwork = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_NETWORK';

/**
 * Follows the connection for the bus's `$offline`: the browser's offline and online events, every request of the one
 * HTTP client (one that found no network says offline, any answer says online), and, while offline by a failed
 * request with the browser still saying online, a small request to the site every few seconds. Returns the undo.
 */
export function watchConnection(win: Window = window): () => void {
  const lost = () => connectionLost();
  const back = () => connectionBack();
  win.addEventListener('offline', lost);
  win.addEventListener('online', back);
  const interceptor = http.interceptors.response.use(
    (response) => {
      connectionBack();
      return response;
    },
    (error: unknown) => {
      if (noNetwork(error)) connectionLost();
      else if ((error as { response?: unknown } | null)?.response) connectionBack();
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
