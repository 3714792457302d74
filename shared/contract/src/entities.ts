/**
 * Entities of the marketplace API (spec section 3, api-contract.md), as the reference API in `api/` serves them.
 *
 * - Prices are in the default currency (USD in the reference seed); the client multiplies by the chosen
 *   currency's `rate` for display and sends `currency_id` and `rate` where a call takes them.
 * - Dates are strings: `created_at` and friends are ISO 8601 (`2025-01-31T12:00:00.000Z`), calendar days
 *   `YYYY-MM-DD`, times of day `HH:mm`.
 * - Images are URLs; the reference API serves them itself under `/api/v1/media/…` (absolute paths).
 * - `translation` is the one in the request's `?lang=` (falling back to English); `locales` lists the
 *   languages the record has.
 * - Where the family's customer web client reads a field too, its type comes from the family's wire shape
 *   (`./family/`, `Static<>` of its TypeBox schema), so the two cannot drift apart.
 */
import type { Static } from 'typebox';
import type { FamilyAddress, FamilyReferral, FamilyUserNotification } from './family/account.ts';
import type { FamilyBookingRule } from './family/booking.ts';
import type { TokenAnswer } from './family/auth.ts';
import type { FamilyProduct, FamilyRecipe, FamilyShop, FamilyShopCard, StockAddon, StockExtra } from './family/catalogue.ts';

/** Fields the family's wire format fixes take their type from its schema (`./family`), so the two cannot drift. */
type FamilyShopCardT = Static<typeof FamilyShopCard>;
type FamilyShopT = Static<typeof FamilyShop>;
type FamilyProductT = Static<typeof FamilyProduct>;
import type { FaqsAnswer } from './family/meta.ts';
import type { CartLineProduct, UserCart as FamilyUserCart } from './family/cart.ts';
import type { FamilyOrder } from './family/orders.ts';
import type { FamilyParcel } from './family/parcels.ts';

