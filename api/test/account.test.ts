import type { FastifyInstance } from 'fastify';
import { appWithUsers, call, multipart, ok } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
let friend: string;
beforeAll(async () => {
  ({ app, demo, friend } = await appWithUsers());
});
afterAll(() => app.close());

describe('profile', () => {
  it('updates names, currency and the phone (alone in the query)', async () => {
    const res = await ok(app, 'PUT', 'dashboard/user/profile/update', { token: friend, body: { firstname: 'Samuel', currency_id: 2 } });
    expect(res.data).toMatchObject({ firstname: 'Samuel', currency_id: 2, lastname: 'Friend' });
    const phone = await ok(app, 'PUT', 'dashboard/user/profile/update?phone=%2B12025550177', { token: friend });
    expect(phone.data.phone).toBe('+12025550177');
  });

  it('refuses a taken email or phone, an unknown currency, a bad email', async () => {
    expect((await call(app, 'PUT', 'dashboard/user/profile/update', { token: friend, body: { email: 'demo@market.test' } })).json().message).toBe('The email has already been taken');
    expect((await call(app, 'PUT', 'dashboard/user/profile/update?phone=%2B12025550101', { token: friend })).statusCode).toBe(422);
    expect((await call(app, 'PUT', 'dashboard/user/profile/update', { token: friend, body: { currency_id: 99 } })).statusCode).toBe(422);
    const bad = await call(app, 'PUT', 'dashboard/user/profile/update', { token: friend, body: { email: 'nope' } });
    expect(bad.json().params.email).toEqual(['The email must be a valid email address.']);
  });

  it('changes the password (checking the old one when given) and the push token', async () => {
    const wrong = await call(app, 'POST', 'dashboard/user/profile/password/update', { token: friend, body: { old_password: 'nope', password: 'second1', password_confirmation: 'second1' } });
    expect(wrong.statusCode).toBe(422);
    await ok(app, 'POST', 'dashboard/user/profile/password/update', { token: friend, body: { old_password: 'friend1234', password: 'second1', password_confirmation: 'second1' } });
    expect((await call(app, 'POST', 'auth/login', { body: { email: 'friend@market.test', password: 'second1' } })).statusCode).toBe(200);
    await ok(app, 'POST', 'dashboard/user/profile/firebase/token/update', { token: friend, body: { firebase_token: 'push-token' } });
  });
});

describe('notifications', () => {
  it('pages 5 by default, newest first, filtered by type', async () => {
    const page = await ok(app, 'GET', 'dashboard/notifications', { token: demo });
    expect(page.data).toHaveLength(5);
    expect(page.data[0].id).toBeGreaterThan(page.data[1].id);
    const news = await ok(app, 'GET', 'dashboard/notifications?type=news_publish', { token: demo });
    expect(news.data.every((n: { type: string; blog: { uuid: string } }) => n.type === 'news_publish' && n.blog.uuid)).toBe(true);
    const orders = await ok(app, 'GET', 'dashboard/notifications?type=status_changed&column=id&sort=asc', { token: demo });
    expect(orders.data[0].order.id).toBeTruthy();
    expect(orders.data[0].id).toBeLessThan(orders.data[1].id);
  });

  it('counts unread per type, reads one and all', async () => {
    const stats = await ok(app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: demo });
    expect(stats.notification).toBeGreaterThanOrEqual(5);
    expect(stats.status_changed).toBe(2);
    expect(stats.news_publish).toBe(1);
    const first = (await ok(app, 'GET', 'dashboard/notifications?type=news_publish', { token: demo })).data.find((n: { read_at: string | null }) => !n.read_at);
    const read = await ok(app, 'POST', `dashboard/notifications/${first.id}/read-at`, { token: demo });
    expect(read.data.read_at).toBeTruthy();
    expect((await ok(app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: demo })).news_publish).toBe(0);
    await ok(app, 'POST', 'dashboard/notifications/read-all', { token: demo });
    expect((await ok(app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: demo })).notification).toBe(0);
  });

  it("keeps another user's notifications out of reach", async () => {
    const mine = (await ok(app, 'GET', 'dashboard/notifications', { token: demo })).data[0];
    expect((await call(app, 'GET', `dashboard/notifications/${mine.id}`, { token: friend })).statusCode).toBe(404);
    expect((await call(app, 'POST', `dashboard/notifications/${mine.id}/read-at`, { token: friend })).statusCode).toBe(404);
  });

  it('mutes a notification type', async () => {
    const settings = (await ok(app, 'GET', 'dashboard/user/notifications', { token: friend })).data;
    const news = settings.find((s: { type: string }) => s.type === 'news_publish');
    expect(news.active).toBe(true);
    const after = (await ok(app, 'POST', 'dashboard/user/update/notifications', { token: friend, body: { notifications: [{ notification_id: news.id, active: false }] } })).data;
    expect(after.find((s: { type: string }) => s.type === 'news_publish').active).toBe(false);
  });
});

