import type { FastifyInstance } from 'fastify';
import { appWithUsers, call, HOME, ok, TODAY } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
let friend: string;
beforeAll(async () => {
  ({ app, demo, friend } = await appWithUsers());
});
afterAll(() => app.close());

/** A sellable stock of a shop that offers add-ons (restaurants). */
async function stockOf(shopId: number): Promise<{ id: number; price: number; addons: { stock_id: number; price: number }[] }> {
  const page = await ok(app, 'GET', `rest/shops/${shopId}/products/paginate?perPage=50`);
  const p = page.data.find((x: any) => x.stocks[0].quantity >= 10 && x.stocks[0].addons.length >= 2) ?? page.data.find((x: any) => x.stocks[0].quantity >= 10);
  return p.stocks[0];
}

async function fillCart(token: string, shopId: number, quantity = 4): Promise<number> {
  const stock = await stockOf(shopId);
  return (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token, body: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity }] } })).data.id;
}

const orderBody = (cartId: number, shopId: number, payment = 1) => ({
  cart_id: cartId, shop_id: shopId, currency_id: 1, rate: 1, payment_id: payment, delivery_type: 'delivery', delivery_date: TODAY, delivery_time: '13:30',
  location: { latitude: HOME[0], longitude: HOME[1] }, address: { address: '1700 15th St NW', house: '12' }, note: 'Ring twice',
});

describe('carts', () => {
  it('inserts products with add-ons as child rows, sets and removes quantities', async () => {
    const stock = await stockOf(1);
    const [a, b] = stock.addons;
    const cart = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', {
      token: demo, body: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 2 }, { stock_id: a!.stock_id, quantity: 1, parent_id: stock.id }, { stock_id: b!.stock_id, quantity: 2, parent_id: stock.id }] },
    })).data;
    const row = cart.user_carts[0].cartDetails[0];
    expect(row).toMatchObject({ quantity: 2, parent_id: null, stock: { id: stock.id } });
    expect(row.addons.map((x: { stock: { id: number }; parent_id: number }) => [x.stock.id, x.parent_id])).toEqual([[a!.stock_id, row.id], [b!.stock_id, row.id]]);
    expect(cart.total_price).toBeCloseTo(row.price + a!.price + 2 * b!.price, 2);
    // Set replaces: the parent with only one add-on now.
    const next = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token: demo, body: { shop_id: 1, products: [{ stock_id: stock.id, quantity: 3 }, { stock_id: a!.stock_id, quantity: 2, parent_id: stock.id }] } })).data;
    expect(next.user_carts[0].cartDetails[0].quantity).toBe(3);
    expect(next.user_carts[0].cartDetails[0].addons).toHaveLength(1);
    expect((await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data.id).toBe(cart.id);
    const removed = (await ok(app, 'DELETE', 'dashboard/user/cart/product/delete', { token: demo, body: { ids: [row.id] } })).data;
    expect(removed.user_carts[0].cartDetails).toHaveLength(0);
  });

  it('refuses stocks of another shop, add-ons without their parent, unknown stocks', async () => {
    const other = await stockOf(4);
    const own = await stockOf(1);
    const wrongShop = await call(app, 'POST', 'dashboard/user/cart/insert-product', { token: demo, body: { shop_id: 1, products: [{ stock_id: other.id, quantity: 1 }] } });
    expect(wrongShop.statusCode).toBe(422);
    expect(wrongShop.json().params['products.0']).toBeTruthy();
    const orphan = await call(app, 'POST', 'dashboard/user/cart/insert-product', { token: demo, body: { shop_id: 1, products: [{ stock_id: own.addons[0]!.stock_id, quantity: 1, parent_id: 999999 }] } });
    expect(orphan.statusCode).toBe(422);
    expect((await call(app, 'POST', 'dashboard/user/cart/insert-product', { token: demo, body: { shop_id: 1, products: [{ stock_id: 99999999, quantity: 1 }] } })).statusCode).toBe(422);
  });

  it('keeps one cart: another shop replaces it; deletes the whole cart', async () => {
    await fillCart(demo, 1);
    const second = await fillCart(demo, 2);
    expect((await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data.shop_id).toBe(2);
    await ok(app, 'DELETE', 'dashboard/user/cart/delete', { token: demo, body: { ids: [second] } });
    expect((await call(app, 'GET', 'dashboard/user/cart', { token: demo })).statusCode).toBe(404);
  });

  it('calculates totals with delivery by distance, coupon, tax, service fee and tips', async () => {
    const cartId = await fillCart(demo, 1);
    const base = (await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: { address: { latitude: HOME[0], longitude: HOME[1] }, type: 'delivery' } })).data;
    expect(base.km).toBeGreaterThan(0);
    expect(base.total_price).toBeCloseTo(base.price - base.total_discount + base.total_tax + base.delivery_fee + base.service_fee + base.tips, 2);
    const coupon = (await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: { address: { latitude: HOME[0], longitude: HOME[1] }, coupon: 'PIZZA20', tips: 2 } })).data;
    expect(coupon.coupon_price).toBeGreaterThan(0);
    expect(coupon.tips).toBe(2);
    const pickup = (await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: { type: 'pickup' } })).data;
    expect(pickup.delivery_fee).toBe(0);
    expect((await call(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: { coupon: 'OLD10' } })).statusCode).toBe(422);
    expect((await call(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: friend, body: {} })).statusCode).toBe(404);
  });
});

