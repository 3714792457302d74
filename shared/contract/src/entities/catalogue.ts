/** Catalogue: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyReferral } from '../family/account.ts';
import type { FamilyBookingShop } from '../family/booking.ts';
import type { CartLineProduct } from '../family/cart.ts';
import type { FamilyProduct, FamilyShop, FamilyShopCard, StockAddon, StockExtra } from '../family/catalogue.ts';
import type { FaqsAnswer } from '../family/meta.ts';
import type { Translation } from './common.ts';
import type { LatLng } from './places.ts';

/** Fields the family's wire format fixes take their type from its schema (`../family`), so the two cannot drift. */
type FamilyShopCardT = Static<typeof FamilyShopCard>;
type FamilyShopT = Static<typeof FamilyShop>;
type FamilyProductT = Static<typeof FamilyProduct>;

/**
 * The API's day keys (`WorkingDay.day` on the wire), in the order the API lists a shop's week. Only keys: a day shown to
 * a shopper is formatted with `Intl.DateTimeFormat` in the current language (`formatDate` of `@market/i18n`).
 */
export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];
/** The day key of a weekday number as `Date#getDay()` / `getUTCDay()` give it (0 is Sunday). */
export const dayNameOf = (weekday: number): DayName => DAY_NAMES[(weekday + 6) % 7]!;

export interface WorkingDay {
  day: DayName;
  /** 'HH:mm' */
  from: string;
  /** 'HH:mm' */
  to: string;
  /** The shop does not open that day. */
  disabled: boolean;
}

export interface ClosedDate {
  /** 'YYYY-MM-DD' */
  day: string;
}

export interface DeliveryTime {
  from: number;
  to: number;
  type: 'minute' | 'hour';
}

export interface Tag {
  id: number;
  img?: string;
  translation: Translation;
}

export type ShopType = 'shop' | 'restaurant';
/** Seller requests: 'new' = under review, 'approved' = accepted, 'rejected'. */
export type ShopStatus = 'new' | 'approved' | 'rejected';

