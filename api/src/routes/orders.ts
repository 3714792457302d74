/** Orders, refunds, payments (the per-provider process routes, transactions) and the sandbox payment pages. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PAYMENT_PROCESS_ROUTES, type Order, type PaymentProcessAnswer, type PaymentProcessRoute, type PaymentRedirect, type PaymentTag, type Refund,
} from '@market/contract';
import {
  OrderCreateBody, RefundBody, RepeatBody, ReviewBody, TopUpBody, TransactionBody, ParcelOrderBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { int, list, str } from '../lib/query.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { validateBody } from '../lib/validation.ts';
import {
  activePayment, cancelByCustomer, latestTransaction, ownOrder, payLater, placeOrder, presentOrders,
  presentTransaction, sandboxPayment, settleSandbox, topUp, type OrderRow,
} from '../services/orders.ts';
import { walletMove } from '../services/wallet.ts';
import { payments } from '../services/payments.ts';
import { escapeHtml, htmlPage, SANDBOX_CSP } from '../lib/html.ts';
import { createParcel, paidParcel } from '../services/parcels.ts';
import type { OrderCreated, OrderOne, OrderPage, ParcelPaidOne, PaymentPageOne, RefundOne, RefundPage, TransactionOne, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

/** Canonical JSON (sorted keys) for request hashes. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Q)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

interface Outcome {
  status: number;
  /** What to replay: an order id (answered fresh) or a redirect URL. */
  result: { order_id?: number; parcel_id?: number; url?: string };
}

/**
 * Idempotency-Key: the same key and body give the same outcome, another body with the same key is a 422.
 * `run` is synchronous and node:sqlite is too, so two racing requests cannot both pass the lookup.
 */
function idempotent(ctx: Ctx, req: FastifyRequest, scope: string, body: unknown, run: () => Outcome): Outcome {
  const header = req.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return run();
  if (key.length > 255) throw invalid('Idempotency-Key', 'The Idempotency-Key may not be greater than 255 characters.');
  const hash = createHash('sha256').update(`${scope}\n${canonical(body)}`).digest('hex');
  const seen = ctx.db.get<{ request_hash: string; status_code: number; response: string }>('SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?', [req.userId, key]);
  if (seen) {
    if (seen.request_hash !== hash) throw invalid('Idempotency-Key', 'This Idempotency-Key was already used with another request.');
    return { status: seen.status_code, result: JSON.parse(seen.response) as Outcome['result'] };
  }
  const outcome = run();
  ctx.db.insert('idempotency_keys', { user_id: req.userId, key, request_hash: hash, status_code: outcome.status, response: JSON.stringify(outcome.result), created_at: ctx.now().toISOString() });
  return outcome;
}

function orderJson(ctx: Ctx, userId: number, id: number, lang: string): Order {
  return presentOrders(ctx, [ownOrder(ctx, userId, id)], lang)[0]!;
}

function send(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, o: Outcome) {
  if (o.result.url) return reply.code(o.status).send({ data: { url: o.result.url } } satisfies Wire<typeof PaymentPageOne>);
  if (o.result.parcel_id) return reply.code(o.status).send({ data: { id: o.result.parcel_id } });
  return reply.code(o.status).send({ data: orderJson(ctx, req.userId, o.result.order_id!, req.lang) } satisfies Wire<typeof OrderCreated>);
}

