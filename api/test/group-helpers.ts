/** Group orders in API tests: a restaurant stock with add-ons, an owner's group cart with a guest, a member's line. */
import type { FastifyInstance } from 'fastify';
import type { Cart } from '@market/contract';
import { call, ok } from './helpers.ts';

export interface GroupPizza {
  shopId: number;
  stock: { id: number; price: number; discount?: number };
  addons: { stock_id: number; price: number }[];
}

/** A stock of a restaurant with at least two add-ons and enough of it for the steps of a test. */
export async function groupPizza(app: FastifyInstance): Promise<GroupPizza> {
  for (const shopId of [1, 5, 2, 3, 4]) {
    const page = await ok(app, 'GET', `rest/shops/${shopId}/products/paginate?perPage=50`);
    const p = page.data.find((x: any) => x.min_qty <= 1 && x.max_qty >= 20 && x.stocks[0].quantity >= 20 && x.stocks[0].addons.length >= 2);
    if (p) return { shopId, stock: p.stocks[0], addons: p.stocks[0].addons };
  }
  throw new Error('no restaurant stock with two add-ons in the seed');
}

/**
 * The owner's group cart for the shop (the owner holds one row of another stock) and a guest who joined it with the
 * share secret (`secret`, from the owner's set-group answer, as the share link carries it).
 */
export async function groupWithGuest(app: FastifyInstance, token: string, shopId: number, name = 'Guest Gina'): Promise<{ cartId: number; uuid: string; secret: string }> {
  await call(app, 'DELETE', 'dashboard/user/cart/delete', { token });
  const page = await ok(app, 'GET', `rest/shops/${shopId}/products/paginate?perPage=50`);
  const plain = page.data.find((x: any) => x.min_qty <= 1 && x.stocks[0].quantity >= 5 && x.stocks[0].addons.length === 0) ?? page.data[0];
  const opened = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token, body: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: plain.stocks[0].id, quantity: 1 }] } })).data as Cart;
  const grouped = (await ok(app, 'POST', `dashboard/user/cart/set-group/${opened.id}`, { token })).data as Cart;
  const secret = grouped.share_secret!;
  const joined = (await ok(app, 'POST', 'rest/cart/open', { body: { name, shop_id: shopId, cart_id: opened.id, secret } })).data;
  return { cartId: opened.id, uuid: joined.uuid as string, secret };
}

export type Row = { stock_id: number; quantity: number; parent_id?: number };
/** One line as the member's page sends it: the stock and its add-ons, their quantities per unit times the line's. */
export const lineRows = (stockId: number, quantity: number, addons: [number, number][]): Row[] => [
  { stock_id: stockId, quantity },
  ...addons.map(([a, perUnit]) => ({ stock_id: a, quantity: perUnit * quantity, parent_id: stockId })),
];


/**
 * Every row of a group as the database holds it (the cart's flag and secret, its members, their lines), and how many
 * members all carts have: a refused call must leave all of it as it was.
 */
export function groupRows(app: FastifyInstance, cartId: number) {
  const { db } = app.market;
  return {
    cart: db.get<{ grp: number; share_secret: string | null }>('SELECT grp, share_secret FROM carts WHERE id = ?', [cartId]),
    members: db.all<{ id: number; uuid: string; name: string; status: number }>('SELECT id, uuid, name, status FROM user_carts WHERE cart_id = ? ORDER BY id', [cartId]),
    lines: db.all<{ id: number; user_cart_id: number; stock_id: number; quantity: number; parent_id: number | null }>(
      'SELECT d.id, d.user_cart_id, d.stock_id, d.quantity, d.parent_id FROM cart_details d JOIN user_carts uc ON uc.id = d.user_cart_id WHERE uc.cart_id = ? ORDER BY d.id',
      [cartId],
    ),
    allMembers: db.get<{ n: number }>('SELECT COUNT(*) AS n FROM user_carts')!.n,
  };
}
