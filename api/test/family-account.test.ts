/**
 * The account routes answer in the API family's format (`@market/contract/src/family/account.ts`) for a user who has
 * just signed up (every list empty, the fields the family sends as null present as null), and refuse an unknown id
 * (404) and a bad body or query (422, the family's `{message}` with this API's message per field).
 */
import {
  AddressList, FamilyNotificationStats, NotificationTypeList, PushNotificationPage, SearchedUserList, UserOne, WalletHistoryPage,
} from '@market/contract/src/family/index.ts';
import { answer, expectEmptyPage, invalidates, newUserApp, refuses } from './family-helpers.ts';

const users = newUserApp();

describe('a user who has just signed up', () => {
  it('GET dashboard/user/profile/show: the names, null for what the form did not ask, a referral code, an empty wallet, every switch on', async () => {
    const { data } = await answer(users.app, 'GET', 'dashboard/user/profile/show', users.fresh, UserOne);
    expect(data).toMatchObject({ firstname: 'New', lastname: null, phone: null, my_referral: expect.any(String), empty_p: false, wallet: { price: 0 } });
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.every((n) => n.notification?.active)).toBe(true);
  });

  it.each([
    ['dashboard/user/wallet/histories', WalletHistoryPage],
    ['dashboard/notifications', PushNotificationPage],
  ])('GET %s: an empty page', async (url, schema) => {
    expectEmptyPage(await answer(users.app, 'GET', url, users.fresh, schema));
  });

  it('GET dashboard/user/addresses: no address, an empty page', async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/addresses', users.fresh, AddressList);
    expect(body.data).toEqual([]);
  });

  it('GET dashboard/user/profile/notifications-statistic: nothing unread', async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/profile/notifications-statistic', users.fresh, FamilyNotificationStats);
    expect(body.notification).toBe(0);
  });

  it('GET dashboard/user/notifications: the types the user can switch', async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/notifications', users.fresh, NotificationTypeList);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('GET dashboard/user/search-sending: an empty page when nobody matches', async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/search-sending?search=zzzzqqq', users.fresh, SearchedUserList);
    expect(body.data).toEqual([]);
  });

  it.each([
    'dashboard/user/shops/show',
    'dashboard/user/deliveryman-requests/show',
    'dashboard/user/cart',
  ])('GET %s: 404 {message}, nothing yet', async (url) => {
    await refuses(users.app, 'GET', url, 404, { token: users.fresh });
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
    await refuses(users.app, method, url, 404, { token: users.fresh, body });
  });

  it("another user's address is unknown to this one", async () => {
    await refuses(users.app, 'GET', 'dashboard/user/addresses/1', 404, { token: users.fresh });
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
    await invalidates(users.app, method, url, field, { token: users.fresh, body });
  });
});
