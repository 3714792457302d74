/**
 * Field measurements from shoppers' browsers (the batch format: @market/contract's telemetry.ts): stored per event,
 * kept for a retention window, and answered per remote and version over a window of time as release health (page
 * views, the share of them that met an error, and the 75th percentile of LCP, INP, CLS and TTFB).
 */
import { Value } from 'typebox/value';
import { TelemetryErrorEvent, TelemetryViewEvent, TelemetryVitalEvent } from '@market/contract/src/schemas/telemetry.ts';
import { TELEMETRY_FORMAT, TELEMETRY_LIMITS, VITALS, type TelemetryEvent, type Vital } from '@market/contract';
import type { Ctx } from '../context.ts';
import { HttpError } from '../lib/errors.ts';

/** Requests a minute one client may send by default (a page sends a batch every few seconds at most, and one as it is hidden). */
export const TELEMETRY_PER_MINUTE = 30;
/** How long events are kept: TELEMETRY_RETENTION_HOURS, else a week. */
export const retentionMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const hours = Number(env.TELEMETRY_RETENTION_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24 * 7) * 3_600_000;
};
/** The oldest events are removed at most once a minute. */
const PRUNE_EVERY_MS = 60_000;

const BY_TYPE: Record<string, unknown> = { view: TelemetryViewEvent, vital: TelemetryVitalEvent, error: TelemetryErrorEvent };

/** The first problem of a value against a schema, said plainly (`name must be one of LCP, INP, CLS, TTFB`). */
function firstProblem(schema: unknown, value: unknown, at: string): string | null {
  const errors = Value.Errors(schema as Parameters<typeof Value.Errors>[0], value).filter((e) => e.keyword !== 'boolean');
  const first = errors.find((e) => e.keyword !== 'const') ?? errors[0];
  if (!first) return null;
  const where = `${at}${first.instancePath.replace(/\//g, '.')}`;
  if (first.keyword === 'anyOf') {
    const allowed = errors.filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath).map((e) => String((e.params as { allowedValue: unknown }).allowedValue));
    return `${where} must be one of ${allowed.join(', ')}`;
  }
  if (first.keyword === 'additionalProperties') return `${where} has fields it may not have (${(first.params as { additionalProperties: string[] }).additionalProperties.join(', ')})`;
  if (first.keyword === 'required') return `${where} lacks ${(first.params as { requiredProperties: string[] }).requiredProperties.join(', ')}`;
  return `${where} ${first.message}`;
}

/** A batch as the schema says, or a 422 that names the first wrong field (a 400 for what is no batch at all). */
export function parseBatch(body: unknown): TelemetryEvent[] {
  const batch = body as { format?: unknown; events?: unknown } | null;
  if (!batch || typeof batch !== 'object' || Array.isArray(batch)) throw new HttpError(400, `A telemetry batch is a JSON object {"format": ${TELEMETRY_FORMAT}, "events": [...]}`);
  if (batch.format !== TELEMETRY_FORMAT) throw new HttpError(422, `format must be ${TELEMETRY_FORMAT}`, { format: [`format must be ${TELEMETRY_FORMAT}`] });
  const events = batch.events;
  if (!Array.isArray(events) || events.length === 0) throw new HttpError(422, 'events must be a list of at least one event', { events: ['events must be a list of at least one event'] });
  if (events.length > TELEMETRY_LIMITS.events) {
    const message = `a batch holds at most ${TELEMETRY_LIMITS.events} events (this one ${events.length})`;
    throw new HttpError(422, message, { events: [message] });
  }
  const extra = Object.keys(batch).filter((key) => key !== 'format' && key !== 'events');
  if (extra.length) {
    const message = `the batch has fields it may not have (${extra.join(', ')})`;
    throw new HttpError(422, message, { body: [message] });
  }
  events.forEach((event: unknown, i) => {
    const type = (event as { type?: unknown } | null)?.type;
    const schema = typeof type === 'string' ? BY_TYPE[type] : undefined;
    const problem = schema ? firstProblem(schema, event, `events[${i}]`) : `events[${i}].type must be one of view, vital, error`;
    if (problem) throw new HttpError(422, problem, { [`events.${i}`]: [problem] });
  });
  return events as TelemetryEvent[];
}

const lastPrune = new WeakMap<Ctx['db'], number>();

