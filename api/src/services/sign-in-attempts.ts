/**
 * Wrong passwords per account: after LOCKOUT.failures wrong passwords in a row for one account (whoever sent them,
 * from however many addresses), password sign-in of that account is refused for LOCKOUT.minutes with a 429 that
 * says when to try again. The per-client limit of the auth routes stops one client's flood; this one stops a
 * guessing spread over many clients, slower than it. A correct password resets the count; an unknown account is
 * counted the same way as a known one, so the answers tell nothing about which accounts exist.
 */
import type { Ctx } from '../context.ts';
import { MSG, tooManyRequests } from '../lib/errors.ts';
import { phoneDigits } from './users.ts';

export const LOCKOUT = { failures: 10, minutes: 15 } as const;

interface Attempts {
  failures: number;
  /** Epoch ms until which password sign-in is refused (0: not locked). */
  lockedUntil: number;
  /** Epoch ms of the last failure: a count older than the lockout's length starts again. */
  last: number;
}

// One count per API instance (its database); in memory, as the per-client limits are.
const byApp = new WeakMap<Ctx['db'], Map<string, Attempts>>();

function attemptsOf(ctx: Ctx): Map<string, Attempts> {
  let map = byApp.get(ctx.db);
  if (!map) byApp.set(ctx.db, (map = new Map()));
  return map;
}

/** The account a sign-in names: the email as typed, case-insensitively, or the phone's digits. */
export function accountKey(who: { email?: string; phone?: string | number }): string {
  return who.email ? `email:${who.email.trim().toLowerCase()}` : `phone:${phoneDigits(who.phone ?? '')}`;
}

/** Throws the 429 while the account is locked; call before checking the password. */
export function assertNotLocked(ctx: Ctx, account: string): void {
  const entry = attemptsOf(ctx).get(account);
  const wait = entry ? entry.lockedUntil - ctx.now().getTime() : 0;
  if (wait > 0) throw tooManyRequests(MSG.tooManySignIns, wait);
}

/** Counts a wrong password; the one that reaches the limit locks the account (and is answered with the 429). */
export function signInFailed(ctx: Ctx, account: string): void {
  const map = attemptsOf(ctx);
  const now = ctx.now().getTime();
  const window = LOCKOUT.minutes * 60_000;
  const entry = map.get(account);
  const failures = entry && now - entry.last < window ? entry.failures + 1 : 1;
  if (failures >= LOCKOUT.failures) {
    map.set(account, { failures: 0, lockedUntil: now + window, last: now });
    throw tooManyRequests(MSG.tooManySignIns, window);
  }
  map.set(account, { failures, lockedUntil: 0, last: now });
  // Guesses at many made-up accounts must not grow the map without end: forget what has expired.
  if (map.size > 10_000) {
    for (const [key, e] of map) if (now - e.last >= window && e.lockedUntil <= now) map.delete(key);
  }
}

/** A correct password: the count starts again. */
export function signInSucceeded(ctx: Ctx, account: string): void {
  attemptsOf(ctx).delete(account);
}
