/**
 * This API's own routes and additions, which a backend of the family lacks, answer the shapes declared in
 * `@market/contract/src/family/additions.ts`: the Idempotency-Key on orders (the same answer again, a 422 naming the
 * key otherwise), the CSP reports (204 without a body, 400 {message}), the health check, the geocoder, the courier
 * application, a shop's payment methods, the delivery zone checks, the price range, the bulk changes, the wallet
 * transfer and a parcel type; with their empty and error cases.
 */
import type { FastifyInstance } from 'fastify';
import {
  DeletedOne, AddressOne, DeliverymanRequestOne, DeliveryZoneCheckOne, GeocodeList, GeocodeOne, HealthOne, ImageUploaded,
  NotificationsReadOne, OrderCreated, ParcelTypeOne, ProductAvgPricesOne, ShopPaymentList, WalletSentOne,
} from '@market/contract/src/family/index.ts';
import { HOME, multipart, ok, PNG, TODAY } from './helpers.ts';
import { aNewUser, answer, expectShape, invalidates, refuses, Refusal, usersApp } from './family-helpers.ts';

const logged: string[] = [];
const users = usersApp({ cspReportLog: (line) => logged.push(line) });
/** A point in the Atlantic: no shop delivers there, no place is near. */
const SEA = 'latitude=30&longitude=-60';
const AT_HOME = `address[latitude]=${HOME[0]}&address[longitude]=${HOME[1]}`;

describe('Idempotency-Key on POST dashboard/user/orders', () => {
  async function cart(app: FastifyInstance, token: string): Promise<number> {
    const page = await ok(app, 'GET', 'rest/shops/1/products/paginate?perPage=20');
    const stock = (page.data as { stocks: { id: number; quantity: number }[] }[]).map((p) => p.stocks[0]!).find((s) => s.quantity >= 10)!;
    return (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token, body: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 2 }] } })).data.id;
  }
  const order = (cartId: number, note = 'Ring twice') => ({
    cart_id: cartId, shop_id: 1, currency_id: 1, rate: 1, payment_id: 1, delivery_type: 'delivery', delivery_date: TODAY, delivery_time: '13:30',
    location: { latitude: HOME[0], longitude: HOME[1] }, address: { address: '1700 15th St NW' }, note,
  });
  const key = (value: string) => ({ 'idempotency-key': value });

  it('the same key and body: the order placed once, the same 201 answer again', async () => {
    const body = order(await cart(users.app, users.friend));
    const first = await answer(users.app, 'POST', 'dashboard/user/orders', users.friend, OrderCreated, 201, body, key('contract-1'));
    const again = await answer(users.app, 'POST', 'dashboard/user/orders', users.friend, OrderCreated, 201, body, key('contract-1'));
    expect(again.data.id).toBe(first.data.id);
  });

  it('the same key with another body: 422 naming Idempotency-Key', async () => {
    const body = order(await cart(users.app, users.friend));
    await answer(users.app, 'POST', 'dashboard/user/orders', users.friend, OrderCreated, 201, body, key('contract-2'));
    await invalidates(users.app, 'POST', 'dashboard/user/orders', 'Idempotency-Key', { token: users.friend, body: { ...body, note: 'Other' }, headers: key('contract-2') });
  });

  it('a key over 255 characters: 422 naming Idempotency-Key', async () => {
    const body = order(await cart(users.app, users.friend));
    await invalidates(users.app, 'POST', 'dashboard/user/orders', 'Idempotency-Key', { token: users.friend, body, headers: key('k'.repeat(256)) });
  });
});

describe('POST csp-reports', () => {
  const report = { 'csp-report': { 'document-uri': 'https://market.test/', 'effective-directive': 'img-src', 'blocked-uri': 'https://x.test/a.png' } };
  const send = (type: string, payload: string) =>
    users.app.inject({ method: 'POST', url: '/api/v1/csp-reports', headers: { 'content-type': type }, payload, remoteAddress: '10.9.9.9' });

  it('a report: 204 without a body, one line logged', async () => {
    const r = await send('application/csp-report', JSON.stringify(report));
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expect(logged).toEqual(['CSP enforce: img-src refused https://x.test/a.png on https://market.test/']);
  });

  it.each([
    ['not JSON', 'application/csp-report', '{not json', 'Malformed request body'],
    ['no violation in it', 'application/reports+json', JSON.stringify([{ type: 'deprecation', body: {} }]), 'No CSP violation report in the body'],
  ])('a body that is %s: 400 {message}', async (_what, type, payload, message) => {
    const r = await send(type, payload);
    expect(r.statusCode).toBe(400);
    expectShape(Refusal, r.json());
    expect(r.json()).toEqual({ message });
  });
});