/** How a courier gets around: the vehicle types a courier application offers. */
export const VEHICLE_TYPES = ['bicycle', 'scooter', 'motorbike', 'car', 'foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A courier application (delivery sign-up); states as a seller request: 'new' = under review, 'approved' = accepted, 'rejected'. */
export interface DeliverymanRequest {
  id: number;
  name: string;
  phone: string;
  vehicle_type: VehicleType;
  city: string;
  /** URLs of the uploaded documents (driving licence, ID), as `galleries` answered them. */
  documents: string[];
  status: ShopStatus;
  created_at: string;
  updated_at: string;
}

export interface Shop {
  id: number;
  uuid: string;
  type: ShopType;
  /** Owner (the seller). */
  user_id?: number;
  status: ShopStatus;
  logo_img: string;
  background_img: string;
  /** Taking orders right now: the shop's switch, its working day and closed dates (server clock). */
  open: boolean;
  rating_avg: number;
  reviews_count: number;
  /** Delivery fee (flat part). */
  price: number;
  price_per_km: number;
  /** Minimum order amount ("Your order did not reach minimum amount"). */
  min_amount: number;
  /** Tax in percent. */
  tax: number;
  delivery_time: DeliveryTime;
  location: LatLng;
  /** null when the shop has none (here and in `translation.address`), as the family sends it. */
  phone: string | null;
  translation: Omit<Translation, 'address'> & Pick<Static<typeof FamilyBookingShop>['translation'], 'address'>;
  locales?: string[];
  tags: Tag[];
  shop_working_days: WorkingDay[];
  shop_closed_date: ClosedDate[];
  is_recommended: boolean;
  /** The operator's verified mark, 0 or 1 as the family sends it (cards show a badge for 1). */
  verify: FamilyShopCardT['verify'];
  /** Active products on its menu, add-ons aside (shop detail only). */
  products_count?: FamilyShopT['products_count'];
  /** The shop takes table reservations. */
  booking: boolean;
  booking_shop_working_days?: WorkingDay[];
  booking_shop_closed_date?: ClosedDate[];
  /** Delivery zone polygon as [latitude, longitude] points (shop detail only). */
  delivery_zone?: [number, number][];
  /** Distance from the `address[latitude]/address[longitude]` of the request, in km, when one was given. */
  distance?: number;
  /** Main categories this shop sells in. */
  category_ids?: number[];
  created_at: string;
}

export interface Branch {
  id: number;
  shop_id: number;
  translation: Translation;
  address: { address: string };
  location: LatLng;
}

/** main: products' (and shops' filing); receipt: recipes'; shop: the shop categories (rest/categories/paginate?type=shop). */
export type CategoryType = 'main' | 'receipt' | 'shop';

export interface Category {
  id: number;
  uuid: string;
  slug: string;
  type: CategoryType;
  parent_id: number | null;
  img: string;
  translation: Translation;
  children: Category[];
}

/** A product on a shop's menu: one with a stock to sell, whose card shows that stock's price. */
export type MenuProduct = Product & { stock: NonNullable<Product['stock']> };

/** rest/shops/{id}/products: the shop's products grouped by category, plus the recommended ones. */
export interface ShopProducts {
  all: (Category & { products: MenuProduct[] })[];
  recommended: MenuProduct[];
}

export interface Unit {
  id: number;
  translation: Translation;
}

export interface ExtraGroup {
  id: number;
  /** 'color' | 'text' | 'image' */
  type: string;
  translation: Translation;
}

/** One value of an extra group (a size, a colour) that tells stocks of one product apart. */
export interface Extra {
  id: number;
  /** The group's id (= `group.id`): the family's dialog groups the values by it. */
  extra_group_id: Static<typeof StockExtra>['extra_group_id'];
  value: string;
  group: ExtraGroup;
}

/** An add-on: another product (of the same shop) offered with a stock, at its own price. */
export interface Addon {
  id: number;
  /** The add-on product's first stock id: what goes into the cart as a row with `parent_id`. */
  stock_id: number;
  price: number;
  /** The add-on product, with its own stock as the family nests it (`product.stock`). */
  product: ProductSummary & { stock: Static<typeof StockAddon>['product']['stock'] };
}

export interface Stock {
  id: number;
  product_id: number;
  /** Price before discount and tax. */
  price: number;
  /** Units left. */
  quantity: number;
  /** Discount per unit, in money. */
  discount: number;
  /** Tax per unit, in money. */
  tax: number;
  /** price - discount + tax. */
  total_price: number;
  extras: Extra[];
  addons: Addon[];
  /** Present when the stock is read on its own (cart rows, order details). */
  product?: ProductSummary;
}

/** A picture of a product: `path` is its URL (the family's name). */
export interface Gallery {
  id: number;
  path: Static<typeof FamilyProduct>['galleries'][number]['path'];
}

/** The fields of a product that travel inside stocks, add-ons, carts and orders. */
export interface ProductSummary {
  id: number;
  uuid: string;
  img: string;
  shop_id: number;
  translation: Translation;
  /** null: the product is counted in pieces. */
  unit: Unit | null;
  /** Least quantity (0: none). */
  min_qty: number;
  /** Most quantity (0: no ceiling). */
  max_qty: number;
  /** Quantity step. */
  interval: FamilyProductT['interval'];
}

/**
 * The product of a cart, order or recipe line: the summary, whose quantity rules the family's line reads (the +/-
 * buttons stop at `min_qty`/`max_qty`, the line shows `quantity × interval`).
 */
export type LineProduct = ProductSummary & Pick<Static<typeof CartLineProduct>, 'interval'>;

export interface Product extends ProductSummary {
  category_id: number;
  tax: number;
  galleries: Gallery[];
  stocks: Stock[];
  /** The product card's price: the first stock, without extras and add-ons; absent when there is none. */
  stock?: Omit<Stock, 'product_id' | 'extras' | 'addons' | 'product'>;
  /** A product that exists only as an add-on of others. */
  addon: boolean;
  rating_avg: number;
  shop?: { id: number; uuid: string; type: ShopType; translation: Translation; logo_img: string; open: boolean };
  category?: { id: number; uuid: string; translation: Translation };
  tags?: string[];
  created_at: string;
}

/** rest/products-avg-prices */
export interface ProductAvgPrices {
  min: number;
  max: number;
  avg: number;
}

export interface Review {
  id: number;
  rating: number;
  /** null when the review has only a rating. */
  comment: string | null;
  img?: string;
  user: { id: number; firstname: string; lastname?: string; img?: string };
  /** What was reviewed. */
  reviewable_type: 'shop' | 'order' | 'parcel' | 'product';
  reviewable_id: number;
  created_at: string;
}

export interface Banner {
  id: number;
  img: string;
  url?: string;
  clickable: boolean;
  translation: Translation;
  /** Shops the banner promotes. */
  shops: { id: number; uuid: string; translation: Translation; logo_img: string }[];
  created_at: string;
}

/** Blogs and news ("news_publish" notifications carry the blog's uuid; the home page opens `?news=uuid`). */
export interface Blog {
  id: number;
  uuid: string;
  type: 'blog' | 'notification';
  img: string;
  /** title, short_desc, and description = the HTML body. */
  translation: Translation;
  published_at: string;
  created_at: string;
}
export type News = Blog;

export interface Page {
  id: number;
  /** 'help' | 'delivery' | 'about' | 'privacy' | 'terms' */
  type: string;
  img?: string;
  /** description is HTML. */
  translation: Translation;
  /** The help page: its questions and answers. */
  faqs?: Faq[];
}

/** A help question and its answer, as the API family answers them (`translation.question` / `.answer`). */
export type Faq = FaqsAnswer['data'][number];

export interface Coupon {
  id: number;
  /** The code the customer types. */
  name: string;
  shop_id: number | null;
  type: 'fix' | 'percent';
  /** Money (fix) or percent. */
  price: number;
  expired_at: string;
  translation?: Translation;
}

export type PaymentTag =
  | 'cash'
  | 'wallet'
  | 'stripe'
  | 'razorpay'
  | 'paystack'
  | 'moyasar'
  | 'paytabs'
  | 'mercado-pago'
  | 'flutterWave'
  | 'paypal';

export interface Payment {
  id: number;
  tag: PaymentTag;
  active: boolean;
  /** The reference API's providers are sandboxes. */
  sandbox: boolean;
}

export interface Referral {
  id: number;
  img: string;
  /** `faq`: the programme's terms (HTML), null when there are none. */
  translation: Translation & Static<typeof FamilyReferral>['translation'];
  /** What the referrer earns (from) and the new user earns (to), in the default currency. */
  price_from: number;
  price_to: number;
  expired_at: string;
}
