/**
 * Group orders as the people without the owner's token use them (rest/cart/…): who may join, read and change a group
 * cart, and what they are shown.
 *
 * - A member acts only as itself: its uuid (made at its join, known to it alone) is its key, and every change names
 *   it and touches that member's rows only. An integer id (a member's or a line's) never says whom to change; a
 *   missing uuid, or one that is not a member of the cart, answers 404 and changes nothing.
 * - Joining needs the group's share secret (the share link carries it): random, one per group, made when the owner
 *   turns grouping on and revoked when grouping is turned off or the group closes (the cart goes).
 * - A guest's answer never carries another member's uuid (nor the share secret): the owner's signed-in routes show
 *   every member's, for removing one.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Cart } from '@market/contract';
import type { Ctx } from '../context.ts';
import { HttpError, MSG } from '../lib/errors.ts';
import { presentCart, type CartRow, type UserCartRow } from './carts.ts';

/** A new share secret: 192 random bits, URL-safe. */
export function newShareSecret(): string {
  return randomBytes(24).toString('base64url');
}

function sameSecret(held: string | null, given: string | undefined): boolean {
  if (!held || !given) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refusals: 404 whatever was wrong (no such cart, not a group, another shop, a wrong secret or uuid). */
const invalidGroup = () => new HttpError(404, MSG.invalidGroup);
const notMember = () => new HttpError(404, MSG.kicked);

/** The owner turns grouping on (a new secret) or off (secret revoked, guests removed). Returns whether it is on. */
export function toggleGrouping(ctx: Ctx, cart: CartRow): boolean {
  const on = cart.grp !== 1;
  ctx.db.tx(() => {
    ctx.db.run('UPDATE carts SET grp = ?, share_secret = ? WHERE id = ?', [on ? 1 : 0, on ? newShareSecret() : null, cart.id]);
    if (!on) ctx.db.run('DELETE FROM user_carts WHERE cart_id = ? AND (user_id IS NULL OR user_id != ?)', [cart.id, cart.owner_id]);
  });
  return on;
}

/**
 * The owner removes members (dashboard/user/cart/member/delete, signed in): `ids` are member uuids (as the family
 * sends them) or member ids, of its own cart only; never the owner's own part; 404 when none was removed.
 */
export function removeMembers(ctx: Ctx, cart: CartRow, ids: string[]): void {
  const r = ctx.db.run(
    `DELETE FROM user_carts WHERE cart_id = ? AND (uuid IN (SELECT value FROM json_each(?)) OR id IN (SELECT value FROM json_each(?)))
     AND (user_id IS NULL OR user_id != ?)`,
    [cart.id, JSON.stringify(ids), JSON.stringify(ids.map(Number).filter(Number.isInteger)), cart.owner_id],
  );
  if (!r.changes) throw new HttpError(404, 'Not found');
}

/** The owner's view of its cart: every member's uuid, and the share secret while it is a group. */
export function presentOwnerCart(ctx: Ctx, cartId: number, lang: string): Cart {
  const cart = presentCart(ctx, cartId, lang);
  const secret = ctx.db.get<{ share_secret: string | null }>('SELECT share_secret FROM carts WHERE id = ?', [cartId])?.share_secret;
  return cart.group && secret ? { ...cart, share_secret: secret } : cart;
}

/** A guest's view of a group cart: only `viewer`'s own uuid (none when it is not a member). */
export function presentGuestCart(ctx: Ctx, cartId: number, lang: string, viewer?: UserCartRow): Cart {
  const cart = presentCart(ctx, cartId, lang);
  return {
    ...cart,
    user_carts: cart.user_carts.map(({ uuid, ...member }) => (viewer && member.id === viewer.id ? { ...member, uuid } : member)),
  };
}

function groupCart(ctx: Ctx, cartId: number | undefined): (CartRow & { share_secret: string | null }) | undefined {
  if (cartId === undefined) return undefined;
  const cart = ctx.db.get<CartRow & { share_secret: string | null }>('SELECT * FROM carts WHERE id = ?', [cartId]);
  return cart?.grp === 1 ? cart : undefined;
}

/** A guest member of a group cart, by its uuid (and the cart, when the call names one); 404 otherwise. */
export function guestMember(ctx: Ctx, uuid: string | undefined, cartId?: number): { cart: CartRow; member: UserCartRow } {
  if (!uuid) throw new HttpError(404, 'Not found');
  const member = ctx.db.get<UserCartRow>('SELECT * FROM user_carts WHERE uuid = ?', [uuid]);
  const cart = groupCart(ctx, member?.cart_id);
  if (!member || !cart || (cartId !== undefined && cart.id !== cartId) || member.user_id === cart.owner_id) throw notMember();
  return { cart, member };
}

/**
 * GET rest/cart/{id}: a member (its uuid) or someone holding the share link (its secret) reads the group; anyone
 * else gets 404. A uuid that is no longer a member with the right secret reads the group without being in it (the
 * web app then says "You have been kicked from group order").
 */
export function readGroup(ctx: Ctx, cartId: number, key: { uuid?: string; secret?: string }, lang: string): Cart {
  const cart = groupCart(ctx, cartId);
  if (!cart) throw invalidGroup();
  const member = key.uuid ? ctx.db.get<UserCartRow>('SELECT * FROM user_carts WHERE uuid = ? AND cart_id = ?', [key.uuid, cart.id]) : undefined;
  const viewer = member && member.user_id !== cart.owner_id ? member : undefined;
  if (!viewer && !sameSecret(cart.share_secret, key.secret)) throw invalidGroup();
  return presentGuestCart(ctx, cart.id, lang, viewer);
}

/** POST rest/cart/open: joins with the share secret under a name; the new member's row. */
export function joinGroup(ctx: Ctx, body: { cart_id: number; shop_id: number; name: string; secret?: string }): UserCartRow {
  const cart = groupCart(ctx, body.cart_id);
  if (!cart || cart.shop_id !== body.shop_id || !sameSecret(cart.share_secret, body.secret)) throw invalidGroup();
  const id = ctx.db.insert('user_carts', { cart_id: cart.id, uuid: randomUUID(), name: body.name.trim(), status: 0 });
  return ctx.db.get<UserCartRow>('SELECT * FROM user_carts WHERE id = ?', [id])!;
}

/** DELETE rest/cart/product/delete: removes lines (and their add-ons) of this member only; 404 when none was its. */
export function deleteMemberLines(ctx: Ctx, member: UserCartRow, ids: number[]): void {
  const r = ctx.db.run('DELETE FROM cart_details WHERE user_cart_id = ? AND id IN (SELECT value FROM json_each(?))', [member.id, JSON.stringify(ids)]);
  if (!r.changes) throw new HttpError(404, 'Not found');
}

/** POST rest/cart/status/{uuid}: the member's ready flag, set or flipped. */
export function setMemberStatus(ctx: Ctx, member: UserCartRow, status?: boolean): void {
  ctx.db.run('UPDATE user_carts SET status = ? WHERE id = ?', [status === undefined ? 1 - member.status : status ? 1 : 0, member.id]);
}

/**
 * DELETE rest/cart/member/delete: members leave, each named by its own uuid (`ids[]`, as the family sends it); an
 * integer id names no one. Answers how many left; 404 when none did.
 */
export function leaveGroup(ctx: Ctx, uuids: string[], cartId?: number): number {
  let left = 0;
  ctx.db.tx(() => {
    for (const uuid of new Set(uuids)) {
      let member: UserCartRow;
      try {
        ({ member } = guestMember(ctx, uuid, cartId));
      } catch {
        continue;
      }
      left += ctx.db.run('DELETE FROM user_carts WHERE id = ?', [member.id]).changes;
    }
  });
  if (!left) throw notMember();
  return left;
}
