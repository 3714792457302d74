import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { appWithUsers, call, HOME, ok, sseEvents, TODAY } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
let friend: string;
beforeAll(async () => {
  ({ app, demo, friend } = await appWithUsers());
});
afterAll(() => app.close());

const parcel = (extra: Record<string, unknown> = {}) => ({
  type_id: 2, currency_id: 1, rate: 1, phone_from: '+12025550101', username_from: 'Demo User',
  address_from: { latitude: HOME[0], longitude: HOME[1], address: '1700 15th St NW', house: '12' },
  phone_to: '+12025550177', username_to: 'Jamie', address_to: { latitude: 38.9025, longitude: -77.0323, address: '1400 K St NW' },
  delivery_date: TODAY, delivery_time: '15:00', note: 'Fragile', notify: true, ...extra,
});

describe('parcels', () => {
  it('lists types with options and prices a trip by distance', async () => {
    const types = (await ok(app, 'GET', 'rest/parcel-order/types')).data;
    expect(types.length).toBe(4);
    expect(types[1].options.length).toBeGreaterThan(0);
    const price = (await ok(app, 'GET', `rest/parcel-order/calculate-price?type_id=2&address_from[latitude]=${HOME[0]}&address_from[longitude]=${HOME[1]}&address_to[latitude]=38.9025&address_to[longitude]=-77.0323`)).data;
    expect(price.km).toBeGreaterThan(1);
    expect(price.price).toBeCloseTo(types[1].price + types[1].price_per_km * price.km, 1);
  });

  it('refuses trips beyond range and missing points', async () => {
    const far = await call(app, 'GET', `rest/parcel-order/calculate-price?type_id=1&address_from[latitude]=${HOME[0]}&address_from[longitude]=${HOME[1]}&address_to[latitude]=40.7&address_to[longitude]=-74`);
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe("Sorry, we're not available here");
    expect((await call(app, 'GET', 'rest/parcel-order/calculate-price?type_id=1')).statusCode).toBe(422);
    expect((await call(app, 'GET', 'rest/parcel-order/calculate-price?type_id=99')).statusCode).toBe(422);
  });

  it('creates a cash parcel, lists, shows, moves it, reviews it; owners only', async () => {
    const created = await call(app, 'POST', 'dashboard/user/parcel-orders', { token: demo, body: parcel() });
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    expect(p).toMatchObject({ status: 'new', type: { id: 2 }, transaction: { payment_system: { tag: 'cash' } } });
    expect((await ok(app, 'GET', 'dashboard/user/parcel-orders', { token: demo })).data.map((x: { id: number }) => x.id)).toContain(p.id);
    expect((await call(app, 'GET', `dashboard/user/parcel-orders/${p.id}`, { token: friend })).statusCode).toBe(404);
    expect((await call(app, 'POST', `dashboard/user/parcel-orders/deliveryman-review/${p.id}`, { token: demo, body: { rating: 5 } })).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) app.market.kitchen.step();
    expect((await ok(app, 'GET', `dashboard/user/parcel-orders/${p.id}`, { token: demo })).data.status).toBe('delivered');
    const reviewed = (await ok(app, 'POST', `dashboard/user/parcel-orders/${p.id}/review`, { token: demo, body: { rating: 5, comment: 'Quick' } })).data;
    expect(reviewed.review.rating).toBe(5);
  });

  it('cancels a new parcel (wallet-paid: refunded) and validates the body per field', async () => {
    const before = (await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price;
    const p = (await ok(app, 'POST', 'dashboard/user/parcel-orders', { token: demo, body: parcel({ payment_id: 2 }) })).data;
    expect(p.transaction.status).toBe('paid');
    const canceled = (await ok(app, 'POST', `dashboard/user/parcel-orders/${p.id}/status/change?status=canceled`, { token: demo })).data;
    expect(canceled.status).toBe('canceled');
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo })).data.wallet.price).toBeCloseTo(before, 2);
    const bad = await call(app, 'POST', 'dashboard/user/parcel-orders', { token: demo, body: parcel({ phone_to: 'abc', username_to: '' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().params).toMatchObject({ phone_to: ['Phone number is invalid'], username_to: ['Required'] });
  });

  it('pays a parcel through a provider and returns to the parcel page', async () => {
    const q = new URLSearchParams({ type_id: '1', phone_from: '+12025550101', username_from: 'Demo', phone_to: '+12025550102', username_to: 'Sam',
      'address_from[latitude]': String(HOME[0]), 'address_from[longitude]': String(HOME[1]), 'address_from[address]': 'Home',
      'address_to[latitude]': '38.9025', 'address_to[longitude]': '-77.0323', 'address_to[address]': 'Work', delivery_date: TODAY, delivery_time: '16:00' });
    const res = await ok(app, 'GET', `dashboard/user/order-paystack-process?${q}`, { token: demo });
    const id = app.market.db.get<{ id: number }>('SELECT max(id) AS id FROM parcel_orders')!.id;
    expect((await app.inject({ method: 'POST', url: `${res.data.url}/pay` })).headers.location).toBe(`/parcels/${id}?payment=success`);
    const again = await ok(app, 'GET', `dashboard/user/order-paystack-process?${q}`, { token: demo });
    expect((await app.inject({ method: 'POST', url: `${again.data.url}/fail` })).headers.location).toBe('/parcel-checkout?payment=failed');
  });
});

