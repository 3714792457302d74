/**
 * The order services on their own, without HTTP: Idempotency-Key replays, a review of a delivered order or parcel,
 * an order's repeat, refunds, a payment recorded with cash, the wallet or a provider, and the customer's cancel.
 */
import fc from 'fast-check';
import type { OrderStatus } from '@market/contract';
import { canonical, idempotent, type Outcome } from '../../src/services/idempotency.ts';
import { cancelByCustomer, ownOrder, repeatOrder, stopRepeat, type OrderRow } from '../../src/services/orders.ts';
import { reviewDelivered } from '../../src/services/reviews.ts';
import { refundOf, requestRefund } from '../../src/services/refunds.ts';
import { recordTransaction, transactionOf } from '../../src/services/transactions.ts';
import { TODAY } from '../helpers.ts';
import { freshContext } from './helpers.ts';

const market = freshContext();
let ctx: ReturnType<typeof market>;
beforeAll(() => {
  ctx = market();
});

const USER = 1;
const CASH = 1;
const WALLET = 2;
const STRIPE = 3;

/** A copy of the user's first order, with the status given and no transaction yet. */
function anOrder(status: string, changes: Partial<OrderRow> = {}): OrderRow {
  const { id: _id, ...row } = ctx.db.get<OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY id LIMIT 1', [USER])!;
  const id = ctx.db.insert('orders', { ...row, status, repeat_from: null, repeat_to: null, ...changes });
  return ownOrder(ctx, USER, id);
}
const wallet = () => ctx.db.get<{ wallet_price: number }>('SELECT wallet_price FROM users WHERE id = ?', [USER])!.wallet_price;
const status = (e: unknown) => (e as { statusCode?: number }).statusCode;
function thrown(f: () => unknown): { statusCode?: number; message: string } {
  try {
    f();
  } catch (e) {
    return { statusCode: status(e), message: (e as Error).message };
  }
  throw new Error('nothing was thrown');
}

describe('Idempotency-Key', () => {
  const placed = (n: number): Outcome => ({ status: 201, result: { order_id: n } });

  it('runs once per key and body and answers the kept outcome again; without a key it runs each time', () => {
    let runs = 0;
    const run = () => placed(++runs);
    expect(idempotent(ctx, USER, 'k-1', 'orders', { a: 1, b: [2] }, run)).toEqual(placed(1));
    // The same body with its keys in another order is the same request.
    expect(idempotent(ctx, USER, ' k-1 ', 'orders', { b: [2], a: 1 }, run)).toEqual(placed(1));
    expect(runs).toBe(1);
    idempotent(ctx, USER, undefined, 'orders', {}, run);
    idempotent(ctx, USER, '  ', 'orders', {}, run);
    expect(runs).toBe(3);
    // Another user's key of the same name is theirs.
    expect(idempotent(ctx, 2, 'k-1', 'orders', { a: 1, b: [2] }, run)).toEqual(placed(4));
  });

  it('refuses the same key with another body or scope, and a key longer than 255 characters (422)', () => {
    idempotent(ctx, USER, 'k-2', 'orders', { a: 1 }, () => placed(1));
    expect(thrown(() => idempotent(ctx, USER, 'k-2', 'orders', { a: 2 }, () => placed(2)))).toEqual({ statusCode: 422, message: 'This Idempotency-Key was already used with another request.' });
    expect(thrown(() => idempotent(ctx, USER, 'k-2', 'process:stripe', { a: 1 }, () => placed(2))).statusCode).toBe(422);
    expect(thrown(() => idempotent(ctx, USER, 'x'.repeat(256), 'orders', {}, () => placed(1))).message).toBe('The Idempotency-Key may not be greater than 255 characters.');
  });

  it('a failed run keeps nothing: the same key may be tried again', () => {
    expect(() => idempotent(ctx, USER, 'k-3', 'orders', {}, () => { throw new Error('no'); })).toThrow('no');
    expect(idempotent(ctx, USER, 'k-3', 'orders', {}, () => placed(7))).toEqual(placed(7));
  });

  it('canonical JSON sorts keys at every depth and writes undefined as null', () => {
    expect(canonical({ b: { d: 1, c: [undefined, 'x'] }, a: null })).toBe('{"a":null,"b":{"c":[null,"x"],"d":1}}');
  });
});

