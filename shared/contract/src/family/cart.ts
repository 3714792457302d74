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

/** A member's part of the cart: the owner's, or a guest's in a group order (`uuid`, `name`, ready `status`). */
export const UserCart = Type.Object({
  id: Id,
  cart_id: Id,
  uuid: Str,
  name: Nullable(Str),
  user_id: Nullable(Type.Integer()),
  status: Flag,
  cartDetails: Type.Array(CartLine),
});

/** The cart: its shop, owner, group flag, total and members' parts. */
export const FamilyCart = Type.Object({
  id: Id,
  shop_id: Id,
  owner_id: Id,
  group: Flag,
  total_price: Num,
  receipt_discount: Type.Optional(Nullable(Num)),
  user_carts: Type.Array(UserCart),
});

/** POST rest/cart/open (a guest joins a group): the member's `uuid` and the `cart_id` it joined. */
export const FamilyCartMember = Type.Object({ uuid: Str, cart_id: Id });

/** POST dashboard/user/cart/set-group/{id}: the store keeps `id` and `owner_id`. */
export const FamilyCartGroup = Type.Object({ id: Id, owner_id: Id });

export const CartOne = One(FamilyCart);
export const CartMemberOne = One(FamilyCartMember);
export const CartGroupOne = One(FamilyCartGroup);
