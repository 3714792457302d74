import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * react-query tells the page of each answer in a task of its own (a `setTimeout(0)` per answer), and React renders
 * the page once per task: answers that arrive together (the first paint's, which boot.js started early) rendered it
 * once each. This scheduler runs every notification scheduled before its task comes in that one task, so they render
 * once. Nothing waits longer than before: the first one still runs in the next task.
 */
export function coalescingScheduler(): (callback: () => void) => void {
  let pending: (() => void)[] | null = null;
  return (callback) => {
    if (pending) {
      pending.push(callback);
      return;
    }
    pending = [callback];
    setTimeout(() => {
      const run = pending ?? [];
      pending = null;
      for (const notify of run) notify();
    }, 0);
  };
}

/** Data cache: stale 1 hour, kept 5 hours, no refetch on focus, no retries (spec section 9). */
export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(coalescingScheduler());
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
