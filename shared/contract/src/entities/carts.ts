/** Carts: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { UserCart as FamilyUserCart } from '../family/cart.ts';
import type { LineProduct, Stock } from './catalogue.ts';

export interface CartDetail {
  id: number;
  quantity: number;
  /** Row total: (stock price - discount) × quantity, add-ons excluded. */
  price: number;
  discount: number;
  /** A free row granted by a promotion. */
  bonus: boolean;
  /** Set on add-on rows: the parent row's id. */
  parent_id: number | null;
  stock: Stock & { product: LineProduct };
  /** The add-on rows of this row. */
  addons: CartDetail[];
}

/**
 * A member's part: `cart_id` (the family's client keeps it) and `uuid` (the member's key, what a member's own calls
 * send) as the family's: a guest's answer carries only the guest's own uuid, the owner's answers every member's.
 */
export interface UserCart extends Pick<Static<typeof FamilyUserCart>, 'cart_id' | 'uuid'> {
  id: number;
  /** Member display name (guests choose one when they join). */
  name: string;
  user_id: number | null;
  /** true = the member is done choosing (group orders). */
  status: boolean;
  cartDetails: CartDetail[];
}

export interface Cart {
  id: number;
  shop_id: number;
  owner_id: number;
  /** A group order: members may join through the share link. */
  group: boolean;
  total_price: number;
  currency_id: number;
  rate: number;
  user_carts: UserCart[];
  /**
   * The owner's answers of a group cart only: the secret of its share link, which joining and a guest's read need
   * (`FamilyCartJoin` in family/cart.ts). Revoked when grouping is turned off or the group closes.
   */
  share_secret?: string;
}

/** rest/cart/open (a guest joined a group cart). */
export interface JoinedCart {
  uuid: string;
  cart_id: number;
  /** The member row. */
  user_cart: UserCart;
}

/** dashboard/user/cart/calculate/{cart_id} */
export interface CalculateResult {
  /** Products total before discounts. */
  price: number;
  total_price: number;
  delivery_fee: number;
  total_tax: number;
  total_discount: number;
  coupon_price: number;
  service_fee: number;
  tips: number;
  /** Distance from the shop in km (delivery). */
  km?: number;
  /** Shop minimum amount, for the "minimum amount" message. */
  min_amount?: number;
}