describe('a review of a delivered order or parcel', () => {
  it("is refused before delivery (400) and the second time (422); an order's counts in its shop's rating", () => {
    const order = anOrder('on_a_way');
    expect(thrown(() => reviewDelivered(ctx, USER, 'order', order, { rating: 5 }))).toEqual({ statusCode: 400, message: 'Only delivered orders can be reviewed' });
    const delivered = anOrder('delivered');
    ctx.db.run('DELETE FROM reviews WHERE shop_id = ?', [delivered.shop_id]);
    reviewDelivered(ctx, USER, 'order', delivered, { rating: 4, comment: 'Good' });
    reviewDelivered(ctx, USER, 'order', anOrder('delivered'), { rating: 5 });
    expect(ctx.db.get('SELECT reviews_count, rating_avg FROM shops WHERE id = ?', [delivered.shop_id])).toEqual({ reviews_count: 2, rating_avg: 4.5 });
    expect(thrown(() => reviewDelivered(ctx, USER, 'order', delivered, { rating: 1 }))).toEqual({ statusCode: 422, message: 'This order was already reviewed' });
  });

  it("a parcel's review names no shop", () => {
    const parcel = { id: 987_654, status: 'delivered' };
    reviewDelivered(ctx, USER, 'parcel', parcel, { rating: 3 });
    expect(ctx.db.get("SELECT shop_id, rating FROM reviews WHERE reviewable_type = 'parcel' AND reviewable_id = ?", [parcel.id])).toEqual({ shop_id: null, rating: 3 });
    expect(thrown(() => reviewDelivered(ctx, USER, 'parcel', parcel, { rating: 3 })).statusCode).toBe(422);
  });
});

describe("an order's repeat", () => {
  it('starts today unless told, never before, and ends after it starts; stopping one that repeats nothing is a 404', () => {
    const order = anOrder('delivered');
    expect(status(thrown(() => stopRepeat(ctx, order)))).toBe(404);
    repeatOrder(ctx, order, undefined, undefined);
    expect(ownOrder(ctx, USER, order.id)).toMatchObject({ repeat_from: TODAY, repeat_to: null });
    expect(thrown(() => repeatOrder(ctx, order, '2000-01-01', undefined)).message).toBe('The from date must be today or later.');
    expect(thrown(() => repeatOrder(ctx, order, '2031-01-02', '2031-01-01')).message).toBe('The to date must be after the from date.');
    repeatOrder(ctx, order, '2031-01-01', '2031-02-01');
    stopRepeat(ctx, ownOrder(ctx, USER, order.id));
    expect(ownOrder(ctx, USER, order.id)).toMatchObject({ repeat_from: null, repeat_to: null });
  });
});

describe('refunds', () => {
  it('of a delivered order of the user, once until the earlier one is canceled', () => {
    expect(status(thrown(() => requestRefund(ctx, 2, anOrder('delivered').id, 'x')))).toBe(404);
    expect(thrown(() => requestRefund(ctx, USER, anOrder('new').id, 'x')).message).toBe('Only delivered orders can be refunded');
    const order = anOrder('delivered');
    const id = requestRefund(ctx, USER, order.id, 'Cold');
    expect(refundOf(ctx, id, 'en')).toMatchObject({ order_id: order.id, cause: 'Cold', status: 'pending', order: { id: order.id, shop: { id: order.shop_id } } });
    expect(thrown(() => requestRefund(ctx, USER, order.id, 'Again')).message).toBe('A refund was already requested for this order');
    ctx.db.run("UPDATE order_refunds SET status = 'canceled' WHERE id = ?", [id]);
    expect(requestRefund(ctx, USER, order.id, 'Again')).toBeGreaterThan(id);
  });
});

