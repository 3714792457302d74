/**
 * Maps: entities of the marketplace API (see ./index.ts), the types of the wire shapes in `../family/additions.ts`
 * (all of them this API's additions: the family's customer client reads no courier position, its courier app only
 * posts one to `dashboard/deliveryman/settings/location`). Geometry is GeoJSON: positions are [longitude, latitude].
 */
import type { Static } from 'typebox';
import type {
  BaseMapFeature,
  BaseMapOne,
  CourierStatus,
  CourierTicketOne,
  CourierTrackAnswer,
  GeoLineString,
  GeoPoint,
  GeoPolygon,
  GeoPosition,
  ShopDeliveryZoneOne,
} from '../family/additions.ts';

/** [longitude, latitude] */
export type GeoPosition = Static<typeof GeoPosition>;
export type GeoPoint = Static<typeof GeoPoint>;
export type GeoLineString = Static<typeof GeoLineString>;
export type GeoPolygon = Static<typeof GeoPolygon>;

/** A street, block, park or water of the base map. */
export type BaseMapFeature = Static<typeof BaseMapFeature>;
/** rest/map/base: `bbox` is [west, south, east, north]. */
export type BaseMap = Static<typeof BaseMapOne>['data'];

/** rest/shop/{id}/delivery-zone. */
export type ShopDeliveryZone = Static<typeof ShopDeliveryZoneOne>['data'];

export type CourierStatus = Static<typeof CourierStatus>;
/** dashboard/user/orders/{id}/courier, and each event of its stream. */
export type CourierTrack = Static<typeof CourierTrackAnswer>;
/** dashboard/user/orders/{id}/courier/ticket. */
export type CourierTicket = Static<typeof CourierTicketOne>['data'];
