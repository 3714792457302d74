import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import type { Metric } from 'web-vitals';
import { http } from '@market/http';
import { createApiServer } from '@market/testing';
import { http as mock, HttpResponse } from 'msw';
import type { TelemetryBatch, TelemetryEvent } from '@market/contract';
import { setRegistry } from '../../../runtime/registry.ts';
import { flush, pageViewed, reportError, resetTelemetry, startTelemetry, type TelemetryDeps } from './telemetry.ts';

const CATALOGUE = 'aaaaaaaaaaaa';
const CART = 'cccccccccccc';
const URL = '/api/v1/telemetry';

const server = createApiServer(mock.get('*/rest/broken', () => HttpResponse.json({ message: 'x' }, { status: 503 })));
let sent: { url: string; batch: TelemetryBatch }[];
let vitals: ((metric: Metric) => void)[];
const events = () => sent.flatMap((s) => s.batch.events);
const deps = (random = 0): TelemetryDeps => ({
  random: () => random,
  send: (url, body) => void sent.push({ url, batch: JSON.parse(body) as TelemetryBatch }),
  loadVitals: async () => {
    const on = (callback: (metric: Metric) => void) => void vitals.push(callback);
    return { onLCP: on, onINP: on, onCLS: on, onTTFB: on } as never;
  },
});
const metric = (name: string, value: number) => ({ name, value }) as Metric;
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  sent = [];
  vitals = [];
  setRegistry({ catalogue_search: `/mf/catalogue-search/${CATALOGUE}/mf-manifest.json`, cart_checkout_group: `/mf/cart-checkout-group/${CART}/mf-manifest.json` });
});
afterEach(() => {
  resetTelemetry();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

it('reports each page view with the route’s pattern, its remote and the version this browser loads, no address or query', async () => {
  expect(startTelemetry({ url: URL, sampleRate: 1 }, deps())).toBe(true);
  pageViewed('/shop/42');
  pageViewed('/shop/42');
  pageViewed('/checkout');
  pageViewed('/login');
  flush();
  expect(sent.map((s) => [s.url, s.batch.format])).toEqual([[URL, 1]]);
  expect(events().map(({ view, ...e }) => (expect(view).toMatch(/^[0-9a-f]{16}$/), e))).toEqual([
    { type: 'view', route: '/shop/:id', remote: 'catalogue-search', version: CATALOGUE },
    { type: 'view', route: '/checkout', remote: 'cart-checkout-group', version: CART },
    { type: 'view', route: '/login', remote: 'host', version: '-' },
  ]);
  // Nothing sent names the shop (a page view's own id is random hex, which may hold those digits: left out).
  expect(JSON.stringify(sent, (key, value: unknown) => (key === 'view' ? undefined : value))).not.toMatch(/42/);
});

it('reports the vitals once loaded, against the document’s first page view, and sends the last batch as the page is hidden', async () => {
  startTelemetry({ url: URL, sampleRate: 1 }, deps());
  pageViewed('/shop/7');
  pageViewed('/cart');
  await new Promise((done) => setTimeout(done, 0));
  expect(vitals).toHaveLength(4);
  vitals[0]!(metric('LCP', 1234.56));
  vitals[2]!(metric('CLS', 0.123456));
  vitals[1]!(metric('INP', 88));
  vitals[3]!(metric('TTFB', 51.04));
  expect(sent).toEqual([]);
  hide();
  const [shop] = events();
  expect(events().filter((e) => e.type === 'vital')).toEqual([
    { type: 'vital', name: 'LCP', value: 1234.6, view: shop!.view, route: '/shop/:id', remote: 'catalogue-search', version: CATALOGUE },
    { type: 'vital', name: 'CLS', value: 0.1235, view: shop!.view, route: '/shop/:id', remote: 'catalogue-search', version: CATALOGUE },
    { type: 'vital', name: 'INP', value: 88, view: shop!.view, route: '/shop/:id', remote: 'catalogue-search', version: CATALOGUE },
    { type: 'vital', name: 'TTFB', value: 51, view: shop!.view, route: '/shop/:id', remote: 'catalogue-search', version: CATALOGUE },
  ]);
});

it('counts an error against the remote whose file threw (its version from the stack), else the page’s remote; messages without queries or e-mails', async () => {
  startTelemetry({ url: URL, sampleRate: 1 }, deps());
  pageViewed('/shop/7');
  const thrown = new TypeError('cannot read x of undefined at https://market.test/shop/7?coupon=SECRET for ann@example.com');
  thrown.stack = `TypeError: x\n    at f (https://market.test/mf/cart-checkout-group/${'d'.repeat(12)}/src_button.js:1:2)`;
  window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
  const rejected = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejected.reason = new Error('no answer');
  window.dispatchEvent(rejected);
  reportError('boundary', new Error('render'), 'reservations');
  flush();
  const errors = events().filter((e): e is Extract<TelemetryEvent, { type: 'error' }> => e.type === 'error');
  expect(errors.map(({ kind, remote, version, route, message }) => ({ kind, remote, version, route, message }))).toEqual([
    { kind: 'unhandled', remote: 'cart-checkout-group', version: 'd'.repeat(12), route: '/shop/:id', message: 'TypeError: cannot read x of undefined at https://market.test/shop/7 for <email>' },
    { kind: 'rejection', remote: 'catalogue-search', version: CATALOGUE, route: '/shop/:id', message: 'Error: no answer' },
    { kind: 'boundary', remote: 'reservations', version: '-', route: '/shop/:id', message: 'Error: render' },
  ]);
  expect(new Set(errors.map((e) => e.view))).toEqual(new Set([events()[0]!.view]));
});

it("reports a failed request's status (no address), not a request the app called off", async () => {
  expect(server).toBeDefined();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    startTelemetry({ url: URL, sampleRate: 1 }, deps());
    pageViewed('/cart');
    await expect(http.get('rest/broken')).rejects.toThrow();
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('rest/broken', { signal: controller.signal })).rejects.toThrow();
    flush();
    expect(events().filter((e) => e.type === 'error')).toEqual([
      expect.objectContaining({ kind: 'request', status: 503, message: 'GET 503', remote: 'cart-checkout-group', route: '/cart' }),
    ]);
  } finally {
    logged.mockRestore();
  }
});

