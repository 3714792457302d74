import { storedJson } from '@market/bus';

/**
 * The share link of a group cart: /group/{shop_id}?g={cart_id}&o={owner_id}&s={share secret}. The secret (the owner's
 * cart answer's `share_secret`) is what lets a guest join and read the group: ids alone do not.
 */
export function groupLink(origin: string, cart: { id: number; shop_id: number; owner_id: number; share_secret?: string }): string {
  const secret = cart.share_secret ? `&s=${encodeURIComponent(cart.share_secret)}` : '';
  return `${origin}/group/${cart.shop_id}?g=${cart.id}&o=${cart.owner_id}${secret}`;
}

export interface GroupLinkParams {
  shopId: number;
  cartId: number;
  ownerId: number;
  /** The share secret; absent on the owner's own page, which reads the owner's cart instead. */
  secret?: string;
}

/** Reads a join link; anything malformed is null ("You cannot join. Invalid group order"). */
export function parseGroupLink(shopId: string | undefined, search: URLSearchParams): GroupLinkParams | null {
  const ids = [shopId, search.get('g'), search.get('o')].map((v) => (v && /^\d+$/.test(v) ? Number(v) : NaN));
  if (ids.some((n) => !Number.isFinite(n) || n <= 0)) return null;
  const secret = search.get('s');
  if (secret !== null && !/^[\w-]{16,128}$/.test(secret)) return null;
  return { shopId: ids[0], cartId: ids[1], ownerId: ids[2], ...(secret ? { secret } : {}) };
}

/** This browser's membership of a group cart (kept across reloads). */
export interface Membership {
  cart_id: number;
  uuid: string;
  user_cart_id: number;
  name: string;
}

const membership = storedJson<Membership>('local', 'market:cart-checkout-group:group-membership');

export function readMembership(cartId: number): Membership | null {
  const m = membership.read();
  return m && m.cart_id === cartId ? m : null;
}

/** Without localStorage the membership lasts for this page only. */
export function writeMembership(m: Membership | null): void {
  membership.write(m);
}
