/**
 * Request bodies of the marketplace API as JSON Schemas (TypeBox), one definition for client and server:
 * the reference API validates with them (422 with a message per field), the web app types its calls with
 * the `Static` types exported beside them.
 *
 * The package index re-exports only the TYPES of this folder (no runtime cost in the web app's bundles);
 * code that wants the schema values imports `@market/contract/src/schemas/index.ts`.
 */
import Type, { type Static } from 'typebox';
import { VEHICLE_TYPES } from '../entities/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN_SOURCE } from '../rules.ts';

const Id = Type.Integer({ minimum: 1 });
/** An amount of money moved: at least one cent (a smaller one would be recorded as 0.00), at most `max`. */
const Money = (max: number) => Type.Number({ minimum: 0.01, maximum: max });
const Text = (maxLength = 255) => Type.String({ maxLength });
const Required = (maxLength = 255) => Type.String({ minLength: 1, maxLength });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' });
/** A phone the API accepts (`rules.ts`). */
const Phone = Type.String({ pattern: PHONE_PATTERN_SOURCE });
/** A new password and its confirmation. */
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
const PasswordConfirmation = Type.String({ maxLength: PASSWORD_MAX });
const Lat = Type.Number({ minimum: -90, maximum: 90 });
const Lng = Type.Number({ minimum: -180, maximum: 180 });
/** Per-language texts: `{en: 'Pizza', fr: 'Pizza'}`. */
const Localized = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Text(5000));

/**
 * A phone of the sign-in and recovery forms: a string, or the digits as a number (the family's phone forms send
 * `12025550101`); the API compares phones by their digits.
 */
const AuthPhone = Type.Union([Phone, Type.Integer({ minimum: 100000, maximum: 999999999999999 })]);

export const LatLngSchema = Type.Object({ latitude: Lat, longitude: Lng });
export type LatLngBody = Static<typeof LatLngSchema>;

// ---------------------------------------------------------------------------------------------------------
// Auth

/** POST auth/login: email or phone, and the password. */
export const LoginBody = Type.Object({
  email: Type.Optional(Type.String({ format: 'email', maxLength: 255 })),
  phone: Type.Optional(AuthPhone),
  password: Required(PASSWORD_MAX),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST auth/{google|facebook|apple}/callback and auth/firebase/callback: `id` is the identity provider's ID token. */
export const SocialCallbackBody = Type.Object({
  id: Required(10000),
  name: Type.Optional(Text()),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 255 })),
  avatar: Type.Optional(Text(2000)),
  referral: Type.Optional(Text(64)),
  /** auth/firebase/callback only: the phone number confirmed by the identity provider. */
  phone: Type.Optional(Text(32)),
  firstname: Type.Optional(Text()),
  lastname: Type.Optional(Text()),
});
export type SocialCallbackBody = Static<typeof SocialCallbackBody>;

/** POST auth/after-verify */
export const AfterVerifyBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 255 }),
  firstname: Required(),
  lastname: Type.Optional(Text()),
  password: Password,
  password_confirmation: PasswordConfirmation,
  gender: Type.Optional(Text(16)),
  referral: Type.Optional(Text(64)),
});
export type AfterVerifyBody = Static<typeof AfterVerifyBody>;

/** POST auth/verify/phone with a body (after the identity provider confirmed the code: type 'firebase'). */
export const VerifyPhoneBody = Type.Object({
  phone: AuthPhone,
  type: Type.Optional(Type.Literal('firebase')),
  /** The identity provider's ID token proving the phone (required with type 'firebase' in the reference API). */
  id: Type.Optional(Text(10000)),
  firstname: Type.Optional(Text()),
  lastname: Type.Optional(Text()),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 255 })),
  password: Type.Optional(Password),
  password_confirmation: Type.Optional(PasswordConfirmation),
  gender: Type.Optional(Text(16)),
  referral: Type.Optional(Text(64)),
});
export type VerifyPhoneBody = Static<typeof VerifyPhoneBody>;

/** POST auth/forgot/password and auth/forgot/password/confirm */
export const ForgotPhoneBody = Type.Object({
  phone: AuthPhone,
  type: Type.Optional(Type.Literal('firebase')),
  /** confirm: the identity provider's ID token proving the phone. */
  id: Type.Optional(Text(10000)),
});
export type ForgotPhoneBody = Static<typeof ForgotPhoneBody>;

