import type { Cart, CartDetail } from '@market/contract';
import { cheese, req } from './test-requests.ts';
import { addItem, EMPTY_CART } from './cart-rules.ts';
import { MemoryStorage } from '@market/testing';
import { byAge, createOutbox, holds, isRefused, mergeOp, OUTBOX_PREFIX, planWrite, type CartOp } from './outbox.ts';
import { localView, pendingView } from './view-model.ts';

const pizza = req({ addons: [cheese] });

const detail = (id: number, stock: number, quantity: number, addons: CartDetail[] = []): CartDetail =>
  ({ id, quantity, price: quantity * 8, discount: 0, bonus: false, parent_id: null, stock: { id: stock, product: { translation: { title: `S${stock}` } } }, addons }) as unknown as CartDetail;
const addonRow = (id: number, stock: number, quantity: number, parent: number): CartDetail =>
  ({ id, quantity, price: quantity * 1.5, discount: 0, bonus: false, parent_id: parent, stock: { id: stock, product: { translation: { title: `A${stock}` } } }, addons: [] }) as unknown as CartDetail;
const cartOf = (shop_id: number, details: CartDetail[]): Cart => ({
  id: 7, shop_id, owner_id: 1, group: false, total_price: 0, currency_id: 1, rate: 1,
  user_carts: [{ id: 1, cart_id: 7, uuid: 'u', name: 'Demo', user_id: 1, status: false, cartDetails: details }],
});
const op = (o: Omit<CartOp, 'id'> & Record<string, unknown>): CartOp => ({ id: 'x', ...o }) as CartOp;

describe('planWrite', () => {
  it('adds to what the server holds and sends the add-ons the row already has (setting a row drops them)', () => {
    const server = cartOf(1, [detail(1, 10, 2, [addonRow(2, 51, 2, 1)])]);
    const write = planWrite(op({ kind: 'add', req: pizza }), server);
    expect(write).toEqual({
      type: 'insert',
      shop_id: 1,
      products: [{ stock_id: 10, quantity: 3 }, { stock_id: 51, quantity: 2, parent_id: 10 }, { stock_id: 50, quantity: 1, parent_id: 10 }],
      expected: { ':10': 3, '10:51': 2, '10:50': 1 },
    });
  });

  it('starts from nothing when the server cart is another shop’s (the insert replaces it)', () => {
    const write = planWrite(op({ kind: 'add', req: { ...pizza, addons: [] } }), cartOf(2, [detail(1, 10, 5)]));
    expect(write).toMatchObject({ type: 'insert', shop_id: 1, products: [{ stock_id: 10, quantity: 1 }] });
  });

  it('reduces only above 1, keeps add-ons per unit, and does nothing for a line that is gone', () => {
    const server = cartOf(1, [detail(1, 10, 2, [addonRow(2, 50, 2, 1)]), detail(3, 11, 1)]);
    expect(planWrite(op({ kind: 'step', stock_id: 10, delta: -1 }), server)).toMatchObject({ products: [{ stock_id: 10, quantity: 1 }, { stock_id: 50, quantity: 1, parent_id: 10 }] });
    expect(planWrite(op({ kind: 'step', stock_id: 11, delta: -1 }), server)).toEqual({ type: 'none' });
    expect(planWrite(op({ kind: 'step', stock_id: 99, delta: 1 }), server)).toEqual({ type: 'none' });
    expect(planWrite(op({ kind: 'remove', stock_id: 10 }), server)).toEqual({ type: 'delete-rows', ids: [1, 2], expected: { ':10': 0 } });
    expect(planWrite(op({ kind: 'clear' }), null)).toEqual({ type: 'none' });
  });

  it('knows a write landed from the quantities it set', () => {
    const server = cartOf(1, [detail(1, 10, 3, [addonRow(2, 50, 1, 1)])]);
    expect(holds(server, { ':10': 3, '10:50': 1 })).toBe(true);
    expect(holds(server, { ':10': 2 })).toBe(false);
    expect(holds(null, { ':10': 0 })).toBe(true);
  });

  it('drops what the server refuses, and retries what may pass later', () => {
    expect(isRefused({ response: { status: 422 } })).toBe(true);
    for (const status of [401, 404, 408, 429, 500, 503]) expect(isRefused({ response: { status } })).toBe(false);
    expect(isRefused(new Error('Network Error'))).toBe(false);
  });
});

