/**
 * The signed-in cart's outbox: the one owner of every change this browser makes to the server cart.
 *
 * Why: insert-product *sets* a stock's quantity, so a change is a read of the server cart followed by a write.
 * Two of those running at once (two tabs, two quick presses, a retry) read the same quantity and either lose an
 * add or, when local quantities are added to what the server holds, count one twice. So:
 * - every change is an operation (add, merge of a guest cart, ±1, remove, clear) with an id, kept in this tab's
 *   outbox in localStorage before anything is sent, so a reload or a closed tab does not lose it;
 * - operations run one at a time across all tabs of the browser, under one Web Lock, in the order they were made
 *   whichever tab made them: the tab holding the lock runs the oldest waiting operation of any tab, so the server
 *   sees the presses in the order the views show them (a "−1" made after another tab's "add" of the same line
 *   runs after it; run first, it would find too little to lower and be lost). Each reads the server cart afresh
 *   and writes what follows from it;
 * - before a write, the write itself is stored (with the operation's id) under the lock; after a failure the same
 *   tab keeps the lock and reads the server cart again, and after a reload whichever tab takes the lock next does:
 *   if the server holds what it sets the operation counts as done (a lost answer is not sent twice), else the same
 *   write is sent again. A write sets quantities, so sending it again is harmless even when the first one lands
 *   after all (a request that left before its page went can still reach the server late): planned again from a
 *   fresh read, the late one would be counted on top of it;
 * - each page has its own outbox, named by an id it holds a Web Lock on while it lives; a page that reloads or
 *   closes with operations left is recognised by its lock being free, and the next page to send takes its lock
 *   and its operations (a reload is a new page that finds its predecessor's outbox so).
 * Failures are retried with a growing delay; a view shows the error and a Retry meanwhile, with the items kept.
 *
 * Nothing here touches React or the DOM: the deps are injected, so the property tests run two tabs against the
 * reference API.
 */
import type { AddToCartRequest, Cart, CartDetail } from '@market/contract';
import { cartHash, toInsertRows, type InsertProductRow, type LocalCart, type RowSource } from './cart-rules.ts';

export const OUTBOX_PREFIX = 'market:cart-checkout-group:outbox:';
export const SYNC_LOCK = 'market:cart-checkout-group:sync';
export const TAB_LOCK_PREFIX = 'market:cart-checkout-group:tab:';
/** The write on its way (written under the sync lock): whoever takes the lock next finds out whether it landed. */
export const INFLIGHT_KEY = 'market:cart-checkout-group:inflight';
/**
 * Ids of operations settled (landed, or refused by the server), the last 200: their owner drops them instead of
 * sending them again, and no view counts them as waiting.
 */
export const DONE_KEY = 'market:cart-checkout-group:done';
const DONE_KEPT = 200;
/** Retry delays after a failure (ms): 1, 2, 4, 8, 16, then every 30 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];

interface OpBase {
  id: string;
  /** When it was made (ms, rising within a page): operations of all tabs run and show in this order. */
  at?: number;
}
export type CartOp = OpBase &
  (
    | { kind: 'add'; req: AddToCartRequest }
    /** A guest cart after sign-in: its lines are added to what the server holds (sent once). */
    | { kind: 'merge'; shop_id: number; items: (RowSource & { price: number; product: AddToCartRequest['product']; addons: AddToCartRequest['addons'] })[] }
    | { kind: 'step'; stock_id: number; delta: 1 | -1 }
    | { kind: 'remove'; stock_id: number }
    | { kind: 'clear' }
  );