// ---------------------------------------------------------------------------------------------------------
// Profile

/** PUT dashboard/user/profile/update (phone may also come as a query parameter). */
export const ProfileUpdateBody = Type.Object({
  firstname: Type.Optional(Required()),
  lastname: Type.Optional(Text()),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 255 })),
  phone: Type.Optional(Phone),
  gender: Type.Optional(Text(16)),
  birthday: Type.Optional(Day),
  img: Type.Optional(Text(2000)),
  currency_id: Type.Optional(Id),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** POST dashboard/user/profile/password/update */
export const PasswordUpdateBody = Type.Object({
  old_password: Type.Optional(Text()),
  password: Password,
  password_confirmation: PasswordConfirmation,
});
export type PasswordUpdateBody = Static<typeof PasswordUpdateBody>;

/** POST dashboard/user/profile/firebase/token/update (push token of this browser). */
export const FirebaseTokenBody = Type.Object({ firebase_token: Required(4096) });
export type FirebaseTokenBody = Static<typeof FirebaseTokenBody>;

/** POST dashboard/user/update/notifications */
export const NotificationSettingsBody = Type.Object({
  notifications: Type.Array(Type.Object({ notification_id: Id, active: Type.Boolean() }), { maxItems: 50 }),
});
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

// ---------------------------------------------------------------------------------------------------------
// Addresses

/** POST dashboard/user/addresses, PUT dashboard/user/addresses/{id} */
export const AddressBody = Type.Object({
  title: Type.Optional(Text()),
  address: Type.Object({
    address: Required(500),
    house: Type.Optional(Text(64)),
    floor: Type.Optional(Text(64)),
    office: Type.Optional(Text(64)),
  }),
  /** The family's shape: `{latitude, longitude}`. */
  location: LatLngSchema,
  /** The family's client sends 0/1. */
  active: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
});
export type AddressBody = Static<typeof AddressBody>;

/** Deletions by id list (`ids` in the body, or `ids[0]=…` in the query). */
export const IdsBody = Type.Object({ ids: Type.Array(Type.Union([Id, Type.String({ maxLength: 64 })]), { minItems: 1, maxItems: 200 }) });
export type IdsBody = Static<typeof IdsBody>;

// ---------------------------------------------------------------------------------------------------------
// Carts