describe('reservations', () => {
  it('lists the offer, sections, tables (with availability) and busy slots', async () => {
    const offer = (await ok(app, 'GET', 'rest/booking/bookings?shop_id=1')).data;
    expect(offer[0]).toMatchObject({ shop_id: 1, max_time: 2, active: true });
    const sections = (await ok(app, 'GET', 'rest/booking/shop-sections?shop_id=1')).data;
    expect(sections).toHaveLength(2);
    const tables = (await ok(app, 'GET', `rest/booking/tables?shop_section_id=${sections[0].id}&date_from=2030-05-16 19:00&date_to=2030-05-16 21:00`)).data;
    expect(tables[0].available).toBe(false);
    expect(tables[1].available).toBe(true);
    const busy = await ok(app, 'GET', `rest/booking/disable-dates/table/${tables[0].id}?date_from=2030-05-16&date_to=2030-05-16`);
    expect(busy).toEqual([{ start_date: '2030-05-16 19:00', end_date: '2030-05-16 21:00' }]);
    expect((await call(app, 'GET', 'rest/booking/disable-dates/table/9999')).statusCode).toBe(404);
  });

  it('books a free table for max_time hours, refuses overlaps, short notice, closed days and too many guests', async () => {
    const body = { table_id: 2, booking_id: 1, start_date: '2030-05-17 19:00', guest: 2, note: 'Birthday' };
    const made = await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ end_date: '2030-05-17 21:00', status: 'new', shop: { id: 1 }, table: { id: 2 } });
    expect((await call(app, 'POST', 'dashboard/user/my-bookings', { token: friend, body: { ...body, start_date: '2030-05-17 20:00' } })).json().params.table_id).toBeTruthy();
    expect((await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body: { ...body, start_date: '2030-05-15 12:30' } })).json().params.start_date).toBeTruthy();
    expect((await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body: { ...body, start_date: '2030-05-20 19:00' } })).json().message).toBe('Shop is closed');
    expect((await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body: { ...body, guest: 40 } })).json().params.guest).toBeTruthy();
    expect((await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body: { ...body, booking_id: 2 } })).json().params.booking_id).toBeTruthy();
    const mine = await ok(app, 'GET', 'dashboard/user/my-bookings', { token: demo });
    expect(mine.data.map((b: { id: number }) => b.id)).toContain(made.json().data.id);
    expect((await ok(app, 'GET', 'dashboard/user/my-bookings', { token: friend })).meta.total).toBe(0);
    const canceled = await ok(app, 'POST', `dashboard/user/my-bookings/${made.json().data.id}/status/change?status=canceled`, { token: demo });
    expect(canceled.data.status).toBe('canceled');
    expect((await call(app, 'POST', `dashboard/user/my-bookings/${made.json().data.id}/status/change?status=canceled`, { token: friend })).statusCode).toBe(404);
  });
});

