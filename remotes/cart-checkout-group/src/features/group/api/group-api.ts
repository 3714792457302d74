import { queryOptions } from '@tanstack/react-query';
import { http, shopProductsQuery } from '@market/http';
import type { Cart, Envelope, JoinedCart, UserCart } from '@market/contract';
import type { InsertProductRow } from '../../cart/index.ts';

export const groupKeys = {
  cart: (id: number) => ['cart-checkout-group', 'group-cart', id] as const,
};

/** Polling interval of the group views (owner and members). */
export const GROUP_POLL_MS = 4000;

/** Owner: open a cart for the shop and make it a group cart (set-group flips the flag). */
export async function startGroup(shop_id: number, currency_id: number | undefined): Promise<Cart> {
  const opened = await http.post<Envelope<Cart>>('dashboard/user/cart/open', { shop_id, currency_id });
  const cart = opened.data.data;
  if (cart.group) return cart;
  const res = await http.post<Envelope<Cart>>(`dashboard/user/cart/set-group/${cart.id}`);
  return res.data.data;
}

export async function toggleGroup(cartId: number): Promise<Cart> {
  const res = await http.post<Envelope<Cart>>(`dashboard/user/cart/set-group/${cartId}`);
  return res.data.data;
}

/** Owner: remove a member from the group, named by its uuid, as the family's API takes it. */
export async function kickMember(member: Pick<UserCart, 'cart_id' | 'uuid'>): Promise<void> {
  await http.delete('dashboard/user/cart/member/delete', { params: { cart_id: member.cart_id, ids: [member.uuid] } });
}

/** Member (guest or signed in): join with a name. */
export async function joinGroup(body: { name: string; shop_id: number; cart_id: number }): Promise<JoinedCart> {
  const res = await http.post<Envelope<JoinedCart>>('rest/cart/open', body);
  return res.data.data;
}

export async function fetchGroupCart(id: number): Promise<Cart> {
  const res = await http.get<Envelope<Cart>>(`rest/cart/${id}`);
  return res.data.data;
}

export async function memberInsert(body: { shop_id: number; cart_id: number; user_cart_uuid: string; products: InsertProductRow[] }): Promise<Cart> {
  const res = await http.post<Envelope<Cart>>('rest/cart/insert-product', body);
  return res.data.data;
}

export async function memberDeleteRows(ids: number[]): Promise<void> {
  await http.delete('rest/cart/product/delete', { data: { ids } });
}

/** Member done (or not done any more). */
export async function memberStatus(uuid: string, cart_id: number): Promise<void> {
  await http.post(`rest/cart/status/${uuid}`, { cart_id });
}

/** Member: leave the group, named by its uuid (the family's API takes no row id here). */
export async function leaveGroup(member: Pick<UserCart, 'cart_id' | 'uuid'>): Promise<void> {
  await http.delete('rest/cart/member/delete', { params: { cart_id: member.cart_id, ids: [member.uuid] } });
}

/** The group views' reads: the group cart a member sees, and the shop's products they pick from. */
export const groupQueries = {
  cart: (id: number) => queryOptions({ queryKey: groupKeys.cart(id), queryFn: () => fetchGroupCart(id) }),
  /** The apps' one shop products query. */
  products: shopProductsQuery,
};
