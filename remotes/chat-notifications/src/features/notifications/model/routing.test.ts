import type { Notification } from '@market/contract';
import { notificationTarget } from './routing.ts';

const n = (type: Notification['type'], extra: Partial<Notification> = {}) => ({ type, order: null, blog: null, ...extra });

describe('notificationTarget', () => {
  it.each([
    [n('status_changed', { order: { id: 42 } }), '/orders/42'],
    [n('booking_status'), '/reservations'],
    [n('news_publish', { blog: { uuid: 'b-1' } }), '/?news=b-1'],
    [n('order_refunded', { order: { id: 7 } }), '/wallet'],
  ])('routes %j to %s', (item, path) => {
    expect(notificationTarget(item)).toBe(path);
  });

  it.each(['new_order', 'new_user_by_referral', 'new_in_table', 'new_booking'] as const)('opens a %s notification itself', (type) => {
    expect(notificationTarget(n(type, { order: { id: 1 } }))).toBeNull();
  });

  it('opens the notification itself when the record it points at is missing', () => {
    expect(notificationTarget(n('status_changed'))).toBeNull();
    expect(notificationTarget(n('news_publish'))).toBeNull();
  });
});
