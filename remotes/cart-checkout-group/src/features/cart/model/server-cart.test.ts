import fc from 'fast-check';
import { cartOf, detailOf, memberOf, stockOf } from '../../../test/fixtures.ts';
import { isCartAnswer, serverCartOf } from './server-cart.ts';

const cart = cartOf({ user_carts: [memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 8), 'Margherita', 2)])] });

describe('the answer of GET dashboard/user/cart', () => {
  it('takes a 404 as no cart, whatever its body; a 2xx as its cart, or none without one', () => {
    expect(serverCartOf(404, { message: 'Not found' })).toBeNull();
    expect(serverCartOf(404, '')).toBeNull();
    expect(serverCartOf(200, { data: cart })).toBe(cart);
    expect(serverCartOf(200, { data: null })).toBeNull();
    expect(serverCartOf(200, {})).toBeNull();
  });

  it('accepts 2xx and 404 as answers; 401, 408, 429 and 5xx stay failures', () => {
    for (const status of [200, 201, 204, 404]) expect(isCartAnswer(status)).toBe(true);
    for (const status of [400, 401, 403, 408, 422, 429, 500, 502, 503]) expect(isCartAnswer(status)).toBe(false);
  });

  it('never makes a cart out of a 404, nor loses the cart of a 2xx (any status, any body)', () => {
    const body = fc.oneof(fc.constant({ data: cart }), fc.constant({ data: null }), fc.record({ message: fc.string() }), fc.anything());
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), body, (status, b) => {
        if (!isCartAnswer(status)) return;
        const read = serverCartOf(status, b);
        if (status === 404) expect(read).toBeNull();
        else if ((b as { data?: unknown } | null)?.data === cart) expect(read).toBe(cart);
        else expect(read === null || typeof read === 'object').toBe(true);
      }),
    );
  });
});
