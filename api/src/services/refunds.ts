/** Refunds: a customer asks one for a delivered order of theirs, once (unless the earlier one was canceled). */
import type { Order, Refund } from '@market/contract';
import type { RefundPage, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { ownOrder } from './orders.ts';

/** Asks a refund of the user's order; the refund's id. 404 for another's order, 422 when not delivered or already asked. */
export function requestRefund(ctx: Ctx, userId: number, orderId: number, cause: string): number {
  const order = ownOrder(ctx, userId, orderId);
  if (order.status !== 'delivered') throw invalid('order_id', 'Only delivered orders can be refunded');
  if (ctx.db.get("SELECT id FROM order_refunds WHERE order_id = ? AND status != 'canceled'", [order.id])) throw invalid('order_id', 'A refund was already requested for this order');
  return ctx.db.insert('order_refunds', { order_id: order.id, user_id: userId, cause, status: 'pending', created_at: ctx.now().toISOString() });
}

/** The user's refunds, newest first. */
export function refundPage(ctx: Ctx, userId: number, p: PageArgs, lang: string): Wire<typeof RefundPage> {
  return pageQuery<{ id: number }, Refund>(ctx.db, p, 'id', 'FROM order_refunds WHERE user_id = ?', 'id DESC', [userId], (rows) => rows.map((r) => refundOf(ctx, r.id, lang)));
}

/** A refund with its order and the order's shop. */
export function refundOf(ctx: Ctx, id: number, lang: string): Refund {
  const r = ctx.db.get<{ id: number; order_id: number; cause: string; answer: string | null; status: Refund['status']; created_at: string; total_price: number; o_status: Order['status']; shop_id: number; translations: string }>(
    `SELECT f.*, o.total_price, o.status AS o_status, o.shop_id, s.translations FROM order_refunds f JOIN orders o ON o.id = f.order_id
     JOIN shops s ON s.id = o.shop_id WHERE f.id = ?`,
    [id],
  )!;
  return {
    id: r.id, order_id: r.order_id, cause: r.cause, answer: r.answer ?? undefined, status: r.status, created_at: r.created_at,
    order: { id: r.order_id, total_price: r.total_price, status: r.o_status, shop: { id: r.shop_id, translation: pick(r.translations, lang) } },
  };
}
