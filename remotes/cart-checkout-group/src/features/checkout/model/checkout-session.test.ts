import { checkoutDone, checkoutKey } from './checkout-session.ts';

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
