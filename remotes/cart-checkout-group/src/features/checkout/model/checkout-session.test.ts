import { allSettled, fork } from 'effector';
import { $orderDraft, checkoutDone, checkoutKey, draftChanged, slotShown } from './checkout-session.ts';

describe('the checkout idempotency key', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the same for one cart across calls (double click, retry, reload)', () => {
    const first = checkoutKey(5);
    expect(checkoutKey(5)).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('market:cart-checkout-group:idempotency')!)).toEqual({ cartId: 5, key: first });
  });

  it('is new after the order was made or for another cart', () => {
    const first = checkoutKey(5);
    checkoutDone();
    const second = checkoutKey(5);
    expect(second).not.toBe(first);
    expect(checkoutKey(6)).not.toBe(second);
  });
});

describe('the order draft and the slot the form shows', () => {
  it('keeps the shown slot as the draft, and changes nothing when the draft already holds it', async () => {
    const scope = fork();
    const changes: unknown[] = [];
    const unwatch = draftChanged.watch((p) => changes.push(p));
    await allSettled(slotShown, { scope, params: { shop_id: 1, delivery_date: '2026-11-26', delivery_time: '12:00' } });
    expect(scope.getState($orderDraft)).toEqual({ shop_id: 1, delivery_date: '2026-11-26', delivery_time: '12:00' });
    await allSettled(slotShown, { scope, params: { shop_id: 1, delivery_date: '2026-11-26', delivery_time: '12:00' } });
    expect(changes).toHaveLength(1);
    await allSettled(slotShown, { scope, params: { shop_id: 2, delivery_date: '2026-11-26', delivery_time: '12:00' } });
    expect(scope.getState($orderDraft).shop_id).toBe(2);
    expect(changes).toHaveLength(2);
    unwatch();
  });
});
