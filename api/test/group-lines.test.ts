/** A group member's lines: a stock with its add-ons is one line; the same stock with other add-ons is another. */
import type { FastifyInstance } from 'fastify';
import type { Cart, CartDetail } from '@market/contract';
import { appWithUsers, call, HOME, ok, TODAY } from './helpers.ts';
import { groupPizza, groupWithGuest, lineRows, type GroupPizza, type Row } from './group-helpers.ts';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  ({ app, demo } = await appWithUsers());
});
afterAll(() => app.close());

let pizza: GroupPizza;
beforeAll(async () => {
  pizza = await groupPizza(app);
});

async function insert(cartId: number, uuid: string, products: Row[]): Promise<Cart> {
  return (await ok(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: cartId, user_cart_uuid: uuid, products } })).data as Cart;
}
/** Add-ons in stock order (the server keeps the order they were sent in). */
const byStock = (pairs: number[][]) => [...pairs].sort((x, y) => x[0]! - y[0]!);
const memberLines = (cart: Cart, uuid: string) =>
  cart.user_carts
    .find((m) => m.uuid === uuid)!
    .cartDetails.map((d: CartDetail) => ({ stock: d.stock.id, quantity: d.quantity, addons: byStock(d.addons.map((a) => [a.stock.id, a.quantity])) }));

