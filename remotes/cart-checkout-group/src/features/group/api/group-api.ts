import { queryOptions } from '@tanstack/react-query';
import { http, shopProductsQuery } from '@market/http';
import type { Cart, Envelope, JoinedCart, UserCart } from '@market/contract';
import type { InsertProductRow } from '../../cart/index.ts';
import type { Membership } from '../model/group-link.ts';

export const groupKeys = {
  /** Every read of group cart `id` (the prefix to invalidate). */
  cart: (id: number) => ['cart-checkout-group', 'group-cart', id] as const,
  /** The read of group cart `id` as member `uuid` (or, before joining, as the link's holder). */
  read: (id: number, uuid: string | undefined) => [...groupKeys.cart(id), uuid ?? null] as const,
};

/** What lets a guest read a group: its member uuid, else the share link's secret. */
export interface GroupKey {
  uuid?: string;
  secret?: string;
}

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

/** Owner: remove a member from the group, named by its member id (the owner's signed-in route takes it). */
export async function kickMember(member: Pick<UserCart, 'cart_id' | 'id'>): Promise<void> {
  await http.delete('dashboard/user/cart/member/delete', { params: { cart_id: member.cart_id, ids: [member.id] } });
}

/** Member (guest or signed in): join with a name and the share link's secret. */
export async function joinGroup(body: { name: string; shop_id: number; cart_id: number; secret?: string }): Promise<JoinedCart> {
  const res = await http.post<Envelope<JoinedCart>>('rest/cart/open', body);
  return res.data.data;
}

/**
 * Whether a failed read of a group says the group is not there for this reader (refused, not found, ended): any 4xx
 * but a timeout (408) and too many requests (429), which say nothing of the group and pass with the next read.
 */
export function refusesGroup(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The group cart as a guest sees it: only its own member uuid is in it. */
export async function fetchGroupCart(id: number, key: GroupKey): Promise<Cart> {
  const res = await http.get<Envelope<Cart>>(`rest/cart/${id}`, { params: { user_cart_uuid: key.uuid, secret: key.secret } });
  return res.data.data;
}

export async function memberInsert(body: { shop_id: number; cart_id: number; user_cart_uuid: string; products: InsertProductRow[] }): Promise<Cart> {
  const res = await http.post<Envelope<Cart>>('rest/cart/insert-product', body);
  return res.data.data;
}

/** Member: remove rows of its own lines, named by the member's uuid (ids alone are refused). */
export async function memberDeleteRows(member: Pick<Membership, 'cart_id' | 'uuid'>, ids: number[]): Promise<void> {
  await http.delete('rest/cart/product/delete', { data: { ids, cart_id: member.cart_id, user_cart_uuid: member.uuid } });
}

/** Member done (or not done any more). */
export async function memberStatus(uuid: string, cart_id: number): Promise<void> {
  await http.post(`rest/cart/status/${uuid}`, { cart_id });
}

/** Member: leave the group, named by its uuid (the family's API takes no row id here). */
export async function leaveGroup(member: Pick<Membership, 'cart_id' | 'uuid'>): Promise<void> {
  await http.delete('rest/cart/member/delete', { params: { cart_id: member.cart_id, ids: [member.uuid] } });
}

/** The group views' reads: the group cart a member sees, and the shop's products they pick from. */
export const groupQueries = {
  cart: (id: number, key: GroupKey) => queryOptions({ queryKey: groupKeys.read(id, key.uuid), queryFn: () => fetchGroupCart(id, key) }),
  /** The apps' one shop products query. */
  products: shopProductsQuery,
};
