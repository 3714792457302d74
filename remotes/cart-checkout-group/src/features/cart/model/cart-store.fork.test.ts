import { allSettled, createWatch, fork } from 'effector';
import { loggedOut } from '@market/bus';
import type { AddToCartRequest } from '@market/contract';
import {
  $localCart,
  $pendingConflict,
  addRequested,
  conflictConfirmed,
  conflictDismissed,
  itemAccepted,
  itemIncreased,
  itemReduced,
  itemRemoved,
  quantitySet,
} from './cart-store.ts';
import { itemKey } from './cart-rules.ts';
import { cheese, req } from './test-requests.ts';

// A guest's cart (no session, no token cookie): every add goes to the local cart, each test in its own scope.
const lines = (scope: ReturnType<typeof fork>) => scope.getState($localCart).items.map((i) => [i.stock_id, i.quantity]);
const pizza = req();
const otherShop = req({ shop_id: 2, stock_id: 20, product: { id: 2, uuid: 'p2', title: 'Pad thai' } });

async function add(scope: ReturnType<typeof fork>, request: AddToCartRequest) {
  await allSettled(addRequested, { scope, params: request });
}

beforeEach(() => localStorage.clear());

describe('the cart store, in a forked scope', () => {
  it('adds the same line twice as one line of 2, and leaves the app’s own cart alone', async () => {
    const scope = fork();
    await add(scope, pizza);
    await add(scope, pizza);
    expect(lines(scope)).toEqual([[10, 2]]);
    expect($localCart.getState().items).toEqual([]);
  });

  it('keeps a line with other add-ons apart', async () => {
    const scope = fork();
    await add(scope, pizza);
    await add(scope, req({ addons: [cheese] }));
    expect(scope.getState($localCart).items.map((i) => i.key)).toEqual([itemKey(10, []), itemKey(10, [cheese])]);
  });

  it('says once per add that the cart took it', async () => {
    const scope = fork();
    const taken: string[] = [];
    const watch = createWatch({ unit: itemAccepted, scope, fn: (r) => taken.push(r.product.title) });
    await add(scope, pizza);
    await add(scope, pizza);
    watch.unsubscribe();
    expect(taken).toEqual(['Margherita', 'Margherita']);
  });

  it('asks before an add from another shop, and changes nothing when the shopper keeps the cart', async () => {
    const scope = fork();
    const taken: AddToCartRequest[] = [];
    const watch = createWatch({ unit: itemAccepted, scope, fn: (r) => taken.push(r) });
    await add(scope, pizza);
    await add(scope, otherShop);
    expect(scope.getState($pendingConflict)).toEqual(otherShop);
    expect(lines(scope)).toEqual([[10, 1]]);

    await allSettled(conflictDismissed, { scope });
    watch.unsubscribe();
    expect(scope.getState($pendingConflict)).toBeNull();
    expect(lines(scope)).toEqual([[10, 1]]);
    expect(taken).toEqual([pizza]);
  });

  it('replaces the other shop’s cart when the shopper confirms', async () => {
    const scope = fork();
    await add(scope, pizza);
    await add(scope, otherShop);
    await allSettled(conflictConfirmed, { scope });
    expect(scope.getState($pendingConflict)).toBeNull();
    expect(scope.getState($localCart).shop_id).toBe(2);
    expect(lines(scope)).toEqual([[20, 1]]);
  });

  it('steps quantities up and down, never below 1 by the minus button, and removes a line', async () => {
    const scope = fork();
    await add(scope, pizza);
    const key = itemKey(10, []);
    await allSettled(itemIncreased, { scope, params: key });
    await allSettled(itemIncreased, { scope, params: key });
    expect(lines(scope)).toEqual([[10, 3]]);
    await allSettled(quantitySet, { scope, params: { key, quantity: 1 } });
    await allSettled(itemReduced, { scope, params: key });
    expect(lines(scope)).toEqual([[10, 1]]);
    await allSettled(itemRemoved, { scope, params: key });
    expect(lines(scope)).toEqual([]);
  });

  it('forgets the cart and a waiting question when the shopper signs out', async () => {
    const scope = fork();
    await add(scope, pizza);
    await add(scope, otherShop);
    await allSettled(loggedOut, { scope });
    expect(lines(scope)).toEqual([]);
    expect(scope.getState($pendingConflict)).toBeNull();
  });
});
