/**
 * Property tests of the signed-in cart's sync (the cart app's outbox) against the reference API: random
 * sequences of what shoppers do with one browser and two tabs (add, ±1, remove, clear, sign-in with a guest
 * cart, sign-out, a tab reloaded or closed, failed, lost and slow requests). After every step the cart a tab shows
 * equals a model kept beside it: nothing lost, nothing counted twice, nothing left waiting.
 *
 * A failing run prints its seed and the shortest sequence fast-check found; replay it with CART_SEED=<seed>.
 */
import { jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AddToCartRequest, Cart } from '@market/contract';
import {
  addItem, EMPTY_CART, cartFromStorage, reduceItem, removeItem, setQuantity, type LocalCart,
} from '../../remotes/cart-checkout-group/src/features/cart/model/cart-rules.ts';
import { createOutbox, mergeOp, type CartApi, type Outbox } from '../../remotes/cart-checkout-group/src/features/cart/model/outbox.ts';
import { localView, pendingView } from '../../remotes/cart-checkout-group/src/features/cart/model/view-model.ts';
import { isCartAnswer, serverCartOf } from '../../remotes/cart-checkout-group/src/features/cart/model/server-cart.ts';
import { storedJson } from '../../shared/bus/src/storage.ts';
import { LockManagerFake, MemoryStorage, PageStorage } from '../../shared/testing/src/browser-fakes.ts';
import { appWithUsers, call, ok } from './helpers.ts';

const CART_KEY = 'market:cart-checkout-group:cart';
/** Products allow 1–20 of a line (min_qty/max_qty of the seed); the steps stay within it. */
const MAX_QTY = 20;

let app: FastifyInstance;
let token: string;
let shopId: number;
let products: AddToCartRequest[];

beforeAll(async () => {
  ({ app, demo: token } = await appWithUsers());
  const page = await ok(app, 'GET', 'rest/shops/1/products/paginate?perPage=50');
  type P = { id: number; uuid: string; min_qty: number; max_qty: number; translation: { title: string }; stocks: { id: number; price: number; quantity: number; addons: { stock_id: number; price: number }[] }[] };
  const usable = (page.data as P[]).filter((p) => p.min_qty <= 1 && p.max_qty >= MAX_QTY && p.stocks[0]!.quantity >= MAX_QTY);
  const withAddons = usable.find((p) => p.stocks[0]!.addons.length > 0)!;
  const plain = usable.filter((p) => p !== withAddons).slice(0, 2);
  shopId = 1;
  products = [withAddons, ...plain].map((p, i) => ({
    shop_id: shopId,
    stock_id: p.stocks[0]!.id,
    quantity: 1,
    price: p.stocks[0]!.price,
    product: { id: p.id, uuid: p.uuid, title: p.translation.title },
    addons: i === 0 ? [{ stock_id: p.stocks[0]!.addons[0]!.stock_id, quantity: 1, price: p.stocks[0]!.addons[0]!.price, title: 'Extra' }] : [],
  }));
  expect(products).toHaveLength(3);
});
afterAll(() => app.close());

type Fault = 'network' | 'lost' | 'server' | 'slow';

interface Page {
  id: number;
  outbox: Outbox;
  storage: PageStorage;
  cache: Cart | null | undefined;
  /** Faults waiting for this page's next reads and writes. */
  faults: { read: Fault[]; write: Fault[] };
}

/** One browser: shared storage, locks and sign-in; pages (tabs) come and go. */
class Browser {
  storage = new MemoryStorage();
  locks = new LockManagerFake();
  signedIn = false;
  pages: Page[] = [];
  timers: { at: number; fn: () => void; handle: number }[] = [];
  now = 0;
  seq = 0;
  ids = 0;
  /** The operations' clock: every operation made in this browser is later than the one before. */
  clock = 0;
  /** Pages gone whose locks are not freed yet (`close` with lockLag). */
  lagging: number[] = [];
  /** Requests held back ("slow"): each runs at the server when released. */
  slow: { page: Page; run: () => Promise<void>; dropped?: boolean }[] = [];
  /**
   * Requests at the server now. Their answers take real time (the API checks the token with WebCrypto, on the
   * thread pool), so `settle` waits for them: counting event-loop turns alone gave up on a busy machine.
   */
  atServer = new Set<Promise<unknown>>();

