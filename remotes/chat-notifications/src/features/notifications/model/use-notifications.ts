import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import {
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { $session, loggedOut, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import type { Notification, NotificationStatistic, Paginated } from '@market/contract';
import {
  markAllRead,
  markRead,
  notificationKeys,
  notificationQueries,
  STATISTIC_REFETCH_MS,
  type NotificationTab,
} from '../api/notifications-api.ts';
import { afterRead, allRead } from './badges.ts';

const MARK_KEY = [...notificationKeys.all, 'mark'] as const;

type Pages = InfiniteData<Paginated<Notification>, number>;

/** Unread statistics, refetched every 10 s while signed in (and not while a mark-as-read is under way). */
export function useNotificationStatistic() {
  const signedIn = useUnit($session).signedIn;
  const marking = useIsMutating({ mutationKey: MARK_KEY }) > 0;
  const queryClient = useQueryClient();
  const query = useQuery({
    ...notificationQueries.statistic(),
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: signedIn && !marking ? STATISTIC_REFETCH_MS : false,
    refetchIntervalInBackground: true,
  });

  // A new notification (a higher unread total) makes the cached lists stale.
  const previous = useRef<number | undefined>(undefined);
  const total = query.data?.notification;
  useEffect(() => {
    if (previous.current !== undefined && total !== undefined && total > previous.current) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    }
    previous.current = total;
  }, [total, queryClient]);

  // Logout clears the notification statistics.
  useEffect(() => loggedOut.watch(() => queryClient.removeQueries({ queryKey: notificationKeys.all })), [queryClient]);
  return query;
}

/** One tab's notifications, 5 per page, newest (highest id) first, with 'View more'. */
export function useNotificationList(tab: NotificationTab) {
  const signedIn = useUnit($session).signedIn;
  return useInfiniteQuery({ ...notificationQueries.list(tab), enabled: signedIn, staleTime: 0 });
}

interface Snapshot {
  stat: NotificationStatistic | undefined;
  lists: [readonly unknown[], Pages | undefined][];
}

async function snapshot(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  return {
    stat: queryClient.getQueryData<NotificationStatistic>(notificationKeys.statistic()),
    lists: queryClient.getQueriesData<Pages>({ queryKey: notificationKeys.lists() }),
  };
}

function restore(queryClient: QueryClient, snap: Snapshot | undefined) {
  if (!snap) return;
  queryClient.setQueryData(notificationKeys.statistic(), snap.stat);
  for (const [key, data] of snap.lists) queryClient.setQueryData(key, data);
}

function updateItems(queryClient: QueryClient, update: (n: Notification) => Notification) {
  queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map(update) })) } : data,
  );
}

/**
 * Marking read, optimistic: the lists and badges change at once; a failure puts them back and shows the
 * server's message as a toast.
 */
function useMark<V>(mutationFn: (v: V) => Promise<void>, apply: (queryClient: QueryClient, v: V, now: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_KEY,
    mutationFn,
    onMutate: async (v: V) => {
      const snap = await snapshot(queryClient);
      apply(queryClient, v, new Date().toISOString());
      return snap;
    },
    onError: (error, _v, snap) => {
      restore(queryClient, snap);
      toastShown({ kind: 'error', message: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkRead() {
  return useMark<Notification>(
    (n) => markRead(n.id),
    (queryClient, n, now) => {
      updateItems(queryClient, (item) => (item.id === n.id && !item.read_at ? { ...item, read_at: now } : item));
      queryClient.setQueryData<NotificationStatistic>(notificationKeys.statistic(), (s) => (s ? afterRead(s, n.type) : s));
    },
  );
}

export function useMarkAllRead() {
  return useMark<void>(
    () => markAllRead(),
    (queryClient, _v, now) => {
      updateItems(queryClient, (item) => (item.read_at ? item : { ...item, read_at: now }));
      queryClient.setQueryData<NotificationStatistic>(notificationKeys.statistic(), (s) => (s ? allRead(s) : s));
    },
  );
}
