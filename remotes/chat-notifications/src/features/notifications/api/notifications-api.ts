import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http, nextPage } from '@market/http';
import type { Envelope, Notification, NotificationStatistic, Paginated } from '@market/contract';

/** Notifications page size and order. */
export const NOTIFICATIONS_PER_PAGE = 5;
/** Statistics refetch while signed in. */
export const STATISTIC_REFETCH_MS = 10_000;

/** The drawer's tabs: all, news and orders; each lists one notification type (or all of them). */
export type NotificationTab = 'all' | 'news_publish' | 'status_changed';
export const NOTIFICATION_TABS: readonly NotificationTab[] = ['all', 'news_publish', 'status_changed'];

export const notificationKeys = {
  all: ['chat-notifications', 'notifications'] as const,
  statistic: () => [...notificationKeys.all, 'statistic'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (tab: NotificationTab) => [...notificationKeys.lists(), tab] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
};

/** The unread counts, not wrapped in `data` (the family's shape). */
export async function fetchStatistic(): Promise<NotificationStatistic> {
  return (await http.get<NotificationStatistic>('dashboard/user/profile/notifications-statistic')).data;
}

export async function fetchNotifications(tab: NotificationTab, pageNumber: number): Promise<Paginated<Notification>> {
  const params: Record<string, string | number> = { page: pageNumber, perPage: NOTIFICATIONS_PER_PAGE, column: 'id', sort: 'desc' };
  if (tab !== 'all') params.type = tab;
  return (await http.get<Paginated<Notification>>('dashboard/notifications', { params })).data;
}

export async function fetchNotification(id: number): Promise<Notification> {
  return (await http.get<Envelope<Notification>>(`dashboard/notifications/${id}`)).data.data;
}

export async function markRead(id: number): Promise<void> {
  await http.post(`dashboard/notifications/${id}/read-at`);
}

export async function markAllRead(): Promise<void> {
  await http.post('dashboard/notifications/read-all');
}

/** This browser's push token (POST dashboard/user/profile/firebase/token/update). */
export async function sendPushToken(token: string): Promise<void> {
  await http.post('dashboard/user/profile/firebase/token/update', { firebase_token: token });
}

/** The notifications' reads, one definition each: the badges, the drawer's and the page's lists, one notification. */
export const notificationQueries = {
  statistic: () => queryOptions({ queryKey: notificationKeys.statistic(), queryFn: fetchStatistic }),
  /** One tab's notifications, page after page. */
  list: (tab: NotificationTab) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(tab),
      queryFn: ({ pageParam }) => fetchNotifications(tab, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** Asked only once a notification is chosen. */
  detail: (id: number | null) => queryOptions({ queryKey: notificationKeys.detail(id ?? 0), queryFn: () => fetchNotification(id!), enabled: id !== null }),
};
