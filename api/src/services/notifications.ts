/** The signed-in user's notifications (services/notify.ts writes them): pages of them, reading them, the types they mute. */
import type { Notification, NotificationSetting, NotificationStatistic, NotificationType, OrderStatus, Paginated } from '@market/contract';
import type { NotificationSettingsBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { generatedText } from '../lib/generated-texts.ts';
import { NOTIFICATION_TYPES } from '../db/seed.ts';
import { notificationSettings, userBrief } from './present.ts';

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

/** The unread notifications by type, every type named (0 when none), and all of them as `notification`. */
export function unreadCounts(ctx: Ctx, userId: number): NotificationStatistic {
  const rows = ctx.db.all<{ type: string; n: number }>('SELECT type, count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL GROUP BY type', [userId]);
  const data: NotificationStatistic = { notification: 0, news_publish: 0, status_changed: 0 };
  for (const t of NOTIFICATION_TYPES) data[t] = 0;
  for (const r of rows) {
    data[r.type] = r.n;
    data.notification += r.n;
  }
  return data;
}

export interface NotificationFilter {
  /** Of these types only (those that are no type are left out; none: every type). */
  types: string[];
  unreadOnly: boolean;
  by: 'created_at' | 'id';
  order: 'asc' | 'desc';
}

/** A page of the user's notifications. */
export function notificationPage(ctx: Ctx, userId: number, p: PageArgs, f: NotificationFilter, lang: string): Paginated<Notification> {
  const types = f.types.filter((t) => (NOTIFICATION_TYPES as readonly string[]).includes(t));
  const column = f.by === 'created_at' ? 'n.created_at' : 'n.id';
  const sort = f.order === 'asc' ? 'ASC' : 'DESC';
  const unread = f.unreadOnly ? 'AND n.read_at IS NULL' : '';
  return pageQuery<NotificationRow, Notification>(
    ctx.db, p, NOTIFICATION_SELECT,
    `${NOTIFICATION_FROM} WHERE n.user_id = ? ${types.length ? 'AND n.type IN (SELECT value FROM json_each(?))' : ''} ${unread}`,
    `${column} ${sort}, n.id ${sort}`, types.length ? [userId, JSON.stringify(types)] : [userId],
    (rows) => rows.map((r) => presentNotification(r, lang)),
  );
}

/** One of the user's notifications; undefined when it is not theirs or does not exist. */
export function ownNotification(ctx: Ctx, userId: number, id: number, lang: string): Notification | undefined {
  const row = ctx.db.get<NotificationRow>(`SELECT ${NOTIFICATION_SELECT} ${NOTIFICATION_FROM} WHERE n.id = ? AND n.user_id = ?`, [id, userId]);
  return row && presentNotification(row, lang);
}

/** Marks every unread notification of the user read; returns how many. */
export function readAllNotifications(ctx: Ctx, userId: number): number {
  return ctx.db.run('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', [ctx.now().toISOString(), userId]).changes;
}

/** Marks one of the user's notifications read (the first reading's time is kept); undefined when it is not theirs. */
export function readNotification(ctx: Ctx, userId: number, id: number, lang: string): Notification | undefined {
  if (!ownNotification(ctx, userId, id, lang)) return undefined;
  ctx.db.run('UPDATE notifications SET read_at = coalesce(read_at, ?) WHERE id = ?', [ctx.now().toISOString(), id]);
  return ownNotification(ctx, userId, id, lang);
}

/** Which types the user hears of, each switched on or off; an unknown type refuses them all (422 notifications). */
export function saveNotificationSettings(ctx: Ctx, userId: number, settings: NotificationSettingsBody['notifications']): NotificationSetting[] {
  const { db } = ctx;
  db.tx(() => {
    for (const n of settings) {
      if (!db.get('SELECT id FROM notification_settings WHERE id = ?', [n.notification_id])) throw invalid('notifications', 'The selected notification id is invalid.');
      db.run('INSERT INTO user_notification_settings (user_id, notification_id, active) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET active = excluded.active', [
        userId, n.notification_id, n.active ? 1 : 0,
      ]);
    }
  });
  return notificationSettings(ctx, userId);
}