export interface Envelope<T> {
  data: T;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** An error answer: HTTP status plus a message; validation errors (422) name each field. */
export interface ApiError {
  message: string;
  params?: Record<string, string[]>;
}

/** Common list query: `page` from 1, `perPage` (max 100). */
export interface PageQuery {
  page?: number;
  perPage?: number;
}

export interface Translation {
  locale?: string;
  title: string;
  description?: string;
  address?: string;
  /** Blogs: a one-line summary. */
  short_desc?: string;
}

export interface Language {
  id: number;
  locale: string;
  title: string;
  /** true = right-to-left */
  backward: boolean;
  default: boolean;
}

export interface Currency {
  id: number;
  symbol: string;
  title: string;
  position: 'before' | 'after';
  default: boolean;
  rate: number;
}

/** settings: key → value, as rest/settings answers (values are strings). */
export type Settings = Partial<Record<SettingKey, string>> & Record<string, string | undefined>;

export type SettingKey =
  | 'ui_type'
  | 'payment_type'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'referral_active'
  | 'otp_expire_time'
  | 'customer_app_android'
  | 'customer_app_ios'
  | 'delivery_app_android'
  | 'delivery_app_ios'
  | 'vendor_app_android'
  | 'vendor_app_ios'
  | 'group_order'
  | 'footer_text'
  | 'address'
  | 'phone'
  | 'email'
  | 'reservation_time_durations'
  | 'reservation_before_time'
  | 'min_reservation_time'
  | 'active_parcel'
  | 'before_order_phone_required';

/** rest/translations/paginate: translation key → text in the requested language. */
export type TranslationBundle = Record<string, string>;

// ---------------------------------------------------------------------------------------------------------
// Users and auth

export interface Wallet {
  /** One wallet per user: its id is the user's (the family's client sends it as `wallet_id` with a top-up). */
  id: number;
  uuid: string;
  /** Balance in the default currency. */
  price: number;
  symbol: string;
}

export interface User {
  id: number;
  uuid: string;
  firstname: string;
  lastname?: string;
  email?: string;
  phone?: string;
  img?: string;
  gender?: string;
  birthday?: string;
  currency_id?: number;
  /** This user's referral code (share link `/register?referral_code=…`). */
  my_referral?: string;
  referral_from_topup_price?: number;
  referral_from_topup_count?: number;
  wallet?: Wallet;
  /** Whether an email / phone is confirmed. */
  email_verified_at?: string | null;
  phone_verified_at?: string | null;
  /** The shop this user asked to create (be-seller), if any. */
  shop?: { id: number; uuid: string; status: ShopStatus } | null;
  created_at?: string;
  /** No password yet (signed up through a provider): a new password needs no old one. Sent on every user. */
  empty_p?: boolean;
  /** Each notification type with this user's switch (`notification.active`), as the family sends it. Sent on every user. */
  notifications?: Static<typeof FamilyUserNotification>[];
}

export interface AuthResult {
  access_token: string;
  token_type: 'Bearer';
  user: User;
}

/** auth/register: when the account needs a confirmation, the id to confirm it with. */
export interface RegisterResult {
  verifyId?: string;
  /** Only in the reference API's development mode (no mail is sent): the code that was "sent". */
  verifyCode?: string;
}

/**
 * The code steps (auth/after-verify, auth/verify/phone, auth/forgot/email-password/{code}, auth/forgot/password/confirm)
 * answer `{token, user}` as the family does; `access_token` is the same token, as elsewhere.
 */
export interface AfterVerifyResult {
  token: Static<typeof TokenAnswer>['data']['token'];
  access_token: string;
  token_type: 'Bearer';
  user: User;
}

/** The user found by `dashboard/user/search-sending` (wallet send). */
export interface UserSummary {
  id: number;
  uuid: string;
  firstname: string;
  lastname?: string;
  img?: string;
  /** The recipient's wallet uuid: what `wallet/send` takes. */
  wallet_uuid: string;
}

// ---------------------------------------------------------------------------------------------------------
// Places

export type LatLng = { latitude: number; longitude: number };

/**
 * A saved address as the apps hold it, read from the wire by `addressFromWire` in each app's addresses call: the
 * point as `[latitude, longitude]` numbers (the bus, the `address` cookie and boot.js use the same pair).
 */
export interface Address {
  id: number;
  title?: string;
  address: { address: string; house?: string; floor?: string; office?: string };
  /** [latitude, longitude] */
  location: [number, number];
  active: boolean;
}

/**
 * A saved address on the wire (dashboard/user/addresses), the family's shape: `location` is `{latitude, longitude}`;
 * a family backend may send the coordinates as numeric strings, `active` as 0/1 and `title` as null. This API adds
 * house, floor and office to `address`.
 */
export type AddressWire = Static<typeof FamilyAddress> & { address: { house?: string; floor?: string; office?: string } };

/** rest/geocode/reverse and rest/geocode/search (reference API). */
export interface GeocodeResult {
  /** A formatted address, e.g. "1400 14th St NW, Washington, DC 20005, USA". */
  address: string;
  location: LatLng;
  city?: string;
  country?: string;
}

/** rest/shop/…/delivery-zone/check/distance (reference API answer). */
export interface DeliveryZoneCheck {
  status: true;
  /** Shops delivering to the point (general check) or the one shop (shop check). */
  shop_ids: number[];
  /** Distance in km from the shop (shop check only). */
  km?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Catalogue

export type DayName = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

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
  phone?: string;
  translation: Translation;
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

/** rest/shops/{id}/products: the shop's products grouped by category, plus the recommended ones. */
export interface ShopProducts {
  all: (Category & { products: Product[] })[];
  recommended: Product[];
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
  unit?: Unit | null;
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
  comment?: string;
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
  translation: Translation & Pick<Static<typeof FamilyReferral>['translation'], 'faq'>;
  /** What the referrer earns (from) and the new user earns (to), in the default currency. */
  price_from: number;
  price_to: number;
  expired_at: string;
}

// ---------------------------------------------------------------------------------------------------------
// Carts

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

/** A member's part: `cart_id` (the family's client keeps it) and `uuid` (what member/delete takes) as the family's. */
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

// ---------------------------------------------------------------------------------------------------------
// Orders

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
  lastname?: string;
  phone?: string;
  img?: string;
}

export interface Order {
  id: number;
  user_id: number;
  status: OrderStatus;
  shop: { id: number; uuid: string; type: ShopType; logo_img: string; translation: Translation; phone?: string; location: LatLng };
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
  order_refunds: Refund[];
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
  order?: { id: number; total_price: number; status: OrderStatus; shop: { id: number; translation: Translation } };
  created_at: string;
}

/** The answer of an order, parcel or top-up paid through an external provider: go to `url`. */
export interface PaymentRedirect {
  url: string;
}

// ---------------------------------------------------------------------------------------------------------
// Wallet and referrals

export type WalletHistoryType = 'topup' | 'withdraw' | 'send' | 'receive' | 'referral_from' | 'referral_to' | 'refund';

export interface WalletHistory {
  id: number;
  uuid: string;
  type: WalletHistoryType;
  /** Always positive; `type` tells the direction. */
  price: number;
  /** null when the row has none (the family sends null). */
  note?: string | null;
  status: 'paid' | 'processed' | 'rejected' | 'canceled';
  created_at: string;
  /** Rows are never edited: the same as `created_at` (the family's client shows this one). */
  updated_at: string;
  /** The other party of a send, or the user for their own rows. */
  author: { id: number; firstname: string; lastname?: string; img?: string } | null;
}

// ---------------------------------------------------------------------------------------------------------
// Parcels

export interface ParcelOption {
  id: number;
  translation: Translation;
}

export interface ParcelType {
  id: number;
  type: string;
  img: string;
  min_width: number;
  max_width: number;
  min_height: number;
  max_height: number;
  min_length: number;
  max_length: number;
  min_g: number;
  max_g: number;
  price: number;
  price_per_km: number;
  /** Longest distance served, in km. */
  max_range: number;
  options: ParcelOption[];
}

/** rest/parcel-order/calculate-price */
export interface ParcelPrice {
  price: number;
  km: number;
}

export interface ParcelAddress {
  latitude: number;
  longitude: number;
  address: string;
  house?: string;
  stage?: string;
  room?: string;
}

type FamilyParcelFields = Static<typeof FamilyParcel>;

export interface ParcelOrder extends Pick<FamilyParcelFields, 'id' | 'username_to' | 'phone_to' | 'username_from' | 'total_price' | 'created_at'> {
  user_id: number;
  status: OrderStatus;
  type: ParcelType;
  km: number;
  currency: Currency;
  rate: number;
  phone_from: string;
  address_from: ParcelAddress;
  address_to: ParcelAddress;
  delivery_date: string;
  delivery_time: string;
  note?: string;
  description?: string;
  instruction?: string;
  notify: boolean;
  transaction: Transaction | null;
  review: Review | null;
  /** The family's parcel list shows it as the row's date. */
  updated_at: NonNullable<FamilyParcelFields['updated_at']>;
}

// ---------------------------------------------------------------------------------------------------------
// Recipes ("receipts")

export interface Nutrition {
  id: number;
  /** e.g. "120 g" */
  weight: string;
  /** percent of daily value */
  percentage: number;
  translation: Translation;
}

export interface Recipe {
  id: number;
  shop_id: number;
  category_id: number;
  img: string;
  /** title and description */
  translation: Translation;
  /** minutes */
  active_time: number;
  /** minutes */
  total_time: number;
  calories: number;
  servings: number;
  /** `title`: the HTML list of ingredients (in the request's language), as the family nests it. */
  ingredient: Static<typeof FamilyRecipe>['ingredient'];
  /** `title`: the HTML steps (in the request's language). */
  instruction: Static<typeof FamilyRecipe>['instruction'];
  nutritions: Nutrition[];
  /** The products to add to the cart, with the quantity a recipe needs. */
  stocks: (Stock & { product: LineProduct; min_quantity: number })[];
  shop?: { id: number; uuid: string; translation: Translation; logo_img: string };
  created_at: string;
}
export type Receipt = Recipe;

// ---------------------------------------------------------------------------------------------------------
// Reservations

/** rest/booking/bookings: a shop's reservation offer; `max_time` is the slot length in hours. */
export interface Booking {
  id: number;
  shop_id: number;
  /** The family's client finds a shop's offer by `shop.id` (it lists every shop's offers). */
  shop: Static<typeof FamilyBookingRule>['shop'];
  max_time: number;
  /** Deposit, 0 = free. */
  price: number;
  active: boolean;
}

export interface ShopSection {
  id: number;
  shop_id: number;
  img: string;
  area: number;
  translation: Translation;
}

export interface BookingTable {
  id: number;
  name: string;
  shop_section_id: number;
  chair_count: number;
  /** Whether the table is free over the requested date_from..date_to (when given). */
  available?: boolean;
}

/** rest/booking/disable-dates/table/{id}: the busy slots of a table. */
export interface DisabledSlot {
  /** 'YYYY-MM-DD HH:mm' */
  start_date: string;
  end_date: string;
}

export type BookingStatus = 'new' | 'accepted' | 'canceled';

export interface UserBooking {
  id: number;
  booking_id: number;
  table: BookingTable & { shop_section?: ShopSection };
  shop: { id: number; uuid: string; translation: Translation; logo_img: string };
  /** 'YYYY-MM-DD HH:mm' */
  start_date: string;
  end_date: string;
  guest: number;
  note?: string;
  status: BookingStatus;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------------------
// Notifications

export type NotificationType =
  | 'new_order'
  | 'new_user_by_referral'
  | 'status_changed'
  | 'new_in_table'
  | 'booking_status'
  | 'new_booking'
  | 'news_publish'
  | 'order_refunded';

export interface Notification {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  created_at: string;
  /** null = unread. */
  read_at: string | null;
  /** Who caused it (e.g. the referred user). */
  client: { id: number; firstname: string; lastname?: string; img?: string } | null;
  /** status_changed, order_refunded, new_order: the order. */
  order: { id: number; status?: OrderStatus } | null;
  /** news_publish: the blog. */
  blog: { uuid: string; img?: string; translation?: Translation } | null;
  /** booking_status, new_booking, new_in_table. */
  booking?: { id: number } | null;
}

export interface NotificationStatistic {
  /** Unread total. */
  notification: number;
  news_publish: number;
  status_changed: number;
  /** Unread counts per type (all types, 0 included). */
  [type: string]: number;
}

/** dashboard/user/notifications: the notification types a user may mute. */
export interface NotificationSetting {
  id: number;
  type: NotificationType | 'push' | 'email' | 'sms';
  active: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Chat (the local adapter of the reference API; Firestore documents in production)

export interface Chat {
  id: string;
  user: { id: number; firstname: string; lastname?: string; img?: string };
  /** 'admin', a shop id or a courier id (as text). */
  roleId: string;
  shop_id: number | null;
  /** Unread messages from the other side. */
  unread: number;
  created_at: string;
}

export interface ChatMessage {
  id: string;
  chat_id: string;
  chat_content: string;
  chat_img?: string;
  /** 1 = sent by the customer, 0 = by the other side. */
  sender: 0 | 1;
  unread: boolean;
  roleId: string;
  created_at: string;
}

/** One event of the chat SSE stream: the full ordered lists (ascending created_at). */
export interface ChatSnapshot {
  chats: Chat[];
  messages: ChatMessage[];
}