  api(page: () => Page): CartApi {
    // `read` takes an answer as the cart app's HTTP call does (the statuses it accepts, what it makes of them).
    const send = async <T>(method: string, url: string, body?: unknown, read?: { accepts: (status: number) => boolean; of: (status: number, body: unknown) => T }): Promise<T> => {
      const p = page();
      const fault = (method === 'GET' ? p.faults.read : p.faults.write).shift();
      const exec = async () => {
        const asked = call(app, method, url, { token, body });
        this.atServer.add(asked);
        const r = await asked.finally(() => this.atServer.delete(asked));
        if (!(read ? read.accepts(r.statusCode) : r.statusCode < 300)) throw Object.assign(new Error(`${method} ${url} ${r.statusCode}`), { response: { status: r.statusCode } });
        return read ? read.of(r.statusCode, r.json()) : (r.json() as { data: T }).data;
      };
      if (fault === 'network') throw new Error('Network Error');
      if (fault === 'server') throw Object.assign(new Error('500'), { response: { status: 500 } });
      if (fault === 'lost') {
        await exec();
        throw new Error('timeout of 16000ms exceeded');
      }
      if (fault === 'slow') {
        return new Promise<T>((resolve, reject) => {
          const entry = {
            page: p,
            run: async () => {
              try {
                const value = await exec();
                if (!p.storage.dead) resolve(value);
              } catch (e) {
                if (!p.storage.dead) reject(e);
              }
            },
          };
          this.slow.push(entry);
        });
      }
      return exec();
    };
    return {
      // No cart is a 404, which the cart app takes as an empty cart (not a failure).
      fetch: () => send('GET', 'dashboard/user/cart', undefined, { accepts: isCartAnswer, of: serverCartOf }),
      insert: (body) => send<Cart>('POST', 'dashboard/user/cart/insert-product', body),
      deleteRows: async (ids) => void (await send('DELETE', 'dashboard/user/cart/product/delete', { ids })),
      deleteCart: async (id) => void (await send('DELETE', 'dashboard/user/cart/delete', { ids: [id] })),
    };
  }

  open(): Page {
    const id = ++this.seq;
    const storage = new PageStorage(this.storage);
    const page = { id, storage, cache: undefined, faults: { read: [], write: [] } } as unknown as Page;
    page.outbox = createOutbox({
      storage,
      locks: this.locks.forPage(id),
      api: this.api(() => page),
      signedIn: () => this.signedIn,
      currency: () => ({ id: 1, rate: 1 }),
      onServerCart: (cart) => {
        if (!storage.dead) page.cache = cart;
      },
      onChange: () => {},
      newId: () => `id-${++this.ids}`,
      now: () => ++this.clock,

      setTimer: (fn, ms) => {
        const handle = ++this.ids;
        this.timers.push({ at: this.now + ms, fn, handle });
        return handle;
      },
      clearTimer: (handle) => {
        this.timers = this.timers.filter((t) => t.handle !== handle);
      },
    });
    void page.outbox.start();
    this.pages.push(page);
    return page;
  }

  /**
   * The page goes (reload or close): its requests in flight are answered to nobody; `landed` says if they ran.
   * With `lockLag` its locks are freed only a little later (the browser tears the old page down after the new one
   * has started): the next page finds the old page's outbox still held by it.
   */
  close(page: Page, landed: boolean, lockLag = false) {
    page.storage.dead = true;
    page.outbox.stop();
    for (const s of this.slow.filter((s) => s.page === page)) s.dropped = !landed;
    if (lockLag) this.lagging.push(page.id);
    else this.locks.closePage(page.id);
    this.pages = this.pages.filter((p) => p !== page);
  }

  /** The guest cart as the cart app reads and writes it (cart-store.ts). */
  local(): LocalCart {
    return storedJson(this.storage, CART_KEY, cartFromStorage).read() ?? EMPTY_CART;
  }
  setLocal(cart: LocalCart) {
    storedJson(this.storage, CART_KEY, cartFromStorage).write(cart.items.length ? cart : null);
  }

  busy(): boolean {
    return this.pages.some((p) => ['syncing', 'retrying'].includes(p.outbox.status().state));
  }

