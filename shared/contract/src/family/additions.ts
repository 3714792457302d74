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
 * POST payments/order/{id}/transactions with cash or the wallet (201): the transaction recorded (the family's client
 * only needs the success; a provider answers `{data: {url}}`). A parcel's answers the parcel (`ParcelPaidOne`).
 */
export const TransactionOne = One(Type.Intersect([OrderTransaction, Type.Object({ id: Id, price: Num, created_at: Str })]));

/**
 * POST dashboard/user/orders, dashboard/user/parcel-orders and payments/…/transactions with a provider's method: the
 * provider's page to go to (200). The family answers the order or parcel itself and has its client ask the provider's
 * process route; the web app takes either.
 */
export const PaymentPageOne = One(Type.Object({ url: Str }));

/*
 * Maps (issue 51). Geometry is GeoJSON (RFC 7946: positions are [longitude, latitude]); points inside this API's
 * existing shapes keep the family's `{latitude, longitude}`.
 *
 * Where a courier's position comes from in the family: the courier's own app posts its position to
 * `POST dashboard/deliveryman/settings/location` (`{location: {latitude, longitude}}`, stored with the deliveryman's
 * settings) and the family's customer client has no call that reads it back. So every map route below is OUR
 * ADDITION: the reference API simulates the courier and serves its track; a family backend answers 404 and the app
 * shows the order without the map.
 */

/** A position: [longitude, latitude]. */
export const GeoPosition = Type.Tuple([Type.Number({ minimum: -180, maximum: 180 }), Type.Number({ minimum: -90, maximum: 90 })]);
export const GeoPoint = Type.Object({ type: Type.Literal('Point'), coordinates: GeoPosition });
export const GeoLineString = Type.Object({ type: Type.Literal('LineString'), coordinates: Type.Array(GeoPosition, { minItems: 2 }) });
/** Rings are closed (the first position repeated last); the first ring is the outline. */
export const GeoPolygon = Type.Object({
  type: Type.Literal('Polygon'),
  coordinates: Type.Array(Type.Array(GeoPosition, { minItems: 4 }), { minItems: 1 }),
});
/** A point as this API's shapes carry one. */
export const MapLatLng = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });

/** One feature of the base map: a named street (LineString), a block or park or water (Polygon), or a point. */
export const BaseMapFeature = Type.Object({
  type: Type.Literal('Feature'),
  geometry: Type.Union([GeoLineString, GeoPolygon, GeoPoint]),
  properties: Type.Object({
    kind: Type.Union([Type.Literal('street'), Type.Literal('block'), Type.Literal('park'), Type.Literal('water')]),
    name: Type.Optional(Str),
  }),
});

/**
 * GET rest/map/base (public, cacheable): the demo city generated from the seed, the same on every start: its box
 * [west, south, east, north], its centre, and its streets, blocks and park. It covers every seeded shop and address
 * and the default map position.
 */
export const BaseMapOne = One(
  Type.Object({
    bbox: Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]),
    center: MapLatLng,
    features: Type.Array(BaseMapFeature),
  }),
);

/**
 * GET rest/shop/{id}/delivery-zone (public): the shop's point and the polygon rest/shop/{id}/delivery-zone/check/
 * distance checks against; 404 when the shop has none.
 */
export const ShopDeliveryZoneOne = One(Type.Object({ shop_id: Id, location: MapLatLng, zone: GeoPolygon }));

/** Where a courier is with an order: before it leaves the shop, on its way, at the door. */
export const CourierStatus = Type.Union([Type.Literal('preparing'), Type.Literal('on_the_way'), Type.Literal('delivered')]);

/**
 * An order's courier: the shop, the delivery point, the route along the streets from one to the other, the courier's
 * position (null before it leaves the shop), the step it is at of `steps` (one step per tick of the kitchen clock),
 * the seconds to arrival (null when not on the way), when the track last changed (ISO).
 */
export const CourierTrackAnswer = Type.Object({
  order_id: Id,
  status: CourierStatus,
  shop: MapLatLng,
  destination: MapLatLng,
  route: GeoLineString,
  position: Nullable(MapLatLng),
  step: Type.Integer({ minimum: 0 }),
  steps: Type.Integer({ minimum: 1 }),
  eta_seconds: Nullable(Type.Integer({ minimum: 0 })),
  updated_at: Str,
});

/** GET dashboard/user/orders/{id}/courier (the order's owner only; 404 for anyone else, 401 for a guest). */
export const CourierTrackOne = One(CourierTrackAnswer);
/** POST dashboard/user/orders/{id}/courier/ticket: a short-lived ticket for `?ticket=` on that order's courier stream. */
export const CourierTicketOne = One(Type.Object({ ticket: Str, expires_in: Type.Integer({ minimum: 1 }) }));
/** An event of GET dashboard/user/orders/{id}/courier/stream: the whole track, at once and on every step; closes after delivered. */
export const CourierTrackEvent = CourierTrackAnswer;
