/** Places: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyAddress } from '../family/account.ts';
import type { GeocodePlace } from '../family/additions.ts';

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

/** rest/geocode/reverse and rest/geocode/search (reference API): a formatted address, e.g. "1400 14th St NW, Washington, DC 20005, USA". */
export type GeocodeResult = Static<typeof GeocodePlace>;

/** rest/shop/…/delivery-zone/check/distance (reference API answer). */
export interface DeliveryZoneCheck {
  status: true;
  /** Shops delivering to the point (general check) or the one shop (shop check). */
  shop_ids: number[];
  /** Distance in km from the shop (shop check only). */
  km?: number;
}