describe('addresses', () => {
  it('lists the demo addresses with exactly one active', async () => {
    const list = (await ok(app, 'GET', 'dashboard/user/addresses?perPage=100', { token: demo })).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((a: { active: boolean }) => a.active)).toHaveLength(1);
  });

  it('creates, updates, activates and deletes, keeping exactly one active', async () => {
    const body = { title: 'Studio', address: { address: '1400 P St NW, Washington, DC 20005, USA', floor: '2' }, location: { latitude: 38.9097, longitude: -77.0323 }, active: true };
    const created = (await ok(app, 'POST', 'dashboard/user/addresses', { token: demo, body })).data;
    expect(created).toMatchObject({ title: 'Studio', active: true, location: { latitude: 38.9097, longitude: -77.0323 } });
    const actives = async () => (await ok(app, 'GET', 'dashboard/user/addresses', { token: demo })).data.filter((a: { active: boolean }) => a.active);
    expect(await actives()).toEqual([expect.objectContaining({ id: created.id })]);
    const updated = (await ok(app, 'PUT', `dashboard/user/addresses/${created.id}`, { token: demo, body: { ...body, title: 'Studio 2' } })).data;
    expect(updated.title).toBe('Studio 2');
    await ok(app, 'POST', 'dashboard/user/address/set-active/2', { token: demo });
    expect((await actives()).map((a: { id: number }) => a.id)).toEqual([2]);
    await ok(app, 'DELETE', 'dashboard/user/addresses/delete?ids[0]=2', { token: demo });
    expect(await actives()).toHaveLength(1);
    await ok(app, 'DELETE', 'dashboard/user/addresses/delete', { token: demo, body: { ids: [created.id] } });
    expect(await actives()).toHaveLength(1);
  });

  it("keeps another user's addresses out of reach (404)", async () => {
    for (const [method, url] of [['GET', 'dashboard/user/addresses/1'], ['POST', 'dashboard/user/address/set-active/1'], ['DELETE', 'dashboard/user/addresses/delete?ids[0]=1']] as const) {
      expect((await call(app, method, url, { token: friend })).statusCode).toBe(404);
    }
    const put = await call(app, 'PUT', 'dashboard/user/addresses/1', { token: friend, body: { address: { address: 'x' }, location: { latitude: 1, longitude: 1 } } });
    expect(put.statusCode).toBe(404);
    expect((await ok(app, 'GET', 'dashboard/user/addresses/1', { token: demo })).data.id).toBe(1);
  });

  it('validates the body per field', async () => {
    const r = await call(app, 'POST', 'dashboard/user/addresses', { token: demo, body: { address: {}, location: { latitude: 200, longitude: 0 } } });
    expect(r.statusCode).toBe(422);
    expect(r.json().params).toMatchObject({ 'address.address': ['Required'], 'location.latitude': ['The latitude may not be greater than 90.'] });
  });
});

