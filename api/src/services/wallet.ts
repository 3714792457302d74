/** The wallet: every move of money in or out writes its history row in the same step. */
import { randomUUID } from 'node:crypto';
import type { Paginated, UserSummary, WalletHistory } from '@market/contract';
import type { WalletSendBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG } from '../lib/errors.ts';
import { round2 } from '../lib/geo.ts';
import { generatedText } from '../lib/generated-texts.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import type { UserRow } from './present.ts';
import { userRow } from './users.ts';

/** Adds (or with a negative amount removes) money and writes the history row; returns the row id. */
export function walletMove(ctx: Ctx, userId: number, type: WalletHistory['type'], amount: number, note: string, authorId: number | null = userId): number {
  ctx.db.run('UPDATE users SET wallet_price = round(wallet_price + ?, 2), updated_at = ? WHERE id = ?', [amount, ctx.now().toISOString(), userId]);
  return ctx.db.insert('wallet_histories', {
    uuid: randomUUID(), user_id: userId, type, price: round2(Math.abs(amount)), note, status: 'paid', author_id: authorId, created_at: ctx.now().toISOString(),
  });
}

interface WalletRow { id: number; uuid: string; type: WalletHistory['type']; price: number; note: string | null; status: WalletHistory['status']; created_at: string; author_id: number; firstname: string; lastname: string | null; img: string | null }

/** A history row; the notes the API wrote (an order, a top-up, a referral) in `lang`. */
function presentWalletRow(r: WalletRow, lang: string): WalletHistory {
  return {
    id: r.id, uuid: r.uuid, type: r.type, price: r.price, note: generatedText(r.note, lang), status: r.status, created_at: r.created_at, updated_at: r.created_at,
    author: { id: r.author_id, firstname: r.firstname, lastname: r.lastname, img: r.img ?? undefined },
  };
}
// A row without an author is the user's own: the family's client names the author of every row.
const WALLET_FROM = 'FROM wallet_histories w JOIN users a ON a.id = coalesce(w.author_id, w.user_id)';
const WALLET_SELECT = 'w.id, w.uuid, w.type, w.price, w.note, w.status, w.created_at, a.id AS author_id, a.firstname, a.lastname, a.img';

/** A page of the user's wallet history (of one type, given it), the latest first. */
export function walletHistoryPage(ctx: Ctx, userId: number, p: PageArgs, type: string | undefined, lang: string): Paginated<WalletHistory> {
  return pageQuery<WalletRow, WalletHistory>(ctx.db, p, WALLET_SELECT, `${WALLET_FROM} WHERE w.user_id = ? ${type ? 'AND w.type = ?' : ''}`, 'w.created_at DESC, w.id DESC',
    type ? [userId, type] : [userId], (rows) => rows.map((r) => presentWalletRow(r, lang)));
}

/** A page of the customers (the user aside) whose name, email or phone has `search` in it, or whose wallet id it is: whom money can be sent to. */
export function walletRecipients(ctx: Ctx, userId: number, p: PageArgs, search: string): Paginated<UserSummary> {
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return pageQuery<UserRow, UserSummary>(
    ctx.db, p, '*',
    `FROM users WHERE id != ? AND role = 'user' AND (firstname || ' ' || coalesce(lastname, '') LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\' OR wallet_uuid = ?)`,
    'id', [userId, like, like, like, search],
    (rows) => rows.map((u) => ({ id: u.id, uuid: u.uuid, firstname: u.firstname, lastname: u.lastname, img: u.img ?? undefined, wallet_uuid: u.wallet_uuid })),
  );
}

/**
 * Sends money from the user's wallet to another user's (named by their wallet id or user uuid): both histories get
 * their row, with the note given or one naming the other side. Oneself or nobody: 422 uuid; more than the balance: 400.
 * Returns the sender's row.
 */
export function sendMoney(ctx: Ctx, fromId: number, b: WalletSendBody, lang: string): WalletHistory {
  const { db } = ctx;
  const price = round2(b.price);
  const id = db.tx(() => {
    const from = userRow(ctx, fromId);
    const to = db.get<UserRow>('SELECT * FROM users WHERE wallet_uuid = ? OR uuid = ?', [b.uuid, b.uuid]);
    if (!to || to.id === from.id) throw invalid('uuid', 'The selected user is invalid.');
    if (from.wallet_price < price) throw new HttpError(400, MSG.insufficientWallet);
    const note = b.note ?? `To ${to.firstname} ${to.lastname ?? ''}`.trim();
    const sent = walletMove(ctx, from.id, 'send', -price, note, to.id);
    walletMove(ctx, to.id, 'receive', price, b.note ?? `From ${from.firstname} ${from.lastname ?? ''}`.trim(), from.id);
    return sent;
  });
  return presentWalletRow(db.get<WalletRow>(`SELECT ${WALLET_SELECT} ${WALLET_FROM} WHERE w.id = ?`, [id])!, lang);
}