describe('group orders', () => {
  it('owner opens a group, a guest joins with the link, adds, finishes; the owner kicks', async () => {
    const cartId = await fillCart(demo, 5, 2);
    const grouped = (await ok(app, 'POST', `dashboard/user/cart/set-group/${cartId}`, { token: demo })).data;
    expect(grouped.group).toBe(true);
    const secret = grouped.share_secret as string;
    const joined = (await ok(app, 'POST', 'rest/cart/open', { body: { name: 'Guest Gina', shop_id: 5, cart_id: cartId, secret } })).data;
    expect(joined).toMatchObject({ cart_id: cartId, user_cart: { name: 'Guest Gina', user_id: null } });
    const stock = await stockOf(5);
    const added = (await ok(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: 5, cart_id: cartId, user_cart_uuid: joined.uuid, products: [{ stock_id: stock.id, quantity: 1 }] } })).data;
    expect(added.user_carts.find((m: { uuid: string }) => m.uuid === joined.uuid).cartDetails).toHaveLength(1);
    const seen = (await ok(app, 'GET', `rest/cart/${cartId}?user_cart_uuid=${joined.uuid}`)).data;
    expect(seen.user_carts).toHaveLength(2);
    const done = (await ok(app, 'POST', `rest/cart/status/${joined.uuid}`, { body: { cart_id: cartId } })).data;
    expect(done.user_carts.find((m: { uuid: string }) => m.uuid === joined.uuid).status).toBe(true);
    const memberId = done.user_carts.find((m: { uuid: string }) => m.uuid === joined.uuid).id;
    await ok(app, 'DELETE', 'dashboard/user/cart/member/delete', { token: demo, body: { ids: [memberId] } });
    const kicked = await call(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: 5, cart_id: cartId, user_cart_uuid: joined.uuid, products: [{ stock_id: stock.id, quantity: 1 }] } });
    expect(kicked.statusCode).toBe(404);
    expect(kicked.json().message).toBe('You have been kicked from group order');
  });

  it('refuses joining a cart that is not a group, or of another shop; a member leaves by its uuid', async () => {
    const cartId = await fillCart(friend, 4, 2);
    const r = await call(app, 'POST', 'rest/cart/open', { body: { name: 'X', shop_id: 4, cart_id: cartId } });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('You cannot join. Invalid group order');
    const secret = (await ok(app, 'POST', `dashboard/user/cart/set-group/${cartId}`, { token: friend })).data.share_secret;
    expect((await call(app, 'POST', 'rest/cart/open', { body: { name: 'X', shop_id: 1, cart_id: cartId, secret } })).json().message).toBe('You cannot join. Invalid group order');
    expect((await call(app, 'GET', `rest/cart/999999`)).statusCode).toBe(404);
    const guest = (await ok(app, 'POST', 'rest/cart/open', { body: { name: 'Leaver', shop_id: 4, cart_id: cartId, secret } })).data;
    await ok(app, 'DELETE', 'rest/cart/member/delete', { body: { ids: [guest.uuid] } });
    expect((await ok(app, 'GET', `rest/cart/${cartId}?secret=${secret}`)).data.user_carts).toHaveLength(1);
    // The owner cannot be removed as a guest, nor can another user touch this cart.
    const owner = (await ok(app, 'GET', 'dashboard/user/cart', { token: friend })).data.user_carts[0];
    expect((await call(app, 'DELETE', 'rest/cart/member/delete', { body: { ids: [owner.uuid] } })).statusCode).toBe(404);
    expect((await call(app, 'POST', `dashboard/user/cart/set-group/${cartId}`, { token: demo })).statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('places a cash order, empties the cart, lists and shows it; others get 404', async () => {
    const cartId = await fillCart(demo, 1);
    const r = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: orderBody(cartId, 1) });
    expect(r.statusCode).toBe(201);
    const order = r.json().data;
    expect(order).toMatchObject({ status: 'new', shop: { id: 1 }, transaction: { status: 'progress', payment_system: { tag: 'cash' } }, note: 'Ring twice' });
    expect(order.details[0].quantity).toBe(4);
    expect((await call(app, 'GET', 'dashboard/user/cart', { token: demo })).statusCode).toBe(404);
    const list = await ok(app, 'GET', 'dashboard/user/orders/paginate?statuses[]=new&perPage=50', { token: demo });
    expect(list.data.every((o: { status: string }) => o.status === 'new')).toBe(true);
    expect(list.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await ok(app, 'GET', `dashboard/user/orders/${order.id}`, { token: demo })).data.id).toBe(order.id);
    expect((await call(app, 'GET', `dashboard/user/orders/${order.id}`, { token: friend })).statusCode).toBe(404);
    expect((await call(app, 'POST', `dashboard/user/orders/${order.id}/status/change?status=canceled`, { token: friend })).statusCode).toBe(404);
  });

  it('pays from the wallet, or refuses: "Insufficient wallet balance"', async () => {
    const before = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price;
    const cartId = await fillCart(demo, 2);
    const order = (await ok(app, 'POST', 'dashboard/user/orders', { token: demo, body: orderBody(cartId, 2, 2) })).data;
    expect(order.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    const after = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price;
    expect(after).toBeCloseTo(before - order.total_price, 2);
    app.market.db.run('UPDATE users SET wallet_price = 1 WHERE id = 2');
    const poor = await fillCart(friend, 2);
    const r = await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(poor, 2, 2) });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Insufficient wallet balance');
  });

  it('answers the catalogue messages: minimum amount, shop closed, outside the zone', async () => {
    app.market.db.run('UPDATE shops SET min_amount = 1000 WHERE id = 3');
    const small = await fillCart(friend, 3, 1);
    expect((await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(small, 3) })).json().message).toBe('Your order did not reach minimum amount');
    const night = await fillCart(friend, 24, 2);
    expect((await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(night, 24) })).json().message).toBe('Shop is closed');
    const far = await fillCart(friend, 21, 4);
    const r = await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(far, 21) });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("We don't deliver here yet");
    expect((await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: { ...orderBody(far, 21), payment_id: 99 } })).json().message).toBe('Please, choose payment method');
  });

  it('honours Idempotency-Key: racing twins make one order; another body with the key is a 422', async () => {
    const cartId = await fillCart(demo, 1);
    const headers = { 'idempotency-key': 'race-1' };
    const body = orderBody(cartId, 1);
    const [a, b] = await Promise.all([
      call(app, 'POST', 'dashboard/user/orders', { token: demo, body, headers }),
      call(app, 'POST', 'dashboard/user/orders', { token: demo, body, headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const count = app.market.db.get<{ n: number }>('SELECT count(*) AS n FROM orders WHERE cart_id = ?', [cartId])!.n;
    expect(count).toBe(1);
    const again = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body, headers });
    expect(again.json().data.id).toBe(a.json().data.id);
    const other = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: { ...body, note: 'changed' }, headers });
    expect(other.statusCode).toBe(422);
    // Keys are per user.
    const friendCart = await fillCart(friend, 1);
    expect((await call(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(friendCart, 1), headers })).statusCode).toBe(201);
  });

  it('cancels only new orders; reviews only delivered ones; records a repeat', async () => {
    expect((await ok(app, 'POST', 'dashboard/user/orders/6/status/change?status=canceled', { token: demo })).data.status).toBe('canceled');
    expect((await call(app, 'POST', 'dashboard/user/orders/4/status/change?status=canceled', { token: demo })).statusCode).toBe(400);
    expect((await call(app, 'POST', 'dashboard/user/orders/4/status/change?status=delivered', { token: demo })).statusCode).toBe(422);
    const reviewed = (await ok(app, 'POST', 'dashboard/user/orders/review/2', { token: demo, body: { rating: 4, comment: 'Nice' } })).data;
    expect(reviewed.review).toMatchObject({ rating: 4, comment: 'Nice' });
    expect((await call(app, 'POST', 'dashboard/user/orders/review/2', { token: demo, body: { rating: 5 } })).statusCode).toBe(422);
    expect((await call(app, 'POST', 'dashboard/user/orders/review/4', { token: demo, body: { rating: 5 } })).statusCode).toBe(400);
    expect((await call(app, 'POST', 'dashboard/user/orders/review/1', { token: demo, body: { rating: 9 } })).statusCode).toBe(422);
    const repeated = (await ok(app, 'POST', 'dashboard/user/orders/1/repeat', { token: demo, body: { from: TODAY, to: '2030-05-20' } })).data;
    expect(repeated.repeat).toEqual({ id: 1, order_id: 1, from: TODAY, to: '2030-05-20' });
  });

  it('asks for refunds of delivered orders once', async () => {
    const r = await call(app, 'POST', 'dashboard/user/order-refunds', { token: demo, body: { order_id: 1, cause: 'Cold food' } });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ status: 'pending', order: { id: 1 } });
    expect((await call(app, 'POST', 'dashboard/user/order-refunds', { token: demo, body: { order_id: 1, cause: 'Again' } })).statusCode).toBe(422);
    expect((await call(app, 'POST', 'dashboard/user/order-refunds', { token: demo, body: { order_id: 4, cause: 'Not yet' } })).statusCode).toBe(422);
    expect((await call(app, 'POST', 'dashboard/user/order-refunds', { token: friend, body: { order_id: 1, cause: 'Not mine' } })).statusCode).toBe(404);
    const list = await ok(app, 'GET', 'dashboard/user/order-refunds/paginate', { token: demo });
    expect(list.data.map((x: { status: string }) => x.status)).toEqual(expect.arrayContaining(['pending', 'accepted']));
  });
});

