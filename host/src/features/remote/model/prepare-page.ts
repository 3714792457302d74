import { loadRemoteModule, type LoadedModule } from '../../../runtime/index.ts';
import { firstPageOf, keepPreparedModule, preparedModule, type FirstPage } from './first-page.ts';

/** Each page's module on its way or loaded (a failed load, or the federation's fallback, is forgotten). */
const loading = new Map<string, Promise<LoadedModule<never>>>();
const keyOf = (remote: string, module: string) => `${remote}/${module}`;

/**
 * Loads the module of the page at `pathname` ahead of a move there the shopper is about to make (the header search's
 * results page, once the search field has the focus), or has just made (move-ahead.ts): the router's render of the
 * move then shows the page at once, or waits for this load, instead of asking for its code only once the router is
 * there. Once per page; a module that fails to load is left to the page's own area, which loads it again and says so.
 */
export function preparePage(pathname: string, load: (page: FirstPage) => Promise<LoadedModule<never>> = (page) => loadRemoteModule(page.remote, page.module, 0)): Promise<void> {
  const page = firstPageOf(pathname);
  if (!page || preparedModule(page.remote, page.module)) return Promise.resolve();
  return loadPageModule(page.remote, page.module, () => load(page)).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A page's module, loaded once (by preparePage or by the page's area, whichever asks first; both take the same load),
 * and kept for the areas that render it later (they then render it at once, without a skeleton first). A load that
 * fails, or brings the federation's fallback, is not kept: the next ask loads afresh.
 */
export function loadPageModule<P>(remote: string, module: string, load: () => Promise<LoadedModule<never>>): Promise<LoadedModule<P>> {
  const key = keyOf(remote, module);
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (mod) => {
        if ((mod as { __fallback?: boolean }).__fallback) loading.delete(key);
        else keepPreparedModule(remote as FirstPage['remote'], module, mod);
        return mod;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending as Promise<LoadedModule<P>>;
}

/** The load of a page's module on its way or done (loadPageModule), if any. */
export function preparingModule<P>(remote: string, module: string): Promise<LoadedModule<P>> | undefined {
  return loading.get(keyOf(remote, module)) as Promise<LoadedModule<P>> | undefined;
}
