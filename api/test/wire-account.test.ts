// Contract tests in the family's wire format ("Foodyman"): each route of the account screens answers with the status
// the family's client expects and a body that fits the family's schema (`shared/contract/src/family/`), empty and
// error answers included.
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AddressList, AddressOne, BookingRuleList, Done, FamilyDisabledDates, FamilyNotificationStats, FamilyPaymentRedirect, ReferralOne, ShopSectionOne,
  UserBookingOne, UserOne, WalletHistoryPage,
} from '@market/contract/src/family/index.ts';
import { appWithUsers, call, ok } from './helpers.ts';
import { refuses } from './family-helpers.ts';

/** The body fits the schema; on a mismatch the first errors are shown. */
function expectFits(schema: TSchema, body: unknown): void {
  expect(Value.Check(schema, body) ? [] : [...Value.Errors(schema, body)].slice(0, 3)).toEqual([]);
}

let app: FastifyInstance;
let demo: string;
let friend: string;
beforeAll(async () => ({ app, demo, friend } = await appWithUsers()));
afterAll(() => app.close());

describe('dashboard/user/addresses in the family shape', () => {
  const body = { title: 'Gym', location: { latitude: 38.9097, longitude: -77.0432 }, address: { address: '1 Dupont Cir NW, Washington, DC 20036, USA', floor: '', house: '' }, active: 0 };

  it('lists the saved addresses with location {latitude, longitude}; an empty page past the last', async () => {
    const list = await ok(app, 'GET', 'dashboard/user/addresses', { token: demo });
    expectFits(AddressList, list);
    expect(list.data[0].location).toEqual({ latitude: 38.9120424, longitude: -77.035308 });
    const empty = await ok(app, 'GET', 'dashboard/user/addresses?page=9', { token: demo });
    expectFits(AddressList, empty);
    expect(empty.data).toEqual([]);
  });

  it('creates, updates, activates and deletes with the family body (location object, active 0/1)', async () => {
    const created = await call(app, 'POST', 'dashboard/user/addresses', { token: demo, body });
    expect(created.statusCode).toBe(201);
    expectFits(AddressOne, created.json());
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ location: body.location, active: false });
    const updated = await ok(app, 'PUT', `dashboard/user/addresses/${id}`, { token: demo, body: { ...body, title: 'Gym 2', active: 1 } });
    expectFits(AddressOne, updated);
    expect(updated.data).toMatchObject({ title: 'Gym 2', active: true });
    expectFits(Done, await ok(app, 'POST', 'dashboard/user/address/set-active/1', { token: demo }));
    expectFits(Done, await ok(app, 'DELETE', `dashboard/user/addresses/delete?ids[0]=${id}`, { token: demo }));
  });

  it("answers errors with a message: the old array location 422, an unknown or another user's id 404, no token 401", async () => {
    await refuses(app, 'POST', 'dashboard/user/addresses', 422, { token: demo, body: { ...body, location: [38.9, -77] } });
    for (const [token, id] of [[demo, 999], [friend, 1]] as const) {
      await refuses(app, 'POST', `dashboard/user/address/set-active/${id}`, 404, { token });
    }
    await refuses(app, 'GET', 'dashboard/user/addresses', 401);
  });
});

describe('dashboard/user/profile in the family shape', () => {
  it('shows the user with empty_p, the notification switches and the wallet id', async () => {
    const me = await ok(app, 'GET', 'dashboard/user/profile/show', { token: demo });
    expectFits(UserOne, me);
    expect(me.data).toMatchObject({ empty_p: false, wallet: { id: 1 } });
    expect(me.data.notifications.length).toBeGreaterThan(0);
    expect(me.data.notifications[0]).toMatchObject({ id: expect.any(Number), type: expect.any(String), notification: { active: true } });
  });

  it('marks a user without a password (signed up through a provider) with empty_p', async () => {
    const token = await app.market.tokens.sign(6);
    const me = await ok(app, 'GET', 'dashboard/user/profile/show', { token });
    expect(me.data.empty_p).toBe(true);
  });

  it('answers an update with the user, a switch turned off shows in notifications', async () => {
    await ok(app, 'POST', 'dashboard/user/update/notifications', { token: friend, body: { notifications: [{ notification_id: 1, active: false }] } });
    const updated = await ok(app, 'PUT', 'dashboard/user/profile/update', { token: friend, body: { firstname: 'Sam', gender: 'female' } });
    expectFits(UserOne, updated);
    expect(updated.data.notifications.find((n: { id: number }) => n.id === 1).notification.active).toBe(false);
  });

  it('answers errors with a message: a taken email 422, no token 401', async () => {
    await refuses(app, 'PUT', 'dashboard/user/profile/update', 422, { token: friend, body: { firstname: 'Sam', email: 'demo@market.test' } });
    await refuses(app, 'GET', 'dashboard/user/profile/show', 401);
  });
});

