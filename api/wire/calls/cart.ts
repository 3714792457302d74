/**
 * The cart as the family client drives it: the signed-in owner's cart, a group order with a guest member who
 * joins, adds, marks ready and leaves, and a second member the owner removes. Ends with a filled cart for checkout.
 */
import Type, { type Static } from 'typebox';
import { CartGroupOne, CartMemberOne, CartOne, Done, type FamilyCartJoin } from '@market/contract/src/family/index.ts';
import type { FamilyCall, ReplayContext } from '../types.ts';
import { dig, keepData } from './keep.ts';

/** What the product dialog sends: the stock it opened, for shop 1 in dollars. */
const insert = (ctx: ReplayContext, quantity = 1) => ({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: ctx.ids.stockId, quantity }] });

/** Keeps the cart id, and the id of the first line of the member with `uuid` (or of the owner's part). */
const keepCart = (line: string) => (answer: unknown, ctx: ReplayContext) => {
  const cart = dig(answer, 'data') as { id?: number; user_carts?: { uuid?: string; user_id?: number | null; cartDetails?: { id?: number }[] }[] } | undefined;
  if (typeof cart?.id === 'number') ctx.ids.cartId = cart.id;
  const member = line === 'owner' ? cart?.user_carts?.find((u) => u.user_id) : cart?.user_carts?.find((u) => u.uuid === ctx.ids.memberUuid);
  const id = member?.cartDetails?.[0]?.id;
  if (typeof id === 'number') ctx.ids[`${line}LineId`] = id;
};

/**
 * A guest opens the group link and joins with a name; later calls act as that member. The family's client sends
 * `{name, shop_id, cart_id}`, the ids read from its link (`/shop/{shop_id}?g={cart_id}`). This API also needs the
 * group's share secret, which the owner's answer carries (`share_secret`, kept at "group order: start") and the
 * share link made from it passes on (`&s=`): the replay sends it as a family client that passes its link's `s` on
 * as `secret` would (without it the join is refused, see FamilyCartJoin in shared/contract/src/family/cart.ts).
 */
const join = (screen: string, name: string): FamilyCall => ({
  screen,
  method: 'POST',
  path: 'rest/cart/open?lang=en',
  body: (ctx: ReplayContext): Static<typeof FamilyCartJoin> => ({ name, shop_id: 1, cart_id: Number(ctx.ids.cartId), secret: String(ctx.ids.shareSecret) }),
  auth: 'guest',
  schema: CartMemberOne,
  keep: keepData({ memberUuid: 'uuid' }),
});