  /** Lets everything run: requests answered, slow ones released, retry delays passed; then every page re-reads the cart. */
  async settle() {
    for (let i = 0; i < 2000; i++) {
      for (let k = 0; k < 5; k++) await new Promise((r) => setImmediate(r));
      // The browser has torn the gone pages down by now: their locks are free (nothing asks for them again).
      for (const id of this.lagging.splice(0)) this.locks.closePage(id);
      if (this.atServer.size) {
        await Promise.allSettled([...this.atServer]);
        continue;
      }
      const slow = this.slow.splice(0);
      for (const s of slow) if (!s.dropped) await s.run();
      if (slow.length) continue;
      if (!this.busy()) break;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (next) {
        this.now = Math.max(this.now, next.at);
        next.fn();
      }
    }
    if (this.busy()) throw new Error('the sync never settled');
    // A storage event tells the other pages that an operation landed: they read the server cart again.
    for (const p of this.pages) if (this.signedIn) p.cache = await this.api(() => ({ ...p, faults: { read: [], write: [] } })).fetch();
  }

  view(page: Page): Map<number, number> {
    const view = this.signedIn ? pendingView(page.cache, page.outbox.pending()) : localView(this.local());
    const lines = new Map<number, number>();
    for (const l of view.lines) lines.set(l.stock_id, (lines.get(l.stock_id) ?? 0) + l.quantity);
    return lines;
  }
}

type Step =
  | { t: 'add'; tab: number; product: number; quantity: number }
  | { t: 'step'; tab: number; product: number; delta: 1 | -1 }
  | { t: 'remove'; tab: number; product: number }
  | { t: 'clear'; tab: number }
  | { t: 'sign-in'; staleSecondTab: boolean }
  | { t: 'sign-out' }
  /** The tab reloads or closes (and a tab opens), with its requests in flight landing at the server or not. */
  | { t: 'reload'; tab: number; landed: boolean; lockLag?: boolean }
  | { t: 'fault'; tab: number; fault: Fault; on: 'read' | 'write'; count: number }
  /** The cart is emptied on another device (or ordered there): this browser's next read of it is the 404 of no cart. */
  | { t: 'elsewhere' };

/**
 * A step made at once after the one before, while its requests are still on their way (a quick shopper, two tabs
 * at once). Only the end is checked after such steps: a tab shows another tab's landed change once it has read the
 * server cart again.
 */
type Quick = { quick?: true };
const tab = fc.integer({ min: 0, max: 1 });
const product = fc.integer({ min: 0, max: 2 });
const anyStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('add' as const), tab, product, quantity: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('step' as const), tab, product, delta: fc.constantFrom(1 as const, -1 as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('remove' as const), tab, product }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('clear' as const), tab }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('sign-in' as const), staleSecondTab: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('sign-out' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const), tab, landed: fc.boolean(), lockLag: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('elsewhere' as const) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('fault' as const), tab, fault: fc.constantFrom<Fault>('network', 'lost', 'server', 'slow'), on: fc.constantFrom('read' as const, 'write' as const), count: fc.integer({ min: 1, max: 3 }) }) },
);
const step: fc.Arbitrary<Step & Quick> = fc
  .tuple(anyStep, fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }))
  .map(([s, quick]) => (quick ? { ...s, quick: true as const } : s));

type Model = { signedIn: boolean; server: Map<number, number>; local: Map<number, number> };

function expectView(browser: Browser, page: Page, model: Model, where: string) {
  const expected = model.signedIn ? model.server : model.local;
  const seen = browser.view(page);
  const sorted = (m: Map<number, number>) => [...m].filter(([, q]) => q > 0).sort((a, b) => a[0] - b[0]);
  if (JSON.stringify(sorted(seen)) !== JSON.stringify(sorted(expected))) {
    throw new Error(`${where}: the tab shows ${JSON.stringify(sorted(seen))}, the shopper chose ${JSON.stringify(sorted(expected))}`);
  }
}

