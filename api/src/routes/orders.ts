/** Orders, refunds, payments (the per-provider process routes, transactions) and the sandbox payment pages. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PAYMENT_PROCESS_ROUTES, type Order, type PaymentProcessAnswer, type PaymentProcessRoute, type PaymentRedirect, type PaymentTag,
} from '@market/contract';
import {
  OrderCreateBody, RefundBody, RepeatBody, ReviewBody, TopUpBody, TransactionBody, ParcelOrderBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { int, list, str } from '../lib/query.ts';
import { pageArgs } from '../lib/paginate.ts';
import { validateBody } from '../lib/validation.ts';
import {
  activePayment, cancelByCustomer, orderPage, ownOrder, payLater, placeOrder, presentOrders, repeatOrder, sandboxPayment, settleSandbox, stopRepeat, topUp,
} from '../services/orders.ts';
import { idempotent, type Outcome } from '../services/idempotency.ts';
import { refundOf, refundPage, requestRefund } from '../services/refunds.ts';
import { reviewDelivered } from '../services/reviews.ts';
import { recordTransaction, transactionOf } from '../services/transactions.ts';
import { payments } from '../services/payments.ts';
import { escapeHtml, htmlPage, SANDBOX_CSP } from '../lib/html.ts';
import { createParcel, paidParcel } from '../services/parcels.ts';
import type { OrderCreated, OrderOne, OrderPage, ParcelPaidOne, PaymentPageOne, RefundOne, RefundPage, TransactionOne, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

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

  user.post('/dashboard/user/orders', { schema: { body: OrderCreateBody } }, async (req, reply) => {
    const b = req.body as OrderCreateBody;
    const outcome = idempotent(ctx, req.userId, req.headers['idempotency-key'], 'orders', b, () => {
      const payment = activePayment(ctx, b.payment_id);
      const placed = placeOrder(ctx, req.userId, b, payment, req.lang);
      return { status: placed.url ? 200 : 201, result: placed.url ? { url: placed.url, order_id: placed.orderId } : { order_id: placed.orderId } };
    });
    return send(ctx, req, reply, outcome);
  });

  user.get('/dashboard/user/orders/paginate', async (req): Promise<Wire<typeof OrderPage>> => {
    const q = req.query as Q;
    return orderPage(ctx, req.userId, { statuses: list(q.statuses ?? q.status), column: str(q.column), sort: str(q.sort) }, pageArgs(q), req.lang);
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
    reviewDelivered(ctx, req.userId, 'order', order, b);
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });

  user.post<{ Params: { id: string } }>('/dashboard/user/orders/:id/repeat', { schema: { body: RepeatBody } }, async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    const b = (req.body ?? {}) as RepeatBody;
    repeatOrder(ctx, order, b.from, b.to);
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });
  // Stops the repeat named by `repeat.id` (the order's id); 404 when the order repeats nothing.
  user.delete<{ Params: { id: string } }>('/dashboard/user/orders/:id/delete-repeat', async (req): Promise<Wire<typeof OrderOne>> => {
    const order = ownOrder(ctx, req.userId, int(req.params.id) ?? 0);
    stopRepeat(ctx, order);
    return { data: orderJson(ctx, req.userId, order.id, req.lang) };
  });

  // Refunds
  user.post('/dashboard/user/order-refunds', { schema: { body: RefundBody } }, async (req, reply) => {
    const b = req.body as RefundBody;
    const id = requestRefund(ctx, req.userId, b.order_id, b.cause);
    return reply.code(201).send({ data: refundOf(ctx, id, req.lang) } satisfies Wire<typeof RefundOne>);
  });
  user.get('/dashboard/user/order-refunds/paginate', async (req): Promise<Wire<typeof RefundPage>> =>
    refundPage(ctx, req.userId, pageArgs(req.query as Q), req.lang),
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
        const outcome = idempotent(ctx, req.userId, req.headers['idempotency-key'], `process:${tag}`, input, () => {
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
    const recorded = recordTransaction(ctx, req.userId, type, id, (req.body as TransactionBody).payment_sys_id);
    if ('url' in recorded) return reply.send({ data: { url: recorded.url } } satisfies Wire<typeof PaymentPageOne>);
    // A parcel's answer is the parcel with this transaction, as the family's (its client opens `/parcels/{data.id}`).
    if (type === 'parcel') return reply.code(201).send({ data: paidParcel(ctx, req.userId, id, req.lang) } satisfies Wire<typeof ParcelPaidOne>);
    return reply.code(201).send({ data: transactionOf(ctx, recorded.transactionId)! } satisfies Wire<typeof TransactionOne>);
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