describe('byAge', () => {
  it('orders the operations of all tabs by when they were made, the same way in every tab', () => {
    const made = [op({ id: 'b', at: 2, kind: 'clear' }), op({ id: 'c', at: 1, kind: 'clear' }), op({ id: 'a', at: 2, kind: 'clear' }), op({ id: 'old', kind: 'clear' })];
    expect([...made].sort(byAge).map((o) => o.id)).toEqual(['old', 'c', 'a', 'b']);
    expect([...made].reverse().sort(byAge).map((o) => o.id)).toEqual(['old', 'c', 'a', 'b']);
  });
});

describe('mergeOp', () => {
  it('names a guest cart by its identity and content: the same cart twice has one id, a changed one another', () => {
    const cart = addItem(EMPTY_CART, pizza);
    expect(mergeOp(cart)!.id).toBe(mergeOp({ ...cart, items: [...cart.items] })!.id);
    expect(mergeOp(addItem(cart, pizza))!.id).not.toBe(mergeOp(cart)!.id);
    expect(mergeOp(EMPTY_CART)).toBeNull();
  });
});

describe('pendingView', () => {
  it('shows the waiting changes on top of the server cart, in order', () => {
    const server = cartOf(1, [detail(1, 10, 1)]);
    const view = pendingView(server, [
      op({ kind: 'add', req: pizza }),
      op({ kind: 'add', req: { ...pizza, stock_id: 11, addons: [], product: { id: 2, uuid: 'p2', title: 'Diavola' } } }),
      op({ kind: 'step', stock_id: 11, delta: -1 }),
    ]);
    expect(view.lines.map((l) => [l.stock_id, l.quantity])).toEqual([[10, 2], [11, 1]]);
    expect(view.count).toBe(3);
    expect(view.shop_id).toBe(1);
  });

  it('an add for another shop replaces the lines; clear empties them', () => {
    const server = cartOf(1, [detail(1, 10, 1)]);
    expect(pendingView(server, [op({ kind: 'add', req: { ...pizza, shop_id: 2 } })]).lines.map((l) => l.stock_id)).toEqual([10]);
    expect(pendingView(server, [op({ kind: 'add', req: { ...pizza, shop_id: 2 } })]).shop_id).toBe(2);
    expect(pendingView(server, [op({ kind: 'add', req: { ...pizza, shop_id: 2, stock_id: 20 } })]).lines.map((l) => l.stock_id)).toEqual([20]);
    expect(pendingView(server, [op({ kind: 'clear' })])).toMatchObject({ lines: [], count: 0, shop_id: null });
  });
});

describe('pending, as the views read it', () => {
  const outboxOn = (storage: Storage, id: string) => {
    let n = 0;
    return createOutbox({
      storage,
      api: { fetch: async () => null, insert: () => Promise.reject(new Error('not sent')), deleteRows: async () => undefined, deleteCart: async () => undefined },
      // Signed out: the operations wait, nothing is sent.
      signedIn: () => false,
      currency: () => null,
      onServerCart: () => undefined,
      onChange: () => undefined,
      newId: () => `${id}${(n += 1)}`,
      now: () => n,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
  };

  it('is the same array, and the same view, until this tab queues something or another tab’s change is told', () => {
    const storage = new MemoryStorage();
    const here = outboxOn(storage, 'h');
    const there = outboxOn(storage, 't');
    here.enqueue({ kind: 'step', stock_id: 10, delta: 1 });
    const first = here.pending();
    expect(here.pending()).toBe(first);
    const server = cartOf(1, [detail(1, 10, 2)]);
    expect(pendingView(server, here.pending())).toBe(pendingView(server, first));
    expect(pendingView(server, first).lines[0]!.quantity).toBe(3);

    here.enqueue({ kind: 'step', stock_id: 10, delta: 1 });
    expect(here.pending()).not.toBe(first);
    expect(pendingView(server, here.pending()).lines[0]!.quantity).toBe(4);

    // Another tab's add reaches this one with the storage event.
    there.enqueue({ kind: 'step', stock_id: 10, delta: -1 });
    const before = here.pending();
    here.storageChanged(`${OUTBOX_PREFIX}t`);
    expect(here.pending()).not.toBe(before);
    expect(here.pending()).toHaveLength(3);
    expect(pendingView(server, here.pending()).lines[0]!.quantity).toBe(3);
  });
});

describe('localView', () => {
  it('is built once per state of the guest cart', () => {
    const cart = addItem(EMPTY_CART, pizza);
    expect(localView(cart)).toBe(localView(cart));
    const more = addItem(cart, pizza);
    expect(localView(more)).not.toBe(localView(cart));
    expect(localView(more).count).toBe(2);
  });
});