describe('a payment recorded for an order', () => {
  it('cash: pending; then the order is no longer payable once paid', () => {
    const order = anOrder('new');
    const cash = recordTransaction(ctx, USER, 'order', order.id, CASH);
    expect('transactionId' in cash && transactionOf(ctx, cash.transactionId)).toMatchObject({ status: 'progress', price: order.total_price });
    ctx.db.run("UPDATE transactions SET status = 'paid' WHERE payable_type = 'order' AND payable_id = ?", [order.id]);
    expect(thrown(() => recordTransaction(ctx, USER, 'order', order.id, CASH))).toEqual({ statusCode: 400, message: 'This order is already paid or canceled' });
  });

  it('the wallet: paid now when the balance covers the total, which it debits; else 400 and nothing moves', () => {
    const order = anOrder('new', { total_price: 12.5 });
    ctx.db.run('UPDATE users SET wallet_price = 10 WHERE id = ?', [USER]);
    expect(thrown(() => recordTransaction(ctx, USER, 'order', order.id, WALLET))).toEqual({ statusCode: 400, message: 'Insufficient wallet balance' });
    expect(wallet()).toBe(10);
    expect(ctx.db.get("SELECT count(*) AS n FROM transactions WHERE payable_type = 'order' AND payable_id = ?", [order.id])).toEqual({ n: 0 });
    ctx.db.run('UPDATE users SET wallet_price = 20 WHERE id = ?', [USER]);
    const paid = recordTransaction(ctx, USER, 'order', order.id, WALLET);
    expect('transactionId' in paid && transactionOf(ctx, paid.transactionId)).toMatchObject({ status: 'paid', price: 12.5 });
    expect(wallet()).toBe(7.5);
  });

  it("a provider: its payment page; a canceled order, another's order or an inactive payment are refused", () => {
    expect(recordTransaction(ctx, USER, 'order', anOrder('new').id, STRIPE)).toEqual({ url: expect.stringMatching(/^\/api\/v1\/sandbox\/pay\//) });
    expect(thrown(() => recordTransaction(ctx, USER, 'order', anOrder('canceled').id, CASH)).statusCode).toBe(400);
    expect(status(thrown(() => recordTransaction(ctx, 2, 'order', anOrder('new').id, CASH)))).toBe(404);
    expect(status(thrown(() => recordTransaction(ctx, USER, 'order', anOrder('new').id, 999)))).toBe(422);
  });
});

describe("the customer's cancel", () => {
  const STATUSES: OrderStatus[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'];
  const PAID_BY = ['none', 'progress', 'paid', 'canceled'] as const;
  const transactionOf = (id: number) => ctx.db.get<{ status: string }>("SELECT status FROM transactions WHERE payable_type = 'order' AND payable_id = ? ORDER BY id DESC LIMIT 1", [id])?.status;

  it('moves only a new order, only to canceled; a paid payment goes back to the wallet, a pending one is closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES), fc.constantFrom<unknown>(...STATUSES, undefined, '', ['canceled'], 3), fc.constantFrom(...PAID_BY),
        // A price in cents, as every amount the API stores is (the wallet keeps two decimals).
        fc.integer({ min: 100, max: 9900 }).map((cents) => cents / 100),
        (from, requested, paid, price) => {
          const order = anOrder(from);
          if (paid !== 'none') ctx.db.insert('transactions', { payable_type: 'order', payable_id: order.id, user_id: USER, payment_id: CASH, price, status: paid, created_at: '2030-01-01', updated_at: '2030-01-01' });
          const before = wallet();
          const outcome = (() => {
            try {
              cancelByCustomer(ctx, USER, 'order', order, requested);
              return 200;
            } catch (e) {
              return status(e);
            }
          })();
          // `['canceled']` is what a query string's `status[]=canceled` reads as: its first value.
          const asked = Array.isArray(requested) ? requested[0] : requested;
          const expected = asked !== 'canceled' ? 422 : from !== 'new' ? 400 : 200;
          expect(outcome).toBe(expected);
          expect(ownOrder(ctx, USER, order.id).status).toBe(expected === 200 ? 'canceled' : from);
          const refunded = expected === 200 && paid === 'paid';
          expect(wallet()).toBeCloseTo(before + (refunded ? price : 0), 6);
          const after = { none: undefined, progress: expected === 200 ? 'canceled' : 'progress', paid: refunded ? 'refund' : 'paid', canceled: 'canceled' }[paid];
          expect(transactionOf(order.id)).toBe(after);
        },
      ),
      { numRuns: 150 },
    );
  });
});