describe('kitchen simulation', () => {
  it('moves placed orders to delivered step by step and notifies the customer', async () => {
    const cartId = await fillCart(demo, 10, 5);
    const order = (await ok(app, 'POST', 'dashboard/user/orders', { token: demo, body: orderBody(cartId, 10) })).data;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      app.market.kitchen.step();
      seen.push((await ok(app, 'GET', `dashboard/user/orders/${order.id}`, { token: demo })).data.status);
    }
    // On its way, the courier drives one position per step and the order is delivered when it arrives.
    const { steps } = (await ok(app, 'GET', `dashboard/user/orders/${order.id}/courier`, { token: demo })).data;
    for (let i = 0; i < steps; i++) {
      app.market.kitchen.step();
      seen.push((await ok(app, 'GET', `dashboard/user/orders/${order.id}`, { token: demo })).data.status);
    }
    expect(seen).toEqual(['accepted', 'ready', ...Array<string>(steps).fill('on_a_way'), 'delivered']);
    const done = (await ok(app, 'GET', `dashboard/user/orders/${order.id}`, { token: demo })).data;
    expect(done.deliveryman).toBeTruthy();
    expect(done.transaction.status).toBe('paid');
    const notes = (await ok(app, 'GET', 'dashboard/notifications?type=status_changed&perPage=50', { token: demo })).data;
    expect(notes.filter((n: { order: { id: number } }) => n.order.id === order.id)).toHaveLength(4);
    expect(app.market.kitchen.advance(order.id)).toBeNull();
    // Seeded orders stay where they are.
    expect((await ok(app, 'GET', 'dashboard/user/orders/4', { token: demo })).data.status).toBe('on_a_way');
  });
});

