/** The wallet: every move of money in or out writes its history row in the same step. */
import { randomUUID } from 'node:crypto';
import type { WalletHistory } from '@market/contract';
import type { Ctx } from '../context.ts';
import { round2 } from '../lib/geo.ts';

/** Adds (or with a negative amount removes) money and writes the history row; returns the row id. */
export function walletMove(ctx: Ctx, userId: number, type: WalletHistory['type'], amount: number, note: string, authorId: number | null = userId): number {
  ctx.db.run('UPDATE users SET wallet_price = round(wallet_price + ?, 2), updated_at = ? WHERE id = ?', [amount, ctx.now().toISOString(), userId]);
  return ctx.db.insert('wallet_histories', {
    uuid: randomUUID(), user_id: userId, type, price: round2(Math.abs(amount)), note, status: 'paid', author_id: authorId, created_at: ctx.now().toISOString(),
  });
}
