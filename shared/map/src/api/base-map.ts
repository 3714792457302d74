import { queryOptions } from '@tanstack/react-query';
import type { BaseMap, BaseMapFeature } from '@market/contract';
import { getData } from '@market/http';

export type BaseFeatureKind = BaseMapFeature['properties']['kind'];
export type BaseMapData = BaseMap;

/** The base layer (rest/map/base): the same for every page and shopper, kept for the visit. */
export const baseMapQuery = () =>
  queryOptions({
    queryKey: ['rest/map/base'],
    queryFn: () => getData<BaseMap>('rest/map/base'),
    staleTime: Infinity,
  });

/**
 * How far from the map's centre (in degrees of latitude; longitude scaled to the same distance) the base layer is
 * drawn: the city the map shows. The base layer holds every seeded city, and drawing all of it (over 800 shapes) kept
 * a phone's main thread busy for about a second as the map opened.
 */
export const NEAR_DEGREES = 0.15;

type Position = readonly number[];

function positionsOf(geometry: BaseMapFeature['geometry']): readonly Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'LineString') return geometry.coordinates;
  return geometry.coordinates.flat();
}

/** The features with a position within `degrees` of `center` (GeoJSON positions are [longitude, latitude]). */
export function featuresNear(features: readonly BaseMapFeature[], center: { latitude: number; longitude: number }, degrees = NEAR_DEGREES): BaseMapFeature[] {
  const lngDegrees = degrees / Math.max(0.1, Math.cos((center.latitude * Math.PI) / 180));
  const near = ([lng, lat]: Position) => Math.abs(lat! - center.latitude) <= degrees && Math.abs(lng! - center.longitude) <= lngDegrees;
  return features.filter((feature) => positionsOf(feature.geometry).some(near));
}
