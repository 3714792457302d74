/** The signed-in user's own data: profile, notifications, addresses, wallet, be-seller request, courier application, uploads. */
import { randomUUID } from 'node:crypto';
import {
  DAY_NAMES, normalizePhone, type AddressWire, type Notification, type NotificationSetting, type NotificationStatistic, type NotificationType,
  type OrderStatus, type UserSummary, type WalletHistory,
} from '@market/contract';
import {
  AddressBody, FirebaseTokenBody, NotificationSettingsBody, PasswordUpdateBody, ProfileUpdateBody, ShopCreateBody,
  WalletSendBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick, type Texts } from '../lib/i18n.ts';
import { circlePolygon, round2 } from '../lib/geo.ts';
import { mediaUrl } from '../lib/media.ts';
import { idsOf, int, list, str } from '../lib/query.ts';
import { validateBody } from '../lib/validation.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { notificationSettings, presentShops, presentUser, userBrief, type ShopRow, type UserRow } from '../services/present.ts';
import { checkNewPassword, userByPhone, userRow } from '../services/users.ts';
import { indexRecord } from '../services/search.ts';
import { walletMove } from '../services/wallet.ts';
import { generatedText } from '../lib/generated-texts.ts';
import { NOTIFICATION_TYPES } from '../db/seed.ts';
import type {
  DeletedOne, AddressList, AddressOne, FamilyNotificationStats, NotificationsReadOne, NotificationTypeList, PushNotificationOne,
  PushNotificationPage, SearchedUserList, ShopApplicationOne, UserOne, WalletHistoryPage, WalletSentOne, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

interface NotificationRow {
  id: number; type: NotificationType; title: string; body: string; order_id: number | null; blog_uuid: string | null;
  booking_id: number | null; client_id: number | null; read_at: string | null; created_at: string;
  o_status: OrderStatus | null; b_img: string | null; b_translations: string | null;
  c_firstname: string | null; c_lastname: string | null; c_img: string | null;
}

const NOTIFICATION_SELECT = `n.*, o.status AS o_status, b.img AS b_img, b.translations AS b_translations,
  c.firstname AS c_firstname, c.lastname AS c_lastname, c.img AS c_img`;
const NOTIFICATION_FROM = `FROM notifications n LEFT JOIN orders o ON o.id = n.order_id LEFT JOIN blogs b ON b.uuid = n.blog_uuid
  LEFT JOIN users c ON c.id = n.client_id`;

function presentNotification(r: NotificationRow, lang: string): Notification {
  return {
    id: r.id, type: r.type, title: generatedText(r.title, lang), body: generatedText(r.body, lang), created_at: r.created_at, read_at: r.read_at,
    client: r.client_id && r.c_firstname ? userBrief({ id: r.client_id, firstname: r.c_firstname, lastname: r.c_lastname, img: r.c_img }) : null,
    order: r.order_id ? { id: r.order_id, status: r.o_status ?? undefined } : null,
    blog: r.blog_uuid ? { uuid: r.blog_uuid, img: r.b_img ?? undefined, translation: r.b_translations ? pick(r.b_translations, lang) : undefined } : null,
    booking: r.booking_id ? { id: r.booking_id } : null,
  };
}

interface AddressRow { id: number; user_id: number; title: string | null; address: string; latitude: number; longitude: number; active: number }

/** The family's shape: the point as `{latitude, longitude}`, a missing title as null. */
function presentAddress(r: AddressRow): AddressWire {
  return { id: r.id, title: r.title, address: JSON.parse(r.address) as AddressWire['address'], location: { latitude: r.latitude, longitude: r.longitude }, active: r.active === 1 };
}

function ownAddress(ctx: Ctx, userId: number, id: unknown): AddressRow {
  const row = ctx.db.get<AddressRow>('SELECT * FROM addresses WHERE id = ? AND user_id = ?', [int(id) ?? 0, userId]);
  if (!row) throw notFound();
  return row;
}

/** Exactly one active address: make `id` the active one. */
function setActiveAddress(ctx: Ctx, userId: number, id: number): void {
  ctx.db.run('UPDATE addresses SET active = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?', [id, userId]);
}

interface WalletRow { id: number; uuid: string; type: WalletHistory['type']; price: number; note: string | null; status: WalletHistory['status']; created_at: string; author_id: number; firstname: string; lastname: string | null; img: string | null }

/** A history row; the notes the API wrote (an order, a top-up, a referral) in `lang`. */
export function presentWalletRow(r: WalletRow, lang: string): WalletHistory {
  return {
    id: r.id, uuid: r.uuid, type: r.type, price: r.price, note: generatedText(r.note, lang), status: r.status, created_at: r.created_at, updated_at: r.created_at,
    author: { id: r.author_id, firstname: r.firstname, lastname: r.lastname, img: r.img ?? undefined },
  };
}
// A row without an author is the user's own: the family's client names the author of every row.
const WALLET_FROM = 'FROM wallet_histories w JOIN users a ON a.id = coalesce(w.author_id, w.user_id)';
const WALLET_SELECT = 'w.id, w.uuid, w.type, w.price, w.note, w.status, w.created_at, a.id AS author_id, a.firstname, a.lastname, a.img';

export function accountRoutes(scopes: Scopes): void {
  const { user, ctx } = scopes;
  const { db } = ctx;
  const me = (id: number) => presentUser(ctx, userRow(ctx, id));

  // Profile
  user.get('/dashboard/user/profile/show', async (req): Promise<Wire<typeof UserOne>> => ({ data: me(req.userId) }));
  user.put('/dashboard/user/profile/update', async (req): Promise<Wire<typeof UserOne>> => {
    // The phone may come alone in the query with an empty body.
    const body = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    delete body.lang;
    const b = validateBody<ProfileUpdateBody>(req, ProfileUpdateBody, body);
    const u = userRow(ctx, req.userId);
    if (b.email && b.email.toLowerCase() !== u.email?.toLowerCase() && db.get('SELECT id FROM users WHERE email = ? AND id != ?', [b.email, u.id])) {
      throw invalid('email', MSG.emailTaken);
    }
    const phone = b.phone ? normalizePhone(b.phone) : undefined;
    if (phone && userByPhone(ctx, phone, u.id)) throw invalid('phone', 'The phone has already been taken');
    if (b.currency_id && !db.get('SELECT id FROM currencies WHERE id = ? AND active = 1', [b.currency_id])) throw invalid('currency_id', 'The selected currency id is invalid.');
    db.update('users', u.id, {
      firstname: b.firstname, lastname: b.lastname, email: b.email, phone, gender: b.gender, birthday: b.birthday, img: b.img,
      currency_id: b.currency_id, phone_verified_at: phone && phone !== u.phone ? null : undefined, updated_at: ctx.now().toISOString(),
    });
    return { data: me(u.id) };
  });
  user.post('/dashboard/user/profile/password/update', { schema: { body: PasswordUpdateBody } }, async (req): Promise<Wire<typeof UserOne>> => {
    const b = req.body as PasswordUpdateBody;
    checkNewPassword(b.password, b.password_confirmation);
    const u = userRow(ctx, req.userId);
    if (b.old_password !== undefined && u.password_hash && !(await verifyPassword(b.old_password, u.password_hash))) {
      throw invalid('old_password', 'The old password is incorrect');
    }
    db.update('users', u.id, { password_hash: hashPassword(b.password), updated_at: ctx.now().toISOString() });
    return { data: me(u.id) };
  });
  user.post('/dashboard/user/profile/firebase/token/update', { schema: { body: FirebaseTokenBody } }, async (req): Promise<Wire<typeof UserOne>> => {
    db.update('users', req.userId, { firebase_token: (req.body as FirebaseTokenBody).firebase_token });
    return { data: me(req.userId) };
  });
  user.get('/dashboard/user/profile/notifications-statistic', async (req): Promise<Wire<typeof FamilyNotificationStats>> => {
    const rows = db.all<{ type: string; n: number }>('SELECT type, count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL GROUP BY type', [req.userId]);
    const data: NotificationStatistic = { notification: 0, news_publish: 0, status_changed: 0 };
    for (const t of NOTIFICATION_TYPES) data[t] = 0;
    for (const r of rows) {
      data[r.type] = r.n;
      data.notification += r.n;
    }
    // Not wrapped in `data`, as the family answers it.
    return data;
  });

  // Notifications
  user.get('/dashboard/notifications', async (req): Promise<Wire<typeof PushNotificationPage>> => {
    const q = req.query as Q;
    const types = list(q.type).filter((t) => (NOTIFICATION_TYPES as readonly string[]).includes(t));
    const column = str(q.column) === 'created_at' ? 'n.created_at' : 'n.id';
    const sort = str(q.sort) === 'asc' ? 'ASC' : 'DESC';
    const unread = str(q.unread) === '1' ? 'AND n.read_at IS NULL' : '';
    return pageQuery<NotificationRow, Notification>(
      db, pageArgs(q, 5), NOTIFICATION_SELECT,
      `${NOTIFICATION_FROM} WHERE n.user_id = ? ${types.length ? 'AND n.type IN (SELECT value FROM json_each(?))' : ''} ${unread}`,
      `${column} ${sort}, n.id ${sort}`, types.length ? [req.userId, JSON.stringify(types)] : [req.userId],
      (rows) => rows.map((r) => presentNotification(r, req.lang)),
    );
  });
  const ownNotification = (userId: number, id: string, lang: string): Notification => {
    const row = db.get<NotificationRow>(`SELECT ${NOTIFICATION_SELECT} ${NOTIFICATION_FROM} WHERE n.id = ? AND n.user_id = ?`, [int(id) ?? 0, userId]);
    if (!row) throw notFound();
    return presentNotification(row, lang);
  };
  user.get<{ Params: { id: string } }>('/dashboard/notifications/:id', async (req): Promise<Wire<typeof PushNotificationOne>> => ({ data: ownNotification(req.userId, req.params.id, req.lang) }));
  user.post('/dashboard/notifications/read-all', async (req): Promise<Wire<typeof NotificationsReadOne>> => {
    const r = db.run('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', [ctx.now().toISOString(), req.userId]);
    return { data: { count: r.changes } };
  });
  user.post<{ Params: { id: string } }>('/dashboard/notifications/:id/read-at', async (req): Promise<Wire<typeof PushNotificationOne>> => {
    ownNotification(req.userId, req.params.id, req.lang);
    db.run('UPDATE notifications SET read_at = coalesce(read_at, ?) WHERE id = ?', [ctx.now().toISOString(), int(req.params.id)!]);
    return { data: ownNotification(req.userId, req.params.id, req.lang) };
  });
  const settings = (userId: number): NotificationSetting[] => notificationSettings(ctx, userId);
  user.get('/dashboard/user/notifications', async (req): Promise<Wire<typeof NotificationTypeList>> => ({ data: settings(req.userId) }));
  user.post('/dashboard/user/update/notifications', { schema: { body: NotificationSettingsBody } }, async (req): Promise<Wire<typeof NotificationTypeList>> => {
    const b = req.body as NotificationSettingsBody;
    db.tx(() => {
      for (const n of b.notifications) {
        if (!db.get('SELECT id FROM notification_settings WHERE id = ?', [n.notification_id])) throw invalid('notifications', 'The selected notification id is invalid.');
        db.run('INSERT INTO user_notification_settings (user_id, notification_id, active) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET active = excluded.active', [
          req.userId, n.notification_id, n.active ? 1 : 0,
        ]);
      }
    });
    return { data: settings(req.userId) };
  });

  // Addresses
  user.get('/dashboard/user/addresses', async (req): Promise<Wire<typeof AddressList>> =>
    pageQuery<AddressRow, AddressWire>(db, pageArgs(req.query as Q, 100), '*', 'FROM addresses WHERE user_id = ?', 'active DESC, id', [req.userId], (rows) => rows.map(presentAddress)),
  );
  user.get<{ Params: { id: string } }>('/dashboard/user/addresses/:id', async (req): Promise<Wire<typeof AddressOne>> => ({ data: presentAddress(ownAddress(ctx, req.userId, req.params.id)) }));
  const saveAddress = (userId: number, b: AddressBody, id?: number): AddressWire =>
    db.tx(() => {
      const row = { title: b.title, address: JSON.stringify(b.address), latitude: b.location.latitude, longitude: b.location.longitude };
      const addressId = id ?? db.insert('addresses', { ...row, user_id: userId, active: 0, created_at: ctx.now().toISOString() });
      if (id) db.update('addresses', id, row);
      const hasActive = db.get('SELECT id FROM addresses WHERE user_id = ? AND active = 1 AND id != ?', [userId, addressId]);
      if (b.active || !hasActive) setActiveAddress(ctx, userId, addressId);
      else if ((b.active === false || b.active === 0) && id) db.update('addresses', id, { active: 0 });
      return presentAddress(ownAddress(ctx, userId, addressId));
    });
  user.post('/dashboard/user/addresses', { schema: { body: AddressBody } }, async (req, reply) => reply.code(201).send({ data: saveAddress(req.userId, req.body as AddressBody) } satisfies Wire<typeof AddressOne>));
  user.put<{ Params: { id: string } }>('/dashboard/user/addresses/:id', { schema: { body: AddressBody } }, async (req): Promise<Wire<typeof AddressOne>> => {
    const row = ownAddress(ctx, req.userId, req.params.id);
    return { data: saveAddress(req.userId, req.body as AddressBody, row.id) };
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/address/set-active/:id', async (req): Promise<Wire<typeof AddressOne>> => {
    const row = ownAddress(ctx, req.userId, req.params.id);
    setActiveAddress(ctx, req.userId, row.id);
    return { data: presentAddress(ownAddress(ctx, req.userId, row.id)) };
  });
  user.delete('/dashboard/user/addresses/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const ids = idsOf(req);
    const deleted = db.tx(() => {
      const r = db.run('DELETE FROM addresses WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))', [req.userId, JSON.stringify(ids.map(Number))]);
      if (r.changes && !db.get('SELECT id FROM addresses WHERE user_id = ? AND active = 1', [req.userId])) {
        const next = db.get<{ id: number }>('SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1', [req.userId]);
        if (next) setActiveAddress(ctx, req.userId, next.id);
      }
      return r.changes;
    });
    if (!deleted) throw notFound();
    return { data: { deleted } };
  });

  // Wallet
  user.get('/dashboard/user/wallet/histories', async (req): Promise<Wire<typeof WalletHistoryPage>> => {
    const q = req.query as Q;
    const type = str(q.type);
    return pageQuery<WalletRow, WalletHistory>(db, pageArgs(q), WALLET_SELECT, `${WALLET_FROM} WHERE w.user_id = ? ${type ? 'AND w.type = ?' : ''}`, 'w.created_at DESC, w.id DESC',
      type ? [req.userId, type] : [req.userId], (rows) => rows.map((r) => presentWalletRow(r, req.lang)));
  });
  user.get('/dashboard/user/search-sending', async (req): Promise<Wire<typeof SearchedUserList>> => {
    const q = req.query as Q;
    const search = str(q.search);
    if (!search || search.length < 2) throw invalid('search', MSG.required);
    const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    return pageQuery<UserRow, UserSummary>(
      db, pageArgs(q), '*',
      `FROM users WHERE id != ? AND role = 'user' AND (firstname || ' ' || coalesce(lastname, '') LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\' OR wallet_uuid = ?)`,
      'id', [req.userId, like, like, like, search],
      (rows) => rows.map((u) => ({ id: u.id, uuid: u.uuid, firstname: u.firstname, lastname: u.lastname, img: u.img ?? undefined, wallet_uuid: u.wallet_uuid })),
    );
  });
  user.post('/dashboard/user/wallet/send', { schema: { body: WalletSendBody } }, async (req): Promise<Wire<typeof WalletSentOne>> => {
    const b = req.body as WalletSendBody;
    const price = round2(b.price);
    const id = db.tx(() => {
      const from = userRow(ctx, req.userId);
      const to = db.get<UserRow>('SELECT * FROM users WHERE wallet_uuid = ? OR uuid = ?', [b.uuid, b.uuid]);
      if (!to || to.id === from.id) throw invalid('uuid', 'The selected user is invalid.');
      if (from.wallet_price < price) throw new HttpError(400, MSG.insufficientWallet);
      const note = b.note ?? `To ${to.firstname} ${to.lastname ?? ''}`.trim();
      const sent = walletMove(ctx, from.id, 'send', -price, note, to.id);
      walletMove(ctx, to.id, 'receive', price, b.note ?? `From ${from.firstname} ${from.lastname ?? ''}`.trim(), from.id);
      return sent;
    });
    return { data: presentWalletRow(db.get<WalletRow>(`SELECT ${WALLET_SELECT} ${WALLET_FROM} WHERE w.id = ?`, [id])!, req.lang) };
  });

  // Be a seller: the request stays "new" (under review) until an admin approves it.
  user.post('/dashboard/user/shops', { schema: { body: ShopCreateBody } }, async (req, reply) => {
    const b = req.body as ShopCreateBody;
    if (!b.title.en && !Object.values(b.title).some(Boolean)) throw invalid('title', MSG.required);
    if (db.get("SELECT id FROM shops WHERE user_id = ? AND status != 'rejected'", [req.userId])) throw invalid('title', 'You already have a shop');
    const texts: Texts = {};
    for (const [locale, title] of Object.entries(b.title)) {
      texts[locale] = { title, description: b.description?.[locale], address: b.address?.[locale] };
    }
    const name = b.title.en ?? Object.values(b.title)[0]!;
    const [logo, background] = b.images ?? [];
    const id = db.tx(() => {
      const shopId = db.insert('shops', {
        uuid: randomUUID(), user_id: req.userId, type: b.type, status: 'new', logo_img: logo ?? mediaUrl('logo', name), background_img: background ?? mediaUrl('cover', name),
        open: 0, price: b.price, price_per_km: b.price_per_km, min_amount: b.min_amount, tax: b.tax, delivery_time_from: b.delivery_time_from,
        delivery_time_to: b.delivery_time_to, delivery_time_type: b.delivery_time_type, latitude: b.location.latitude, longitude: b.location.longitude,
        phone: normalizePhone(b.phone), translations: JSON.stringify(texts), zone: JSON.stringify(circlePolygon([b.location.latitude, b.location.longitude], 5)),
        created_at: ctx.now().toISOString(),
      });
      for (const c of b.categories ?? []) db.run('INSERT OR IGNORE INTO shop_categories (shop_id, category_id) SELECT ?, id FROM categories WHERE id = ?', [shopId, c]);
      for (const t of b.tags ?? []) db.run('INSERT OR IGNORE INTO shop_tags (shop_id, tag_id) SELECT ?, id FROM tags WHERE id = ?', [shopId, t]);
      for (const day of DAY_NAMES) {
        db.insert('shop_working_days', { shop_id: shopId, kind: 'shop', day, from_time: '09:00', to_time: '21:00', disabled: 0 });
      }
      indexRecord(db, 'shop', shopId, shopId, texts);
      return shopId;
    });
    ctx.invalidateShops();
    return reply.code(201).send({ data: presentShops(ctx, [db.get<ShopRow>('SELECT * FROM shops WHERE id = ?', [id])!], req.lang, { detail: true })[0]! } satisfies Wire<typeof ShopApplicationOne>);
  });
  user.get('/dashboard/user/shops/show', async (req): Promise<Wire<typeof ShopApplicationOne>> => {
    const row = db.get<ShopRow>('SELECT * FROM shops WHERE user_id = ? ORDER BY id DESC LIMIT 1', [req.userId]);
    if (!row) throw notFound();
    return { data: presentShops(ctx, [row], req.lang, { detail: true })[0] };
  });
}