describe('chat', () => {
  it('opens one chat per role, sends, lists in order and marks read; owners only', async () => {
    const chat = (await ok(app, 'POST', 'dashboard/user/chats', { token: demo, body: { roleId: 'admin' } })).data;
    expect(chat.id).toBe('chat-1-admin');
    const shopChat = (await ok(app, 'POST', 'dashboard/user/chats', { token: demo, body: { roleId: '1', shop_id: 1 } })).data;
    expect(shopChat).toMatchObject({ roleId: '1', shop_id: 1 });
    const sent = await call(app, 'POST', `dashboard/user/chats/${chat.id}/messages`, { token: demo, body: { chat_content: 'Hello again' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ sender: 1, chat_content: 'Hello again' });
    const messages = (await ok(app, 'GET', `dashboard/user/chats/${chat.id}/messages`, { token: demo })).data;
    expect(messages.at(-1).chat_content).toBe('Hello again');
    const times = messages.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort()).toEqual(times);
    app.market.chat.send(1, chat.id, 'Agent here', undefined, 0);
    expect((await ok(app, 'GET', 'dashboard/user/chats', { token: demo })).data.find((c: { id: string }) => c.id === chat.id).unread).toBe(1);
    expect((await ok(app, 'POST', `dashboard/user/chats/${chat.id}/read`, { token: demo })).data.unread).toBe(0);
    expect((await call(app, 'GET', `dashboard/user/chats/${chat.id}/messages`, { token: friend })).statusCode).toBe(404);
    expect((await call(app, 'POST', `dashboard/user/chats/${chat.id}/messages`, { token: friend, body: { chat_content: 'x' } })).statusCode).toBe(404);
    expect((await ok(app, 'GET', 'dashboard/user/chats', { token: friend })).data).toEqual([]);
    expect((await call(app, 'POST', `dashboard/user/chats/${chat.id}/messages`, { token: demo, body: { chat_content: '' } })).statusCode).toBe(422);
  });

  it('carries an image: with text or alone, never an empty message', async () => {
    const chat = (await ok(app, 'POST', 'dashboard/user/chats', { token: demo, body: { roleId: 'admin' } })).data;
    const img = 'https://market.test/api/v1/media/uploads/photo.png';
    const post = (body: object) => call(app, 'POST', `dashboard/user/chats/${chat.id}/messages`, { token: demo, body });
    const alone = await post({ chat_content: '', chat_img: img });
    expect(alone.statusCode).toBe(201);
    expect(alone.json().data).toMatchObject({ sender: 1, chat_content: '', chat_img: img });
    expect((await post({ chat_content: 'and a caption', chat_img: img })).statusCode).toBe(201);
    expect((await post({ chat_content: '' })).statusCode).toBe(422);
    const messages = (await ok(app, 'GET', `dashboard/user/chats/${chat.id}/messages`, { token: demo })).data;
    expect(messages.slice(-2).map((m: { chat_content: string; chat_img?: string }) => [m.chat_content, m.chat_img])).toEqual([
      ['', img],
      ['and a caption', img],
    ]);
  });

  it('streams full snapshots over SSE (bearer or ticket), pushes changes, refuses strangers', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    expect((await fetch(`${base}/dashboard/user/chats/stream`)).status).toBe(401);
    expect((await fetch(`${base}/dashboard/user/chat/stream?ticket=forged`)).status).toBe(401);
    const ticket = (await ok(app, 'POST', 'dashboard/user/chats/ticket', { token: demo })).data.ticket;
    for (const [url, headers] of [[`${base}/dashboard/user/chats/stream`, { authorization: `Bearer ${demo}` }], [`${base}/dashboard/user/chat/stream?ticket=${ticket}`, {}]] as const) {
      const controller = new AbortController();
      const res = await fetch(url, { headers, signal: controller.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const next = sseEvents(res);
      const first = await next();
      expect(first.chats.length).toBeGreaterThan(0);
      expect(first.messages.every((m: { chat_id: string }) => first.chats.some((c: { id: string }) => c.id === m.chat_id))).toBe(true);
      await ok(app, 'POST', 'dashboard/user/chats/chat-1-admin/messages', { token: demo, body: { chat_content: `live ${url.length}` } });
      const second = await next();
      expect(second.messages.at(-1).chat_content).toBe(`live ${url.length}`);
      controller.abort();
    }
  });
});
