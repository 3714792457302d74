/** Profile, saved addresses, wallet, referral, notification centre and settings, become-a-seller: signed-in screens. */
import {
  AddressList, AddressOne, Done, FamilyNotificationStats, NotificationTypeList, PushNotificationPage, ReferralOne,
  SearchedUserList, ShopApplicationOne, UserOne, UserWithPictureOne, WalletHistoryPage,
} from '@market/contract/src/family/index.ts';
import type { FamilyCall, ReplayContext } from '../types.ts';
import { keepData } from './keep.ts';

export const calls: FamilyCall[] = [
  {
    screen: 'auth provider: profile',
    method: 'GET',
    path: 'dashboard/user/profile/show?lang=en',
    auth: 'user',
    schema: UserOne,
    keep: keepData({ walletId: 'wallet.id' }),
  },
  {
    screen: 'profile form: save',
    method: 'PUT',
    path: 'dashboard/user/profile/update?lang=en',
    // With the picture the upload answered (a path of this API).
    body: { firstname: 'Demo', lastname: 'User', birthday: '1990-04-12', gender: 'female', img: '/api/v1/media/avatar/210/Demo%20User.png' },
    auth: 'user',
    schema: UserOne,
  },
  // The avatar shows `img` as it comes when it holds "http", else under the family's storage folder.
  { screen: 'header: avatar', method: 'GET', path: 'dashboard/user/profile/show?lang=en', auth: 'user', schema: UserWithPictureOne },
  {
    screen: 'profile: password',
    method: 'POST',
    path: 'dashboard/user/profile/password/update?lang=en',
    body: { password: 'demo1234', password_confirmation: 'demo1234' },
    auth: 'user',
    schema: Done,
  },
  {
    screen: 'push notifications: firebase token',
    method: 'POST',
    path: 'dashboard/user/profile/firebase/token/update?lang=en',
    body: { firebase_token: 'wire-replay-device-token' },
    auth: 'user',
    schema: Done,
  },
  { screen: 'saved locations', method: 'GET', path: 'dashboard/user/addresses?lang=en', auth: 'user', schema: AddressList },
  {
    screen: 'address dialog: create',
    method: 'POST',
    path: 'dashboard/user/addresses?lang=en',
    body: { title: 'Gym', location: { latitude: 38.9097, longitude: -77.0432 }, address: { address: '1 Dupont Cir NW, Washington, DC 20036, USA', floor: '', house: '' }, active: 0 },
    auth: 'user',
    schema: AddressOne,
    keep: keepData({ addressId: 'id' }),
  },
  {
    screen: 'address dialog: edit',
    method: 'PUT',
    path: (ctx) => `dashboard/user/addresses/${ctx.ids.addressId}?lang=en`,
    body: { title: 'Gym 2', location: { latitude: 38.9097, longitude: -77.0432 }, address: { address: '1 Dupont Cir NW, Washington, DC 20036, USA' }, active: 0 },
    auth: 'user',
    schema: AddressOne,
  },
  { screen: 'saved address list: make active', method: 'POST', path: (ctx) => `dashboard/user/address/set-active/${ctx.ids.addressId}?lang=en`, auth: 'user', schema: Done },
  { screen: 'address dialog: delete', method: 'DELETE', path: (ctx) => `dashboard/user/addresses/delete?ids%5B0%5D=${ctx.ids.addressId}&lang=en`, auth: 'user', schema: Done },
  { screen: 'wallet page: history', method: 'GET', path: 'dashboard/user/wallet/histories?lang=en&page=1&currency_id=1', auth: 'user', schema: WalletHistoryPage },
  {
    screen: 'send money: find a user',
    method: 'GET',
    path: 'dashboard/user/search-sending?lang=en&search=friend',
    auth: 'user',
    schema: SearchedUserList,
    keep: keepData({ friendUuid: '0.uuid' }),
  },
  {
    screen: 'send money: send',
    method: 'POST',
    path: 'dashboard/user/wallet/send?lang=en',
    body: (ctx: ReplayContext) => ({ price: 1, uuid: ctx.ids.friendUuid, currency_id: 1 }),
    auth: 'user',
    schema: Done,
  },
  { screen: 'referral page', method: 'GET', path: 'rest/referral?lang=en', auth: 'guest', schema: ReferralOne },
  { screen: 'notification settings page', method: 'GET', path: 'dashboard/user/notifications?lang=en', auth: 'user', schema: NotificationTypeList },
  {
    screen: 'notification settings: switch',
    method: 'POST',
    path: 'dashboard/user/update/notifications?lang=en',
    body: { notifications: [{ notification_id: '1', active: 1 }, { notification_id: '2', active: 0 }] },
    auth: 'user',
    schema: Done,
  },
  { screen: 'header: notification badge', method: 'GET', path: 'dashboard/user/profile/notifications-statistic?lang=en', auth: 'user', schema: FamilyNotificationStats },
  {
    screen: 'notification centre: list',
    method: 'GET',
    path: 'dashboard/notifications?lang=en&page=1&perPage=5&column=id&sort=desc',
    auth: 'user',
    schema: PushNotificationPage,
    keep: keepData({ notificationId: '0.id' }),
  },
  { screen: 'notification centre: read one', method: 'POST', path: (ctx) => `dashboard/notifications/${ctx.ids.notificationId}/read-at?lang=en`, auth: 'user', schema: Done },
  { screen: 'notification centre: read all', method: 'POST', path: 'dashboard/notifications/read-all?lang=en', auth: 'user', schema: Done },
  {
    screen: 'become a seller',
    method: 'POST',
    path: 'dashboard/user/shops?lang=en',
    // The form's values, `location` split from the "lat,lng" setting; `images` are the two uploads' paths (the upload
    // itself is multipart, outside this JSON replay).
    body: {
      title: { en: 'Wire Replay Deli' }, description: { en: 'Sandwiches' }, phone: '12025550142', price: 2, price_per_km: 1, min_amount: '10', tax: 0,
      delivery_time_type: 'minute', delivery_time_from: 20, delivery_time_to: 40, address: { en: '1500 K St NW, Washington, DC 20005, USA' },
      images: ['shops/wire-logo.png', 'shops/wire-cover.png'], user_id: 1, type: 'shop', documents: [], categories: [], tags: [],
      location: { latitude: '38.9025', longitude: '-77.0340' },
    },
    auth: 'user',
    schema: ShopApplicationOne,
  },
];