describe('wallet', () => {
  it('pages the history and sends money to another user', async () => {
    const history = await ok(app, 'GET', 'dashboard/user/wallet/histories', { token: demo });
    expect(history.meta.total).toBeGreaterThanOrEqual(5);
    const found = (await ok(app, 'GET', 'dashboard/user/search-sending?search=friend', { token: demo })).data;
    expect(found[0]).toMatchObject({ id: 2 });
    const sent = await ok(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price: 25, uuid: found[0].wallet_uuid } });
    expect(sent.data).toMatchObject({ type: 'send', price: 25, author: { id: 2 } });
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price).toBe(475);
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token: friend })).data.wallet.price).toBe(125);
    expect((await ok(app, 'GET', 'dashboard/user/wallet/histories?type=receive', { token: friend })).data[0].price).toBe(25);
  });

  it('refuses more than the balance, oneself and unknown wallets', async () => {
    const me = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data;
    const friendWallet = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: friend })).data.wallet.uuid;
    const tooMuch = await call(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price: 10000, uuid: friendWallet } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Insufficient wallet balance');
    expect((await call(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price: 1, uuid: me.wallet.uuid } })).statusCode).toBe(422);
    expect((await call(app, 'POST', 'dashboard/user/wallet/send', { token: demo, body: { price: -1, uuid: friendWallet } })).statusCode).toBe(422);
  });
});

