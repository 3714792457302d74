import { matchPath } from '@market/router';
import { $session } from '@market/bus';
import { REMOTE_ROUTES, REMOTE_WIDGETS, type FirstPart, type RemoteName } from '@market/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '@market/http';
import { Descriptions, Select, Steps, yieldToMain } from '@market/ui';
import type { LoadedModule } from '../../../runtime/index.ts';

export interface FirstPage {
  remote: RemoteName;
  module: string;
  params: Record<string, string | undefined>;
  /** The shared UI parts its first render shows (the route's firstParts). */
  parts?: readonly FirstPart[];
  /** Its first calls (the route's or the widget's firstCalls), to ask ahead of it on a move there. */
  calls?: readonly string[];
}

/** The code of each shared UI part a first page may show. */
export const FIRST_PARTS: Record<FirstPart, () => Promise<unknown>> = { Steps: Steps.preload, Descriptions: Descriptions.preload, Select: Select.preload };

/** The remote module that renders a path, with the path's parameters: home's content on `/`, else the route's page. */
export function firstPageOf(pathname: string): FirstPage | null {
  if (pathname === '/') return { remote: REMOTE_WIDGETS.homeContent.remote, module: REMOTE_WIDGETS.homeContent.module, params: {}, calls: REMOTE_WIDGETS.homeContent.firstCalls };
  // A guest's page behind sign-in goes to /login: nothing of it is read.
  const signedIn = $session.getState().signedIn;
  for (const route of REMOTE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match && (!route.auth || signedIn)) {
      return {
        remote: route.remote,
        module: route.module,
        params: match.params,
        ...(route.firstParts ? { parts: route.firstParts } : {}),
        ...(route.firstCalls ? { calls: route.firstCalls } : {}),
      };
    }
  }
  return null;
}

const prepared = new Map<string, LoadedModule<never>>();
const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** Keeps a page's loaded module for the first render of its area (the first page's, or one loaded ahead: prepare-page.ts). */
export function keepPreparedModule(remote: RemoteName, module: string, mod: LoadedModule<never>): void {
  prepared.set(keyOf(remote, module), mod);
}

/** A page's module once it has loaded before its area's first render (see keepPreparedModule); a later attempt loads it afresh. */
export function preparedModule<P>(remote: RemoteName, module: string): LoadedModule<P> | undefined {
  return prepared.get(keyOf(remote, module)) as LoadedModule<P> | undefined;
}

/**
 * Loads the first page's module (and the code of the shared parts it shows, beside it), its texts (`loadTexts`: the remote's catalogue) and its first screen's reads (its
 * `prefetch`, when it has one) before the shell's first render, so that render shows the page whole: a translated
 * component whose catalogue is missing suspends, and React shows a suspended area's content no sooner than 300 ms
 * after its skeleton. A module that fails to load is the page's own fallback later (the area loads it again and says
 * so), and its texts are not asked for: refused with it (a 404), they would stay refused when the area's retry
 * succeeds. Reads that fail are the page's error states.
 */
export async function prepareFirstPage(
  client: QueryClient,
  pathname: string,
  load: (page: FirstPage) => Promise<LoadedModule<never>>,
  loadTexts: (page: FirstPage) => Promise<unknown> = async () => undefined,
  parts: Record<FirstPart, () => Promise<unknown>> = FIRST_PARTS,
): Promise<void> {
  const page = firstPageOf(pathname);
  if (!page) return;
  // The shared parts its first render shows start with the module: the module's own prefetch would ask for them only
  // once it has loaded and run (a round trip more before the page). A part that fails is the prefetch's to meet.
  for (const part of page.parts ?? []) void parts[part]().catch(() => undefined);
  const mod = await load(page);
  keepPreparedModule(page.remote, page.module, mod);
  // The federation runtime's stand-in for a remote that failed (shared/mf/src/runtime/fallback-plugin.ts): the first
  // render shows it at once; its retry loads the module afresh.
  if ((mod as { __fallback?: boolean }).__fallback) return;
  const prefetch = (mod as { prefetch?: PagePrefetch }).prefetch;
  // The module's evaluation, the texts' request and the reads in tasks of their own: in one, they made a long task.
  await yieldToMain();
  const texts = loadTexts(page);
  await yieldToMain();
  await Promise.all([texts, typeof prefetch === 'function' ? prefetch(client, page.params) : undefined]);
}