/** Stores a batch's events (one transaction) and removes those past the retention window, at most once a minute. */
export function ingest(ctx: Ctx, events: readonly TelemetryEvent[], retention = retentionMs()): number {
  const now = ctx.now().getTime();
  ctx.db.tx(() => {
    for (const e of events) {
      ctx.db.run(
        'INSERT INTO telemetry_events (received_at, view, type, remote, version, route, name, value, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          now,
          e.view,
          e.type,
          e.remote,
          e.version,
          e.route,
          e.type === 'vital' ? e.name : e.type === 'error' ? e.kind : null,
          e.type === 'vital' ? e.value : e.type === 'error' ? (e.status ?? null) : null,
          e.type === 'error' ? (e.message ?? null) : null,
        ],
      );
    }
  });
  if (now - (lastPrune.get(ctx.db) ?? 0) >= PRUNE_EVERY_MS) {
    lastPrune.set(ctx.db, now);
    ctx.db.run('DELETE FROM telemetry_events WHERE received_at < ?', [now - retention]);
  }
  return events.length;
}

/** One remote version's health over a window. */
export interface ReleaseHealth {
  remote: string;
  version: string;
  views: number;
  /** Errors counted against this version (all kinds). */
  errors: number;
  /** Page views of this remote's routes, or any view an error of this version happened in, that met an error of it. */
  error_views: number;
  /** error_views / views (0 without views). */
  error_rate: number;
  /** The 75th percentile of each vital (ms; CLS a score), null without a measurement; and how many there were. */
  p75: Record<Vital, number | null>;
  samples: Record<Vital, number>;
  /** The error kinds met, with their counts. */
  error_kinds: Record<string, number>;
}

/** The 75th percentile of sorted values, by nearest rank. */
export function p75(sorted: readonly number[]): number | null {
  return sorted.length ? sorted[Math.ceil(sorted.length * 0.75) - 1]! : null;
}

/** Release health per remote and version over the last `windowMs` (optionally one remote), views first. */
export function releaseHealth(ctx: Ctx, windowMs: number, remote?: string): ReleaseHealth[] {
  const since = ctx.now().getTime() - windowMs;
  const only = remote ? ' AND remote = ?' : '';
  const params = remote ? [since, remote] : [since];
  const rows = new Map<string, ReleaseHealth>();
  const row = (r: string, v: string) => {
    const key = `${r}\0${v}`;
    let h = rows.get(key);
    if (!h) {
      h = {
        remote: r,
        version: v,
        views: 0,
        errors: 0,
        error_views: 0,
        error_rate: 0,
        p75: Object.fromEntries(VITALS.map((n) => [n, null])) as Record<Vital, number | null>,
        samples: Object.fromEntries(VITALS.map((n) => [n, 0])) as Record<Vital, number>,
        error_kinds: {},
      };
      rows.set(key, h);
    }
    return h;
  };
  for (const c of ctx.db.all<{ remote: string; version: string; views: number }>(
    `SELECT remote, version, COUNT(DISTINCT view) AS views FROM telemetry_events WHERE type = 'view' AND received_at >= ?${only} GROUP BY remote, version`,
    params,
  )) row(c.remote, c.version).views = c.views;
  for (const c of ctx.db.all<{ remote: string; version: string; kind: string; errors: number }>(
    `SELECT remote, version, name AS kind, COUNT(*) AS errors FROM telemetry_events WHERE type = 'error' AND received_at >= ?${only} GROUP BY remote, version, name`,
    params,
  )) {
    const h = row(c.remote, c.version);
    h.errors += c.errors;
    h.error_kinds[c.kind] = c.errors;
  }
  for (const c of ctx.db.all<{ remote: string; version: string; error_views: number }>(
    `SELECT remote, version, COUNT(DISTINCT view) AS error_views FROM telemetry_events WHERE type = 'error' AND received_at >= ?${only} GROUP BY remote, version`,
    params,
  )) row(c.remote, c.version).error_views = c.error_views;
  const vitals = ctx.db.all<{ remote: string; version: string; name: Vital; value: number }>(
    `SELECT remote, version, name, value FROM telemetry_events WHERE type = 'vital' AND received_at >= ?${only} ORDER BY remote, version, name, value`,
    params,
  );
  const grouped = new Map<string, number[]>();
  for (const v of vitals) {
    const key = `${v.remote}\0${v.version}\0${v.name}`;
    const values = grouped.get(key);
    if (values) values.push(v.value);
    else grouped.set(key, [v.value]);
  }
  for (const [key, values] of grouped) {
    const [r, v, name] = key.split('\0') as [string, string, Vital];
    const h = row(r, v);
    h.p75[name] = p75(values);
    h.samples[name] = values.length;
  }
  for (const h of rows.values()) h.error_rate = h.views ? Math.min(1, h.error_views / h.views) : 0;
  return [...rows.values()].sort((a, b) => a.remote.localeCompare(b.remote) || b.views - a.views);
}
