import { createApiServer, http, HttpResponse, ok, API, fail } from '@market/testing';
import type { AddToCartRequest, Cart } from '@market/contract';
import { addItem, EMPTY_CART, type LocalCart } from './cart-rules.ts';
import { SYNC_MARKER_KEY, syncLocalCart } from './sync.ts';

const server = createApiServer();

const req: AddToCartRequest = {
  shop_id: 1,
  stock_id: 10,
  quantity: 2,
  price: 8,
  product: { id: 1, uuid: 'p1', title: 'Margherita' },
  addons: [{ stock_id: 50, quantity: 1, price: 1.5, title: 'Cheese' }],
};

const serverCart = (shop_id: number, details: Cart['user_carts'][number]['cartDetails'] = []): Cart => ({
  id: 7,
  shop_id,
  owner_id: 1,
  group: false,
  total_price: 0,
  currency_id: 1,
  rate: 1,
  user_carts: [{ id: 1, uuid: 'u', name: 'Demo', user_id: 1, status: false, cartDetails: details }],
});

function setup(initial: LocalCart, existing: Cart | null) {
  let stored = initial;
  const inserts: unknown[] = [];
  const deletes: unknown[] = [];
  server.use(
    http.get(`${API}dashboard/user/cart`, () => (ok(existing))),
    http.post(`${API}dashboard/user/cart/insert-product`, async ({ request }) => {
      inserts.push(await request.json());
      return ok(serverCart(1));
    }),
    http.delete(`${API}dashboard/user/cart/delete`, async ({ request }) => {
      deletes.push(await request.json());
      return HttpResponse.json({ data: null });
    }),
  );
  const opts = { read: () => stored, clear: () => (stored = EMPTY_CART), currency: { id: 2, rate: 0.9 } };
  return { opts, inserts, deletes, stored: () => stored };
}

beforeEach(() => localStorage.clear());

describe('moving the local cart to the server on sign-in', () => {
  it('sends the items once with add-ons as parent_id rows, then clears the local cart', async () => {
    const s = setup(addItem(EMPTY_CART, req), null);
    await expect(syncLocalCart(s.opts)).resolves.toMatchObject({ status: 'sent' });
    expect(s.inserts).toEqual([
      { shop_id: 1, currency_id: 2, rate: 0.9, products: [{ stock_id: 10, quantity: 2 }, { stock_id: 50, quantity: 2, parent_id: 10 }] },
    ]);
    expect(s.stored()).toEqual(EMPTY_CART);
  });

  it('a second tab with the same cart only clears it (the marker names what was sent)', async () => {
    const cart = addItem(EMPTY_CART, req);
    const first = setup(cart, null);
    await syncLocalCart(first.opts);
    expect(localStorage.getItem(SYNC_MARKER_KEY)).toBeTruthy();
    const second = setup(cart, null);
    await expect(syncLocalCart(second.opts)).resolves.toEqual({ status: 'already-sent' });
    expect(second.inserts).toHaveLength(0);
    expect(second.stored()).toEqual(EMPTY_CART);
  });

  it('adds to what the server cart of the same shop already holds', async () => {
    const existing = serverCart(1, [
      { id: 3, quantity: 1, price: 8, discount: 0, bonus: false, parent_id: null, stock: { id: 10 } as never, addons: [] },
    ]);
    const s = setup(addItem(EMPTY_CART, req), existing);
    await syncLocalCart(s.opts);
    expect((s.inserts[0] as { products: unknown[] }).products[0]).toEqual({ stock_id: 10, quantity: 3 });
  });

  it("replaces another shop's server cart", async () => {
    const existing = serverCart(4, [
      { id: 3, quantity: 1, price: 8, discount: 0, bonus: false, parent_id: null, stock: { id: 90 } as never, addons: [] },
    ]);
    const s = setup(addItem(EMPTY_CART, req), existing);
    await syncLocalCart(s.opts);
    expect(s.deletes).toEqual([{ ids: [7] }]);
    expect(s.inserts).toHaveLength(1);
  });

  it('keeps the local cart when the server refuses', async () => {
    const s = setup(addItem(EMPTY_CART, req), null);
    server.use(http.post(`${API}dashboard/user/cart/insert-product`, () => fail(500, 'Something went wrong')));
    await expect(syncLocalCart(s.opts)).rejects.toBeTruthy();
    expect(s.stored().items).toHaveLength(1);
    expect(localStorage.getItem(SYNC_MARKER_KEY)).toBeNull();
  });

  it('does nothing for an empty cart', async () => {
    const s = setup(EMPTY_CART, null);
    await expect(syncLocalCart(s.opts)).resolves.toEqual({ status: 'empty' });
  });
});
