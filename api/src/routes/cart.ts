/** Carts: the signed-in owner's (dashboard/user/cart…) and group members' (rest/cart…, by their uuid; rules in services/group-orders.ts). */
import type { CalculateResult, JoinedCart } from '@market/contract';
import {
  CartCalculateBody, CartInsertBody, CartJoinBody, CartMemberStatusBody, CartOpenBody, GuestCartInsertBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';
import { int, str, idsOf } from '../lib/query.ts';
import {
  cartOfOwner, deleteCartLines, deleteCarts, guestStoreBody, openCart, ownCart, ownerUserCart, priceCart, setProducts, storeBody,
} from '../services/carts.ts';
import {
  deleteMemberLines, guestMember, joinGroup, leaveGroup, presentGuestCart, presentOwnerCart, readGroup, removeMembers, setMemberStatus,
  toggleGrouping,
} from '../services/group-orders.ts';
import type { CalculationOne, CartGroupOne, CartMemberOne, CartOne, DeletedOne, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

export function cartRoutes({ pub, user, ctx }: Scopes): void {
  // Owner
  // No cart is 404, as the API family answers it (its clients take it as an empty cart).
  user.get('/dashboard/user/cart', async (req): Promise<Wire<typeof CartOne>> => {
    const cart = cartOfOwner(ctx, req.userId);
    if (!cart) throw notFound();
    return { data: presentOwnerCart(ctx, cart.id, req.lang) };
  });
  user.post('/dashboard/user/cart/open', { schema: { body: CartOpenBody } }, async (req): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartOpenBody;
    return { data: presentOwnerCart(ctx, openCart(ctx, req.userId, b.shop_id, b.currency_id).id, req.lang) };
  });
  const insert = async (req: { body: unknown; userId: number; lang: string }): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartInsertBody;
    const cart = openCart(ctx, req.userId, b.shop_id, b.currency_id, b.rate);
    setProducts(ctx, ownerUserCart(ctx, cart), b.shop_id, b.products);
    return { data: presentOwnerCart(ctx, cart.id, req.lang) };
  };
  // The family's store call sends one stock (`stock_id`, `quantity`) where insert-product sends `products`.
  user.post('/dashboard/user/cart', async (req) => insert({ body: storeBody(req, req.body), userId: req.userId, lang: req.lang }));
  user.post('/dashboard/user/cart/insert-product', { schema: { body: CartInsertBody } }, insert);
  user.delete('/dashboard/user/cart/product/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const cart = cartOfOwner(ctx, req.userId);
    if (!cart) throw notFound();
    deleteCartLines(ctx, cart.id, idsOf(req).map(Number));
    return { data: presentOwnerCart(ctx, cart.id, req.lang) };
  });
  user.delete('/dashboard/user/cart/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const ids = q.ids === undefined ? [cartOfOwner(ctx, req.userId)?.id ?? 0] : idsOf(req).map(Number);
    return { data: { deleted: deleteCarts(ctx, req.userId, ids) } };
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/cart/set-group/:id', async (req): Promise<Wire<typeof CartGroupOne>> => {
    const cart = ownCart(ctx, req.userId, int(req.params.id) ?? 0);
    toggleGrouping(ctx, cart);
    return { data: presentOwnerCart(ctx, cart.id, req.lang) };
  });
  // The owner removes members: `ids` are member uuids (as the family sends them, with `cart_id`) or member ids;
  // a `cart_id` that is not the owner's cart is 404; never the owner's own part.
  user.delete('/dashboard/user/cart/member/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const cart = q.cart_id === undefined ? cartOfOwner(ctx, req.userId) : ownCart(ctx, req.userId, int(q.cart_id) ?? 0);
    if (!cart) throw notFound();
    removeMembers(ctx, cart, idsOf(req));
    return { data: presentOwnerCart(ctx, cart.id, req.lang) };
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

  // Group members (guests): their uuid is their key, the share secret lets them in (services/group-orders.ts).
  pub.get<{ Params: { id: string } }>('/rest/cart/:id', async (req): Promise<Wire<typeof CartOne>> => {
    const q = req.query as Q;
    return { data: readGroup(ctx, int(req.params.id) ?? 0, { uuid: str(q.user_cart_uuid), secret: str(q.secret) }, req.lang) };
  });
  pub.post('/rest/cart/open', { schema: { body: CartJoinBody } }, async (req): Promise<Wire<typeof CartMemberOne>> => {
    const member = joinGroup(ctx, req.body as CartJoinBody);
    const user_cart = presentGuestCart(ctx, member.cart_id, req.lang, member).user_carts.find((m) => m.id === member.id)!;
    const data: JoinedCart = { uuid: member.uuid, cart_id: member.cart_id, user_cart };
    return { data };
  });
  const memberInsert = async (req: { body: unknown; lang: string }): Promise<Wire<typeof CartOne>> => {
    const b = req.body as GuestCartInsertBody;
    const { cart, member } = guestMember(ctx, b.user_cart_uuid, b.cart_id);
    if (cart.shop_id !== b.shop_id) throw new HttpError(404, MSG.invalidGroup);
    // A member's lines are a stock and its add-ons: the same pizza with other add-ons is a second line.
    setProducts(ctx, member, cart.shop_id, b.products, 'stock-and-addons');
    return { data: presentGuestCart(ctx, cart.id, req.lang, member) };
  };
  pub.post('/rest/cart/insert-product', { schema: { body: GuestCartInsertBody } }, memberInsert);
  // The family's guest store call: a group member's one stock (a guest without a group keeps its cart in the browser).
  pub.post('/rest/cart', async (req) => memberInsert({ lang: req.lang, body: guestStoreBody(req, req.body) }));
  pub.post<{ Params: { uuid: string } }>('/rest/cart/status/:uuid', { schema: { body: CartMemberStatusBody } }, async (req): Promise<Wire<typeof CartOne>> => {
    const b = req.body as CartMemberStatusBody;
    const { cart, member } = guestMember(ctx, req.params.uuid, b.cart_id);
    setMemberStatus(ctx, member, b.status);
    return { data: presentGuestCart(ctx, cart.id, req.lang, member) };
  });
  // A member removes its own lines: `user_cart_uuid` names it (query or body), `ids` its lines (`cart_id` when sent
  // must be its cart). The family's client sends the ids alone: refused (404), as a stranger's would be.
  pub.delete('/rest/cart/product/delete', async (req): Promise<Wire<typeof CartOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const ids = idsOf(req).map(Number);
    const { cart, member } = guestMember(ctx, str(q.user_cart_uuid), q.cart_id === undefined ? undefined : (int(q.cart_id) ?? 0));
    deleteMemberLines(ctx, member, ids);
    return { data: presentGuestCart(ctx, cart.id, req.lang, member) };
  });
  // A member leaves: `ids` are its uuid (as the family sends it, with `cart_id`); a member id names no one.
  pub.delete('/rest/cart/member/delete', async (req): Promise<Wire<typeof DeletedOne>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const deleted = leaveGroup(ctx, idsOf(req), q.cart_id === undefined ? undefined : (int(q.cart_id) ?? 0));
    return { data: { deleted } };
  });
}