it('keeps a vital reported before the first page view (TTFB, right after the load) for that page view', async () => {
  startTelemetry({ url: URL, sampleRate: 1 }, deps());
  await new Promise((done) => setTimeout(done, 0));
  vitals[3]!(metric('TTFB', 80));
  pageViewed('/cart');
  flush();
  const [view, ttfb] = events();
  expect(ttfb).toEqual({ type: 'vital', name: 'TTFB', value: 80, view: view!.view, route: '/cart', remote: 'cart-checkout-group', version: CART });
});

it('counts errors met before the first render in the page view they start, which the render does not count again', () => {
  startTelemetry({ url: URL, sampleRate: 1 }, deps());
  window.history.pushState({}, '', '/reservations');
  reportError('unhandled', new Error('early'));
  reportError('remote-load', new Error('failed'), 'reservations');
  pageViewed('/reservations');
  flush();
  window.history.pushState({}, '', '/');
  const [view, ...errors] = events();
  expect(view).toMatchObject({ type: 'view', route: '/reservations', remote: 'reservations' });
  expect(errors.map((e) => [e.type, e.view])).toEqual([['error', view!.view], ['error', view!.view]]);
});

it('sends a batch a few seconds after its first event, or at once at twenty', async () => {
  jest.useFakeTimers();
  try {
    startTelemetry({ url: URL, sampleRate: 1 }, deps());
    pageViewed('/cart');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(events()).toHaveLength(1);
    for (let i = 0; i < 20; i++) reportError('boundary', new Error(String(i)));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.batch.events).toHaveLength(20);
  } finally {
    jest.useRealTimers();
  }
});

it('measures nothing outside the sample, or without a collector', () => {
  expect(startTelemetry({ url: URL, sampleRate: 0.25 }, deps(0.25))).toBe(false);
  expect(startTelemetry(undefined, deps())).toBe(false);
  pageViewed('/cart');
  reportError('boundary', new Error('x'));
  flush();
  hide();
  expect(sent).toEqual([]);
  expect(startTelemetry({ url: URL, sampleRate: 0.25 }, deps(0.24))).toBe(true);
});
