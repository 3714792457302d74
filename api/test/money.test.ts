// Amounts of money are real amounts: a transfer, a top-up or a tip below one cent is refused with a message that says
// what is allowed, instead of being recorded as $0.00.
import fc from 'fast-check';
import { HOME, ok, call } from './helpers.ts';
import { usersApp } from './family-helpers.ts';

const users = usersApp();

async function cartOfDemo(): Promise<number> {
  const { app, demo } = users;
  const products = (await ok(app, 'GET', 'rest/shops/1/products/paginate?perPage=50')).data as { stocks: { id: number; quantity: number }[] }[];
  const stock = products.map((p) => p.stocks[0]!).find((s) => s.quantity >= 1)!;
  return (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token: demo, body: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 1 }] } })).data.id;
}

describe('amounts below one cent', () => {
  it.each([0, 0.001, 0.009, -5])('a wallet transfer of %s is refused, saying the least amount', async (price) => {
    const { app, demo } = users;
    const r = await call(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price, uuid: 'anyone' } });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'The price must be at least 0.01.', params: { price: ['The price must be at least 0.01.'] } });
  });

  it('a top-up of a fraction of a cent is refused the same way', async () => {
    const { app, demo } = users;
    const r = await call(app, 'GET', 'dashboard/user/order-stripe-process?total_price=0.004&currency_id=1', { token: demo });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('The total price must be at least 0.01.');
  });

  it('a tip is none or at least a cent', async () => {
    const { app, demo } = users;
    const cartId = await cartOfDemo();
    const body = (tips: number) => ({ address: { latitude: HOME[0], longitude: HOME[1] }, type: 'delivery', tips });
    const refused = await call(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: body(0.004) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'The tips must be 0 or at least 0.01.', params: { tips: ['The tips must be 0 or at least 0.01.'] } });
    expect((await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: body(0) })).data.tips).toBe(0);
    expect((await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: body(0.01) })).data.tips).toBe(0.01);
  });

  it('any transfer from a cent up moves exactly the rounded amount, and never more than the balance', async () => {
    const { app, demo } = users;
    const friend = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: users.friend })).data as { wallet_uuid?: string; uuid: string };
    const balance = async () => (await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price as number;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 9 }), async (cents, extra) => {
        const before = await balance();
        const price = cents / 100 + extra / 10_000; // a sub-cent tail is rounded away, never recorded
        const r = await call(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price, uuid: friend.wallet_uuid ?? friend.uuid } });
        const after = await balance();
        if (r.statusCode === 200) {
          expect(r.json().data.price).toBe(Math.round(price * 100) / 100);
          expect(Math.round((before - after) * 100)).toBe(Math.round(price * 100));
        } else {
          expect(r.statusCode).toBe(400);
          expect(after).toBe(before);
        }
      }),
      { numRuns: 25 },
    );
  });
});
