import { matchPath } from '@market/router';
import { $session } from '@market/bus';
import { REMOTE_ROUTES, REMOTE_WIDGETS, type RemoteName } from '@market/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '@market/http';
import type { LoadedModule } from '../../../runtime/index.ts';

export interface FirstPage {
  remote: RemoteName;
  module: string;
  params: Record<string, string | undefined>;
}

/** The remote module that renders a path, with the path's parameters: home's content on `/`, else the route's page. */
export function firstPageOf(pathname: string): FirstPage | null {
  if (pathname === '/') return { remote: REMOTE_WIDGETS.homeContent.remote, module: REMOTE_WIDGETS.homeContent.module, params: {} };
  // A guest's page behind sign-in goes to /login: nothing of it is read.
  const signedIn = $session.getState().signedIn;
  for (const route of REMOTE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match && (!route.auth || signedIn)) return { remote: route.remote, module: route.module, params: match.params };
  }
  return null;
}

const prepared = new Map<string, LoadedModule<never>>();
const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** The first page's module, once it has loaded before the first render; a later attempt loads it afresh. */
export function preparedModule<P>(remote: RemoteName, module: string): LoadedModule<P> | undefined {
  return prepared.get(keyOf(remote, module)) as LoadedModule<P> | undefined;
}

/**
 * Loads the first page's module and its first screen's reads (its `prefetch`, when it has one) before the shell's
 * first render, so that render shows the page whole. A module that fails to load is the page's own fallback later
 * (the area loads it again and says so); reads that fail are the page's error states.
 */
export async function prepareFirstPage(client: QueryClient, pathname: string, load: (page: FirstPage) => Promise<LoadedModule<never>>): Promise<void> {
  const page = firstPageOf(pathname);
  if (!page) return;
  const mod = await load(page);
  prepared.set(keyOf(page.remote, page.module), mod);
  const prefetch = (mod as { prefetch?: PagePrefetch }).prefetch;
  if (typeof prefetch === 'function') await prefetch(client, page.params);
}
