/**
 * The map routes (this API's additions, `@market/contract/src/family/additions.ts`) answer their shapes: the base
 * map, a shop's delivery zone, an order's courier track, its ticket and its stream; with their refusals: another
 * user's order, a guest, an unknown order, a pickup or canceled one, a wrong ticket.
 */
import type { AddressInfo } from 'node:net';
import { BaseMapOne, CourierTicketOne, CourierTrackEvent, CourierTrackOne, ShopDeliveryZoneOne } from '@market/contract/src/family/index.ts';
import { call, HOME, ok, placeDelivery, sseEvents } from './helpers.ts';
import { answer, expectShape, refuses, usersApp } from './family-helpers.ts';

const users = usersApp();
/** The demo user's seeded orders: 4 on its way, 6 new, 3 canceled; the friend's 8 delivered. */
const ON_ITS_WAY = 4;

describe('GET rest/map/base', () => {
  it('200: the box, the centre and the streets, blocks and parks; public and cacheable', async () => {
    const r = await call(users.app, 'GET', 'rest/map/base');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const body = await answer(users.app, 'GET', 'rest/map/base', undefined, BaseMapOne);
    expect(body.data.center).toEqual({ latitude: HOME[0], longitude: HOME[1] });
    expect(new Set(body.data.features.map((f) => f.properties.kind))).toEqual(new Set(['street', 'block', 'park']));
  });
});

describe('GET rest/shop/{id}/delivery-zone', () => {
  it("200: the shop's point and its zone, a closed polygon", async () => {
    const { data } = await answer(users.app, 'GET', 'rest/shop/1/delivery-zone', undefined, ShopDeliveryZoneOne);
    expect(data.shop_id).toBe(1);
    const ring = data.zone.coordinates[0]!;
    expect(ring.at(-1)).toEqual(ring[0]);
  });

  it.each(['999999', 'abc'])('an unknown shop (%s): 404 {message}', async (id) => {
    await refuses(users.app, 'GET', `rest/shop/${id}/delivery-zone`, 404);
  });
});

describe('GET dashboard/user/orders/{id}/courier', () => {
  it("200 for the order's owner: the seeded order on its way, its courier on the route", async () => {
    const { data } = await answer(users.app, 'GET', `dashboard/user/orders/${ON_ITS_WAY}/courier`, users.demo, CourierTrackOne);
    expect(data).toMatchObject({ order_id: ON_ITS_WAY, status: 'on_the_way', destination: { latitude: HOME[0], longitude: HOME[1] } });
    expect(data.position).not.toBeNull();
    expect(data.route.coordinates[0]).toEqual([data.shop.longitude, data.shop.latitude]);
    expect(data.route.coordinates.at(-1)).toEqual([HOME[1], HOME[0]]);
  });

  it('an order not yet on its way: preparing, no position', async () => {
    const { data } = await answer(users.app, 'GET', 'dashboard/user/orders/6/courier', users.demo, CourierTrackOne);
    expect(data).toMatchObject({ status: 'preparing', position: null, eta_seconds: null });
  });

  it("another user's order: 404 {message}; the friend's own: 200", async () => {
    await refuses(users.app, 'GET', `dashboard/user/orders/${ON_ITS_WAY}/courier`, 404, { token: users.friend });
    await answer(users.app, 'GET', 'dashboard/user/orders/8/courier', users.friend, CourierTrackOne);
  });

  it.each([['999999'], ['3'], ['abc']])('an unknown or canceled order (%s): 404 {message}', async (id) => {
    await refuses(users.app, 'GET', `dashboard/user/orders/${id}/courier`, 404, { token: users.demo });
  });

  it('a guest: 401 {message}', async () => {
    await refuses(users.app, 'GET', `dashboard/user/orders/${ON_ITS_WAY}/courier`, 401);
  });
});

describe('POST dashboard/user/orders/{id}/courier/ticket', () => {
  it('200 for the owner: a ticket and its lifetime', async () => {
    const { data } = await answer(users.app, 'POST', `dashboard/user/orders/${ON_ITS_WAY}/courier/ticket`, users.demo, CourierTicketOne, 200, {});
    expect(data.expires_in).toBe(60);
  });

  it("another user's order: 404; a guest: 401", async () => {
    await refuses(users.app, 'POST', `dashboard/user/orders/${ON_ITS_WAY}/courier/ticket`, 404, { token: users.friend });
    await refuses(users.app, 'POST', `dashboard/user/orders/${ON_ITS_WAY}/courier/ticket`, 401);
  });
});

describe('GET dashboard/user/orders/{id}/courier/stream', () => {
  let base: string;
  beforeAll(async () => {
    await users.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(users.app.server.address() as AddressInfo).port}/api/v1`;
  });
  const ticketFor = async (token: string, id: number): Promise<string> => (await ok(users.app, 'POST', `dashboard/user/orders/${id}/courier/ticket`, { token })).data.ticket;

  it('a guest without a ticket: 401 {message}', async () => {
    const r = await fetch(`${base}/dashboard/user/orders/${ON_ITS_WAY}/courier/stream`);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ message: 'Unauthorized' });
  });

  it('a wrong ticket, a bearer token instead, or a ticket of another order: 404 {message}', async () => {
    const friendTicket = await ticketFor(users.friend, 8);
    const chatTicket = (await ok(users.app, 'POST', 'dashboard/user/chats/ticket', { token: users.demo })).data.ticket;
    for (const url of [
      `${base}/dashboard/user/orders/${ON_ITS_WAY}/courier/stream?ticket=forged`,
      // The friend's ticket is for the friend's order only.
      `${base}/dashboard/user/orders/${ON_ITS_WAY}/courier/stream?ticket=${friendTicket}`,
      `${base}/dashboard/user/orders/${ON_ITS_WAY}/courier/stream?ticket=${chatTicket}`,
      `${base}/dashboard/user/orders/${ON_ITS_WAY}/courier/stream?ticket=${users.demo}`,
    ]) {
      const r = await fetch(url);
      expect({ url, status: r.status }).toEqual({ url, status: 404 });
      expect(await r.json()).toEqual({ message: 'Not found' });
    }
  });

  it('the track at once, again on every kitchen step, and the stream ends after delivered', async () => {
    const order = await placeDelivery(users.app, users.demo, 4);
    const res = await fetch(`${base}/dashboard/user/orders/${order.id}/courier/stream?ticket=${await ticketFor(users.demo, order.id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const next = sseEvents(res);
    const first = await next();
    expectShape(CourierTrackEvent, first);
    expect(first).toMatchObject({ order_id: order.id, status: 'preparing' });
    const seen: { status: string; step: number }[] = [];
    for (;;) {
      users.app.market.kitchen.step();
      const e = await next();
      expectShape(CourierTrackEvent, e);
      seen.push({ status: e.status, step: e.step });
      if (e.status === 'delivered') break;
    }
    const steps = first.steps as number;
    expect(seen).toEqual([
      { status: 'preparing', step: 0 },
      { status: 'preparing', step: 0 },
      ...Array.from({ length: steps }, (_, i) => ({ status: 'on_the_way', step: i })),
      { status: 'delivered', step: steps },
    ]);
    await expect(next()).rejects.toThrow('stream ended');
  });
});
