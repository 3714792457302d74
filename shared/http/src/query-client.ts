import { QueryClient } from '@tanstack/react-query';

/** Data cache: stale 1 hour, kept 5 hours, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 60 * 1000,
        gcTime: 5 * 60 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * What a page module may export beside its component: the reads its first screen shows, put in the cache before the
 * shell's first render, so the page arrives whole in one commit instead of a skeleton and then one render per answer.
 * `params` are the route's path parameters. It never throws (a failed read is the page's own error state).
 */
export type PagePrefetch = (client: QueryClient, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
