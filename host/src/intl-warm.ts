/** The worker that makes the page's first Intl formatters off the main thread (host/public/intl-warm.js). */
export const INTL_WARM_WORKER = '/intl-warm.js';

/**
 * Starts that worker with the page's language (the one boot.js put on <html> from the cookie, else English). The
 * browser shares ICU's language lists and a language's data between a page and its workers, so the page's own first
 * formatter then costs a fraction of a millisecond instead of a task of its own. Where no worker can start (no Worker,
 * or refused), nothing happens: the page's first formatter pays, as it would anyway. Called after the Trusted Types
 * policy exists (a worker's address is a script URL).
 */
export function warmIntlOffMainThread(lng: string | undefined, make: (url: string) => Pick<Worker, 'postMessage'> = (url) => new Worker(url)): boolean {
  if (typeof Worker === 'undefined') return false;
  try {
    make(INTL_WARM_WORKER).postMessage(lng || 'en');
    return true;
  } catch {
    return false;
  }
}
