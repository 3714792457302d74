/** Door-to-door parcels: their types and prices, placing one (cash, wallet or a provider), and reading them back. */
import { randomBytes } from 'node:crypto';
import { normalizePhone, type OrderStatus, type ParcelAddress, type ParcelOrder, type ParcelPrice, type ParcelType, type Payment } from '@market/contract';
import { ParcelOrderBody } from '@market/contract/src/schemas/index.ts';
import type { ParcelPage, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { distanceKm, round2, type Point } from '../lib/geo.ts';
import { int } from '../lib/query.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { latestTransaction, presentTransaction, sandboxUrl } from './orders.ts';
import { walletMove } from './wallet.ts';
import { REVIEW_COLUMNS, REVIEW_FROM, presentReview } from './reviews.ts';
import { currencyOf } from './payments.ts';

export interface TypeRow { id: number; type: string; img: string; min_width: number; max_width: number; min_height: number; max_height: number; min_length: number; max_length: number; min_g: number; max_g: number; price: number; price_per_km: number; max_range: number }

export interface ParcelRow {
  id: number; user_id: number; type_id: number; status: OrderStatus; total_price: number; km: number; currency_id: number; rate: number;
  phone_from: string; username_from: string; address_from: string; phone_to: string; username_to: string; address_to: string;
  delivery_date: string; delivery_time: string; note: string | null; description: string | null; instruction: string | null; notify: number; created_at: string; updated_at: string;
}

export function parcelTypes(ctx: Ctx, lang: string): ParcelType[] {
  const options = ctx.db.all<{ type_id: number; id: number; translations: string }>(
    'SELECT pto.type_id, o.id, o.translations FROM parcel_type_options pto JOIN parcel_options o ON o.id = pto.option_id ORDER BY o.id',
  );
  return ctx.db.all<TypeRow>('SELECT * FROM parcel_types ORDER BY id').map((t) => ({
    ...t,
    options: options.filter((o) => o.type_id === t.id).map((o) => ({ id: o.id, translation: pick(o.translations, lang) })),
  }));
}

export function typeOf(ctx: Ctx, id: number | undefined, lang = 'en'): ParcelType {
  const t = parcelTypes(ctx, lang).find((x) => x.id === id);
  if (!t) throw invalid('type_id', 'The selected type id is invalid.');
  return t;
}

/** Price by distance; beyond the type's range: "Sorry, we're not available here". */
export function parcelPrice(type: ParcelType, from: Point, to: Point): ParcelPrice {
  const km = round2(distanceKm(from, to));
  if (km > type.max_range) throw new HttpError(400, MSG.notAvailable);
  return { km, price: round2(type.price + type.price_per_km * km) };
}

export function presentParcels(ctx: Ctx, rows: ParcelRow[], lang: string): ParcelOrder[] {
  const types = parcelTypes(ctx, lang);
  return rows.map((r) => {
    const review = ctx.db.get<Parameters<typeof presentReview>[0]>(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.reviewable_type = 'parcel' AND r.reviewable_id = ?`, [r.id]);
    return {
      id: r.id, user_id: r.user_id, status: r.status, type: types.find((t) => t.id === r.type_id)!, total_price: r.total_price, km: r.km,
      currency: currencyOf(ctx, r.currency_id), rate: r.rate, phone_from: r.phone_from, username_from: r.username_from,
      address_from: JSON.parse(r.address_from) as ParcelAddress, phone_to: r.phone_to, username_to: r.username_to,
      address_to: JSON.parse(r.address_to) as ParcelAddress, delivery_date: r.delivery_date, delivery_time: r.delivery_time,
      note: r.note ?? undefined, description: r.description ?? undefined, instruction: r.instruction ?? undefined, notify: r.notify === 1,
      transaction: presentTransaction(ctx, latestTransaction(ctx, 'parcel', r.id)), review: review ? presentReview(review) : null, created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

export function ownParcel(ctx: Ctx, userId: number, id: unknown): ParcelRow {
  const row = ctx.db.get<ParcelRow>('SELECT * FROM parcel_orders WHERE id = ? AND user_id = ?', [int(id) ?? 0, userId]);
  if (!row) throw notFound();
  return row;
}

/** The user's parcel just paid: the parcel with its latest transaction (404 when it is not theirs). */
export function paidParcel(ctx: Ctx, userId: number, id: number, lang: string): ParcelOrder & { transaction: NonNullable<ParcelOrder['transaction']> } {
  const parcel = presentParcels(ctx, [ownParcel(ctx, userId, id)], lang)[0]!;
  if (!parcel.transaction) throw notFound();
  return { ...parcel, transaction: parcel.transaction };
}

/** Creates a parcel order; an external provider answers the sandbox page's URL. */
export function createParcel(ctx: Ctx, userId: number, b: ParcelOrderBody, payment: Payment): { id: number; url?: string } {
  const { db } = ctx;
  const type = typeOf(ctx, b.type_id);
  const priced = parcelPrice(type, [b.address_from.latitude, b.address_from.longitude], [b.address_to.latitude, b.address_to.longitude]);
  if (b.delivery_date < ctx.local().date) throw invalid('delivery_date', 'The delivery date must be today or later.');
  const external = payment.tag !== 'cash' && payment.tag !== 'wallet';
  if (payment.tag === 'wallet') {
    const balance = db.get<{ wallet_price: number }>('SELECT wallet_price FROM users WHERE id = ?', [userId])!.wallet_price;
    if (balance < priced.price) throw new HttpError(400, MSG.insufficientWallet);
  }
  const now = ctx.now().toISOString();
  return db.tx(() => {
    const id = db.insert('parcel_orders', {
      user_id: userId, type_id: type.id, status: 'new', total_price: priced.price, km: priced.km, currency_id: b.currency_id ?? 1, rate: b.rate ?? 1,
      phone_from: normalizePhone(b.phone_from), username_from: b.username_from, address_from: JSON.stringify(b.address_from),
      phone_to: normalizePhone(b.phone_to), username_to: b.username_to, address_to: JSON.stringify(b.address_to),
      delivery_date: b.delivery_date, delivery_time: b.delivery_time, note: b.note, description: b.description, instruction: b.instruction,
      notify: b.notify ? 1 : 0, simulated: 1, created_at: now, updated_at: now,
    });
    const token = external ? randomBytes(24).toString('base64url') : null;
    db.insert('transactions', {
      payable_type: 'parcel', payable_id: id, user_id: userId, payment_id: payment.id, price: priced.price,
      status: payment.tag === 'wallet' ? 'paid' : 'progress', token, created_payable: external ? 1 : 0, created_at: now, updated_at: now,
    });
    if (payment.tag === 'wallet') walletMove(ctx, userId, 'withdraw', -priced.price, `Parcel #${id}`);
    return { id, url: token ? sandboxUrl(token) : undefined };
  });
}

/** The user's parcels of the statuses given (all without), newest first. */
export function parcelPage(ctx: Ctx, userId: number, statuses: string[], p: PageArgs, lang: string): Wire<typeof ParcelPage> {
  return pageQuery<ParcelRow, ParcelOrder>(ctx.db, p, '*',
    `FROM parcel_orders WHERE user_id = ? ${statuses.length ? 'AND status IN (SELECT value FROM json_each(?))' : ''}`, 'id DESC',
    statuses.length ? [userId, JSON.stringify(statuses)] : [userId], (rows) => presentParcels(ctx, rows, lang));
}
