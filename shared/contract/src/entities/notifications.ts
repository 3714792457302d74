/** Notifications: entities of the marketplace API (see ./index.ts). */
import type { Translation } from './common.ts';
import type { OrderStatus } from './orders.ts';

export type NotificationType =
  | 'new_order'
  | 'new_user_by_referral'
  | 'status_changed'
  | 'new_in_table'
  | 'booking_status'
  | 'new_booking'
  | 'news_publish'
  | 'order_refunded';

export interface Notification {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  created_at: string;
  /** null = unread. */
  read_at: string | null;
  /** Who caused it (e.g. the referred user). */
  client: { id: number; firstname: string; lastname?: string; img?: string } | null;
  /** status_changed, order_refunded, new_order: the order. */
  order: { id: number; status?: OrderStatus } | null;
  /** news_publish: the blog. */
  blog: { uuid: string; img?: string; translation?: Translation } | null;
  /** booking_status, new_booking, new_in_table. */
  booking?: { id: number } | null;
}

export interface NotificationStatistic {
  /** Unread total. */
  notification: number;
  news_publish: number;
  status_changed: number;
  /** Unread counts per type (all types, 0 included). */
  [type: string]: number;
}

/** dashboard/user/notifications: the notification types a user may mute. */
export interface NotificationSetting {
  id: number;
  type: NotificationType | 'push' | 'email' | 'sms';
  active: boolean;
}
