/** Door-to-door parcels: types, price, create (cash, wallet, provider), list, detail, cancel, review. */
import { randomBytes } from 'node:crypto';
import type { OrderStatus, ParcelAddress, ParcelOrder, ParcelPrice, ParcelType, Payment } from '@market/contract';
import { ParcelOrderBody, ReviewBody } from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../server.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { distanceKm, round2, type Point } from '../lib/geo.ts';
import { int, latLng, list as listOf } from '../lib/query.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { currencyOf, payments } from './meta.ts';
import { walletMove } from './account.ts';
import { normalizePhone } from './auth.ts';
import { presentReview, REVIEW_COLUMNS, REVIEW_FROM } from './catalogue.ts';
import { activePayment, cancelByCustomer, latestTransaction, presentTransaction, sandboxUrl } from '../services/orders.ts';

type Q = Record<string, unknown>;

interface TypeRow { id: number; type: string; img: string; min_width: number; max_width: number; min_height: number; max_height: number; min_length: number; max_length: number; min_g: number; max_g: number; price: number; price_per_km: number; max_range: number }
interface ParcelRow {
  id: number; user_id: number; type_id: number; status: OrderStatus; total_price: number; km: number; currency_id: number; rate: number;
  phone_from: string; username_from: string; address_from: string; phone_to: string; username_to: string; address_to: string;
  delivery_date: string; delivery_time: string; note: string | null; description: string | null; instruction: string | null; notify: number; created_at: string; updated_at: string;
}

function parcelTypes(ctx: Ctx, lang: string): ParcelType[] {
  const options = ctx.db.all<{ type_id: number; id: number; translations: string }>(
    'SELECT pto.type_id, o.id, o.translations FROM parcel_type_options pto JOIN parcel_options o ON o.id = pto.option_id ORDER BY o.id',
  );
  return ctx.db.all<TypeRow>('SELECT * FROM parcel_types ORDER BY id').map((t) => ({
    ...t,
    options: options.filter((o) => o.type_id === t.id).map((o) => ({ id: o.id, translation: pick(o.translations, lang) })),
  }));
}

function typeOf(ctx: Ctx, id: number | undefined, lang = 'en'): ParcelType {
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

function presentParcels(ctx: Ctx, rows: ParcelRow[], lang: string): ParcelOrder[] {
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

function ownParcel(ctx: Ctx, userId: number, id: unknown): ParcelRow {
  const row = ctx.db.get<ParcelRow>('SELECT * FROM parcel_orders WHERE id = ? AND user_id = ?', [int(id) ?? 0, userId]);
  if (!row) throw notFound();
  return row;
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

export function parcelRoutes({ pub, user, ctx }: Scopes): void {
  const { db } = ctx;

  pub.get('/rest/parcel-order/types', async (req) => ({ data: parcelTypes(ctx, req.lang) }));
  pub.get<{ Params: { id: string } }>('/rest/parcel-order/types/:id', async (req) => {
    const t = parcelTypes(ctx, req.lang).find((x) => x.id === int(req.params.id));
    if (!t) throw notFound();
    return { data: t };
  });
  pub.get('/rest/parcel-order/calculate-price', async (req) => {
    const q = req.query as Q;
    const type = typeOf(ctx, int(q.type_id), req.lang);
    const from = latLng(q.address_from);
    const to = latLng(q.address_to);
    if (!from) throw invalid('address_from', MSG.required);
    if (!to) throw invalid('address_to', MSG.required);
    return { data: parcelPrice(type, from, to) };
  });

  user.post('/dashboard/user/parcel-orders', { schema: { body: ParcelOrderBody } }, async (req, reply) => {
    const b = req.body as ParcelOrderBody;
    const payment = b.payment_id ? activePayment(ctx, b.payment_id) : payments(ctx).find((p) => p.tag === 'cash')!;
    const placed = createParcel(ctx, req.userId, b, payment);
    if (placed.url) return reply.send({ data: { url: placed.url } });
    return reply.code(201).send({ data: presentParcels(ctx, [ownParcel(ctx, req.userId, placed.id)], req.lang)[0] });
  });
  // The family's list is the resource's index (its client asks active and past parcels with `statuses[]`);
  // `paginate` stays as an alias for clients of the earlier route.
  const list = async (req: { query: unknown; userId: number; lang: string }) => {
    const q = req.query as Q;
    const statuses = listOf(q.statuses ?? q.status);
    return pageQuery<ParcelRow, ParcelOrder>(db, pageArgs(q), '*',
      `FROM parcel_orders WHERE user_id = ? ${statuses.length ? 'AND status IN (SELECT value FROM json_each(?))' : ''}`, 'id DESC',
      statuses.length ? [req.userId, JSON.stringify(statuses)] : [req.userId], (rows) => presentParcels(ctx, rows, req.lang));
  };
  user.get('/dashboard/user/parcel-orders', list);
  user.get('/dashboard/user/parcel-orders/paginate', list);
  user.get<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id', async (req) => ({ data: presentParcels(ctx, [ownParcel(ctx, req.userId, req.params.id)], req.lang)[0] }));
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id/status/change', async (req) => {
    const parcel = ownParcel(ctx, req.userId, req.params.id);
    cancelByCustomer(ctx, req.userId, 'parcel', parcel, (req.query as Q).status ?? (req.body as Q | null)?.status);
    return { data: presentParcels(ctx, [ownParcel(ctx, req.userId, parcel.id)], req.lang)[0] };
  });
  // The family reviews a parcel's courier at `deliveryman-review/{id}`; `{id}/review` stays as an alias.
  const review = async (req: { params: { id: string }; body: unknown; userId: number; lang: string }) => {
    const parcel = ownParcel(ctx, req.userId, req.params.id);
    const b = req.body as ReviewBody;
    if (parcel.status !== 'delivered') throw new HttpError(400, 'Only delivered orders can be reviewed');
    if (db.get("SELECT id FROM reviews WHERE reviewable_type = 'parcel' AND reviewable_id = ?", [parcel.id])) throw invalid('rating', 'This order was already reviewed');
    db.insert('reviews', { reviewable_type: 'parcel', reviewable_id: parcel.id, user_id: req.userId, rating: b.rating, comment: b.comment, created_at: ctx.now().toISOString() });
    return { data: presentParcels(ctx, [parcel], req.lang)[0] };
  };
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/deliveryman-review/:id', { schema: { body: ReviewBody } }, review);
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id/review', { schema: { body: ReviewBody } }, review);
}
