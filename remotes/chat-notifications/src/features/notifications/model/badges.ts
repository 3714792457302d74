import type { NotificationStatistic } from '@market/contract';
import type { NotificationTab } from '../api/notifications-api.ts';

/** Unread count of a tab from the statistics (0 while they are unknown). */
export function unreadCount(stat: NotificationStatistic | undefined, tab: NotificationTab): number {
  if (!stat) return 0;
  const value = tab === 'all' ? stat.notification : stat[tab];
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** The statistics after one unread notification of `type` was read. */
export function afterRead(stat: NotificationStatistic, type: string): NotificationStatistic {
  const next: NotificationStatistic = { ...stat, notification: Math.max(0, stat.notification - 1) };
  if (typeof stat[type] === 'number') next[type] = Math.max(0, stat[type] - 1);
  return next;
}

/** The statistics after 'Mark all as read': every count 0. */
export function allRead(stat: NotificationStatistic): NotificationStatistic {
  return Object.fromEntries(Object.keys(stat).map((k) => [k, 0])) as NotificationStatistic;
}
