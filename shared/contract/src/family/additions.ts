/**
 * Answers of this API's own routes and additions, which a backend of the family lacks (or answers without a shape
 * its customer client reads): the messages per field of a refusal, the health check, the geocoder of the address
 * picker, the courier application, a shop's payment methods, the delivery zone checks, the price range of products,
 * what a bulk change changed, a parcel type. (A CSP report is answered 204 without a body, or refused with
 * `ErrorAnswer`; an order placed again with the same Idempotency-Key answers what the first one answered.) The web
 * app reads them only where this API is the backend, and keeps working without them.
 */
import Type from 'typebox';
import { Id, List, Nullable, Num, One, Str } from './common.ts';
import { FamilyWalletHistory } from './account.ts';
import { FamilyPayment, OrderTransaction } from './orders.ts';
import { FamilyParcelType } from './parcels.ts';

/** Every refusal: the family's `{message}` (the text its client shows), never a stack trace. */
export const ErrorAnswer = Type.Object({ message: Type.String({ minLength: 1 }) });

/** A refusal for too many tries (429): the message and the seconds until a try is taken again (as Retry-After). */
export const TooManyAnswer = Type.Object({ message: Type.String({ minLength: 1 }), retry_after: Type.Integer({ minimum: 1 }) });

/**
 * A refused body or query (422): the family's `{message}`, plus this API's messages per field in `params`, `message`
 * being the first of them.
 */
export const InvalidAnswer = Type.Object({
  message: Type.String({ minLength: 1 }),
  params: Type.Record(Str, Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
});

/** GET health: the API is up (the gateways and `npm start` wait for it). */
export const HealthOne = One(Type.Object({ status: Type.Literal('ok') }));

/** A place of the local gazetteer: its formatted address and point, the city and country when known. */
export const GeocodePlace = Type.Object({
  address: Str,
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  city: Type.Optional(Str),
  country: Type.Optional(Str),
});
/** GET rest/geocode/reverse: the nearest place within 1.5 km (else 404). */
export const GeocodeOne = One(GeocodePlace);
/** GET rest/geocode/search: up to 10 places matching the text, best first. */
export const GeocodeList = List(GeocodePlace);

/** A courier application: POST dashboard/user/deliveryman-requests (201), GET …/show (the latest; 404 when none). */
export const DeliverymanRequestOne = One(
  Type.Object({
    id: Id,
    name: Str,
    phone: Str,
    vehicle_type: Str,
    city: Str,
    /** The uploaded documents' addresses, as the upload answered them. */
    documents: Type.Array(Str, { minItems: 1 }),
    /** 'new' (under review), 'approved' or 'rejected'. */
    status: Type.Union([Type.Literal('new'), Type.Literal('approved'), Type.Literal('rejected')]),
    created_at: Str,
    updated_at: Str,
  }),
);

/** GET rest/shops/{id}/payments: the methods the shop takes (`tag`), whether each is a sandbox. */
export const ShopPaymentList = List(Type.Intersect([FamilyPayment, Type.Object({ active: Type.Boolean(), sandbox: Type.Boolean(), shop_id: Id })]));

/**
 * GET rest/shop/delivery-zone/check/distance (the shops delivering to the point) and rest/shop/{id}/delivery-zone/
 * check/distance (that shop, with its distance in km); 400 with the message when none delivers there.
 */
export const DeliveryZoneCheckOne = One(Type.Object({ status: Type.Literal(true), shop_ids: Type.Array(Id), km: Type.Optional(Num) }));

/** GET rest/products-avg-prices (?shop_id, ?category_id): the price filter's range; 0s when nothing matches. */
export const ProductAvgPricesOne = One(Type.Object({ min: Num, max: Num, avg: Num }));

/** POST dashboard/notifications/read-all: how many notifications it marked read. */
export const NotificationsReadOne = One(Type.Object({ count: Type.Integer({ minimum: 0 }) }));

/**
 * DELETE dashboard/user/addresses/delete, dashboard/user/cart/delete, rest/cart/member/delete (`ids[]`): how many of
 * the user's records it deleted (404 when none); for rest/cart/member/delete the members named by their own uuids.
 */
export const DeletedOne = One(Type.Object({ deleted: Type.Integer({ minimum: 1 }) }));

/** POST dashboard/user/wallet/send: the sender's new wallet history row. */
export const WalletSentOne = One(FamilyWalletHistory);

/** GET rest/parcel-order/types/{id}: one parcel type. */
export const ParcelTypeOne = One(FamilyParcelType);

/** GET or POST rest/coupons/check (`coupon`, `shop_id`): the valid coupon (the family's client only needs the 200). */
export const CouponOne = One(
  Type.Object({
    id: Id,
    name: Str,
    shop_id: Nullable(Id),
    type: Type.Union([Type.Literal('fix'), Type.Literal('percent')]),
    price: Num,
    expired_at: Str,
  }),
);

/**
 * GET auth/verify/{code} (the code mailed, or a link's verifyId), and POST auth/verify/phone with an email
 * registration's code: the address is confirmed; auth/after-verify then creates the account.
 */
export const CodeVerifiedOne = One(Type.Object({ verified: Type.Literal(true), target: Str, email: Type.Optional(Str), verifyId: Type.Optional(Str) }));

/**
 * POST payments/{order|parcel-order}/{id}/transactions with cash or the wallet (201): the transaction recorded (the
 * family's client only needs the success; a provider answers `{data: {url}}`).
 */
export const TransactionOne = One(Type.Intersect([OrderTransaction, Type.Object({ id: Id, price: Num, created_at: Str })]));

/**
 * POST dashboard/user/orders, dashboard/user/parcel-orders and payments/…/transactions with a provider's method: the
 * provider's page to go to (200). The family answers the order or parcel itself and has its client ask the provider's
 * process route; the web app takes either.
 */
export const PaymentPageOne = One(Type.Object({ url: Str }));
