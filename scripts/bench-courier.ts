// `npm run bench:courier`: how soon the courier's marker moves on an order's page after each step of the simulated
// courier, in Chromium with its CPU slowed to 4× and to the multiplier that makes this machine a mid-range phone
// (Lighthouse's calculator: 3 + (benchmarkIndex − 1300) / 233, with the index measured by Lighthouse's own
// benchmark in the page). For each step: the API's time of the step (the track's `updated_at`), the event's arrival
// in the page, and the marker's move on screen (its position written, then the next frame). Median and worst over
// every step of `--orders N` orders (3 by default) per slowdown; the target is a move within 1 s of each step.
// Behind the Node gateway with the reference API (KITCHEN_STEP_MS 2 s, as in the e2e stack); run `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { freePort, stopAll } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { CHROMIUM } from '../e2e/playwright.config.ts';
import { ROOT } from './lib/apps.ts';
import { demoSession, sessionCookies } from './lib/demo-session.ts';

const TARGET_MS = 1000;
const STEP_MS = 2000;
const args = process.argv.slice(2);
const ordersAt = args.indexOf('--orders');
const ORDERS = ordersAt >= 0 ? Number(args[ordersAt + 1]) : 3;
/** About 3 km of streets from the first shop: ten steps. */
const FAR_POINT = { latitude: 38.8999, longitude: -77.0125 };

const apiPort = await freePort();
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-courier-db-')), 'c.sqlite'), kitchenStepMs: STEP_MS, quiet: true });
const gateway = await startGateway({ root: path.join(ROOT, 'dist/site'), port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
const api = (p: string) => `http://127.0.0.1:${apiPort}/api/v1/${p}`;
const browser = await chromium.launch({ ...CHROMIUM, headless: true });

/** A cash delivery order from the first shop to FAR_POINT, placed through the API as checkout would. */
async function placeDelivery(token: string): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const products = (await (await fetch(api('rest/products/paginate?shop_id=1&perPage=5'))).json()) as { data: { stocks: { id: number }[] }[] };
  const stock = products.data.find((p) => p.stocks.length)!.stocks[0]!.id;
  const cart = await fetch(api('dashboard/user/cart/insert-product'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock, quantity: 3 }] }),
  });
  if (!cart.ok) throw new Error(`the cart answered ${cart.status}`);
  const cartId = ((await cart.json()) as { data: { id: number } }).data.id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(api('dashboard/user/orders'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      cart_id: cartId, shop_id: 1, currency_id: 1, rate: 1, payment_id: 1, delivery_type: 'delivery', delivery_date: tomorrow,
      delivery_time: '12:00', location: FAR_POINT, address: { address: '100 H St NW' },
    }),
  });
  if (!res.ok) throw new Error(`the order answered ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

interface Step { step: number; stepAt: number; arrivedAt: number; movedAt: number | null }

/** Records, in the page, each event of the courier's stream and each paint of a new position of its marker. */
function recorder() {
  const w = window as unknown as { __events: { step: number; updatedAt: number; at: number }[]; __moves: number[] };
  w.__events = [];
  w.__moves = [];
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      // A connection's first event is the track as it is (a snapshot of a step that may be older than the page): only
      // the steps it sends afterwards happened while the page was listening.
      let first = true;
      this.addEventListener('message', (e) => {
        const track = JSON.parse((e as MessageEvent<string>).data) as { step: number; updated_at: string };
        if (!first) w.__events.push({ step: track.step, updatedAt: Date.parse(track.updated_at), at: Date.now() });
        first = false;
      });
    }
  } as typeof EventSource;
  let last = '';
  const observer = new MutationObserver(() => {
    // Where the map drew the marker: the circle's path (an SVG path Leaflet writes for each position).
    const marker = document.querySelector<SVGPathElement>('path.market-map-marker-courier');
    const at = marker?.getAttribute('d') ?? '';
    if (!marker || at === last) return;
    last = at;
    // On screen: the frame after the one that lays the new position out.
    requestAnimationFrame(() => requestAnimationFrame(() => w.__moves.push(Date.now())));
  });
  // From the parsed document on (an init script runs before the document has its root).
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['d'], childList: true }));
}

async function followOrder(page: Page, id: number): Promise<Step[]> {
  await page.goto(`${gateway.url}/orders/${id}`);
  await page.getByTestId('courier-facts').getByText(/Delivered: the courier has reached/).waitFor({ timeout: 90_000 }).catch(async (e: unknown) => {
    await page.screenshot({ path: 'test-results/bench-courier-failed.png' });
    throw e;
  });
  await page.waitForTimeout(500);
  const { events, moves } = await page.evaluate(() => {
    const w = window as unknown as { __events: { step: number; updatedAt: number; at: number }[]; __moves: number[] };
    return { events: w.__events, moves: w.__moves };
  });
  // Each step once.
  const seen = new Set<number>();
  return events
    .filter((e) => e.step > 0 && !seen.has(e.step) && seen.add(e.step))
    .map((e) => ({ step: e.step, stepAt: e.updatedAt, arrivedAt: e.at, movedAt: moves.find((m) => m >= e.at) ?? null }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let met = true;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addCookies(sessionCookies(await demoSession(api('')), gateway.url));
  const page = await context.newPage();
  await page.addInitScript(recorder);
  const cdp = await context.newCDPSession(page);
  // Lighthouse's own benchmark, on a blank page as Lighthouse runs it.
  const index = Math.round(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
  const calibrated = Math.max(1, Math.round((3 + (index - 1300) / 233) * 10) / 10);
  console.log(`benchmarkIndex ${index}: a mid-range phone is a ${calibrated}× CPU slowdown on this machine`);
  for (const slowdown of [...new Set([4, calibrated])]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const steps: Step[] = [];
    for (let o = 0; o < ORDERS; o++) {
      const { token } = await demoSession(api(''));
      steps.push(...(await followOrder(page, await placeDelivery(token))));
    }
    const lag = steps.map((s) => (s.movedAt === null ? Infinity : s.movedAt - s.stepAt));
    const wire = steps.map((s) => s.arrivedAt - s.stepAt);
    const missed = steps.filter((s) => s.movedAt === null).length;
    console.log(`\nCPU ${slowdown}×: ${steps.length} steps of ${ORDERS} orders`);
    console.log(`  step → event in the page   median ${median(wire)} ms, worst ${Math.max(...wire)} ms`);
    console.log(`  step → marker moved        median ${median(lag)} ms, worst ${Math.max(...lag)} ms${missed ? ` (${missed} steps never moved it)` : ''}`);
    const ok = Math.max(...lag) <= TARGET_MS;
    met &&= ok;
    console.log(`  target: every move within ${TARGET_MS} ms of its step: ${ok ? 'met' : 'NOT met'}`);
  }
  await context.close();
} finally {
  await browser.close();
  await gateway.close();
  stopAll();
}
process.exit(met ? 0 : 1);
