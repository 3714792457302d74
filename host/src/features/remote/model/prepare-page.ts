import { loadRemoteModule, type LoadedModule } from '../../../runtime/index.ts';
import { firstPageOf, keepPreparedModule, preparedModule, type FirstPage } from './first-page.ts';

/** Each page's module on its way (its module, or undefined where it failed or came as the fallback). */
const loading = new Map<string, Promise<LoadedModule<never> | undefined>>();
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
  const key = keyOf(page.remote, page.module);
  let pending = loading.get(key);
  if (!pending) {
    pending = load(page).then(
      (mod) => {
        if (!(mod as { __fallback?: boolean }).__fallback) {
          keepPreparedModule(page.remote, page.module, mod);
          return mod;
        }
        loading.delete(key);
        return undefined;
      },
      () => {
        loading.delete(key);
        return undefined;
      },
    );
    loading.set(key, pending);
  }
  return pending.then(() => undefined);
}

/** The load of a page's module that preparePage started and that has not failed (it may have ended). */
export function preparingModule<P>(remote: string, module: string): Promise<LoadedModule<P> | undefined> | undefined {
  return loading.get(keyOf(remote, module)) as Promise<LoadedModule<P> | undefined> | undefined;
}