async function run(steps: (Step & Quick)[]): Promise<void> {
  await call(app, 'DELETE', 'dashboard/user/cart/delete', { token });
  const browser = new Browser();
  browser.open();
  browser.open();
  const model: Model = { signedIn: false, server: new Map(), local: new Map() };
  await browser.settle();
  const pageOf = (i: number) => browser.pages[Math.min(i, browser.pages.length - 1)]!;
  /** A quick step was made since the last settle: the tabs' views are checked again only at the end. */
  let unsettled = false;

  for (const [n, s] of steps.entries()) {
    const where = `step ${n + 1} (${JSON.stringify(s)})`;
    // A reload happens while requests are in flight; everything else after the previous step settled.
    // Signing out drops what waits, and a change made elsewhere meets nothing in flight: both come after a settle.
    if (s.quick && s.t !== 'sign-out' && s.t !== 'elsewhere') unsettled = true;
    else if (s.t !== 'reload' && s.t !== 'fault') {
      await browser.settle();
      unsettled = false;
      for (const p of browser.pages) expectView(browser, p, model, `before ${where}`);
    }
    const page = 'tab' in s ? pageOf(s.tab) : pageOf(0);
    const cart = model.signedIn ? model.server : model.local;
    const stock = 'product' in s ? products[s.product]!.stock_id : 0;
    switch (s.t) {
      case 'add': {
        if ((cart.get(stock) ?? 0) + s.quantity > MAX_QTY) continue;
        const req = { ...products[s.product]!, quantity: s.quantity };
        if (browser.signedIn) page.outbox.enqueue({ kind: 'add', req });
        else browser.setLocal(addItem(browser.local(), req));
        cart.set(stock, (cart.get(stock) ?? 0) + s.quantity);
        break;
      }
      case 'step': {
        const q = cart.get(stock) ?? 0;
        if (!q || q + s.delta < 1 || q + s.delta > MAX_QTY) continue;
        if (browser.signedIn) page.outbox.enqueue({ kind: 'step', stock_id: stock, delta: s.delta });
        else {
          const line = browser.local().items.find((i) => i.stock_id === stock)!;
          browser.setLocal(s.delta > 0 ? setQuantity(browser.local(), line.key, line.quantity + 1) : reduceItem(browser.local(), line.key));
        }
        cart.set(stock, q + s.delta);
        break;
      }
      case 'remove': {
        if (!cart.get(stock)) continue;
        if (browser.signedIn) page.outbox.enqueue({ kind: 'remove', stock_id: stock });
        else browser.setLocal(removeItem(browser.local(), browser.local().items.find((i) => i.stock_id === stock)!.key));
        cart.delete(stock);
        break;
      }
      case 'clear':
        if (browser.signedIn) page.outbox.enqueue({ kind: 'clear' });
        else browser.setLocal(EMPTY_CART);
        cart.clear();
        break;
      case 'sign-in': {
        if (browser.signedIn) continue;
        browser.signedIn = true;
        // Every tab sees the sign-in and sends the guest cart; a tab that had not yet seen the other's clear sends
        // the same cart (the same id) again.
        const snapshot = browser.local();
        for (const [i, p] of browser.pages.entries()) {
          const merge = mergeOp(i > 0 && s.staleSecondTab ? snapshot : browser.local());
          if (merge) p.outbox.enqueue(merge.op, merge.id);
          browser.setLocal(EMPTY_CART);
          p.outbox.kick();
        }
        // A guest cart that would take a line past its maximum is refused whole by the server (the shopper is told).
        if (![...model.local].some(([k, q]) => (model.server.get(k) ?? 0) + q > MAX_QTY)) {
          for (const [k, q] of model.local) model.server.set(k, (model.server.get(k) ?? 0) + q);
        }
        model.local.clear();
        model.signedIn = true;
        break;
      }
      case 'sign-out':
        if (!browser.signedIn) continue;
        // Logout clears the carts of this browser; what the server holds stays for the next sign-in.
        browser.signedIn = false;
        for (const p of browser.pages) p.outbox.dropAll();
        browser.setLocal(EMPTY_CART);
        model.signedIn = false;
        model.local.clear();
        break;
      case 'reload':
        browser.close(page, s.landed, s.lockLag);
        browser.open();
        break;
      case 'fault':
        page.faults[s.on].push(...Array.from({ length: s.count }, () => s.fault));
        continue;
      case 'elsewhere':
        // Nothing of this browser is in flight (the previous step settled). Its tabs show the old cart until they
        // read it again: not checked just after.
        await call(app, 'DELETE', 'dashboard/user/cart/delete', { token });
        model.server.clear();
        continue;
    }
    // What the tab shows at once (its own change on top of what it knew), before any answer.
    if (s.t !== 'reload' && s.t !== 'sign-in' && !unsettled) expectView(browser, page, model, `just after ${where}`);
  }
  await browser.settle();
  for (const p of browser.pages) {
    expectView(browser, p, model, 'at the end');
    expect(p.outbox.pending()).toEqual([]);
  }
  if (model.signedIn) {
    const answer = await call(app, 'GET', 'dashboard/user/cart', { token });
    expect(isCartAnswer(answer.statusCode)).toBe(true);
    const server = serverCartOf(answer.statusCode, answer.json());
    const held = new Map<number, number>();
    for (const d of server?.user_carts[0]?.cartDetails ?? []) if (!d.parent_id) held.set(d.stock.id, d.quantity);
    for (const [k, q] of model.server) expect([k, held.get(k) ?? 0]).toEqual([k, q]);
    for (const [k, q] of held) expect([k, q]).toEqual([k, model.server.get(k) ?? 0]);
  }
  if (process.env.CART_DEBUG) console.log(JSON.stringify(steps), JSON.stringify([...model.server]), JSON.stringify((await call(app, 'GET', 'dashboard/user/cart', { token })).json().data?.user_carts[0]?.cartDetails.map((d: any) => [d.stock.id, d.quantity])));
  for (const p of browser.pages) p.outbox.stop();
}

