import { queryOptions } from '@tanstack/react-query';
import { http, shopQuery } from '@market/http';
import type { Cart, Envelope } from '@market/contract';
import type { InsertProductRow } from '../model/cart-rules.ts';
import { isCartAnswer, serverCartOf } from '../model/server-cart.ts';

export const cartKeys = {
  server: ['cart-checkout-group', 'server-cart'] as const,
};

/**
 * GET dashboard/user/cart: the signed-in user's cart, or null when there is none (the API answers 404 then). The
 * 404 is taken as an answer, not an error, so neither the HTTP client's error log nor the queries see a failure.
 */
export async function fetchServerCart(): Promise<Cart | null> {
  const res = await http.get<unknown>('dashboard/user/cart', { validateStatus: isCartAnswer });
  return serverCartOf(res.status, res.data);
}

export interface InsertProductBody {
  shop_id: number;
  currency_id: number;
  rate: number;
  products: InsertProductRow[];
}

/** POST dashboard/user/cart/insert-product: each row sets that stock's quantity in the user's cart. */
export async function insertProducts(body: InsertProductBody): Promise<Cart> {
  const res = await http.post<Envelope<Cart>>('dashboard/user/cart/insert-product', body);
  return res.data.data;
}

/** DELETE dashboard/user/cart/product/delete {ids}: cart detail rows. */
export async function deleteCartRows(ids: number[]): Promise<void> {
  await http.delete('dashboard/user/cart/product/delete', { data: { ids } });
}

/** DELETE dashboard/user/cart/delete {ids}: whole carts. */
export async function deleteServerCart(id: number): Promise<void> {
  await http.delete('dashboard/user/cart/delete', { data: { ids: [id] } });
}

/** The cart's reads, one definition each: the cart, the checkout page and the group owner's view read them. */
export const cartQueries = {
  server: () => queryOptions({ queryKey: cartKeys.server, queryFn: fetchServerCart }),
  /** The shop of the cart (its minimum order, its name), the apps' one shop query; asked only once the cart names one. */
  shop: shopQuery,
};
