import type { FastifyInstance } from 'fastify';
import { appWithUsers, call, ok, TODAY } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  ({ app, demo } = await appWithUsers());
});
afterAll(() => app.close());

const setPaymentType = (value: 'admin' | 'seller') => app.market.db.run("UPDATE settings SET value = ? WHERE key = 'payment_type'", [value]);
afterEach(() => setPaymentType('admin'));

/** A cart of the demo user at the shop, with one stock worth more than the shop's minimum. */
async function cartAt(shopId: number): Promise<number> {
  const page = await ok(app, 'GET', `rest/shops/${shopId}/products/paginate?perPage=50`);
  const product = page.data.find((p: any) => p.stocks[0].quantity >= 10 && p.stocks[0].price >= 5);
  const cart = await ok(app, 'POST', 'dashboard/user/cart/insert-product', {
    token: demo,
    body: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: product.stocks[0].id, quantity: 5 }] },
  });
  return cart.data.id;
}

const pickup = (cartId: number, shopId: number, paymentId: number) => ({
  cart_id: cartId, shop_id: shopId, currency_id: 1, rate: 1, payment_id: paymentId, delivery_type: 'pickup', delivery_date: TODAY, delivery_time: '13:30',
});

describe('payment_type and the shops\' own payment methods', () => {
  it('defaults to admin: rest/payments offers every active method', async () => {
    expect((await ok(app, 'GET', 'rest/settings')).data).toContainEqual({ key: 'payment_type', value: 'admin' });
    const all = (await ok(app, 'GET', 'rest/payments')).data.map((p: { tag: string }) => p.tag);
    expect(all).toEqual(['cash', 'wallet', 'stripe', 'razorpay', 'paystack', 'moyasar', 'paytabs', 'mercado-pago', 'flutterWave', 'paypal']);
  });

  it('rest/shops/{id}/payments answers the methods the shop enabled, with their tag', async () => {
    const roma = await ok(app, 'GET', 'rest/shops/1/payments');
    expect(roma.data).toEqual([
      { id: 1, tag: 'cash', active: true, sandbox: false, shop_id: 1 },
      { id: 2, tag: 'wallet', active: true, sandbox: false, shop_id: 1 },
      { id: 3, tag: 'stripe', active: true, sandbox: true, shop_id: 1 },
      { id: 10, tag: 'paypal', active: true, sandbox: true, shop_id: 1 },
    ]);
    // Napoli Pizza House disabled its paypal.
    expect((await ok(app, 'GET', 'rest/shops/2/payments')).data.map((p: { tag: string }) => p.tag)).toEqual(['cash', 'razorpay']);
    // Also by uuid; a shop without methods of its own answers an empty list.
    const uuid = (await ok(app, 'GET', 'rest/shops/4')).data.uuid;
    expect((await ok(app, 'GET', `rest/shops/${uuid}/payments`)).data.map((p: { tag: string }) => p.tag)).toEqual(['wallet', 'paystack', 'moyasar']);
    expect((await ok(app, 'GET', 'rest/shops/3/payments')).data).toEqual([]);
    expect((await call(app, 'GET', 'rest/shops/999999/payments')).statusCode).toBe(404);
  });

  it('leaves out a method the admin switched off', async () => {
    app.market.db.run("UPDATE payments SET active = 0 WHERE tag = 'stripe'");
    try {
      expect((await ok(app, 'GET', 'rest/shops/1/payments')).data.map((p: { tag: string }) => p.tag)).toEqual(['cash', 'wallet', 'paypal']);
    } finally {
      app.market.db.run("UPDATE payments SET active = 1 WHERE tag = 'stripe'");
    }
  });

  it('seller mode: an order takes only a method of its shop ("Please, choose payment method" otherwise)', async () => {
    setPaymentType('seller');
    const cartId = await cartAt(2);
    const refused = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: pickup(cartId, 2, 2) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Please, choose payment method', params: { payment_id: ['Please, choose payment method'] } });
    // The provider routes check it too: paypal is disabled at this shop.
    const paypal = await call(app, 'GET', `dashboard/user/order-paypal-process?cart_id=${cartId}&shop_id=2&currency_id=1&rate=1&delivery_type=pickup&delivery_date=${TODAY}&delivery_time=13:30`, { token: demo });
    expect(paypal.statusCode).toBe(422);
    const placed = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: pickup(cartId, 2, 1) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.transaction.payment_system.tag).toBe('cash');
  });

  it('admin mode: any active method, whatever the shop enabled', async () => {
    const cartId = await cartAt(2);
    const placed = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: pickup(cartId, 2, 2) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.transaction.payment_system.tag).toBe('wallet');
  });
});
