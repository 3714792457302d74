import { loadRemoteModule, type LoadedModule } from '../../../runtime/index.ts';
import { firstPageOf, keepPreparedModule, preparedModule, type FirstPage } from './first-page.ts';

const loading = new Map<string, Promise<void>>();

/**
 * Loads the module of the page at `pathname` ahead of a move there the shopper is about to make (the header search's
 * results page, once the search field has the focus): the router's render of the move then shows the page at once,
 * instead of asking for its code only once the router is there and waiting for it to arrive and run. Once per page;
 * a module that fails to load is left to the page's own area, which loads it again and says so.
 */
export function preparePage(pathname: string, load: (page: FirstPage) => Promise<LoadedModule<never>> = (page) => loadRemoteModule(page.remote, page.module, 0)): Promise<void> {
  const page = firstPageOf(pathname);
  if (!page || preparedModule(page.remote, page.module)) return Promise.resolve();
  const key = `${page.remote}/${page.module}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(page).then(
      (mod) => {
        if (!(mod as { __fallback?: boolean }).__fallback) keepPreparedModule(page.remote, page.module, mod);
        else loading.delete(key);
      },
      () => {
        loading.delete(key);
      },
    );
    loading.set(key, pending);
  }
  return pending;
}
