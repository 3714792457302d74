/** Carts: the signed-in owner's (dashboard/user/cart…) and group members' (rest/cart…, by their uuid). */
import { randomUUID } from 'node:crypto';
import type { CalculateResult, JoinedCart } from '@market/contract';
import {
  CartCalculateBody, CartInsertBody, CartJoinBody, CartMemberStatusBody, CartOpenBody, GuestCartInsertBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../server.ts';
import type { Ctx } from '../context.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';
import { int, str, idsOf } from '../lib/query.ts';
import {
  cartOfOwner, openCart, ownCart, ownerUserCart, presentCart, priceCart, setProducts, type CartRow, type UserCartRow,
} from '../services/carts.ts';
import type { CalculationOne, CartGroupOne, CartMemberOne, CartOne, DeletedOne, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

/** Member rows a guest may act on: members of group carts other than the owner. */
const GUEST_MEMBERS =
  'SELECT uc.id FROM user_carts uc JOIN carts c ON c.id = uc.cart_id WHERE c.grp = 1 AND (uc.user_id IS NULL OR uc.user_id != c.owner_id)';

/** Members named by `ids`: their uuids (as the family sends them) or their row ids; the SQL condition and its two arguments. */
function namedMembers(ids: string[]): [string, string, string] {
  return ['(uuid IN (SELECT value FROM json_each(?)) OR id IN (SELECT value FROM json_each(?)))', JSON.stringify(ids), JSON.stringify(ids.map(Number).filter(Number.isInteger))];
}

/** A group cart a guest may use, and the guest's member row: "Invalid group order" / "kicked" otherwise. */
function memberOf(ctx: Ctx, cartId: number, uuid: string, shopId?: number): { cart: CartRow; member: UserCartRow } {
  const cart = ctx.db.get<CartRow>('SELECT * FROM carts WHERE id = ?', [cartId]);
  if (!cart || cart.grp !== 1 || (shopId !== undefined && cart.shop_id !== shopId)) throw new HttpError(400, MSG.invalidGroup);
  const member = ctx.db.get<UserCartRow>('SELECT * FROM user_carts WHERE cart_id = ? AND uuid = ?', [cart.id, uuid]);
  if (!member) throw new HttpError(400, MSG.kicked);
  return { cart, member };
}

export function cartRoutes({ pub, user, ctx }: Scopes): void {
  const { db } = ctx;

  // Owner
  // No cart is 404, as the API family answers it (its clients take it as an empty cart).
  user.get('/dashboard/user/cart', async (req): Promise<Wire<typeof CartOne>> => {
    const cart = cartOfOwner(ctx, req.userId);
    if (!cart) throw notFound();
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  user.post('/dashboard/user/cart/open', { schema: { body: CartOpenBody } }, async (req): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartOpenBody;
    return { data: presentCart(ctx, openCart(ctx, req.userId, b.shop_id, b.currency_id).id, req.lang) };
  });
  const insert = async (req: { body: unknown; userId: number; lang: string }): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartInsertBody;
    const cart = openCart(ctx, req.userId, b.shop_id, b.currency_id, b.rate);
    setProducts(ctx, ownerUserCart(ctx, cart), b.shop_id, b.products);
    return { data: presentCart(ctx, cart.id, req.lang) };
  };
  user.post('/dashboard/user/cart', { schema: { body: CartInsertBody } }, insert);
  user.post('/dashboard/user/cart/insert-product', { schema: { body: CartInsertBody } }, insert);
  user.delete('/dashboard/user/cart/product/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const cart = cartOfOwner(ctx, req.userId);
    if (!cart) throw notFound();
    const ids = JSON.stringify(idsOf(req).map(Number));
    const r = db.run('DELETE FROM cart_details WHERE id IN (SELECT value FROM json_each(?)) AND user_cart_id IN (SELECT id FROM user_carts WHERE cart_id = ?)', [ids, cart.id]);
    if (!r.changes) throw notFound();
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  user.delete('/dashboard/user/cart/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const ids = q.ids === undefined ? [cartOfOwner(ctx, req.userId)?.id ?? 0] : idsOf(req).map(Number);
    const r = db.run('DELETE FROM carts WHERE owner_id = ? AND id IN (SELECT value FROM json_each(?))', [req.userId, JSON.stringify(ids)]);
    if (!r.changes) throw notFound();
    return { data: { deleted: r.changes } };
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/cart/set-group/:id', async (req): Promise<Wire<typeof CartGroupOne>> => {
    const cart = ownCart(ctx, req.userId, int(req.params.id) ?? 0);
    db.run('UPDATE carts SET grp = 1 - grp WHERE id = ?', [cart.id]);
    if (cart.grp === 1) db.run('DELETE FROM user_carts WHERE cart_id = ? AND (user_id IS NULL OR user_id != ?)', [cart.id, cart.owner_id]);
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  // The owner removes members: `ids` are member uuids (as the family sends them, with `cart_id`) or member ids;
  // a `cart_id` that is not the owner's cart is 404; never the owner's own part.
  user.delete('/dashboard/user/cart/member/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const cart = q.cart_id === undefined ? cartOfOwner(ctx, req.userId) : ownCart(ctx, req.userId, int(q.cart_id) ?? 0);
    if (!cart) throw notFound();
    const [named, uuids, rowIds] = namedMembers(idsOf(req));
    const r = db.run(`DELETE FROM user_carts WHERE cart_id = ? AND ${named} AND (user_id IS NULL OR user_id != ?)`, [cart.id, uuids, rowIds, cart.owner_id]);
    if (!r.changes) throw notFound();
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/cart/calculate/:id', { schema: { body: CartCalculateBody } }, async (req): Promise<Wire<typeof CalculationOne>> => {
    const cart = ownCart(ctx, req.userId, int(req.params.id) ?? 0);
    const b = (req.body ?? {}) as CartCalculateBody;
    const priced = priceCart(ctx, cart, {
      type: b.type ?? 'delivery', at: b.address ? [b.address.latitude, b.address.longitude] : undefined, coupon: b.coupon, tips: b.tips, lang: req.lang,
    });
    const data: CalculateResult = {
      price: priced.price, total_price: priced.total_price, delivery_fee: priced.delivery_fee, total_tax: priced.total_tax,
      total_discount: priced.total_discount, coupon_price: priced.coupon_price, service_fee: priced.service_fee, tips: priced.tips,
      km: priced.km, min_amount: priced.min_amount,
    };
    return { data };
  });

  // Group members (guests): their uuid is their key.
  pub.get<{ Params: { id: string } }>('/rest/cart/:id', async (req): Promise<Wire<typeof CartOne>> => {
    const cart = db.get<CartRow>('SELECT * FROM carts WHERE id = ? AND grp = 1', [int(req.params.id) ?? 0]);
    if (!cart) throw notFound();
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  pub.post('/rest/cart/open', { schema: { body: CartJoinBody } }, async (req): Promise<Wire<typeof CartMemberOne>> => {
    const b = req.body as CartJoinBody;
    const cart = db.get<CartRow>('SELECT * FROM carts WHERE id = ?', [b.cart_id]);
    if (!cart || cart.grp !== 1 || cart.shop_id !== b.shop_id) throw new HttpError(400, MSG.invalidGroup);
    const uuid = randomUUID();
    const id = db.insert('user_carts', { cart_id: cart.id, uuid, name: b.name.trim(), status: 0 });
    const member = presentCart(ctx, cart.id, req.lang).user_carts.find((m) => m.id === id)!;
    const data: JoinedCart = { uuid, cart_id: cart.id, user_cart: member };
    return { data };
  });
  pub.post('/rest/cart/insert-product', { schema: { body: GuestCartInsertBody } }, async (req): Promise<Wire<typeof CartOne>> => {
    const b = req.body as GuestCartInsertBody;
    const { cart, member } = memberOf(ctx, b.cart_id, b.user_cart_uuid, b.shop_id);
    // A member's lines are a stock and its add-ons: the same pizza with other add-ons is a second line.
    setProducts(ctx, member, cart.shop_id, b.products, 'stock-and-addons');
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  pub.post<{ Params: { uuid: string } }>('/rest/cart/status/:uuid', { schema: { body: CartMemberStatusBody } }, async (req): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartMemberStatusBody;
    const { cart, member } = memberOf(ctx, b.cart_id, req.params.uuid);
    db.run('UPDATE user_carts SET status = ? WHERE id = ?', [b.status === undefined ? 1 - member.status : b.status ? 1 : 0, member.id]);
    return { data: presentCart(ctx, cart.id, req.lang) };
  });
  // A guest removes rows: with user_cart_uuid only that member's rows; without it (as deployments of this API
  // family take it) only rows of guest members of group carts, never the owner's.
  pub.delete('/rest/cart/product/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const uuid = str(q.user_cart_uuid);
    const ids = JSON.stringify(idsOf(req).map(Number));
    const member = uuid ? db.get<UserCartRow>('SELECT * FROM user_carts WHERE uuid = ?', [uuid]) : undefined;
    if (uuid && !member) throw new HttpError(400, MSG.kicked);
    const cartId =
      member?.cart_id ??
      db.get<{ cart_id: number }>(
        'SELECT uc.cart_id FROM cart_details d JOIN user_carts uc ON uc.id = d.user_cart_id WHERE d.id IN (SELECT value FROM json_each(?)) LIMIT 1',
        [ids],
      )?.cart_id;
    const r = member
      ? db.run('DELETE FROM cart_details WHERE user_cart_id = ? AND id IN (SELECT value FROM json_each(?))', [member.id, ids])
      : db.run(`DELETE FROM cart_details WHERE id IN (SELECT value FROM json_each(?)) AND user_cart_id IN (${GUEST_MEMBERS})`, [ids]);
    if (!r.changes || !cartId) throw notFound();
    return { data: presentCart(ctx, cartId, req.lang) };
  });
  // A guest leaves: ids are the member's uuid (or its id, as deployments of this API family take it); never the owner.
  pub.delete('/rest/cart/member/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const [named, uuids, rowIds] = namedMembers(idsOf(req));
    const r = db.run(`DELETE FROM user_carts WHERE ${named} AND id IN (${GUEST_MEMBERS})`, [uuids, rowIds]);
    if (!r.changes) throw notFound();
    return { data: { deleted: r.changes } };
  });
}
