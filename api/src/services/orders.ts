/** Orders: presentation, placement from a cart (cash, wallet, external), payments and their sandbox outcome. */
import { randomBytes } from 'node:crypto';
import type { Order, OrderDetail, OrderStatus, Payment, Refund, Transaction } from '@market/contract';
import type { OrderCreateBody } from '@market/contract/src/schemas/index.ts';
import type { OrderPage, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { round2 } from '../lib/geo.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { stocksById, userBrief } from './present.ts';
import { assertOrderable, cartRows, ownCart, priceCart } from './carts.ts';
import { notify, statusMessage } from './notify.ts';
import { str } from '../lib/query.ts';
import { walletMove } from './wallet.ts';
import { REVIEW_COLUMNS, REVIEW_FROM, presentReview } from './reviews.ts';
import { currencyOf, payments, paymentsForShop } from './payments.ts';

export interface OrderRow {
  id: number; user_id: number; shop_id: number; status: OrderStatus; total_price: number; origin_price: number; delivery_fee: number;
  service_fee: number; tax: number; tips: number; total_discount: number; coupon_code: string | null; coupon_price: number;
  currency_id: number; rate: number; delivery_type: 'delivery' | 'pickup'; delivery_date: string; delivery_time: string;
  address: string | null; latitude: number | null; longitude: number | null; note: string | null; phone: string | null;
  username: string | null; deliveryman_id: number | null; cart_id: number | null; simulated: number; created_at: string;
  updated_at: string; repeat_from: string | null; repeat_to: string | null;
}

interface TransactionRow { id: number; payable_type: string; payable_id: number | null; user_id: number; payment_id: number; price: number; status: Transaction['status']; token: string | null; cart_id: number | null; created_payable: number; created_at: string }

export function presentTransaction(ctx: Ctx, t: TransactionRow | undefined): Transaction | null {
  if (!t) return null;
  const payment = payments(ctx).find((p) => p.id === t.payment_id);
  return { id: t.id, status: t.status, price: t.price, payment_system: { id: t.payment_id, tag: payment?.tag ?? 'cash' }, created_at: t.created_at };
}

export function latestTransaction(ctx: Ctx, type: 'order' | 'parcel', id: number): TransactionRow | undefined {
  return ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE payable_type = ? AND payable_id = ? ORDER BY id DESC LIMIT 1', [type, id]);
}

export function presentOrders(ctx: Ctx, rows: OrderRow[], lang: string): Order[] {
  if (rows.length === 0) return [];
  const { db } = ctx;
  const ids = JSON.stringify(rows.map((r) => r.id));
  const details = db.all<{ id: number; order_id: number; stock_id: number; parent_id: number | null; quantity: number; origin_price: number; total_price: number; discount: number; note: string | null }>(
    'SELECT * FROM order_details WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id',
    [ids],
  );
  const stocks = stocksById(ctx, details.map((d) => d.stock_id), lang);
  const shops = new Map(
    db
      .all<{ id: number; uuid: string; type: 'shop' | 'restaurant'; logo_img: string; translations: string; phone: string | null; latitude: number; longitude: number }>(
        'SELECT id, uuid, type, logo_img, translations, phone, latitude, longitude FROM shops WHERE id IN (SELECT value FROM json_each(?))',
        [JSON.stringify(rows.map((r) => r.shop_id))],
      )
      .map((s) => [s.id, s]),
  );
  const reviews = db.all<Parameters<typeof presentReview>[0]>(
    `SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.reviewable_type = 'order' AND r.reviewable_id IN (SELECT value FROM json_each(?))`,
    [ids],
  );
  const refunds = db.all<{ id: number; order_id: number; cause: string; answer: string | null; status: Refund['status']; created_at: string }>(
    'SELECT * FROM order_refunds WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id',
    [ids],
  );
  const detail = (d: (typeof details)[number]): OrderDetail => ({
    id: d.id, stock: stocks.get(d.stock_id)!, quantity: d.quantity, origin_price: d.origin_price, total_price: d.total_price, discount: d.discount,
    note: d.note ?? undefined, addons: details.filter((a) => a.parent_id === d.id).map(detail),
  });
  return rows.map((r) => {
    const shop = shops.get(r.shop_id)!;
    const courier = r.deliveryman_id ? db.get<{ id: number; firstname: string; lastname: string | null; phone: string | null; img: string | null }>('SELECT * FROM users WHERE id = ?', [r.deliveryman_id]) : undefined;
    return {
      id: r.id, user_id: r.user_id, status: r.status,
      shop: { id: shop.id, uuid: shop.uuid, type: shop.type, logo_img: shop.logo_img, translation: pick(shop.translations, lang), phone: shop.phone, location: { latitude: shop.latitude, longitude: shop.longitude } },
      details: details.filter((d) => d.order_id === r.id && d.parent_id === null).map(detail),
      total_price: r.total_price, origin_price: r.origin_price, delivery_fee: r.delivery_fee, service_fee: r.service_fee, tax: r.tax, tips: r.tips,
      total_discount: r.total_discount, coupon: r.coupon_code ? { name: r.coupon_code, price: r.coupon_price } : null,
      currency: currencyOf(ctx, r.currency_id), rate: r.rate, delivery_type: r.delivery_type, delivery_date: r.delivery_date, delivery_time: r.delivery_time,
      address: r.address ? (JSON.parse(r.address) as Order['address']) : null,
      location: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
      note: r.note ?? undefined, phone: r.phone ?? undefined, username: r.username ?? undefined,
      deliveryman: courier ? { ...userBrief(courier), lastname: courier.lastname, phone: courier.phone } : null,
      transaction: presentTransaction(ctx, latestTransaction(ctx, 'order', r.id)),
      review: (() => {
        const rv = reviews.find((x) => x.reviewable_id === r.id);
        return rv ? presentReview(rv) : null;
      })(),
      order_refunds: refunds.filter((f) => f.order_id === r.id).map((f) => ({ id: f.id, order_id: f.order_id, cause: f.cause, answer: f.answer ?? undefined, status: f.status, created_at: f.created_at })),
      // An order repeats at most once over, so its repeat is named by the order's id (the family's delete-repeat takes it).
      repeat: r.repeat_from || r.repeat_to ? { id: r.id, order_id: r.id, from: r.repeat_from, to: r.repeat_to } : null,
      created_at: r.created_at, updated_at: r.updated_at,
    };
  });
}

export function ownOrder(ctx: Ctx, userId: number, id: number): OrderRow {
  const row = ctx.db.get<OrderRow>('SELECT * FROM orders WHERE id = ? AND user_id = ?', [id, userId]);
  if (!row) throw notFound();
  return row;
}

export function activePayment(ctx: Ctx, id: number | undefined): Payment {
  const payment = payments(ctx).find((p) => p.id === id);
  if (!payment) throw invalid('payment_id', MSG.choosePayment);
  return payment;
}

const newToken = (): string => randomBytes(24).toString('base64url');

export function sandboxUrl(token: string): string {
  return `/api/v1/sandbox/pay/${token}`;
}

/** What placing an order produced: the order (cash, wallet) or the hosted payment page (external). */
export type Placement = { orderId: number; url?: string };

/**
 * Creates an order from the user's cart. Cash: paid on delivery. Wallet: paid now ("Insufficient wallet
 * balance"). External: a pending transaction whose sandbox page decides; the cart stays until it is paid.
 * Synchronous on purpose: with node:sqlite nothing interleaves, so idempotency checks cannot race.
 */
export function placeOrder(ctx: Ctx, userId: number, b: OrderCreateBody, payment: Payment, lang: string): Placement {
  const { db } = ctx;
  const cart = ownCart(ctx, userId, b.cart_id);
  if (cart.shop_id !== b.shop_id) throw invalid('shop_id', 'The selected shop id is invalid.');
  // payment_type 'seller': only the methods the shop takes itself.
  if (!paymentsForShop(ctx, cart.shop_id).some((p) => p.id === payment.id)) throw invalid('payment_id', MSG.choosePayment);
  if (b.delivery_type === 'delivery') {
    if (!b.location) throw invalid('location', MSG.required);
    if (!b.address?.address) throw invalid('address.address', MSG.required);
  }
  const user = db.get<{ phone: string | null; wallet_price: number; firstname: string; lastname: string | null }>('SELECT * FROM users WHERE id = ?', [userId])!;
  const phoneRequired = db.get<{ value: string }>("SELECT value FROM settings WHERE key = 'before_order_phone_required'")?.value === '1';
  if (phoneRequired && !b.phone && !user.phone) throw invalid('phone', MSG.phoneRequired);
  if (b.delivery_date < ctx.local().date) throw invalid('delivery_date', 'The delivery date must be today or later.');
  const at = b.location ? ([b.location.latitude, b.location.longitude] as [number, number]) : undefined;
  const priced = priceCart(ctx, cart, { type: b.delivery_type, at, coupon: b.coupon, tips: b.tips, lang });
  assertOrderable(ctx, cart, priced, b.delivery_type);
  const external = payment.tag !== 'cash' && payment.tag !== 'wallet';
  if (payment.tag === 'wallet' && user.wallet_price < priced.total_price) throw new HttpError(400, MSG.insufficientWallet);
  const now = ctx.now().toISOString();
  return db.tx(() => {
    const orderId = db.insert('orders', {
      user_id: userId, shop_id: cart.shop_id, status: 'new', total_price: priced.total_price, origin_price: priced.price,
      delivery_fee: priced.delivery_fee, service_fee: priced.service_fee, tax: priced.total_tax, tips: priced.tips,
      total_discount: priced.total_discount, coupon_code: priced.coupon_code, coupon_price: priced.coupon_price,
      currency_id: b.currency_id ?? cart.currency_id ?? 1, rate: b.rate ?? cart.rate, delivery_type: b.delivery_type,
      delivery_date: b.delivery_date, delivery_time: b.delivery_time, address: b.address ? JSON.stringify(b.address) : null,
      latitude: at?.[0], longitude: at?.[1], note: b.note, phone: b.phone ?? user.phone, username: b.username ?? `${user.firstname} ${user.lastname ?? ''}`.trim(),
      cart_id: cart.id, simulated: 1, created_at: now, updated_at: now,
    });
    const ids = new Map<number, number>();
    for (const r of cartRows(ctx, cart.id)) {
      ids.set(r.id, db.insert('order_details', {
        order_id: orderId, stock_id: r.stock_id, parent_id: r.parent_id ? ids.get(r.parent_id) : null, quantity: r.quantity,
        origin_price: r.price, total_price: round2((r.price - r.discount) * r.quantity), discount: round2(r.discount * r.quantity),
        note: r.parent_id ? undefined : b.notes?.[String(r.stock_id)],
      }));
    }
    if (priced.coupon_code) db.run('UPDATE coupons SET qty = qty - 1 WHERE name = ?', [priced.coupon_code]);
    const token = external ? newToken() : null;
    db.insert('transactions', {
      payable_type: 'order', payable_id: orderId, user_id: userId, payment_id: payment.id, price: priced.total_price,
      status: payment.tag === 'wallet' ? 'paid' : 'progress', token, cart_id: cart.id, created_payable: external ? 1 : 0, created_at: now, updated_at: now,
    });
    if (payment.tag === 'wallet') walletMove(ctx, userId, 'withdraw', -priced.total_price, `Order #${orderId}`);
    if (!external) {
      db.run('DELETE FROM carts WHERE id = ?', [cart.id]);
      notify(ctx, userId, 'new_order', `Order #${orderId}`, 'Your order was placed', { order_id: orderId });
    }
    return { orderId, url: token ? sandboxUrl(token) : undefined };
  });
}

/** A pending external payment for an existing unpaid order or parcel. */
export function payLater(ctx: Ctx, userId: number, type: 'order' | 'parcel', id: number, payment: Payment): string {
  const { db } = ctx;
  const table = type === 'order' ? 'orders' : 'parcel_orders';
  const row = db.get<{ id: number; status: string; total_price: number }>(`SELECT id, status, total_price FROM ${table} WHERE id = ? AND user_id = ?`, [id, userId]);
  if (!row) throw notFound();
  if (row.status === 'canceled' || latestTransaction(ctx, type, id)?.status === 'paid') throw new HttpError(400, 'This order is already paid or canceled');
  const token = newToken();
  const now = ctx.now().toISOString();
  db.insert('transactions', { payable_type: type, payable_id: id, user_id: userId, payment_id: payment.id, price: row.total_price, status: 'progress', token, created_at: now, updated_at: now });
  return sandboxUrl(token);
}

/** A pending wallet top-up. */
export function topUp(ctx: Ctx, userId: number, amount: number, payment: Payment): string {
  const token = newToken();
  const now = ctx.now().toISOString();
  ctx.db.insert('transactions', { payable_type: 'wallet', payable_id: userId, user_id: userId, payment_id: payment.id, price: round2(amount), status: 'progress', token, created_at: now, updated_at: now });
  return sandboxUrl(token);
}

export interface SandboxPayment {
  token: string;
  status: Transaction['status'];
  tag: string;
  price: number;
  what: string;
}

export function sandboxPayment(ctx: Ctx, token: string): SandboxPayment & { row: TransactionRow } {
  const t = ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE token = ?', [token]);
  if (!t) throw notFound();
  const tag = payments(ctx).find((p) => p.id === t.payment_id)?.tag ?? 'card';
  const what = t.payable_type === 'wallet' ? 'Wallet top-up' : t.payable_type === 'parcel' ? `Parcel #${t.payable_id}` : `Order #${t.payable_id}`;
  return { token, status: t.status, tag, price: t.price, what, row: t };
}

/** The outcome of a sandbox payment page: where the browser goes back to. */
export function settleSandbox(ctx: Ctx, token: string, paid: boolean): string {
  const { db } = ctx;
  const { row: t } = sandboxPayment(ctx, token);
  const back = (ok: boolean): string => {
    if (t.payable_type === 'wallet') return `/wallet?payment=${ok ? 'success' : 'failed'}`;
    if (t.payable_type === 'parcel') return ok ? `/parcels/${t.payable_id}?payment=success` : '/parcel-checkout?payment=failed';
    return ok ? `/orders/${t.payable_id}?payment=success` : '/checkout?payment=failed';
  };
  if (t.status !== 'progress') return back(t.status === 'paid');
  const now = ctx.now().toISOString();
  db.tx(() => {
    db.run('UPDATE transactions SET status = ?, updated_at = ? WHERE id = ?', [paid ? 'paid' : 'canceled', now, t.id]);
    if (t.payable_type === 'wallet') {
      if (paid) walletMove(ctx, t.user_id, 'topup', t.price, 'Top-up');
      return;
    }
    const table = t.payable_type === 'parcel' ? 'parcel_orders' : 'orders';
    if (paid) {
      if (t.cart_id) db.run('DELETE FROM carts WHERE id = ?', [t.cart_id]);
      if (t.payable_type === 'order') notify(ctx, t.user_id, 'new_order', `Order #${t.payable_id}`, 'Your order was placed and paid', { order_id: t.payable_id! });
    } else if (t.created_payable) {
      db.run(`UPDATE ${table} SET status = 'canceled', updated_at = ? WHERE id = ?`, [now, t.payable_id]);
    }
  });
  return back(paid);
}

/** Orders paid through a provider do not move in the kitchen until a transaction is paid (cash ones do). */
export function awaitingPayment(ctx: Ctx, type: 'order' | 'parcel', id: number): boolean {
  const rows = ctx.db.all<TransactionRow>('SELECT * FROM transactions WHERE payable_type = ? AND payable_id = ? ORDER BY id', [type, id]);
  if (rows.length === 0 || rows.some((t) => t.status === 'paid')) return false;
  return payments(ctx).find((p) => p.id === rows[0]!.payment_id)?.tag !== 'cash';
}

/**
 * The customer cancels a new order or parcel (`status=canceled`, the only status they may set): a paid
 * transaction is refunded to the wallet, a pending one closed.
 */
export function cancelByCustomer(ctx: Ctx, userId: number, type: 'order' | 'parcel', row: { id: number; status: string }, requested: unknown): void {
  if (str(requested) !== 'canceled') throw invalid('status', 'The selected status is invalid.');
  if (row.status !== 'new') throw new HttpError(400, 'The order can no longer be canceled');
  const { db } = ctx;
  const label = `${type === 'order' ? 'Order' : 'Parcel'} #${row.id}`;
  db.tx(() => {
    const now = ctx.now().toISOString();
    db.run(`UPDATE ${type === 'order' ? 'orders' : 'parcel_orders'} SET status = 'canceled', updated_at = ? WHERE id = ?`, [now, row.id]);
    const t = latestTransaction(ctx, type, row.id);
    if (t?.status === 'paid') {
      db.run("UPDATE transactions SET status = 'refund', updated_at = ? WHERE id = ?", [now, t.id]);
      walletMove(ctx, userId, 'refund', t.price, `${label} canceled`);
    } else if (t) db.run("UPDATE transactions SET status = 'canceled', updated_at = ? WHERE id = ? AND status = 'progress'", [now, t.id]);
    if (type === 'order') notify(ctx, userId, 'status_changed', label, statusMessage('canceled'), { order_id: row.id });
  });
}

/** The user's orders, of the statuses given (all without), sorted by id, created_at or total_price (desc unless asc). */
export function orderPage(ctx: Ctx, userId: number, filter: { statuses: string[]; column?: string; sort?: string }, p: PageArgs, lang: string): Wire<typeof OrderPage> {
  const { statuses } = filter;
  const column = ({ id: 'id', created_at: 'created_at', total_price: 'total_price' } as Record<string, string>)[filter.column ?? 'id'] ?? 'id';
  const sort = filter.sort === 'asc' ? 'ASC' : 'DESC';
  return pageQuery<OrderRow, Order>(ctx.db, p, '*', `FROM orders WHERE user_id = ? ${statuses.length ? 'AND status IN (SELECT value FROM json_each(?))' : ''}`,
    `${column} ${sort}, id ${sort}`, statuses.length ? [userId, JSON.stringify(statuses)] : [userId], (rows) => presentOrders(ctx, rows, lang));
}

/** Repeats the order from `from` (today when not given, never before) to `to` (open when not given, never before `from`). */
export function repeatOrder(ctx: Ctx, order: OrderRow, from: string | undefined, to: string | undefined): void {
  const today = ctx.local().date;
  const start = from ?? today;
  if (start < today) throw invalid('from', 'The from date must be today or later.');
  if (to && to < start) throw invalid('to', 'The to date must be after the from date.');
  ctx.db.update('orders', order.id, { repeat_from: start, repeat_to: to ?? null, updated_at: ctx.now().toISOString() });
}

/** Stops the order's repeat; 404 when it repeats nothing. */
export function stopRepeat(ctx: Ctx, order: OrderRow): void {
  if (!order.repeat_from && !order.repeat_to) throw notFound();
  ctx.db.update('orders', order.id, { repeat_from: null, repeat_to: null, updated_at: ctx.now().toISOString() });
}
