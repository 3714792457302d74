/**
 * The account routes answer in the API family's format (`@market/contract/src/family/account.ts`) for a user who has
 * just signed up (every list empty, the fields the family sends as null present as null), and refuse an unknown id
 * (404) and a bad body or query (422, the family's `{message}` with this API's message per field).
 */
import {
  AddressList, FamilyNotificationStats, NotificationTypeList, PushNotificationPage, SearchedUserList, UserOne, WalletHistoryPage,
} from '@market/contract/src/family/index.ts';
import { makeApp } from './helpers.ts';
import { aNewUser, answer, invalidates, refuses } from './family-helpers.ts';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let fresh: string;
beforeAll(async () => {
  app = await makeApp();
  fresh = await aNewUser(app);
});
afterAll(() => app.close());

/** An empty page as the family's infinite lists read it: nothing, page 1 of 1, total 0. */
const EMPTY_META = { current_page: 1, last_page: 1, total: 0 };

describe('a user who has just signed up', () => {
  it('GET dashboard/user/profile/show: the names, null for what the form did not ask, a referral code, an empty wallet, every switch on', async () => {
    const { data } = await answer(app, 'GET', 'dashboard/user/profile/show', fresh, UserOne);
    expect(data).toMatchObject({ firstname: 'New', lastname: null, phone: null, my_referral: expect.any(String), empty_p: false, wallet: { price: 0 } });
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.every((n) => n.notification?.active)).toBe(true);
  });

  it.each([
    ['dashboard/user/wallet/histories', WalletHistoryPage],
    ['dashboard/notifications', PushNotificationPage],
  ])('GET %s: an empty page', async (url, schema) => {
    const body = await answer(app, 'GET', url, fresh, schema);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject(EMPTY_META);
  });

  it('GET dashboard/user/addresses: no address, an empty page', async () => {
    const body = await answer(app, 'GET', 'dashboard/user/addresses', fresh, AddressList);
    expect(body.data).toEqual([]);
  });

  it('GET dashboard/user/profile/notifications-statistic: nothing unread', async () => {
    const body = await answer(app, 'GET', 'dashboard/user/profile/notifications-statistic', fresh, FamilyNotificationStats);
    expect(body.notification).toBe(0);
  });

  it('GET dashboard/user/notifications: the types the user can switch', async () => {
    const body = await answer(app, 'GET', 'dashboard/user/notifications', fresh, NotificationTypeList);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('GET dashboard/user/search-sending: an empty page when nobody matches', async () => {
    const body = await answer(app, 'GET', 'dashboard/user/search-sending?search=zzzzqqq', fresh, SearchedUserList);
    expect(body.data).toEqual([]);
  });

  it.each([
    'dashboard/user/shops/show',
    'dashboard/user/deliveryman-requests/show',
    'dashboard/user/cart',
  ])('GET %s: 404 {message}, nothing yet', async (url) => {
    await refuses(app, 'GET', url, 404, { token: fresh });
  });
});

describe('unknown ids: 404 {message}', () => {
  it.each([
    ['GET', 'dashboard/user/addresses/999999'],
    ['PUT', 'dashboard/user/addresses/999999'],
    ['POST', 'dashboard/user/address/set-active/999999'],
    ['GET', 'dashboard/notifications/999999'],
    ['POST', 'dashboard/notifications/999999/read-at'],
  ])('%s %s', async (method, url) => {
    const body = method === 'PUT' ? { title: 'Gym', address: { address: '1 Main St' }, location: { latitude: 38.9, longitude: -77.03 } } : undefined;
    await refuses(app, method, url, 404, { token: fresh, body });
  });

  it("another user's address is unknown to this one", async () => {
    await refuses(app, 'GET', 'dashboard/user/addresses/1', 404, { token: fresh });
  });
});

describe('bad bodies and queries: 422 naming the field', () => {
  it.each([
    ['PUT', 'dashboard/user/profile/update', 'email', { email: 'not-an-email' }],
    ['POST', 'dashboard/user/profile/password/update', 'password', { password: '1', password_confirmation: '1' }],
    ['POST', 'dashboard/user/addresses', 'location', { title: 'Gym', address: { address: '1 Main St' } }],
    ['POST', 'dashboard/user/update/notifications', 'notifications', {}],
    ['POST', 'dashboard/user/wallet/send', 'price', { uuid: 'someone' }],
    ['GET', 'dashboard/user/search-sending?search=a', 'search', undefined],
  ])('%s %s without a valid %s', async (method, url, field, body) => {
    await invalidates(app, method, url, field, { token: fresh, body });
  });
});
