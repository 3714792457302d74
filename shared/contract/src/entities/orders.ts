/** Orders: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyOrder } from '../family/orders.ts';
import type { PaymentPageOne } from '../family/additions.ts';
import type { LineProduct, PaymentTag, Review, ShopType, Stock } from './catalogue.ts';
import type { Currency, Translation } from './common.ts';
import type { LatLng } from './places.ts';

/** Order statuses. 'cooking' exists in some deployments; the reference API goes new → accepted → ready → on_a_way → delivered. */
export type OrderStatus = 'new' | 'accepted' | 'cooking' | 'ready' | 'on_a_way' | 'delivered' | 'canceled';

export type TransactionStatus = 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund';

export interface Transaction {
  id: number;
  status: TransactionStatus;
  price: number;
  payment_system: { id: number; tag: PaymentTag };
  created_at: string;
}

export interface OrderDetail {
  id: number;
  stock: Stock & { product: LineProduct };
  quantity: number;
  /** Price of one unit before discount. */
  origin_price: number;
  total_price: number;
  discount: number;
  note?: string;
  addons: OrderDetail[];
}

export interface Deliveryman {
  id: number;
  firstname: string;
  lastname: string | null;
  phone: string | null;
  img?: string;
}

export interface Order {
  id: number;
  user_id: number;
  status: OrderStatus;
  shop: { id: number; uuid: string; type: ShopType; logo_img: string; translation: Translation; phone: string | null; location: LatLng };
  details: OrderDetail[];
  total_price: number;
  /** Products total before discounts. */
  origin_price: number;
  delivery_fee: number;
  service_fee: number;
  tax: number;
  tips: number;
  total_discount: number;
  coupon: { name: string; price: number } | null;
  currency: Currency;
  rate: number;
  delivery_type: 'delivery' | 'pickup';
  delivery_date: string;
  delivery_time: string;
  address: { address: string; office?: string; house?: string; floor?: string } | null;
  location: LatLng | null;
  note?: string;
  phone?: string;
  username?: string;
  deliveryman: Deliveryman | null;
  transaction: Transaction | null;
  review: Review | null;
  /** The order's refund requests (each is of this order: no `order` inside). */
  order_refunds: Omit<Refund, 'order'>[];
  /**
   * Set by dashboard/user/orders/{id}/repeat: the days the customer wants this order again. An order has at most
   * one repeat, so its `id` is the order's (DELETE dashboard/user/orders/{repeat.id}/delete-repeat stops it).
   */
  repeat: (NonNullable<Static<typeof FamilyOrder>['repeat']> & { order_id: number; from: string | null; to: string | null }) | null;
  created_at: string;
  updated_at: string;
}

/** Refund statuses; shown to users as pending / approved / rejected. */
export type RefundStatus = 'pending' | 'accepted' | 'canceled';

export interface Refund {
  id: number;
  order_id: number;
  cause: string;
  answer?: string;
  status: RefundStatus;
  order: { id: number; total_price: number; status: OrderStatus; shop: { id: number; translation: Translation } };
  created_at: string;
}

/** The answer of an order, parcel or top-up paid through an external provider: go to `url`. */
export type PaymentRedirect = Static<typeof PaymentPageOne>['data'];
