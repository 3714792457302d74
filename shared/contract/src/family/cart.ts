/** The family's cart (own and group), as its customer web client keeps it in its store and shows it. */
import Type from 'typebox';
import { Flag, Id, Img, Nullable, Num, One, Priced, Str, Translation } from './common.ts';

/** The product of a cart line: title, image, quantity rules, unit. */
export const CartLineProduct = Type.Object({
  shop_id: Id,
  img: Img,
  translation: Translation,
  /** Sent when set; the +/- buttons stop at them. */
  min_qty: Type.Optional(Num),
  max_qty: Type.Optional(Num),
  /** The step: the line shows `quantity * interval`. */
  interval: Num,
  unit: Nullable(Type.Object({ translation: Nullable(Translation) })),
});

/** The stock of a cart line: its id (the +/- buttons send `stock.id`), price, quantity left, extras, product. */
export const CartLineStock = Type.Object({
  id: Id,
  ...Priced,
  extras: Type.Array(Type.Object({ value: Str })),
  product: CartLineProduct,
});

/** An addon line under its parent line. */
export const CartAddonLine = Type.Object({ quantity: Num, price: Num, stock: Type.Object({ id: Id, price: Num, product: Type.Object({ translation: Translation }) }) });

/** A cart line (`cartDetails[]`). */
export const CartLine = Type.Object({
  id: Id,
  ...Priced,
  bonus: Flag,
  stock: CartLineStock,
  addons: Type.Array(CartAddonLine),
});

/**
 * A member's part of the cart: the owner's, or a guest's in a group order (`uuid`, `name`, ready `status`).
 *
 * `uuid` is the member's key: whoever holds it acts as that member (adds, removes its lines, marks itself ready,
 * leaves). So an answer carries only the keys its reader may use: the owner's signed-in routes (dashboard/user/cart…)
 * every member's, for removing one; a guest's (rest/cart/…) only that guest's own, never another member's or the
 * owner's. The family's client reads it only to tell its own part from the others (`item.uuid !== member.uuid`
 * disables the others' lines), which an absent uuid answers the same way.
 */
export const UserCart = Type.Object({
  id: Id,
  cart_id: Id,
  uuid: Type.Optional(Str),
  name: Nullable(Str),
  user_id: Nullable(Type.Integer()),
  status: Flag,
  cartDetails: Type.Array(CartLine),
});

/**
 * The cart: its shop, owner, group flag, total and members' parts. This API adds `share_secret` to the owner's
 * answers (dashboard/user/cart…) of a group cart: the secret its share link carries (see `FamilyCartJoin`).
 */
export const FamilyCart = Type.Object({
  id: Id,
  shop_id: Id,
  owner_id: Id,
  group: Flag,
  total_price: Num,
  receipt_discount: Type.Optional(Nullable(Num)),
  user_carts: Type.Array(UserCart),
});

/**
 * POST rest/cart/open (a guest joins a group). What the family's own client sends: `{name, shop_id, cart_id}`, the
 * two ids read from its share link (`/shop/{shop_id}?g={cart_id}`), nothing else, so anyone who can count ids can
 * join any group. This API also needs `secret`: the group's share secret, which only the owner's answers carry
 * (`share_secret`) and the share link passes on (our web app's `/group/{shop_id}?g={cart_id}&o={owner_id}&s={secret}`).
 * It is random (192 bits), one per group, made when the owner turns grouping on and revoked when it is turned off or
 * the group closes (the order is placed, the cart is deleted or replaced). Without it, or with another, the join
 * answers 404 "You cannot join. Invalid group order" and nobody joins: a family client joins this API once it passes
 * the `s` of its link on as `secret`.
 */
export const FamilyCartJoin = Type.Object({ name: Str, shop_id: Id, cart_id: Id, secret: Type.Optional(Str) });

/** POST rest/cart/open: the member's `uuid` (its key from now on) and the `cart_id` it joined. */
export const FamilyCartMember = Type.Object({ uuid: Str, cart_id: Id });

/** POST dashboard/user/cart/set-group/{id}: the store keeps `id` and `owner_id`. */
export const FamilyCartGroup = Type.Object({ id: Id, owner_id: Id });

export const CartOne = One(FamilyCart);
export const CartMemberOne = One(FamilyCartMember);
export const CartGroupOne = One(FamilyCartGroup);
