import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { TELEMETRY_LIMITS, type TelemetryEvent } from '@market/contract';
import { p75 } from '../src/services/telemetry.ts';
import { makeApp, NOW } from './helpers.ts';

let app: FastifyInstance;
let now: Date;
const GATEWAY = '10.9.0.2';
beforeEach(async () => {
  now = NOW;
  app = await makeApp({ seed: false, now: () => now, trustedProxies: [GATEWAY], telemetryRateLimit: 5 });
});
afterEach(() => app.close());

/** A batch as the shell sends it: a beacon's text/plain body, through the gateway for `client`. */
const send = (body: unknown, client = '203.0.113.7', type = 'text/plain;charset=UTF-8') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/telemetry',
    headers: { 'content-type': type, 'x-forwarded-for': client },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: GATEWAY,
  });
const health = async (query = '') => (await app.inject({ method: 'GET', url: `/api/v1/telemetry/health${query}` })).json().data;

const where = (view: string, version = 'aaaaaaaaaaaa') => ({ view, route: '/shop/:id', remote: 'catalogue-search' as const, version });
const views = (n: number, version: string, prefix = 'a0') => Array.from({ length: n }, (_, i): TelemetryEvent => ({ type: 'view', ...where(`${prefix}${String(i).padStart(6, '0')}`, version) }));

describe('POST /telemetry', () => {
  it('stores a beacon’s batch and answers release health per remote and version: views, error rate, p75 of each vital', async () => {
    const events: TelemetryEvent[] = [
      ...views(4, 'aaaaaaaaaaaa'),
      ...[100, 200, 300, 400].map((value, i): TelemetryEvent => ({ type: 'vital', name: 'LCP', value, ...where(`a0${String(i).padStart(6, '0')}`) })),
      { type: 'vital', name: 'CLS', value: 0.05, ...where('a0000000') },
      { type: 'error', kind: 'boundary', message: 'TypeError: x is undefined', ...where('a0000001') },
      { type: 'error', kind: 'request', status: 500, ...where('a0000001') },
      ...views(2, 'bbbbbbbbbbbb', 'b0'),
      { type: 'error', kind: 'unhandled', ...where('b0000000', 'bbbbbbbbbbbb') },
    ];
    expect((await send({ format: 1, events })).statusCode).toBe(204);
    // JSON is taken too (an operator's own sender).
    expect((await send({ format: 1, events: [{ type: 'vital', name: 'INP', value: 80, ...where('a0000002') }] }, '203.0.113.8', 'application/json')).statusCode).toBe(204);
    const rows = await health('?minutes=5');
    expect(rows).toEqual([
      expect.objectContaining({ remote: 'catalogue-search', version: 'aaaaaaaaaaaa', views: 4, errors: 2, error_views: 1, error_rate: 0.25, error_kinds: { boundary: 1, request: 1 } }),
      expect.objectContaining({ remote: 'catalogue-search', version: 'bbbbbbbbbbbb', views: 2, errors: 1, error_rate: 0.5 }),
    ]);
    expect(rows[0].p75).toEqual({ LCP: 300, INP: 80, CLS: 0.05, TTFB: null });
    expect(rows[0].samples).toEqual({ LCP: 4, INP: 1, CLS: 1, TTFB: 0 });
    expect(await health('?remote=reservations')).toEqual([]);
  });

  it('refuses what is no batch with a 400, and a batch off the format with a 422 naming the first wrong field; stores nothing then', async () => {
    const vital = { type: 'vital', name: 'LCP', value: 1, ...where('a0000000') };
    const cases: [unknown, number, RegExp][] = [
      ['{not json', 400, /Malformed/],
      [[1, 2], 400, /JSON object/],
      [{ format: 2, events: [vital] }, 422, /format must be 1/],
      [{ format: 1, events: [] }, 422, /at least one event/],
      [{ format: 1, events: [vital], user: 'x' }, 422, /fields it may not have \(user\)/],
      [{ format: 1, events: [vital, { ...vital, type: 'click' }] }, 422, /events\[1\]\.type must be one of view, vital, error/],
      [{ format: 1, events: [{ ...vital, name: 'FID' }] }, 422, /events\[0\]\.name must be one of LCP, INP, CLS, TTFB/],
      [{ format: 1, events: [{ ...vital, value: -1 }] }, 422, /events\[0\]\.value must be >= 0/],
      [{ format: 1, events: [{ ...vital, route: '/shop/7?email=a@b.c' }] }, 422, /events\[0\]\.route/],
      [{ format: 1, events: [{ ...vital, userId: 7 }] }, 422, /events\[0\] has fields it may not have \(userId\)/],
      [{ format: 1, events: [{ ...vital, remote: 'elsewhere' }] }, 422, /events\[0\]\.remote must be one of catalogue-search, .*host/],
      [{ format: 1, events: Array.from({ length: TELEMETRY_LIMITS.events + 1 }, () => vital) }, 422, /at most 100 events/],
    ];
    for (const [body, status, message] of cases) {
      const r = await send(body, `198.51.100.${cases.findIndex((c) => c[0] === body)}`);
      expect([r.statusCode, r.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await health()).toEqual([]);
  });

  it('refuses a batch over 64 KiB with a 413', async () => {
    const big = { format: 1, events: [{ type: 'error', kind: 'unhandled', message: 'x'.repeat(200), ...where('a0000000') }], pad: 'x'.repeat(TELEMETRY_LIMITS.bytes) };
    expect((await send(big)).statusCode).toBe(413);
  });

  it('takes a set number of batches a minute from one client (by its forwarded address), then 429; other clients are still heard', async () => {
    const batch = { format: 1, events: views(1, 'aaaaaaaaaaaa') };
    for (let i = 0; i < 5; i++) expect((await send(batch)).statusCode).toBe(204);
    expect((await send(batch)).statusCode).toBe(429);
    expect((await send(batch, '203.0.113.99')).statusCode).toBe(204);
    // A client that forges its forwarded address is keyed by its own when it is not the gateway.
    const direct = (ip: string) => app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip }, payload: JSON.stringify(batch), remoteAddress: '192.0.2.1' });
    for (let i = 0; i < 5; i++) expect((await direct(`10.0.0.${i}`)).statusCode).toBe(204);
    expect((await direct('10.0.0.99')).statusCode).toBe(429);
  });

  it('keeps events for the retention window only, and answers over the window asked', async () => {
    await send({ format: 1, events: views(3, 'aaaaaaaaaaaa') });
    now = new Date(NOW.getTime() + 2 * 3_600_000);
    await send({ format: 1, events: views(1, 'aaaaaaaaaaaa', 'c0') });
    expect((await health('?minutes=60'))[0].views).toBe(1);
    expect((await health('?minutes=180'))[0].views).toBe(4);
    // A week and a minute later, the first ones are gone when the next batch comes.
    now = new Date(NOW.getTime() + 7 * 24 * 3_600_000 + 60_000);
    await send({ format: 1, events: views(1, 'aaaaaaaaaaaa', 'd0') });
    expect((await health(`?minutes=${60 * 24 * 8}`))[0].views).toBe(2);
  });
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile: at least 75 % of the values are at or under it, and it is one of them', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 200 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const q = p75(sorted)!;
        expect(sorted).toContain(q);
        expect(sorted.filter((v) => v <= q).length).toBeGreaterThanOrEqual(0.75 * sorted.length);
        expect(sorted.filter((v) => v < q).length).toBeLessThan(0.75 * sorted.length);
      }),
    );
    expect(p75([])).toBeNull();
  });
});