describe('GET health', () => {
  it('200 {data: {status: ok}}', async () => {
    expect((await answer(users.app, 'GET', 'health', undefined, HealthOne)).data.status).toBe('ok');
  });
});

describe('geocoding', () => {
  it('GET rest/geocode/reverse: the nearest place, its address and point', async () => {
    const { data } = await answer(users.app, 'GET', `rest/geocode/reverse?latlng=${HOME.join(',')}`, undefined, GeocodeOne);
    expect(data.address).toMatch(/Washington/);
  });

  it('GET rest/geocode/reverse far from every place: 404 {message}', async () => {
    await refuses(users.app, 'GET', `rest/geocode/reverse?${SEA}`, 404);
  });

  it('GET rest/geocode/reverse without a point: 422 naming latlng', async () => {
    await invalidates(users.app, 'GET', 'rest/geocode/reverse', 'latlng');
  });

  it('GET rest/geocode/search: the places matching, an empty list when none does', async () => {
    const found = await answer(users.app, 'GET', 'rest/geocode/search?q=U%20St', undefined, GeocodeList);
    expect(found.data.length).toBeGreaterThan(0);
    expect((await answer(users.app, 'GET', 'rest/geocode/search?q=zzzqqq', undefined, GeocodeList)).data).toEqual([]);
  });

  it('GET rest/geocode/search without a text: 422 naming q', async () => {
    await invalidates(users.app, 'GET', 'rest/geocode/search', 'q');
  });
});

describe('courier application', () => {
  const REQUESTS = 'dashboard/user/deliveryman-requests';
  let token: string;
  beforeAll(async () => {
    token = await aNewUser(users.app);
  });

  it('GET …/show before applying: 404 {message}', async () => {
    await refuses(users.app, 'GET', `${REQUESTS}/show`, 404, { token });
  });

  it('POST with a document the user uploaded: 201, under review; GET …/show answers it', async () => {
    const file = multipart('licence.png', 'image/png', PNG, 'documents');
    const up = await users.app.inject({ method: 'POST', url: '/api/v1/dashboard/galleries', payload: file.payload, headers: { ...file.headers, authorization: `Bearer ${token}` } });
    expectShape(ImageUploaded, up.json());
    const body = { name: 'New Courier', phone: '+12025550177', vehicle_type: 'bicycle', city: 'Washington', documents: [(up.json() as { data: { title: string } }).data.title] };
    const created = await answer(users.app, 'POST', REQUESTS, token, DeliverymanRequestOne, 201, body);
    expect(created.data).toMatchObject({ status: 'new', vehicle_type: 'bicycle' });
    const shown = await answer(users.app, 'GET', `${REQUESTS}/show`, token, DeliverymanRequestOne);
    expect(shown.data.id).toBe(created.data.id);
  });

  it.each([
    ['documents', { name: 'A', phone: '+12025550178', vehicle_type: 'car', city: 'Washington', documents: ['/api/v1/media/uploads/00000000-0000-0000-0000-000000000000.png'] }],
    ['vehicle_type', { name: 'A', phone: '+12025550178', vehicle_type: 'rocket', city: 'Washington', documents: ['x'] }],
  ])('POST without a valid %s: 422 naming it', async (field, body) => {
    await invalidates(users.app, 'POST', REQUESTS, field, { token: users.demo, body });
  });
});