/** Distributes Omit over the union, so `{ kind: 'add', req }` type-checks as an operation without its id. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewCartOp = DistributiveOmit<CartOp, 'id' | 'at'>;

/** Oldest first; operations made in the same millisecond by two tabs keep one order everywhere (by id). */
export function byAge(a: CartOp, b: CartOp): number {
  return (a.at ?? 0) - (b.at ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A guest cart's one send after sign-in, with an id made from the cart's identity and content: the same cart
 * merged twice (two tabs that both saw the sign-in, a reload between the send and the clear) is recognised.
 */
export function mergeOp(cart: LocalCart): { op: NewCartOp; id: string } | null {
  if (!cart.items.length || cart.shop_id === null) return null;
  return {
    id: `merge:${cart.id ?? ''}:${cartHash(cart)}`,
    op: {
      kind: 'merge',
      shop_id: cart.shop_id,
      items: cart.items.map((i) => ({ stock_id: i.stock_id, quantity: i.quantity, price: i.price, product: i.product, addons: i.addons })),
    },
  };
}

/** `parent` = `:<stock>`, add-on = `<parent stock>:<stock>` → quantity (0 = the row must be gone). */
export type Expected = Record<string, number>;

export interface CartApi {
  fetch(): Promise<Cart | null>;
  insert(body: { shop_id: number; currency_id: number; rate: number; products: InsertProductRow[] }): Promise<Cart>;
  deleteRows(ids: number[]): Promise<void>;
  deleteCart(id: number): Promise<void>;
}

/** The subset of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

export interface OutboxDeps {
  /** Shared by the tabs (localStorage). */
  storage: Storage;
  locks?: Locks;
  api: CartApi;
  signedIn(): boolean;
  /** null until the currencies are read: a write waits for them (the caller kicks when they come). */
  currency(): { id: number; rate: number } | null;
  /** The server's answer after an operation (or a fresh read). */
  onServerCart(cart: Cart | null): void;
  /** The outbox or its status changed (the views redraw). */
  onChange(): void;
  newId(): string;
  /** The clock the operations are ordered by (Date.now in a browser: one clock for all its tabs). */
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export type OutboxStatus = { state: 'idle' } | { state: 'syncing' } | { state: 'retrying'; error: unknown; attempt: number } | { state: 'signed-out' };

/** Rows of the owner's part of a server cart, without promotion rows, by parent stock. */
interface ServerRow {
  id: number;
  quantity: number;
  addons: Map<number, { id: number; quantity: number }>;
}
function serverRows(cart: Cart | null): Map<number, ServerRow> {
  const rows = new Map<number, ServerRow>();
  if (!cart) return rows;
  const own = cart.user_carts.find((u) => u.user_id === cart.owner_id) ?? cart.user_carts[0];
  for (const d of (own?.cartDetails ?? []) as CartDetail[]) {
    if (d.parent_id || d.bonus) continue;
    rows.set(d.stock.id, { id: d.id, quantity: d.quantity, addons: new Map((d.addons ?? []).map((a) => [a.stock.id, { id: a.id, quantity: a.quantity }])) });
  }
  return rows;
}

/** What the server must hold for `expected` to be true. */
export function holds(cart: Cart | null, expected: Expected): boolean {
  const rows = serverRows(cart);
  return Object.entries(expected).every(([key, quantity]) => {
    const [parent, stock] = key.split(':');
    const row = parent ? rows.get(Number(parent))?.addons.get(Number(stock)) : rows.get(Number(stock));
    return (row?.quantity ?? 0) === quantity;
  });
}

export type Write =
  | { type: 'none' }
  | { type: 'insert'; shop_id: number; products: InsertProductRow[]; expected: Expected }
  | { type: 'delete-rows'; ids: number[]; expected: Expected }
  | { type: 'delete-cart'; id: number; expected: Expected };

function insertWrite(shop_id: number, targets: Map<number, { quantity: number; addons: Map<number, number> }>): Write {
  const products: InsertProductRow[] = [];
  const expected: Expected = {};
  for (const [stock, t] of targets) {
    products.push({ stock_id: stock, quantity: t.quantity });
    expected[`:${stock}`] = t.quantity;
    for (const [addon, q] of t.addons) {
      if (q <= 0) continue;
      products.push({ stock_id: addon, quantity: q, parent_id: stock });
      expected[`${stock}:${addon}`] = q;
    }
  }
  return products.length ? { type: 'insert', shop_id, products, expected } : { type: 'none' };
}

/**
 * The write that carries `op` out on the server cart as it is now. Setting a parent row drops its add-on rows on
 * the server, so the add-ons it already has are sent with it.
 */
export function planWrite(op: CartOp, cart: Cart | null): Write {
  const rows = serverRows(cart);
  const current = (stock: number) => {
    const row = rows.get(stock);
    return { quantity: row?.quantity ?? 0, addons: new Map([...(row?.addons ?? new Map<number, { quantity: number }>())].map(([k, v]) => [k, v.quantity])) };
  };
  switch (op.kind) {
    case 'add':
    case 'merge': {
      const shop_id = op.kind === 'add' ? op.req.shop_id : op.shop_id;
      const sources: RowSource[] = op.kind === 'add' ? [{ stock_id: op.req.stock_id, quantity: Math.max(1, Math.floor(op.req.quantity || 1)), addons: op.req.addons }] : op.items;
      // Another shop's cart is replaced by the first insert for this shop (the shopper confirmed it).
      const sameShop = cart !== null && cart.shop_id === shop_id;
      const targets = new Map<number, { quantity: number; addons: Map<number, number> }>();
      for (const row of toInsertRows(sources)) {
        const parent = row.parent_id ?? row.stock_id;
        const t = targets.get(parent) ?? (sameShop ? current(parent) : { quantity: 0, addons: new Map<number, number>() });
        if (row.parent_id === undefined) t.quantity += row.quantity;
        else t.addons.set(row.stock_id, (t.addons.get(row.stock_id) ?? 0) + row.quantity);
        targets.set(parent, t);
      }
      return insertWrite(shop_id, targets);
    }
    case 'step': {
      const row = rows.get(op.stock_id);
      if (!row || !cart) return { type: 'none' };
      const quantity = row.quantity + op.delta;
      // Reduce lowers the quantity only when it is above 1.
      if (quantity < 1) return { type: 'none' };
      const now = current(op.stock_id);
      // Add-on quantities are absolute on the server: they keep their share per unit.
      const addons = new Map([...now.addons].map(([k, q]) => [k, Math.max(1, Math.round((q / row.quantity) * quantity))]));
      return insertWrite(cart.shop_id, new Map([[op.stock_id, { quantity, addons }]]));
    }
    case 'remove': {
      const row = rows.get(op.stock_id);
      if (!row) return { type: 'none' };
      return { type: 'delete-rows', ids: [row.id, ...[...row.addons.values()].map((a) => a.id)], expected: { [`:${op.stock_id}`]: 0 } };
    }
    case 'clear':
      return cart ? { type: 'delete-cart', id: cart.id, expected: Object.fromEntries([...rows.keys()].map((s) => [`:${s}`, 0])) } : { type: 'none' };
  }
}

function isUnauthorized(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 401;
}
function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 404;
}
/** A 4xx other than 401/404/408/429: the server refused this operation (out of stock, a closed shop…); it is dropped. */
export function isRefused(error: unknown): boolean {
  const status = (error as { response?: { status?: number } })?.response?.status;
  return status !== undefined && status >= 400 && status < 500 && ![401, 404, 408, 429].includes(status);
}

export interface Outbox {
  /** Starts the tab (its id and lock) and sends what is waiting. */
  start(): Promise<void>;
  /** Adds an operation (an id already queued is ignored); returns its id. */
  enqueue(op: NewCartOp, id?: string): string;
  /**
   * Every tab's waiting operations, each once, oldest first: the order they run in (the view shows them so, on
   * top of the server cart). The same array until this page writes its storage or another tab's change is told
   * (`storageChanged`), so views that read it in one render share it and what they compute from it.
   */
  pending(): CartOp[];
  status(): OutboxStatus;
  /** Sends now (Retry, a sign-in, back online). */
  kick(): void;
  /** Logout clears the carts: waiting operations are dropped. */
  dropAll(): void;
  /** Another tab changed its outbox (a storage event). */
  storageChanged(key: string | null): void;
  /** Resolves once no sync is running or waiting for a retry (tests). */
  idle(): Promise<void>;
  /** The operations the server refused since the last call (the view says so). */
  takeRefusals(): { op: CartOp; error: unknown }[];
  /** The page goes (tests; a browser frees the locks itself). */
  stop(): void;
}

/** The shop's currencies are not read yet: the operation waits (no error) until the page knows them and kicks. */
const NOT_READY = new Error('The currency is not known yet');

type Currency = { id: number; rate: number };

interface Inflight {
  id: string;
  expected: Expected;
  /** The write itself, to send again as it was (absent in a record left by an older version: then re-planned). */
  write?: Exclude<Write, { type: 'none' }>;
  currency?: Currency;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  // A page's own id: what it queues is stored under it at once, before anything else runs.
  const tabId = deps.newId();
  let ops: CartOp[] = [];
  let lastAt = 0;
  let status: OutboxStatus = { state: 'idle' };
  let running = false;
  let again = false;
  let started: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  const refusals: { op: CartOp; error: unknown }[] = [];
  const waiters: (() => void)[] = [];
  /** What `pending()` answered last, until this page's storage or another tab's outbox changes. */
  let lastPending: CartOp[] | null = null;

  const key = (id: string) => `${OUTBOX_PREFIX}${id}`;
  const readJson = <T>(k: string, fallback: T): T => {
    try {
      const raw = deps.storage.getItem(k);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const writeJson = (k: string, value: unknown) => {
    lastPending = null;
    try {
      if (value === null) deps.storage.removeItem(k);
      else deps.storage.setItem(k, JSON.stringify(value));
    } catch {
      // No storage (private mode, full): this page still works; a reload then loses what was waiting.
    }
  };
  const read = (k: string): CartOp[] => {
    const value = readJson<unknown>(k, []);
    return Array.isArray(value) ? (value as CartOp[]) : [];
  };
  const persist = () => writeJson(key(tabId), ops.length ? ops : null);
  const otherKeys = () => {
    const keys: string[] = [];
    for (let i = 0; i < deps.storage.length; i++) {
      const k = deps.storage.key(i);
      if (k?.startsWith(OUTBOX_PREFIX) && k !== key(tabId)) keys.push(k);
    }
    return keys;
  };
  const setStatus = (next: OutboxStatus) => {
    status = next;
    deps.onChange();
  };
  const isDone = (id: string) => readJson<string[]>(DONE_KEY, []).includes(id);
  const markDone = (id: string) => writeJson(DONE_KEY, [...readJson<string[]>(DONE_KEY, []).filter((d) => d !== id), id].slice(-DONE_KEPT));
  /** This page's settled operations leave its outbox (another tab may have run them). */
  const prune = () => {
    const done = new Set(readJson<string[]>(DONE_KEY, []));
    if (!ops.some((o) => done.has(o.id))) return;
    ops = ops.filter((o) => !done.has(o.id));
    persist();
  };
  /**
   * Every tab's waiting operations (none settled), oldest first; one queued in two tabs (a guest cart's merge both
   * saw) counts once, where it was made first.
   */
  const waiting = (): CartOp[] => {
    const done = new Set(readJson<string[]>(DONE_KEY, []));
    const seen = new Set<string>();
    return [...ops, ...otherKeys().flatMap(read)].sort(byAge).filter((o) => {
      if (seen.has(o.id) || done.has(o.id)) return false;
      seen.add(o.id);
      return true;
    });
  };

  /** Takes a Web Lock and keeps it while the page lives; false when another page holds it. */
  const holdForever = (name: string): Promise<boolean> =>
    new Promise((resolve) => {
      if (!deps.locks) return resolve(true);
      void deps.locks.request(name, { ifAvailable: true }, (lock) => {
        resolve(Boolean(lock));
        return lock ? new Promise<void>(() => {}) : undefined;
      });
    });

  function start(): Promise<void> {
    started ??= holdForever(`${TAB_LOCK_PREFIX}${tabId}`).then(() => deps.onChange());
    return started.then(() => kick());
  }

  /**
   * Operations of pages that are gone (their lock is free): this page takes their lock and their operations.
   * Without Web Locks (old browsers) every other outbox counts as gone: one tab is the common case there.
   */
  async function adoptOrphans(): Promise<void> {
    for (const k of otherKeys()) {
      if (!(await holdForever(`${TAB_LOCK_PREFIX}${k.slice(OUTBOX_PREFIX.length)}`))) continue;
      const mine = new Set(ops.map((o) => o.id));
      ops = [...read(k).filter((o) => !mine.has(o.id)), ...ops].sort(byAge);
      persist();
      writeJson(k, null);
    }
  }

  /** The shopper's currency, else the server cart's; unknown before the currencies are read with no cart. */
  const currencyFor = (cart: Cart | null): Currency | undefined => deps.currency() ?? (cart ? { id: cart.currency_id, rate: cart.rate } : undefined);

  /** Sends a planned write; the server cart after it. */
  async function send(write: Exclude<Write, { type: 'none' }>, currency: Currency | undefined): Promise<Cart | null> {
    if (write.type === 'insert') {
      if (!currency) throw NOT_READY;
      return deps.api.insert({ shop_id: write.shop_id, currency_id: currency.id, rate: currency.rate, products: write.products });
    }
    try {
      if (write.type === 'delete-rows') await deps.api.deleteRows(write.ids);
      else await deps.api.deleteCart(write.id);
    } catch (error) {
      // Already gone (a first send that landed, or a change elsewhere): what the delete wanted is true.
      if (!isNotFound(error)) throw error;
    }
    return write.type === 'delete-cart' ? null : deps.api.fetch();
  }

  /** Sends `write` for operation `id`, stored first so that whoever takes the lock next can tell whether it landed. */
  async function sendRecorded(id: string, write: Exclude<Write, { type: 'none' }>, currency: Currency | undefined): Promise<Cart | null> {
    if (write.type === 'insert' && !currency) throw NOT_READY;
    writeJson(INFLIGHT_KEY, { id, expected: write.expected, write, currency } satisfies Inflight);
    try {
      const cart = await send(write, currency);
      writeJson(INFLIGHT_KEY, null);
      return cart;
    } catch (error) {
      // A refusal or a 401 did not change the cart; anything else may have: the in-flight record stays.
      if (isRefused(error) || isUnauthorized(error)) writeJson(INFLIGHT_KEY, null);
      throw error;
    }
  }

  /**
   * A write whose answer never came (a failure, a reload, a closed tab): did it land? If not, it is sent again as
   * it was, since it may still land late: both then set the same quantities.
   */
  async function resolveInflight(): Promise<void> {
    const inflight = readJson<Inflight | null>(INFLIGHT_KEY, null);
    if (!inflight) return;
    let cart = await deps.api.fetch();
    if (!holds(cart, inflight.expected)) {
      if (!inflight.write) {
        writeJson(INFLIGHT_KEY, null);
        deps.onServerCart(cart);
        return;
      }
      try {
        cart = await sendRecorded(inflight.id, inflight.write, inflight.currency ?? currencyFor(cart));
      } catch (error) {
        if (!isRefused(error)) throw error;
        const op = waiting().find((o) => o.id === inflight.id);
        if (op) refusals.push({ op, error });
        markDone(inflight.id);
        return;
      }
    }
    markDone(inflight.id);
    writeJson(INFLIGHT_KEY, null);
    deps.onServerCart(cart);
  }

  async function runOne(op: CartOp): Promise<void> {
    let cart = await deps.api.fetch();
    const write = planWrite(op, cart);
    if (write.type === 'none') {
      deps.onServerCart(cart);
      return;
    }
    cart = await sendRecorded(op.id, write, currencyFor(cart));
    deps.onServerCart(cart);
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = deps.setTimer(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        deps.clearTimer(handle);
        wake = null;
        resolve();
      };
    });

  /** Under the sync lock: what other pages left unsure, then this tab's operations in order. */
  async function drain(): Promise<void> {
    let attempt = 0;
    while (!stopped && deps.signedIn()) {
      try {
        await adoptOrphans();
        await resolveInflight();
        prune();
        // With Web Locks the oldest operation of any tab (they run one at a time); without, this page's own.
        const op = deps.locks ? waiting()[0] : ops[0];
        if (!op) break;
        try {
          await runOne(op);
        } catch (error) {
          if (!isRefused(error)) throw error;
          refusals.push({ op, error });
        }
        markDone(op.id);
        prune();
        attempt = 0;
        if (status.state === 'retrying') setStatus({ state: 'syncing' });
        else deps.onChange();
      } catch (error) {
        if (isUnauthorized(error)) throw error;
        if (error === NOT_READY) break;
        // Keeps the lock while it waits: no other tab may write before it is known whether this write landed.
        attempt += 1;
        setStatus({ state: 'retrying', error, attempt });
        await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]);
      }
    }
  }

  function settle(): void {
    if (running) return;
    for (const w of waiters.splice(0)) w();
  }

  function kick(): void {
    if (stopped || !started) return;
    if (running) {
      again = true;
      wake?.();
      return;
    }
    const hasWork = ops.length > 0 || otherKeys().length > 0 || deps.storage.getItem(INFLIGHT_KEY) !== null;
    if (!deps.signedIn() || !hasWork) {
      setStatus(!deps.signedIn() && ops.length ? { state: 'signed-out' } : { state: 'idle' });
      settle();
      return;
    }
    running = true;
    again = false;
    setStatus({ state: 'syncing' });
    const work = deps.locks ? deps.locks.request(SYNC_LOCK, drain) : drain();
    void work.then(
      () => {
        running = false;
        setStatus({ state: ops.length && !deps.signedIn() ? 'signed-out' : 'idle' });
        if (again && !stopped) kick();
        else settle();
      },
      () => {
        // Only a 401 ends up here: the shell signs the user out and asks for a sign-in; the operations wait.
        running = false;
        setStatus({ state: 'signed-out' });
        settle();
      },
    );
  }

  return {
    start,
    enqueue(op, id) {
      lastAt = Math.max(deps.now(), lastAt + 0.001);
      const full = { ...op, id: id ?? deps.newId(), at: lastAt } as CartOp;
      if (ops.some((o) => o.id === full.id) || isDone(full.id)) return full.id;
      ops.push(full);
      persist();
      deps.onChange();
      kick();
      return full.id;
    },
    // The views' reading: each render of a cart view asked it again, reading and parsing every outbox and the
    // settled ids from the storage in the tap's task (twice: the header's count and the drawer).
    pending: () => (lastPending ??= waiting()),
    status: () => status,
    kick,
    dropAll() {
      ops = [];
      persist();
      deps.onChange();
    },
    storageChanged(k) {
      lastPending = null;
      if (k === null || k.startsWith(OUTBOX_PREFIX) || k === DONE_KEY) {
        deps.onChange();
        if (!running) kick();
      }
    },
    idle() {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    takeRefusals: () => refusals.splice(0),
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