describe('external payments', () => {
  it('maps every provider to its route; the sandbox page pays and returns to the order', async () => {
    const cartId = await fillCart(demo, 1);
    const q = new URLSearchParams({ cart_id: String(cartId), shop_id: '1', delivery_type: 'pickup', delivery_date: TODAY, delivery_time: '14:00' });
    const res = await ok(app, 'GET', `dashboard/user/order-stripe-process?${q}`, { token: demo });
    expect(res.data.url).toMatch(/^\/api\/v1\/sandbox\/pay\//);
    const page = await app.inject(res.data.url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/<script|onclick|onsubmit|javascript:/i);
    expect(page.body).toMatch(/<form method="post" action="[^"]+\/pay">/);
    const orderId = app.market.db.get<{ id: number }>('SELECT max(id) AS id FROM orders')!.id;
    app.market.kitchen.step();
    expect((await ok(app, 'GET', `dashboard/user/orders/${orderId}`, { token: demo })).data.status).toBe('new');
    expect((await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data).not.toBeNull();
    const paid = await app.inject({ method: 'POST', url: `${res.data.url}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/orders/${orderId}?payment=success`);
    expect((await call(app, 'GET', 'dashboard/user/cart', { token: demo })).statusCode).toBe(404);
    expect((await ok(app, 'GET', `dashboard/user/orders/${orderId}`, { token: demo })).data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'stripe' } });
    app.market.kitchen.step();
    expect((await ok(app, 'GET', `dashboard/user/orders/${orderId}`, { token: demo })).data.status).toBe('accepted');
    expect((await app.inject({ method: 'POST', url: `${res.data.url}/fail` })).headers.location).toBe(`/orders/${orderId}?payment=success`);
  });

  it('takes the whole order body as bracket-notation query on GET process routes', async () => {
    const cartId = await fillCart(demo, 1);
    const stock = (await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data.user_carts[0].cartDetails[0].stock.id;
    const q = `cart_id=${cartId}&shop_id=1&payment_id=1&delivery_type=delivery&delivery_date=${TODAY}&delivery_time=14:00&location[latitude]=${HOME[0]}&location[longitude]=${HOME[1]}&address[address]=Home&address[floor]=3&notes[${stock}]=No+onions&tips=2`;
    const res = await ok(app, 'GET', `dashboard/user/order-flutter-wave-process?${q}`, { token: demo });
    const orderId = app.market.db.get<{ id: number }>('SELECT max(id) AS id FROM orders')!.id;
    await app.inject({ method: 'POST', url: `${res.data.url}/pay` });
    const order = (await ok(app, 'GET', `dashboard/user/orders/${orderId}`, { token: demo })).data;
    expect(order).toMatchObject({ tips: 2, address: { address: 'Home', floor: '3' }, location: { latitude: HOME[0] }, transaction: { payment_system: { tag: 'flutterWave' } } });
    expect(order.details[0].note).toBe('No onions');
    const bad = await call(app, 'GET', `dashboard/user/order-flutter-wave-process?cart_id=x&shop_id=1`, { token: demo });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().params.cart_id).toBeTruthy();
  });

  it('a failed payment cancels the order, keeps the cart and returns to checkout (moyasar is a POST)', async () => {
    const cartId = await fillCart(demo, 1);
    const res = await ok(app, 'POST', 'dashboard/user/moya-sar-process', { token: demo, body: { cart_id: cartId, shop_id: 1, delivery_type: 'pickup', delivery_date: TODAY, delivery_time: '14:00' } });
    const failed = await app.inject({ method: 'POST', url: `${res.data.url}/fail` });
    expect(failed.headers.location).toBe('/checkout?payment=failed');
    const orderId = app.market.db.get<{ id: number }>('SELECT max(id) AS id FROM orders')!.id;
    expect((await ok(app, 'GET', `dashboard/user/orders/${orderId}`, { token: demo })).data.status).toBe('canceled');
    expect((await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data.id).toBe(cartId);
  });

  it('every process route answers a url; the wallet top-up credits on success', async () => {
    const routes = ['order-stripe-process', 'order-razorpay-process', 'order-paystack-process', 'order-mercado-pago-process', 'order-paypal-process', 'order-paytabs-process', 'order-flutter-wave-process'];
    for (const route of routes) {
      expect((await ok(app, 'GET', `dashboard/user/${route}?total_price=10&currency_id=1`, { token: friend })).data.url).toMatch(/sandbox/);
    }
    const before = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: friend })).data.wallet.price;
    const top = await ok(app, 'GET', 'dashboard/user/order-paypal-process?total_price=40&currency_id=1', { token: friend });
    expect((await app.inject({ method: 'POST', url: `${top.data.url}/pay` })).headers.location).toBe('/wallet?payment=success');
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token: friend })).data.wallet.price).toBeCloseTo(before + 40, 2);
    const failed = await ok(app, 'GET', 'dashboard/user/order-paypal-process?total_price=40', { token: friend });
    expect((await app.inject({ method: 'POST', url: `${failed.data.url}/fail` })).headers.location).toBe('/wallet?payment=failed');
    expect((await call(app, 'GET', 'dashboard/user/order-stripe-process?total_price=10')).statusCode).toBe(401);
    expect((await app.inject('/api/v1/sandbox/pay/unknown-token')).statusCode).toBe(404);
  });

  it('pays an unpaid order later and records transactions', async () => {
    const url = (await ok(app, 'GET', 'dashboard/user/order-razorpay-process?order_id=4', { token: demo })).data.url;
    expect((await app.inject({ method: 'POST', url: `${url}/pay` })).headers.location).toBe('/orders/4?payment=success');
    expect((await call(app, 'GET', 'dashboard/user/order-razorpay-process?order_id=8', { token: demo })).statusCode).toBe(404);
    const cartId = await fillCart(friend, 1);
    app.market.db.run('UPDATE users SET wallet_price = 1000 WHERE id = 2');
    const order = (await ok(app, 'POST', 'dashboard/user/orders', { token: friend, body: orderBody(cartId, 1) })).data;
    const tx = await call(app, 'POST', `payments/order/${order.id}/transactions`, { token: friend, body: { payment_sys_id: 2 } });
    expect(tx.statusCode).toBe(201);
    expect(tx.json().data).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    expect((await call(app, 'POST', `payments/order/${order.id}/transactions`, { token: friend, body: { payment_sys_id: 2 } })).statusCode).toBe(400);
    expect((await call(app, 'POST', `payments/order/${order.id}/transactions`, { token: demo, body: { payment_sys_id: 1 } })).statusCode).toBe(404);
  });
});
