/**
 * POST /telemetry: a batch of field measurements from a shopper's browser (format: @market/contract's telemetry.ts),
 * sent as a beacon (`text/plain`) or as JSON; 204 once stored. At most 64 KiB and 100 events a batch (413, 422 with
 * the first wrong field), and TELEMETRY_PER_MINUTE requests a minute per client (429).
 * GET /telemetry/health?minutes=60[&remote=<name>]: release health per remote and version over that window.
 */
import type { Scopes } from '../types.ts';
import { HttpError } from '../lib/errors.ts';
import { int, str } from '../lib/query.ts';
import { TELEMETRY_LIMITS } from '@market/contract';
import { ingest, parseBatch, releaseHealth } from '../services/telemetry.ts';

/** A beacon's body arrives as text (Fastify's text/plain parser): read as JSON. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Malformed request body');
  }
}

export function telemetryRoutes({ pub, ctx }: Scopes): void {
  const limit = ctx.options.telemetryRateLimit;
  pub.post(
    '/telemetry',
    { bodyLimit: TELEMETRY_LIMITS.bytes, ...(limit ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {}) },
    async (req, reply) => {
      ingest(ctx, parseBatch(jsonOf(req.body)));
      return reply.code(204).send();
    },
  );
  pub.get<{ Querystring: { minutes?: string; remote?: string } }>('/telemetry/health', async (req) => {
    const minutes = Math.min(Math.max(int(req.query.minutes) ?? 60, 1), 60 * 24 * 31);
    return { data: releaseHealth(ctx, minutes * 60_000, str(req.query.remote) || undefined), meta: { minutes } };
  });
}
