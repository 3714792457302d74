import type { Notification } from '@market/contract';

/**
 * Where a click on a notification goes: status_changed → the order, booking_status →
 * reservations, news_publish → home with the news uuid, order_refunded → wallet. null: the notification itself
 * opens (other types, or a routed type missing the record it points at).
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'order' | 'blog'>): string | null {
  switch (n.type) {
    case 'status_changed':
      return n.order ? `/orders/${n.order.id}` : null;
    case 'booking_status':
      return '/reservations';
    case 'news_publish':
      return n.blog ? `/?news=${encodeURIComponent(n.blog.uuid)}` : null;
    case 'order_refunded':
      return '/wallet';
    default:
      return null;
  }
}