describe("a shop's payment methods, delivery zones and price range", () => {
  it('GET rest/shops/1/payments: the methods it takes', async () => {
    const body = await answer(users.app, 'GET', 'rest/shops/1/payments', undefined, ShopPaymentList);
    expect(body.data.map((p) => p.tag)).toContain('cash');
  });

  it('GET rest/shops/999999/payments: 404 {message}', async () => {
    await refuses(users.app, 'GET', 'rest/shops/999999/payments', 404);
  });

  it('GET rest/shop/delivery-zone/check/distance: the shops delivering to the point', async () => {
    const body = await answer(users.app, 'GET', `rest/shop/delivery-zone/check/distance?${AT_HOME}`, undefined, DeliveryZoneCheckOne);
    expect(body.data.shop_ids.length).toBeGreaterThan(0);
  });

  it('GET rest/shop/1/delivery-zone/check/distance: that shop and its distance', async () => {
    const body = await answer(users.app, 'GET', `rest/shop/1/delivery-zone/check/distance?${AT_HOME}`, undefined, DeliveryZoneCheckOne);
    expect(body.data).toMatchObject({ shop_ids: [1], km: expect.any(Number) });
  });

  it.each(['rest/shop/delivery-zone/check/distance', 'rest/shop/1/delivery-zone/check/distance'])('GET %s where nobody delivers: 400 {message}', async (url) => {
    await refuses(users.app, 'GET', `${url}?${SEA}`, 400);
  });

  it.each(['rest/shop/delivery-zone/check/distance', 'rest/shop/1/delivery-zone/check/distance'])('GET %s without a point: 422 naming address', async (url) => {
    await invalidates(users.app, 'GET', url, 'address');
  });

  it('GET rest/products-avg-prices: the range, 0s when nothing matches', async () => {
    const all = await answer(users.app, 'GET', 'rest/products-avg-prices', undefined, ProductAvgPricesOne);
    expect(all.data.min).toBeLessThanOrEqual(all.data.avg);
    expect(all.data.avg).toBeLessThanOrEqual(all.data.max);
    const none = await answer(users.app, 'GET', 'rest/products-avg-prices?shop_id=999999', undefined, ProductAvgPricesOne);
    expect(none.data).toEqual({ min: 0, max: 0, avg: 0 });
  });

  it('GET rest/parcel-order/types/1: one type; an unknown one 404 {message}', async () => {
    expect((await answer(users.app, 'GET', 'rest/parcel-order/types/1', undefined, ParcelTypeOne)).data.id).toBe(1);
    await refuses(users.app, 'GET', 'rest/parcel-order/types/999999', 404);
  });
});

describe('bulk changes and the wallet transfer', () => {
  let token: string;
  beforeAll(async () => {
    token = await aNewUser(users.app);
  });

  it('POST dashboard/notifications/read-all: how many it marked, 0 for a new user', async () => {
    expect((await answer(users.app, 'POST', 'dashboard/notifications/read-all', token, NotificationsReadOne, 200, {})).data.count).toBe(0);
  });

  it('DELETE dashboard/user/addresses/delete: how many it deleted; none of the user’s: 404 {message}', async () => {
    await refuses(users.app, 'DELETE', 'dashboard/user/addresses/delete?ids[0]=1', 404, { token });
    const saved = await answer(users.app, 'POST', 'dashboard/user/addresses', token, AddressOne, 201, {
      title: 'Home', address: { address: '1 Main St' }, location: { latitude: HOME[0], longitude: HOME[1] },
    });
    const deleted = await answer(users.app, 'DELETE', `dashboard/user/addresses/delete?ids[0]=${saved.data.id}`, token, DeletedOne, 200, {});
    expect(deleted.data.deleted).toBe(1);
  });

  it('POST dashboard/user/wallet/send: the sender’s history row; more than the balance: 400 {message}; nobody: 422 naming uuid', async () => {
    const friend = await ok(users.app, 'GET', 'dashboard/user/profile/show', { token: users.friend });
    const sent = await answer(users.app, 'POST', 'dashboard/user/wallet/send', users.demo, WalletSentOne, 200, { price: 1, uuid: friend.data.wallet.uuid });
    expect(sent.data).toMatchObject({ type: 'send', price: 1 });
    await refuses(users.app, 'POST', 'dashboard/user/wallet/send', 400, { token, body: { price: 1, uuid: friend.data.wallet.uuid } });
    await invalidates(users.app, 'POST', 'dashboard/user/wallet/send', 'uuid', { token: users.demo, body: { price: 1, uuid: 'nobody' } });
  });
});