describe('be a seller', () => {
  const body = {
    title: { en: 'Demo Deli', fr: 'Épicerie Démo' }, description: { en: 'Sandwiches' }, phone: '+12025550188', price: 2, price_per_km: 0.5,
    min_amount: 10, tax: 5, delivery_time_type: 'minute', delivery_time_from: 20, delivery_time_to: 40, location: { latitude: 38.91, longitude: -77.03 },
    type: 'restaurant', categories: [1], tags: [2],
  };

  it('creates a shop request that stays under review and out of public lists', async () => {
    const created = await call(app, 'POST', 'dashboard/user/shops', { token: friend, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'new', open: false, translation: { title: 'Demo Deli' } });
    expect((await ok(app, 'GET', 'dashboard/user/shops/show', { token: friend })).data.status).toBe('new');
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token: friend })).data.shop.status).toBe('new');
    expect((await call(app, 'GET', `rest/shops/${created.json().data.id}`)).statusCode).toBe(404);
    expect((await ok(app, 'GET', 'rest/shops/search?search=deli')).data.map((s: { id: number }) => s.id)).not.toContain(created.json().data.id);
    expect((await call(app, 'POST', 'dashboard/user/shops', { token: friend, body })).statusCode).toBe(422);
    expect((await call(app, 'GET', 'dashboard/user/shops/show', { token: demo })).statusCode).toBe(404);
  });
});

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe('uploads', () => {
  it('stores a raster image and serves it back', async () => {
    const { payload, headers } = multipart('logo.png', 'image/png', png);
    const r = await app.inject({ method: 'POST', url: '/api/v1/galleries', payload, headers: { ...headers, authorization: `Bearer ${demo}` } });
    expect(r.statusCode).toBe(200);
    const url = r.json().data.url as string;
    expect(url).toMatch(/^\/api\/v1\/media\/uploads\/.+\.png$/);
    const img = await app.inject(url);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it('refuses SVG and non-images, and guests', async () => {
    const svg = multipart('x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const r = await app.inject({ method: 'POST', url: '/api/v1/dashboard/galleries', payload: svg.payload, headers: { ...svg.headers, authorization: `Bearer ${demo}` } });
    expect(r.statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/v1/galleries', ...multipart('a.png', 'image/png', png) })).statusCode).toBe(401);
  });
});

/** Uploads a document as `token`'s user and answers its URL. */
async function upload(token: string): Promise<string> {
  const { payload, headers } = multipart('licence.png', 'image/png', png);
  const r = await app.inject({ method: 'POST', url: '/api/v1/galleries', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(r.statusCode).toBe(200);
  return r.json().data.url as string;
}

const REQUESTS = 'dashboard/user/deliveryman-requests';

describe('courier sign-up', () => {
  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', `${REQUESTS}/show`)).statusCode).toBe(401);
    const r = await call(app, 'POST', REQUESTS, { body: { name: 'Guest', phone: '+12025550190', vehicle_type: 'car', city: 'Washington', documents: ['x'] } });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('Unauthorized');
  });

  it('answers 404 before the user applies', async () => {
    expect((await call(app, 'GET', `${REQUESTS}/show`, { token: friend })).statusCode).toBe(404);
  });

  it('refuses a bad body field by field with the catalogue messages', async () => {
    const document = await upload(friend);
    const valid = { name: 'Sam Friend', phone: '+1 202 555 0190', vehicle_type: 'bicycle', city: 'Washington', documents: [document] };
    const badPhone = await call(app, 'POST', REQUESTS, { token: friend, body: { ...valid, phone: 'call me' } });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toEqual({ message: 'Phone number is invalid', params: { phone: ['Phone number is invalid'] } });

    const missing = await call(app, 'POST', REQUESTS, { token: friend, body: { phone: valid.phone, vehicle_type: 'car', documents: [] } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().params).toMatchObject({ name: ['Required'], city: ['Required'], documents: ['Required'] });

    const blank = await call(app, 'POST', REQUESTS, { token: friend, body: { ...valid, name: '   ' } });
    expect(blank.json().params).toEqual({ name: ['Required'] });
    expect((await call(app, 'POST', REQUESTS, { token: friend, body: { ...valid, vehicle_type: 'rocket' } })).json().params).toEqual({ vehicle_type: ['The selected vehicle type is invalid.'] });

    // A document must be a file this user uploaded.
    const theirs = await upload(demo);
    for (const documents of [[theirs], ['https://example.com/licence.png']]) {
      const r = await call(app, 'POST', REQUESTS, { token: friend, body: { ...valid, documents } });
      expect(r.statusCode).toBe(422);
      expect(r.json().params).toEqual({ documents: ['The selected documents is invalid.'] });
    }
    expect((await call(app, 'GET', `${REQUESTS}/show`, { token: friend })).statusCode).toBe(404);
  });

  it('stores an application under review, reads it back, and takes no second one until it is rejected', async () => {
    const document = await upload(friend);
    const body = { name: ' Sam Friend ', phone: '+1 202 555 0190', vehicle_type: 'scooter', city: 'Washington', documents: [document] };
    const created = await call(app, 'POST', REQUESTS, { token: friend, body });
    expect(created.statusCode).toBe(201);
    const expected = { name: 'Sam Friend', phone: '+12025550190', vehicle_type: 'scooter', city: 'Washington', documents: [document], status: 'new' };
    expect(created.json().data).toMatchObject(expected);

    expect((await ok(app, 'GET', `${REQUESTS}/show`, { token: friend })).data).toEqual(created.json().data);
    expect((await call(app, 'GET', `${REQUESTS}/show`, { token: demo })).statusCode).toBe(404);

    const again = await call(app, 'POST', REQUESTS, { token: friend, body });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already applied');

    app.market.db.run("UPDATE deliveryman_requests SET status = 'approved' WHERE id = ?", [created.json().data.id]);
    expect((await ok(app, 'GET', `${REQUESTS}/show`, { token: friend })).data.status).toBe('approved');

    app.market.db.run("UPDATE deliveryman_requests SET status = 'rejected' WHERE id = ?", [created.json().data.id]);
    expect((await ok(app, 'GET', `${REQUESTS}/show`, { token: friend })).data.status).toBe('rejected');
    const retry = await call(app, 'POST', REQUESTS, { token: friend, body: { ...body, vehicle_type: 'car' } });
    expect(retry.statusCode).toBe(201);
    expect((await ok(app, 'GET', `${REQUESTS}/show`, { token: friend })).data).toMatchObject({ id: retry.json().data.id, vehicle_type: 'car', status: 'new' });
  });
});