describe('the signed-in cart sync, against the reference API', () => {
  // 500 sequences of up to 20 steps run in about a minute on a 2-core machine.
  jest.setTimeout(600_000);

  it('shows what the shopper chose after every step, whatever the timing, the tabs, the failures and the reloads', async () => {
    const seed = process.env.CART_SEED ? Number(process.env.CART_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
    const result = await fc.check(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), run), { numRuns: Number(process.env.CART_RUNS ?? 500), seed });
    if (result.failed) {
      throw new Error(`cart property failed (replay: CART_SEED=${seed}):\n${fc.defaultReportMessage(result)}`);
    }
  });

  it('takes no cart (a 404) as an empty cart: a first add, and adds after the cart was emptied elsewhere, once each', async () => {
    await run([
      { t: 'sign-in', staleSecondTab: false },
      { t: 'add', tab: 0, product: 0, quantity: 1 },
      { t: 'elsewhere' },
      { t: 'add', tab: 1, product: 1, quantity: 2 },
      { t: 'step', tab: 0, product: 1, delta: 1 },
      { t: 'elsewhere' },
      { t: 'fault', tab: 0, fault: 'lost', on: 'write', count: 1 },
      { t: 'add', tab: 0, product: 2, quantity: 1 },
      { t: 'reload', tab: 1, landed: true },
      { t: 'add', tab: 1, product: 2, quantity: 1 },
    ]);
  });

  it('runs the presses of two tabs in the order they were made, though the first tab holds the lock while it retries', async () => {
    // Tab 0 retries a failed send holding the lock; tab 1 adds a line meanwhile, then tab 0 lowers it: run in tab
    // 0's own order, the "−1" would find the line at 1, do nothing, and the add would then make it 2.
    await run([
      { t: 'sign-in', staleSecondTab: false },
      { t: 'add', tab: 0, product: 0, quantity: 1 },
      { t: 'fault', tab: 0, fault: 'network', on: 'write', count: 1 },
      { t: 'add', tab: 0, product: 1, quantity: 1, quick: true },
      { t: 'add', tab: 1, product: 0, quantity: 1, quick: true },
      { t: 'step', tab: 0, product: 0, delta: -1, quick: true },
    ]);
  });

  it('sends what a reloaded page left though its lock is still held when the next page starts', async () => {
    await run([
      { t: 'sign-in', staleSecondTab: false },
      { t: 'add', tab: 0, product: 0, quantity: 1, quick: true },
      { t: 'reload', tab: 0, landed: false, lockLag: true },
    ]);
  });

  it('sends an add whose answer was lost once, in two tabs at once', async () => {
    await run([
      { t: 'sign-in', staleSecondTab: false },
      { t: 'fault', tab: 0, fault: 'lost', on: 'write', count: 1 },
      { t: 'add', tab: 0, product: 1, quantity: 1 },
      { t: 'add', tab: 1, product: 1, quantity: 1 },
    ]);
  });
});
