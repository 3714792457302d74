/** The signed-in user's own data: profile, notifications, addresses, wallet, be-seller request. */
import {
  AddressBody, FirebaseTokenBody, NotificationSettingsBody, PasswordUpdateBody, ProfileUpdateBody, ShopCreateBody,
  WalletSendBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import { found, invalid, MSG, notFound } from '../lib/errors.ts';
import { idsOf, int, list, str } from '../lib/query.ts';
import { validateBody } from '../lib/validation.ts';
import { pageArgs } from '../lib/paginate.ts';
import { notificationSettings, presentUser } from '../services/present.ts';
import { userRow } from '../services/users.ts';
import { changePassword, setPushToken, updateProfile } from '../services/profile.ts';
import {
  notificationPage, ownNotification, readAllNotifications, readNotification, saveNotificationSettings, unreadCounts,
} from '../services/notifications.ts';
import { addressPage, deleteAddresses, makeAddressActive, ownAddress, saveAddress } from '../services/addresses.ts';
import { sendMoney, walletHistoryPage, walletRecipients } from '../services/wallet.ts';
import { applyForShop, latestShopApplication } from '../services/shop-applications.ts';
import type {
  DeletedOne, AddressList, AddressOne, FamilyNotificationStats, NotificationsReadOne, NotificationTypeList, PushNotificationOne,
  PushNotificationPage, SearchedUserList, ShopApplicationOne, UserOne, WalletHistoryPage, WalletSentOne, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

export function accountRoutes(scopes: Scopes): void {
  const { user, ctx } = scopes;
  const me = (id: number) => presentUser(ctx, userRow(ctx, id));

  // Profile
  user.get('/dashboard/user/profile/show', async (req): Promise<Wire<typeof UserOne>> => ({ data: me(req.userId) }));
  user.put('/dashboard/user/profile/update', async (req): Promise<Wire<typeof UserOne>> => {
    // The phone may come alone in the query with an empty body.
    const body = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    delete body.lang;
    updateProfile(ctx, req.userId, validateBody<ProfileUpdateBody>(req, ProfileUpdateBody, body));
    return { data: me(req.userId) };
  });
  user.post('/dashboard/user/profile/password/update', { schema: { body: PasswordUpdateBody } }, async (req): Promise<Wire<typeof UserOne>> => {
    await changePassword(ctx, req.userId, req.body as PasswordUpdateBody);
    return { data: me(req.userId) };
  });
  user.post('/dashboard/user/profile/firebase/token/update', { schema: { body: FirebaseTokenBody } }, async (req): Promise<Wire<typeof UserOne>> => {
    setPushToken(ctx, req.userId, (req.body as FirebaseTokenBody).firebase_token);
    return { data: me(req.userId) };
  });
  // Not wrapped in `data`, as the family answers it.
  user.get('/dashboard/user/profile/notifications-statistic', async (req): Promise<Wire<typeof FamilyNotificationStats>> => unreadCounts(ctx, req.userId));

  // Notifications
  user.get('/dashboard/notifications', async (req): Promise<Wire<typeof PushNotificationPage>> => {
    const q = req.query as Q;
    return notificationPage(ctx, req.userId, pageArgs(q, 5), {
      types: list(q.type),
      by: str(q.column) === 'created_at' ? 'created_at' : 'id',
      order: str(q.sort) === 'asc' ? 'asc' : 'desc',
      unreadOnly: str(q.unread) === '1',
    }, req.lang);
  });
  user.get<{ Params: { id: string } }>('/dashboard/notifications/:id', async (req): Promise<Wire<typeof PushNotificationOne>> =>
    found(ownNotification(ctx, req.userId, int(req.params.id) ?? 0, req.lang)),
  );
  user.post('/dashboard/notifications/read-all', async (req): Promise<Wire<typeof NotificationsReadOne>> => ({ data: { count: readAllNotifications(ctx, req.userId) } }));
  user.post<{ Params: { id: string } }>('/dashboard/notifications/:id/read-at', async (req): Promise<Wire<typeof PushNotificationOne>> =>
    found(readNotification(ctx, req.userId, int(req.params.id) ?? 0, req.lang)),
  );
  user.get('/dashboard/user/notifications', async (req): Promise<Wire<typeof NotificationTypeList>> => ({ data: notificationSettings(ctx, req.userId) }));
  user.post('/dashboard/user/update/notifications', { schema: { body: NotificationSettingsBody } }, async (req): Promise<Wire<typeof NotificationTypeList>> => ({
    data: saveNotificationSettings(ctx, req.userId, (req.body as NotificationSettingsBody).notifications),
  }));

  // Addresses
  user.get('/dashboard/user/addresses', async (req): Promise<Wire<typeof AddressList>> => addressPage(ctx, req.userId, pageArgs(req.query as Q, 100)));
  user.get<{ Params: { id: string } }>('/dashboard/user/addresses/:id', async (req): Promise<Wire<typeof AddressOne>> =>
    found(ownAddress(ctx, req.userId, int(req.params.id) ?? 0)),
  );
  user.post('/dashboard/user/addresses', { schema: { body: AddressBody } }, async (req, reply) =>
    reply.code(201).send({ data: saveAddress(ctx, req.userId, req.body as AddressBody) } satisfies Wire<typeof AddressOne>),
  );
  user.put<{ Params: { id: string } }>('/dashboard/user/addresses/:id', { schema: { body: AddressBody } }, async (req): Promise<Wire<typeof AddressOne>> => {
    const { data: address } = found(ownAddress(ctx, req.userId, int(req.params.id) ?? 0));
    return { data: saveAddress(ctx, req.userId, req.body as AddressBody, address.id) };
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/address/set-active/:id', async (req): Promise<Wire<typeof AddressOne>> =>
    found(makeAddressActive(ctx, req.userId, int(req.params.id) ?? 0)),
  );
  user.delete('/dashboard/user/addresses/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const deleted = deleteAddresses(ctx, req.userId, idsOf(req).map(Number));
    if (!deleted) throw notFound();
    return { data: { deleted } };
  });

  // Wallet
  user.get('/dashboard/user/wallet/histories', async (req): Promise<Wire<typeof WalletHistoryPage>> => {
    const q = req.query as Q;
    return walletHistoryPage(ctx, req.userId, pageArgs(q), str(q.type), req.lang);
  });
  user.get('/dashboard/user/search-sending', async (req): Promise<Wire<typeof SearchedUserList>> => {
    const q = req.query as Q;
    const search = str(q.search);
    if (!search || search.length < 2) throw invalid('search', MSG.required);
    return walletRecipients(ctx, req.userId, pageArgs(q), search);
  });
  user.post('/dashboard/user/wallet/send', { schema: { body: WalletSendBody } }, async (req): Promise<Wire<typeof WalletSentOne>> => ({
    data: sendMoney(ctx, req.userId, req.body as WalletSendBody, req.lang),
  }));

  // Be a seller: the request stays "new" (under review) until an admin approves it.
  user.post('/dashboard/user/shops', { schema: { body: ShopCreateBody } }, async (req, reply) => {
    const b = req.body as ShopCreateBody;
    if (!b.title.en && !Object.values(b.title).some(Boolean)) throw invalid('title', MSG.required);
    return reply.code(201).send({ data: applyForShop(ctx, req.userId, b, req.lang) } satisfies Wire<typeof ShopApplicationOne>);
  });
  user.get('/dashboard/user/shops/show', async (req): Promise<Wire<typeof ShopApplicationOne>> => found(latestShopApplication(ctx, req.userId, req.lang)));
}