describe('a group member adding the same stock with other add-ons', () => {
  it('keeps two lines, each with its own add-ons and quantity; the owner and the totals count both', async () => {
    const { cartId, uuid } = await groupWithGuest(app, demo, pizza.shopId);
    const [cheese, olives] = pizza.addons;
    await insert(cartId, uuid, lineRows(pizza.stock.id, 1, [[cheese!.stock_id, 1]]));
    const after = await insert(cartId, uuid, lineRows(pizza.stock.id, 2, [[olives!.stock_id, 1]]));
    expect(memberLines(after, uuid)).toEqual([
      { stock: pizza.stock.id, quantity: 1, addons: [[cheese!.stock_id, 1]] },
      { stock: pizza.stock.id, quantity: 2, addons: [[olives!.stock_id, 2]] },
    ]);
    // The owner reads the same cart, and its total counts both lines with their add-ons.
    const owner = (await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data as Cart;
    expect(memberLines(owner, uuid)).toEqual(memberLines(after, uuid));
    const unit = pizza.stock.price - (pizza.stock.discount ?? 0);
    const ownerRows = owner.user_carts.find((m) => m.user_id === owner.owner_id)!.cartDetails.reduce((s, d) => s + d.price, 0);
    const members = 3 * unit + cheese!.price + 2 * olives!.price;
    expect(owner.total_price).toBeCloseTo(ownerRows + members, 2);
    const calc = (await ok(app, 'POST', `dashboard/user/cart/calculate/${cartId}`, { token: demo, body: { type: 'pickup' } })).data;
    expect(calc.price - calc.total_discount).toBeCloseTo(ownerRows + members, 2);
  });

  it('adds to the line with the same add-ons (in any order), and sets or removes one line without touching the other', async () => {
    const { cartId, uuid } = await groupWithGuest(app, demo, pizza.shopId);
    const [cheese, olives] = pizza.addons;
    const both: [number, number][] = [[cheese!.stock_id, 1], [olives!.stock_id, 2]];
    await insert(cartId, uuid, lineRows(pizza.stock.id, 1, both));
    await insert(cartId, uuid, lineRows(pizza.stock.id, 1, []));
    // The same add-ons, listed the other way round, with the quantity the line now has.
    let cart = await insert(cartId, uuid, lineRows(pizza.stock.id, 3, [...both].reverse()));
    expect(memberLines(cart, uuid)).toEqual([
      { stock: pizza.stock.id, quantity: 3, addons: byStock([[cheese!.stock_id, 3], [olives!.stock_id, 6]]) },
      { stock: pizza.stock.id, quantity: 1, addons: [] },
    ]);
    // Other quantities per unit are another line.
    cart = await insert(cartId, uuid, lineRows(pizza.stock.id, 1, [[cheese!.stock_id, 2], [olives!.stock_id, 2]]));
    expect(memberLines(cart, uuid)).toHaveLength(3);
    // 0 names a line by its add-on stocks only: two lines with those add-ons in other quantities per unit are refused.
    const twins = await call(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: cartId, user_cart_uuid: uuid, products: lineRows(pizza.stock.id, 0, both) } });
    expect(twins.statusCode).toBe(422);
    // The line without add-ons is named so, and removed.
    cart = await insert(cartId, uuid, lineRows(pizza.stock.id, 0, []));
    expect(memberLines(cart, uuid).map((l) => l.addons.length)).toEqual([2, 2]);
    cart = await insert(cartId, uuid, lineRows(pizza.stock.id, 2, [[cheese!.stock_id, 2], [olives!.stock_id, 2]]));
    expect(memberLines(cart, uuid)).toEqual([
      { stock: pizza.stock.id, quantity: 3, addons: byStock([[cheese!.stock_id, 3], [olives!.stock_id, 6]]) },
      { stock: pizza.stock.id, quantity: 2, addons: byStock([[cheese!.stock_id, 4], [olives!.stock_id, 4]]) },
    ]);
  });

  it('takes two lines of one stock in one request, each parent with the add-ons after it', async () => {
    const { cartId, uuid } = await groupWithGuest(app, demo, pizza.shopId);
    const [cheese, olives] = pizza.addons;
    const cart = await insert(cartId, uuid, [...lineRows(pizza.stock.id, 1, [[cheese!.stock_id, 1]]), ...lineRows(pizza.stock.id, 2, [[olives!.stock_id, 1]])]);
    expect(memberLines(cart, uuid)).toEqual([
      { stock: pizza.stock.id, quantity: 1, addons: [[cheese!.stock_id, 1]] },
      { stock: pizza.stock.id, quantity: 2, addons: [[olives!.stock_id, 2]] },
    ]);
    // An add-on sent alone is refused when the stock is in the cart more than once: it could be either line.
    const alone = await call(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: cartId, user_cart_uuid: uuid, products: [{ stock_id: cheese!.stock_id, quantity: 1, parent_id: pizza.stock.id }] } });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().params['products.0']).toBeTruthy();
  });

  it('places an order with both lines and their add-ons', async () => {
    const { cartId, uuid } = await groupWithGuest(app, demo, pizza.shopId);
    const [cheese, olives] = pizza.addons;
    await insert(cartId, uuid, lineRows(pizza.stock.id, 1, [[cheese!.stock_id, 1]]));
    await insert(cartId, uuid, lineRows(pizza.stock.id, 1, [[olives!.stock_id, 1]]));
    const r = await call(app, 'POST', 'dashboard/user/orders', {
      token: demo,
      body: { cart_id: cartId, shop_id: pizza.shopId, currency_id: 1, rate: 1, payment_id: 1, delivery_type: 'pickup', delivery_date: TODAY, delivery_time: '13:30', location: { latitude: HOME[0], longitude: HOME[1] } },
    });
    expect(r.statusCode).toBe(201);
    const details = (r.json().data.details as { stock: { id: number }; quantity: number; addons: { stock: { id: number } }[] }[]).filter((d) => d.stock.id === pizza.stock.id);
    expect(details.map((d) => d.addons.map((a) => a.stock.id))).toEqual([[cheese!.stock_id], [olives!.stock_id]]);
  });
});

describe("the owner's own cart", () => {
  it('keeps one row per stock: a stock sent again with other add-ons replaces them', async () => {
    await call(app, 'DELETE', 'dashboard/user/cart/delete', { token: demo });
    const [cheese, olives] = pizza.addons;
    const body = (rows: Row[]) => ({ token: demo, body: { shop_id: pizza.shopId, currency_id: 1, rate: 1, products: rows } });
    await ok(app, 'POST', 'dashboard/user/cart/insert-product', body(lineRows(pizza.stock.id, 1, [[cheese!.stock_id, 1]])));
    const cart = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', body(lineRows(pizza.stock.id, 2, [[olives!.stock_id, 1]])))).data as Cart;
    expect(cart.user_carts[0]!.cartDetails.map((d) => [d.quantity, d.addons.map((a) => a.stock.id)])).toEqual([[2, [olives!.stock_id]]]);
  });
});