export const calls: FamilyCall[] = [
  // No cart yet: the family answers 404 and the cart button stays empty.
  { screen: 'cart button: no cart yet', method: 'GET', path: 'dashboard/user/cart?lang=en&currency_id=1', auth: 'user', status: 404, schema: Type.Object({}) },
  { screen: 'product dialog: add to cart', method: 'POST', path: 'dashboard/user/cart/insert-product?lang=en', body: (ctx: ReplayContext) => insert(ctx), auth: 'user', schema: CartOne, keep: keepCart('owner') },
  { screen: 'cart: clear', method: 'DELETE', path: 'dashboard/user/cart/delete?lang=en', body: (ctx: ReplayContext) => ({ ids: [ctx.ids.cartId] }), auth: 'user', schema: Done },
  { screen: 'product dialog: add to a new cart', method: 'POST', path: 'dashboard/user/cart/insert-product?lang=en', body: (ctx: ReplayContext) => insert(ctx, 2), auth: 'user', schema: CartOne, keep: keepCart('owner') },
  { screen: 'cart drawer', method: 'GET', path: 'dashboard/user/cart?lang=en&currency_id=1', auth: 'user', schema: CartOne, keep: keepCart('owner') },
  { screen: 'group order: open the cart', method: 'POST', path: 'dashboard/user/cart/open?lang=en', body: { shop_id: 1, currency_id: 1 }, auth: 'user', schema: CartOne },
  {
    screen: 'group order: start',
    method: 'POST',
    path: (ctx) => `dashboard/user/cart/set-group/${ctx.ids.cartId}?lang=en`,
    auth: 'user',
    schema: CartGroupOne,
    keep: keepData({ shareSecret: 'share_secret' }),
  },
  join('join group card', 'Jamie'),
  {
    screen: 'member product dialog: add',
    method: 'POST',
    path: 'rest/cart/insert-product?lang=en',
    body: (ctx: ReplayContext) => ({ shop_id: 1, cart_id: ctx.ids.cartId, user_cart_uuid: ctx.ids.memberUuid, products: [{ stock_id: ctx.ids.stockId, quantity: 1 }] }),
    auth: 'guest',
    schema: CartOne,
    keep: keepCart('member'),
  },
  {
    screen: 'member cart',
    method: 'GET',
    path: (ctx) => `rest/cart/${ctx.ids.cartId}?lang=en&shop_id=1&user_cart_uuid=${ctx.ids.memberUuid}&currency_id=1`,
    auth: 'guest',
    schema: CartOne,
    keep: keepCart('member'),
  },
  // The family's guest store call: one stock, with the group and the member's uuid (a guest's cart is its part of a group).
  {
    screen: 'member product dialog: store',
    method: 'POST',
    path: 'rest/cart?lang=en',
    body: (ctx: ReplayContext) => ({ shop_id: 1, cart_id: ctx.ids.cartId, user_cart_uuid: ctx.ids.memberUuid, stock_id: ctx.ids.stockId, quantity: 2 }),
    auth: 'guest',
    schema: CartOne,
  },
  { screen: 'member cart: ready', method: 'POST', path: (ctx) => `rest/cart/status/${ctx.ids.memberUuid}?lang=en`, body: (ctx: ReplayContext) => ({ cart_id: ctx.ids.cartId }), auth: 'guest', schema: Done },
  // As the family's client sends it: the line ids alone, without the member's uuid. This API refuses it (404, the
  // line stays): ids alone are what a stranger counting them would send (api/test/family-replay.test.ts lists it).
  { screen: 'member cart: remove a line', method: 'DELETE', path: 'rest/cart/product/delete?lang=en', body: (ctx: ReplayContext) => ({ ids: [ctx.ids.memberLineId] }), auth: 'guest', schema: Done },
  { screen: 'member: leave the group', method: 'DELETE', path: (ctx) => `rest/cart/member/delete?lang=en&ids%5B0%5D=${ctx.ids.memberUuid}&cart_id=${ctx.ids.cartId}`, auth: 'guest', schema: Done },
  // A second guest joins; the owner removes them from the group card.
  join('join group card (second member)', 'Sam'),
  { screen: 'group order card: remove a member', method: 'DELETE', path: (ctx) => `dashboard/user/cart/member/delete?lang=en&cart_id=${ctx.ids.cartId}&ids%5B0%5D=${ctx.ids.memberUuid}`, auth: 'user', schema: Done },
  { screen: 'cart: add one more (+)', method: 'POST', path: 'dashboard/user/cart/insert-product?lang=en', body: (ctx: ReplayContext) => insert(ctx, 3), auth: 'user', schema: CartOne, keep: keepCart('owner') },
  { screen: 'cart: remove a line', method: 'DELETE', path: 'dashboard/user/cart/product/delete?lang=en', body: (ctx: ReplayContext) => ({ ids: [ctx.ids.ownerLineId] }), auth: 'user', schema: Done },
  // The family's store call: one stock, no `products`.
  {
    screen: 'product dialog: store',
    method: 'POST',
    path: 'dashboard/user/cart?lang=en',
    body: (ctx: ReplayContext) => ({ shop_id: 1, currency_id: 1, rate: 1, stock_id: ctx.ids.stockId, quantity: 1 }),
    auth: 'user',
    schema: CartOne,
    keep: keepCart('owner'),
  },
  { screen: 'product dialog: add for checkout', method: 'POST', path: 'dashboard/user/cart/insert-product?lang=en', body: (ctx: ReplayContext) => insert(ctx, 2), auth: 'user', schema: CartOne, keep: keepCart('owner') },
];
