import { QueryClient } from '@tanstack/react-query';

/** Data cache: stale 1 hour, kept 5 hours, no refetch on focus, no retries (spec section 9). */
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
