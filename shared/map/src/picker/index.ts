/**
 * @market/map/picker: choosing a point with a text field and a map (no map code here: the map comes through
 * `LazyMap`). The pin and geocoding model, its hook, the start position, and the delivery zone's rule.
 */
export * from './model.ts';
export * from './use-point-picker.ts';
export { reverseGeocodePoint, searchAddressMatches } from '../api/geocode.ts';
export { shopZoneQuery, type ShopZone } from '../api/zones.ts';
export { PointStatus } from './picker-status.tsx';