export const CartProduct = Type.Object({
  stock_id: Id,
  quantity: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Add-ons: the stock id of the row they belong to. */
  parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type CartProduct = Static<typeof CartProduct>;

/** POST dashboard/user/cart/insert-product (also dashboard/user/cart: same body). */
export const CartInsertBody = Type.Object({
  shop_id: Id,
  currency_id: Type.Optional(Id),
  rate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  products: Type.Array(CartProduct, { minItems: 1, maxItems: 100 }),
  /** Joins a group cart (owner side) when given. */
  cart_id: Type.Optional(Id),
});
export type CartInsertBody = Static<typeof CartInsertBody>;

/**
 * POST rest/cart/insert-product (a guest member of a group cart): `user_cart_uuid` is the member's key; without it,
 * or with one that is not a member of `cart_id`, 404 and nothing changes (so it is optional here, not a 422).
 */
export const GuestCartInsertBody = Type.Object({
  shop_id: Id,
  cart_id: Id,
  user_cart_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  products: Type.Array(CartProduct, { minItems: 1, maxItems: 100 }),
});
export type GuestCartInsertBody = Static<typeof GuestCartInsertBody>;

/**
 * POST dashboard/user/cart without `products`: the family's store call, one stock (its add-ons are later calls). The
 * route takes either this or `CartInsertBody`.
 */
export const CartStoreBody = Type.Object({
  shop_id: Id,
  currency_id: Type.Optional(Id),
  rate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  stock_id: Id,
  quantity: Type.Integer({ minimum: 0, maximum: 1000 }),
});
export type CartStoreBody = Static<typeof CartStoreBody>;

/**
 * POST rest/cart: a guest's cart in the family is a group member's part (a guest without a group keeps its cart in
 * the browser), so the body names the group (`cart_id`) and the member (`user_cart_uuid`), with one stock or
 * `products`; a uuid that is not a member of `cart_id` answers 404 and nothing changes.
 */
export const GuestCartStoreBody = Type.Object({
  shop_id: Id,
  cart_id: Id,
  user_cart_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  stock_id: Id,
  quantity: Type.Integer({ minimum: 0, maximum: 1000 }),
});
export type GuestCartStoreBody = Static<typeof GuestCartStoreBody>;

/** POST dashboard/user/cart/open (owner opens a cart) */
export const CartOpenBody = Type.Object({ shop_id: Id, currency_id: Type.Optional(Id) });
export type CartOpenBody = Static<typeof CartOpenBody>;

/**
 * POST rest/cart/open (a guest joins a group cart): `secret` is the group's share secret from the share link
 * (`FamilyCartJoin` in family/cart.ts says what the family's client sends); a missing or wrong one answers 404.
 */
export const CartJoinBody = Type.Object({ name: Required(64), shop_id: Id, cart_id: Id, secret: Type.Optional(Type.String({ maxLength: 128 })) });
export type CartJoinBody = Static<typeof CartJoinBody>;

/** POST rest/cart/status/{user_cart_uuid} */
export const CartMemberStatusBody = Type.Object({ cart_id: Id, status: Type.Optional(Type.Boolean()) });
export type CartMemberStatusBody = Static<typeof CartMemberStatusBody>;

/** POST dashboard/user/cart/calculate/{cart_id} */
export const CartCalculateBody = Type.Object({
  address: Type.Optional(LatLngSchema),
  type: Type.Optional(Type.Union([Type.Literal('delivery'), Type.Literal('pickup')])),
  coupon: Type.Optional(Text(64)),
  currency_id: Type.Optional(Id),
  tips: Type.Optional(Type.Number({ minimum: 0, maximum: 10000 })),
});
export type CartCalculateBody = Static<typeof CartCalculateBody>;

// ---------------------------------------------------------------------------------------------------------
// Orders

const OrderAddress = Type.Object({
  address: Required(500),
  office: Type.Optional(Text(64)),
  house: Type.Optional(Text(64)),
  floor: Type.Optional(Text(64)),
});

/**
 * POST dashboard/user/orders (cash, wallet) and the provider process routes (their query carries the same
 * fields). Send an `Idempotency-Key` header: the same key and body give the same order.
 */
export const OrderCreateBody = Type.Object({
  cart_id: Id,
  shop_id: Id,
  currency_id: Type.Optional(Id),
  rate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  payment_id: Id,
  delivery_type: Type.Union([Type.Literal('delivery'), Type.Literal('pickup')]),
  delivery_date: Day,
  delivery_time: Time,
  location: Type.Optional(LatLngSchema),
  address: Type.Optional(OrderAddress),
  coupon: Type.Optional(Text(64)),
  note: Type.Optional(Text(1000)),
  notes: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(500))),
  tips: Type.Optional(Type.Number({ minimum: 0, maximum: 10000 })),
  phone: Type.Optional(Phone),
  username: Type.Optional(Text()),
});
export type OrderCreateBody = Static<typeof OrderCreateBody>;

/** POST dashboard/user/orders/review/{id} and dashboard/user/parcel-orders/{id}/review */
export const ReviewBody = Type.Object({
  rating: Type.Number({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Text(2000)),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** POST dashboard/user/orders/{id}/repeat: deliver again on this slot. */
export const RepeatBody = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) });
export type RepeatBody = Static<typeof RepeatBody>;

/** POST dashboard/user/order-refunds */
export const RefundBody = Type.Object({ order_id: Id, cause: Required(2000) });
export type RefundBody = Static<typeof RefundBody>;

/** POST payments/{order|parcel-order}/{id}/transactions */
export const TransactionBody = Type.Object({ payment_sys_id: Id });
export type TransactionBody = Static<typeof TransactionBody>;

// ---------------------------------------------------------------------------------------------------------
// Wallet

/** POST dashboard/user/wallet/send: `uuid` is the recipient's wallet uuid. */
export const WalletSendBody = Type.Object({
  price: Money(100000),
  uuid: Required(64),
  note: Type.Optional(Text(255)),
});
export type WalletSendBody = Static<typeof WalletSendBody>;

