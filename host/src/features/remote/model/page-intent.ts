import type { QueryClient } from '@tanstack/react-query';
import { pageIntent } from '@market/bus';
import type { PagePrefetch } from '@market/http';
import { firstPageOf, preparedModule } from './first-page.ts';
import { preparePage } from './prepare-page.ts';

const reading = new Map<string, Promise<void>>();

/**
 * A move the shopper has started (a press on a link, a signal of the page): the page's module, then its first
 * screen's reads (its `prefetch`, as before a first render), so the move's render finds both instead of asking for the
 * reads only once the code has arrived and rendered. One at a time per path; a failure is the page's own to show.
 */
export function preparePageAndReads(client: QueryClient, pathname: string, prepare: (pathname: string) => Promise<void> = preparePage): Promise<void> {
  let pending = reading.get(pathname);
  if (!pending) {
    pending = prepare(pathname)
      .then(async () => {
        const page = firstPageOf(pathname);
        const prefetch = page ? (preparedModule(page.remote, page.module) as { prefetch?: PagePrefetch } | undefined)?.prefetch : undefined;
        if (page && typeof prefetch === 'function') await prefetch(client, page.params);
      })
      .catch(() => undefined)
      .finally(() => reading.delete(pathname));
    reading.set(pathname, pending);
  }
  return pending;
}

/** The app's own path a link leads to, or null (another origin, a new window, a download, no link). */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Moves ahead of the shopper: a pointer over a link or a link taking the focus loads the page's code (once per page);
 * a press on it (a pointer or a touch going down, Enter) also starts its first screen's reads, a moment before the
 * click navigates; and a page's `pageIntent` signal does both. Returns a function that stops watching.
 */
export function watchPageIntent(client: QueryClient, root: Document = document): () => void {
  const code = (e: Event) => {
    const path = linkPath(e.target);
    if (path) void preparePage(path);
  };
  const press = (e: Event) => {
    if (e instanceof KeyboardEvent && e.key !== 'Enter') return;
    const path = linkPath(e.target);
    if (path) void preparePageAndReads(client, path);
  };
  const options = { capture: true, passive: true };
  root.addEventListener('pointerover', code, options);
  root.addEventListener('focusin', code, options);
  root.addEventListener('pointerdown', press, options);
  root.addEventListener('keydown', press, options);
  const unwatch = pageIntent.watch((path) => void preparePageAndReads(client, path));
  return () => {
    root.removeEventListener('pointerover', code, options);
    root.removeEventListener('focusin', code, options);
    root.removeEventListener('pointerdown', press, options);
    root.removeEventListener('keydown', press, options);
    unwatch();
  };
}
