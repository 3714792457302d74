/**
 * Codes that prove a mailbox or a phone: registration and forgotten passwords. A code goes only to its address (the
 * outbox table stands for the mail and SMS provider of a real deployment); the answers carry the verification's id,
 * which proves nothing, and the code itself only under the development switch (devCodes, API_DEV_CODES=1).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';

export type VerificationKind = 'register' | 'reset';

/** How long a code is accepted. */
export const CODE_MINUTES = 15;
/** Wrong codes one verification takes; after that it accepts none (a new code must be asked for). */
export const CODE_ATTEMPTS = 5;

export interface VerificationRow {
  id: string;
  kind: string;
  target: string;
  code: string;
  verified_at: string | null;
  expires_at: string;
  attempts: number;
}

/** What the API answers when it sends a code: the id, and the code under the development switch only. */
export interface CodeSent {
  verifyId: string;
  verifyCode?: string;
}

/** 422 "Wrong verification code": a wrong, expired or spent code, or one that signs nobody in. */
export const wrongCode = (): HttpError => new HttpError(422, MSG.wrongCode, { verifyCode: [MSG.wrongCode] });

/**
 * A new 6-digit code for `target` (an email, lower-cased, or a phone), written to the outbox when `deliver`; `client`
 * is the key of the client that asked (lib/client-address.ts).
 */
function createVerification(ctx: Ctx, kind: VerificationKind, target: string, deliver: boolean, client?: string): CodeSent {
  const verifyId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  ctx.db.tx(() => {
    ctx.db.insert('verifications', {
      id: verifyId,
      kind,
      target,
      code,
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      created_at: now.toISOString(),
      client,
    });
    if (deliver) {
      ctx.db.insert('outbox', { channel: target.includes('@') ? 'email' : 'sms', recipient: target, kind, code, created_at: now.toISOString() });
    }
  });
  return ctx.options.devCodes ? { verifyId, verifyCode: code } : { verifyId };
}

/** Sends a code to the address or phone being registered, for the client (its key) that asked. */
export function sendRegistrationCode(ctx: Ctx, target: string, client: string): CodeSent {
  return createVerification(ctx, 'register', target, true, client);
}

/**
 * Sends a password-reset code to an account's address or phone. For one that no account has, the answer is the
 * same (a new id, and a code under the development switch) but nothing is sent, and that code signs nobody in:
 * the answer does not tell who has an account.
 */
export function sendResetCode(ctx: Ctx, target: string, accountExists: boolean): CodeSent {
  return createVerification(ctx, 'reset', target, accountExists);
}

/** A wrong code counts against the verification it was meant for. */
function countWrong(ctx: Ctx, row: VerificationRow | undefined): never {
  if (row) ctx.db.run('UPDATE verifications SET attempts = attempts + 1 WHERE id = ?', [row.id]);
  throw wrongCode();
}

const usable = (ctx: Ctx, row: VerificationRow): boolean => row.expires_at >= ctx.now().toISOString() && row.attempts < CODE_ATTEMPTS;

/**
 * Checks a code against one verification (by its id, or the newest for a target): that verification, now verified,
 * or 422 "Wrong verification code" (also once it is expired or has taken CODE_ATTEMPTS wrong codes).
 */
export function checkCode(ctx: Ctx, where: { verifyId?: string; target?: string; kind: VerificationKind }, code: string | undefined): VerificationRow {
  const row = where.verifyId
    ? ctx.db.get<VerificationRow>('SELECT * FROM verifications WHERE id = ? AND kind = ?', [where.verifyId, where.kind])
    : ctx.db.get<VerificationRow>('SELECT * FROM verifications WHERE target = ? AND kind = ? ORDER BY created_at DESC LIMIT 1', [where.target ?? '', where.kind]);
  if (!row || !usable(ctx, row)) throw wrongCode();
  if (!code || row.code !== code) countWrong(ctx, row);
  if (!row.verified_at) ctx.db.run('UPDATE verifications SET verified_at = ? WHERE id = ?', [ctx.now().toISOString(), row.id]);
  return row;
}

/**
 * GET auth/verify/{code}: the code mailed for an email registration confirms that address. With `email` it must be
 * that address's newest registration's (a wrong one counts against it). The family's client sends the code alone:
 * it is looked for among the open email registrations that this client asked for, and a wrong one counts against
 * each of them, so codes cannot be guessed at from many addresses, nor one by one from the same address. Unknown,
 * expired or spent: 404, as the family answers it.
 */
export function confirmMailedCode(ctx: Ctx, code: string, client: string, email?: string): VerificationRow {
  const now = ctx.now().toISOString();
  if (!email) {
    const open = ctx.db.all<VerificationRow>(
      "SELECT * FROM verifications WHERE client = ? AND kind = 'register' AND expires_at >= ? AND attempts < ? AND target LIKE '%@%' ORDER BY created_at DESC",
      [client, now, CODE_ATTEMPTS],
    );
    const row = open.find((v) => v.code === code);
    if (!row) {
      for (const v of open) ctx.db.run('UPDATE verifications SET attempts = attempts + 1 WHERE id = ?', [v.id]);
      throw notFound();
    }
    ctx.db.run('UPDATE verifications SET verified_at = coalesce(verified_at, ?) WHERE id = ?', [now, row.id]);
    return row;
  }
  const row = ctx.db.get<VerificationRow>("SELECT * FROM verifications WHERE target = ? AND kind = 'register' ORDER BY created_at DESC LIMIT 1", [email.toLowerCase()]);
  if (!row || !usable(ctx, row)) throw notFound();
  if (row.code !== code) {
    ctx.db.run('UPDATE verifications SET attempts = attempts + 1 WHERE id = ?', [row.id]);
    throw notFound();
  }
  ctx.db.run('UPDATE verifications SET verified_at = coalesce(verified_at, ?) WHERE id = ?', [now, row.id]);
  return row;
}

/**
 * The address's registration whose code was confirmed within the last day, asked for by this client, if any:
 * auth/after-verify needs one, so nobody else can make the account of an address its owner has just confirmed.
 */
export function confirmedRegistration(ctx: Ctx, email: string, client: string): { id: string } | undefined {
  return ctx.db.get<{ id: string }>(
    "SELECT id FROM verifications WHERE kind = 'register' AND target = ? AND client = ? AND verified_at IS NOT NULL AND expires_at >= ? ORDER BY created_at DESC LIMIT 1",
    [email.toLowerCase(), client, new Date(ctx.now().getTime() - 24 * 3600_000).toISOString()],
  );
}

/** The kind of a verification by its id (auth/verify/phone takes both kinds' codes). */
export function verificationKind(ctx: Ctx, verifyId: string | undefined): VerificationKind | undefined {
  return verifyId ? ctx.db.get<{ kind: VerificationKind }>('SELECT kind FROM verifications WHERE id = ?', [verifyId])?.kind : undefined;
}

/** The last code sent to a recipient (the outbox), as the mailbox or phone would show it; tests read it. */
export function lastCodeSent(ctx: Ctx, recipient: string): string | undefined {
  return ctx.db.get<{ code: string }>('SELECT code FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', [recipient.toLowerCase()])?.code;
}