export function orderRoutes(scopes: Scopes): void {
  const { pub, user, ctx } = scopes;
  const { db } = ctx;

  user.post('/dashboard/user/orders', { schema: { body: OrderCreateBody } }, async (req, reply) => {
    const b = req.body as OrderCreateBody;
    const outcome = idempotent(ctx, req, 'orders', b, () => {
      const payment = activePayment(ctx, b.payment_id);
      const placed = placeOrder(ctx, req.userId, b, payment, req.lang);
      return { status: placed.url ? 200 : 201, result: placed.url ? { url: placed.url, order_id: placed.orderId } : { order_id: placed.orderId } };
    });
    return send(ctx, req, reply, outcome);
  });

  user.get('/dashboard/user/orders/paginate', async (req): Promise<Wire<typeof OrderPage>> => {
    const q = req.query as Q;
    const statuses = list(q.statuses ?? q.status);
    const column = ({ id: 'id', created_at: 'created_at', total_price: 'total_price' } as Record<string, string>)[str(q.column) ?? 'id'] ?? 'id';
    const sort = str(q.sort) === 'asc' ? 'ASC' : 'DESC';
    return pageQuery<OrderRow, Order>(db, pageArgs(q), '*', `FROM orders WHERE user_id = ? ${statuses.length ? 'AND status IN (SELECT value FROM json_each(?))' : ''}`,
      `${column} ${sort}, id ${sort}`, statuses.length ? [req.userId, JSON.stringify(statuses)] : [req.userId], (rows) => presentOrders(ctx, rows, req.lang));
  });
  user.get<{ Params: { id: string } }>('/dashboard/user/orders/:id', async (req): Promise<Wire<typeof OrderOne>> => ({ data: orderJson(ctx, req.userId, int(req.params.id) ?? 0, req.lang) }));

  user.post<{ Params: { id: string } }>('/dashboard/user/orders/:id/status/change', async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    cancelByCustomer(ctx, req.userId, 'order', order, (req.query as Q).status ?? (req.body as Q | null)?.status);
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });

  user.post<{ Params: { id: string } }>('/dashboard/user/orders/review/:id', { schema: { body: ReviewBody } }, async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    const b = req.body as ReviewBody;
    if (order.status !== 'delivered') throw new HttpError(400, 'Only delivered orders can be reviewed');
    if (db.get("SELECT id FROM reviews WHERE reviewable_type = 'order' AND reviewable_id = ?", [order.id])) throw invalid('rating', 'This order was already reviewed');
    db.tx(() => {
      db.insert('reviews', { reviewable_type: 'order', reviewable_id: order.id, shop_id: order.shop_id, user_id: req.userId, rating: b.rating, comment: b.comment, created_at: ctx.now().toISOString() });
      db.run('UPDATE shops SET reviews_count = (SELECT count(*) FROM reviews WHERE shop_id = ?), rating_avg = (SELECT round(avg(rating), 1) FROM reviews WHERE shop_id = ?) WHERE id = ?', [order.shop_id, order.shop_id, order.shop_id]);
    });
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });

  user.post<{ Params: { id: string } }>('/dashboard/user/orders/:id/repeat', { schema: { body: RepeatBody } }, async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    const b = (req.body ?? {}) as RepeatBody;
    const today = ctx.local().date;
    const from = b.from ?? today;
    if (from < today) throw invalid('from', 'The from date must be today or later.');
    if (b.to && b.to < from) throw invalid('to', 'The to date must be after the from date.');
    db.update('orders', order.id, { repeat_from: from, repeat_to: b.to ?? null, updated_at: ctx.now().toISOString() });
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });
  // Stops the repeat named by `repeat.id` (the order's id); 404 when the order repeats nothing.
  user.delete<{ Params: { id: string } }>('/dashboard/user/orders/:id/delete-repeat', async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    if (!order.repeat_from && !order.repeat_to) throw notFound();
    db.update('orders', order.id, { repeat_from: null, repeat_to: null, updated_at: ctx.now().toISOString() });
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });

  // Refunds
  user.post('/dashboard/user/order-refunds', { schema: { body: RefundBody } }, async (req, reply) => {
    const b = req.body as RefundBody;
    const order = ownOrder(ctx, req.userId, b.order_id);
    if (order.status !== 'delivered') throw invalid('order_id', 'Only delivered orders can be refunded');
    if (db.get("SELECT id FROM order_refunds WHERE order_id = ? AND status != 'canceled'", [order.id])) throw invalid('order_id', 'A refund was already requested for this order');
    const id = db.insert('order_refunds', { order_id: order.id, user_id: req.userId, cause: b.cause, status: 'pending', created_at: ctx.now().toISOString() });
    return reply.code(201).send({ data: refundJson(ctx, id, req.lang) } satisfies Wire<typeof RefundOne>);
  });
  user.get('/dashboard/user/order-refunds/paginate', async (req): Promise<Wire<typeof RefundPage>> =>
    pageQuery<{ id: number }, Refund>(db, pageArgs(req.query as Q), 'id', 'FROM order_refunds WHERE user_id = ?', 'id DESC', [req.userId], (rows) =>
      rows.map((r) => refundJson(ctx, r.id, req.lang)),
    ),
  );

  // External providers: one table of routes (PAYMENT_PROCESS_ROUTES), never built from the tag.
  // The family's web client asks each at `order-{tag}-process` with GET: the table's aliases are the same route.
  for (const [tag, route] of Object.entries(PAYMENT_PROCESS_ROUTES) as [PaymentTag, PaymentProcessRoute][]) {
    const ways = [{ method: route.method, path: route.path }, ...(route.aliases ?? []).map((path) => ({ method: 'GET' as const, path }))];
    for (const way of ways) user.route({
      method: way.method,
      url: `/${way.path}`,
      handler: async (req, reply) => {
        const input = { ...(req.query as Q), ...((way.method === 'POST' ? (req.body as Q | null) : null) ?? {}) };
        delete input.lang;
        const payment = payments(ctx).find((p) => p.tag === tag);
        if (!payment) throw notFound();
        const outcome = idempotent(ctx, req, `process:${tag}`, input, () => {
          if (input.order_id !== undefined) return { status: 200, result: { url: payLater(ctx, req.userId, 'order', int(input.order_id) ?? 0, payment) } };
          if (input.parcel_id !== undefined) return { status: 200, result: { url: payLater(ctx, req.userId, 'parcel', int(input.parcel_id) ?? 0, payment) } };
          if (input.total_price !== undefined && input.cart_id === undefined && input.type_id === undefined) {
            const b = validateBody<TopUpBody>(req, TopUpBody, input);
            return { status: 200, result: { url: topUp(ctx, req.userId, b.total_price, payment) } };
          }
          if (input.type_id !== undefined) {
            const b = validateBody<ParcelOrderBody>(req, ParcelOrderBody, { ...input, payment_id: payment.id });
            const placed = createParcel(ctx, req.userId, b, payment);
            return { status: 200, result: { url: placed.url, parcel_id: placed.id } };
          }
          const b = validateBody<OrderCreateBody>(req, OrderCreateBody, { ...input, payment_id: payment.id });
          const placed = placeOrder(ctx, req.userId, b, payment, req.lang);
          return { status: 200, result: { url: placed.url, order_id: placed.orderId } };
        });
        const url = outcome.result.url!;
        // The family's client reads `data.data.url`; `data.url` stays for pages of this app loaded before the change.
        return reply.send({ data: { url, data: { url } } } satisfies PaymentProcessAnswer & { data: PaymentRedirect });
      },
    });
  }

  // Record a payment for an order or parcel: cash (pending), wallet (paid now) or a provider ({url}).
  user.post<{ Params: { type: string; id: string } }>('/payments/:type/:id/transactions', { schema: { body: TransactionBody } }, async (req, reply) => {
    const type = req.params.type === 'order' ? 'order' : req.params.type === 'parcel-order' ? 'parcel' : null;
    if (!type) throw notFound();
    const id = int(req.params.id) ?? 0;
    const table = type === 'order' ? 'orders' : 'parcel_orders';
    const row = db.get<{ id: number; total_price: number; status: string }>(`SELECT id, total_price, status FROM ${table} WHERE id = ? AND user_id = ?`, [id, req.userId]);
    if (!row) throw notFound();
    const payment = activePayment(ctx, (req.body as TransactionBody).payment_sys_id);
    if (payment.tag !== 'cash' && payment.tag !== 'wallet') return reply.send({ data: { url: payLater(ctx, req.userId, type, id, payment) } } satisfies Wire<typeof PaymentPageOne>);
    if (row.status === 'canceled' || latestTransaction(ctx, type, id)?.status === 'paid') throw new HttpError(400, 'This order is already paid or canceled');
    const tid = db.tx(() => {
      const now = ctx.now().toISOString();
      if (payment.tag === 'wallet') {
        const balance = db.get<{ wallet_price: number }>('SELECT wallet_price FROM users WHERE id = ?', [req.userId])!.wallet_price;
        if (balance < row.total_price) throw new HttpError(400, MSG.insufficientWallet);
        walletMove(ctx, req.userId, 'withdraw', -row.total_price, `${type === 'order' ? 'Order' : 'Parcel'} #${id}`);
      }
      return db.insert('transactions', {
        payable_type: type, payable_id: id, user_id: req.userId, payment_id: payment.id, price: row.total_price,
        status: payment.tag === 'wallet' ? 'paid' : 'progress', created_at: now, updated_at: now,
      });
    });
    // A parcel's answer is the parcel with this transaction, as the family's (its client opens `/parcels/{data.id}`).
    if (type === 'parcel') return reply.code(201).send({ data: paidParcel(ctx, req.userId, id, req.lang) } satisfies Wire<typeof ParcelPaidOne>);
    return reply.code(201).send({ data: presentTransaction(ctx, db.get('SELECT * FROM transactions WHERE id = ?', [tid]) as never)! } satisfies Wire<typeof TransactionOne>);
  });

  // The sandbox payment page: plain HTML, no scripts; "Pay" and "Fail" post a form, the answer redirects back.
  pub.get<{ Params: { token: string } }>('/sandbox/pay/:token', async (req, reply) => {
    const p = sandboxPayment(ctx, req.params.token);
    const provider = escapeHtml(p.tag);
    const action = `/api/v1/sandbox/pay/${encodeURIComponent(p.token)}`;
    const body =
      p.status === 'progress'
        ? `<p>Sandbox payment with <strong>${provider}</strong>. No real money moves.</p>
<dl><dt>For</dt><dd>${escapeHtml(p.what)}</dd><dt>Amount</dt><dd>$${p.price.toFixed(2)}</dd></dl>
<div class="row"><form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/fail"><button class="fail" type="submit">Fail</button></form></div>`
        : `<p>This payment is already ${p.status === 'paid' ? 'paid' : 'closed'}.</p><p><a href="/">Back to the shop</a></p>`;
    return reply.header('Content-Type', 'text/html; charset=utf-8').header('Content-Security-Policy', SANDBOX_CSP).header('Cache-Control', 'no-store')
      .send(htmlPage(`Pay with ${p.tag}`, body));
  });
  for (const action of ['pay', 'fail'] as const) {
    pub.post<{ Params: { token: string } }>(`/sandbox/pay/:token/${action}`, async (req, reply) => reply.redirect(settleSandbox(ctx, req.params.token, action === 'pay'), 303));
  }
}

function refundJson(ctx: Ctx, id: number, lang: string): Refund {
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