describe('wallet history, referral and notification statistics in the family shape', () => {
  it('pages the wallet history with updated_at on every row; an empty page past the last', async () => {
    const page = await ok(app, 'GET', 'dashboard/user/wallet/histories?page=1&currency_id=1', { token: demo });
    expectFits(WalletHistoryPage, page);
    expect(page.data[0].updated_at).toBe(page.data[0].created_at);
    const empty = await ok(app, 'GET', 'dashboard/user/wallet/histories?page=99', { token: demo });
    expectFits(WalletHistoryPage, empty);
    expect(empty.data).toEqual([]);
    expect((await call(app, 'GET', 'dashboard/user/wallet/histories')).statusCode).toBe(401);
  });

  it('answers the referral programme with its terms in translation.faq, in the asked language', async () => {
    const en = await ok(app, 'GET', 'rest/referral?lang=en');
    expectFits(ReferralOne, en);
    expect(en.data.translation.faq).toContain('$5');
    expect((await ok(app, 'GET', 'rest/referral?lang=fr')).data.translation).toMatchObject({ locale: 'fr', faq: expect.stringContaining('portefeuille') });
  });

  it('answers the unread counts unwrapped, zero once all are read; 401 without a token', async () => {
    const stats = await ok(app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: friend });
    expectFits(FamilyNotificationStats, stats);
    expect(stats.data).toBeUndefined();
    await ok(app, 'POST', 'dashboard/notifications/read-all', { token: friend });
    const none = await ok(app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: friend });
    expectFits(FamilyNotificationStats, none);
    expect(none.notification).toBe(0);
    await refuses(app, 'GET', 'dashboard/user/profile/notifications-statistic', 401);
  });
});

describe('dashboard/user/order-{provider}-process in the family shape (data.data.url)', () => {
  it('answers the provider page for pay again, a top-up, a parcel and a checkout, GET and POST routes', async () => {
    const answers = [
      await call(app, 'GET', 'dashboard/user/order-stripe-process?order_id=6', { token: demo }),
      await call(app, 'GET', 'dashboard/user/order-paypal-process?total_price=20&currency_id=1&wallet_id=1', { token: demo }),
      await call(app, 'GET', 'dashboard/user/order-razorpay-process?parcel_id=2', { token: demo }),
      await call(app, 'POST', 'dashboard/user/moya-sar-process', { token: demo, body: { order_id: 6 } }),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(200);
      expectFits(FamilyPaymentRedirect, r.json());
      expect(r.json().data.data.url).toMatch(/^\/api\/v1\/sandbox\/pay\//);
      // This API's earlier answer stays beside it.
      expect(r.json().data.url).toBe(r.json().data.data.url);
    }
  });

  it('answers errors with a message: an unknown order 404, a top-up without an amount 422, no token 401', async () => {
    await refuses(app, 'GET', 'dashboard/user/order-stripe-process?order_id=999', 404, { token: demo });
    await refuses(app, 'GET', 'dashboard/user/order-stripe-process?total_price=-5&currency_id=1', 422, { token: demo });
    await refuses(app, 'GET', 'dashboard/user/order-stripe-process?order_id=6', 401);
  });
});

describe('table booking in the family shape', () => {
  it("lists the booking rules with shop.id; the form's booking_id books", async () => {
    const rules = await ok(app, 'GET', 'rest/booking/bookings');
    expectFits(BookingRuleList, rules);
    const rule = rules.data.find((r: { shop: { id: number } }) => r.shop.id === 1);
    expect(rule).toBeTruthy();
    const booked = await call(app, 'POST', 'dashboard/user/my-bookings', { token: demo, body: { table_id: 1, booking_id: rule.id, start_date: '2030-05-17 19:00', guest: 2 } });
    expect(booked.statusCode).toBe(201);
    expectFits(UserBookingOne, booked.json());
    const none = await ok(app, 'GET', 'rest/booking/bookings?page=9');
    expectFits(BookingRuleList, none);
    expect(none.data).toEqual([]);
  });

  it("answers a table's booked periods as a bare array, empty on a free day; 404 for an unknown table", async () => {
    const busy = await ok(app, 'GET', 'rest/booking/disable-dates/table/1?date_from=2030-05-17&date_to=2030-05-17');
    expectFits(FamilyDisabledDates, busy);
    expect(busy).toEqual([expect.objectContaining({ start_date: '2030-05-17 19:00' })]);
    const free = await ok(app, 'GET', 'rest/booking/disable-dates/table/1?date_from=2030-05-22&date_to=2030-05-22');
    expectFits(FamilyDisabledDates, free);
    expect(free).toEqual([]);
    await refuses(app, 'GET', 'rest/booking/disable-dates/table/9999', 404);
  });

  it('shows one section with its picture, texts and shop; 404 for an unknown one', async () => {
    const one = await ok(app, 'GET', 'rest/booking/shop-sections/1?lang=fr');
    expectFits(ShopSectionOne, one);
    expect(one.data).toMatchObject({ id: 1, shop_id: 1, shop: { id: 1 }, translation: { locale: 'fr' } });
    await refuses(app, 'GET', 'rest/booking/shop-sections/9999', 404);
  });
});
