/**
 * A payment recorded for the user's own order or parcel: cash is pending until delivery, the wallet pays now when its
 * balance covers the total, a provider answers the hosted payment page. A canceled or already paid one is refused.
 */
import type { Payment, Transaction } from '@market/contract';
import type { Ctx } from '../context.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';
import { walletMove } from './wallet.ts';
import { activePayment, latestTransaction, payLater, presentTransaction } from './orders.ts';

export type Payable = 'order' | 'parcel';

/** The payment page's URL (a provider), or the transaction recorded (cash, wallet). */
export type Recorded = { url: string } | { transactionId: number };

export function recordTransaction(ctx: Ctx, userId: number, type: Payable, id: number, paymentId: number): Recorded {
  const { db } = ctx;
  const table = type === 'order' ? 'orders' : 'parcel_orders';
  const row = db.get<{ id: number; total_price: number; status: string }>(`SELECT id, total_price, status FROM ${table} WHERE id = ? AND user_id = ?`, [id, userId]);
  if (!row) throw notFound();
  const payment: Payment = activePayment(ctx, paymentId);
  if (payment.tag !== 'cash' && payment.tag !== 'wallet') return { url: payLater(ctx, userId, type, id, payment) };
  if (row.status === 'canceled' || latestTransaction(ctx, type, id)?.status === 'paid') throw new HttpError(400, 'This order is already paid or canceled');
  const transactionId = db.tx(() => {
    const now = ctx.now().toISOString();
    if (payment.tag === 'wallet') {
      const balance = db.get<{ wallet_price: number }>('SELECT wallet_price FROM users WHERE id = ?', [userId])!.wallet_price;
      if (balance < row.total_price) throw new HttpError(400, MSG.insufficientWallet);
      walletMove(ctx, userId, 'withdraw', -row.total_price, `${type === 'order' ? 'Order' : 'Parcel'} #${id}`);
    }
    return db.insert('transactions', {
      payable_type: type, payable_id: id, user_id: userId, payment_id: payment.id, price: row.total_price,
      status: payment.tag === 'wallet' ? 'paid' : 'progress', created_at: now, updated_at: now,
    });
  });
  return { transactionId };
}

/** A transaction by id, as the API answers it. */
export function transactionOf(ctx: Ctx, id: number): Transaction | null {
  return presentTransaction(ctx, ctx.db.get('SELECT * FROM transactions WHERE id = ?', [id]) as never);
}