/** A wallet top-up through a provider process route: `{wallet_id, total_price, currency_id}`. */
export const TopUpBody = Type.Object({
  wallet_id: Type.Optional(Type.Union([Id, Text(64)])),
  total_price: Money(100000),
  currency_id: Type.Optional(Id),
});
export type TopUpBody = Static<typeof TopUpBody>;

// ---------------------------------------------------------------------------------------------------------
// Parcels

const ParcelAddressSchema = Type.Object({
  latitude: Lat,
  longitude: Lng,
  address: Required(500),
  house: Type.Optional(Text(64)),
  stage: Type.Optional(Text(64)),
  room: Type.Optional(Text(64)),
});

/** POST dashboard/user/parcel-orders (payment_id optional: cash by default; an external provider answers {url}). */
export const ParcelOrderBody = Type.Object({
  currency_id: Type.Optional(Id),
  type_id: Id,
  rate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  payment_id: Type.Optional(Id),
  phone_from: Phone,
  username_from: Required(),
  address_from: ParcelAddressSchema,
  phone_to: Phone,
  username_to: Required(),
  address_to: ParcelAddressSchema,
  delivery_date: Day,
  delivery_time: Time,
  note: Type.Optional(Text(1000)),
  description: Type.Optional(Text(1000)),
  instruction: Type.Optional(Text(1000)),
  notify: Type.Optional(Type.Boolean()),
});
export type ParcelOrderBody = Static<typeof ParcelOrderBody>;

// ---------------------------------------------------------------------------------------------------------
// Reservations

/** POST dashboard/user/my-bookings */
export const BookingBody = Type.Object({
  table_id: Id,
  booking_id: Id,
  start_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }),
  end_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' })),
  guest: Type.Integer({ minimum: 1, maximum: 50 }),
  note: Type.Optional(Text(1000)),
});
export type BookingBody = Static<typeof BookingBody>;

// ---------------------------------------------------------------------------------------------------------
// Be a seller

/** POST dashboard/user/shops */
export const ShopCreateBody = Type.Object({
  title: Localized,
  description: Type.Optional(Localized),
  address: Type.Optional(Localized),
  phone: Phone,
  images: Type.Optional(Type.Array(Text(2000), { maxItems: 2 })),
  categories: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  tags: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  price: Type.Number({ minimum: 0, maximum: 10000 }),
  price_per_km: Type.Number({ minimum: 0, maximum: 10000 }),
  min_amount: Type.Number({ minimum: 0, maximum: 100000 }),
  tax: Type.Number({ minimum: 0, maximum: 100 }),
  delivery_time_type: Type.Union([Type.Literal('minute'), Type.Literal('hour')]),
  delivery_time_from: Type.Number({ minimum: 0, maximum: 1000 }),
  delivery_time_to: Type.Number({ minimum: 0, maximum: 1000 }),
  location: LatLngSchema,
  type: Type.Union([Type.Literal('shop'), Type.Literal('restaurant')]),
});
export type ShopCreateBody = Static<typeof ShopCreateBody>;

// ---------------------------------------------------------------------------------------------------------
// Courier sign-up

/** POST dashboard/user/deliveryman-requests: one application at a time; a new one only after a rejection. */
export const DeliverymanRequestBody = Type.Object({
  name: Required(255),
  phone: Phone,
  vehicle_type: Type.Enum(VEHICLE_TYPES),
  city: Required(255),
  /** The uploaded documents' URLs (driving licence, ID): at least one. */
  documents: Type.Array(Required(2000), { minItems: 1, maxItems: 5 }),
});
export type DeliverymanRequestBody = Static<typeof DeliverymanRequestBody>;

// ---------------------------------------------------------------------------------------------------------
// Chat

/** POST dashboard/user/chats */
export const ChatCreateBody = Type.Object({
  /** 'admin', a shop id or a courier id. */
  roleId: Type.Optional(Text(64)),
  shop_id: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type ChatCreateBody = Static<typeof ChatCreateBody>;

/** POST dashboard/user/chats/{id}/messages (chat_content may be empty when chat_img carries an image) */
export const ChatMessageBody = Type.Object({
  chat_content: Text(4000),
  chat_img: Type.Optional(Text(2000)),
});
export type ChatMessageBody = Static<typeof ChatMessageBody>;
