/**
 * Idempotency-Key: the same key and body give the same outcome, another body with the same key is a 422. Keys are
 * the user's own; the outcome kept is the status and what to answer again (an order id, a parcel id or a URL).
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';

export interface Outcome {
  status: number;
  /** What to replay: an order id (answered fresh) or a redirect URL. */
  result: { order_id?: number; parcel_id?: number; url?: string };
}

/** Canonical JSON (sorted keys) for request hashes. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * Runs `run` once per user, key, scope and body. `header` is the request's Idempotency-Key (none: `run` runs).
 * `run` is synchronous and node:sqlite is too, so two racing requests cannot both pass the lookup.
 */
export function idempotent(ctx: Ctx, userId: number, header: unknown, scope: string, body: unknown, run: () => Outcome): Outcome {
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return run();
  if (key.length > 255) throw invalid('Idempotency-Key', 'The Idempotency-Key may not be greater than 255 characters.');
  const hash = createHash('sha256').update(`${scope}\n${canonical(body)}`).digest('hex');
  const seen = ctx.db.get<{ request_hash: string; status_code: number; response: string }>('SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?', [userId, key]);
  if (seen) {
    if (seen.request_hash !== hash) throw invalid('Idempotency-Key', 'This Idempotency-Key was already used with another request.');
    return { status: seen.status_code, result: JSON.parse(seen.response) as Outcome['result'] };
  }
  const outcome = run();
  ctx.db.insert('idempotency_keys', { user_id: userId, key, request_hash: hash, status_code: outcome.status, response: JSON.stringify(outcome.result), created_at: ctx.now().toISOString() });
  return outcome;
}
