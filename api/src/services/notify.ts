import type { NotificationType, OrderStatus } from '@market/contract';
import type { Ctx } from '../context.ts';

export interface NotificationRefs {
  order_id?: number;
  blog_uuid?: string;
  booking_id?: number;
  client_id?: number;
}

/** Writes a notification unless the user muted its type. */
export function notify(ctx: Ctx, userId: number, type: NotificationType, title: string, body: string, refs: NotificationRefs = {}): void {
  const muted = ctx.db.get<{ active: number }>(
    `SELECT uns.active FROM user_notification_settings uns JOIN notification_settings ns ON ns.id = uns.notification_id
     WHERE uns.user_id = ? AND ns.type = ?`,
    [userId, type],
  );
  if (muted && muted.active === 0) return;
  ctx.db.insert('notifications', { user_id: userId, type, title, body, ...refs, created_at: ctx.now().toISOString() });
}

/** What a status change of an order or parcel tells the customer. */
const MESSAGES: Partial<Record<OrderStatus, string>> = {
  accepted: 'Your order was accepted',
  ready: 'Your order is ready',
  on_a_way: 'Your order is on the way',
  delivered: 'Your order was delivered',
  canceled: 'Your order was canceled',
};

export function statusMessage(status: OrderStatus): string {
  return MESSAGES[status] ?? `Your order is ${status}`;
}
