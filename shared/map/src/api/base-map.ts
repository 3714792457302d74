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

type Position = readonly number[];

/** An extent on the map, in degrees. */
export interface Box { south: number; west: number; north: number; east: number }

const extents = new WeakMap<BaseMapFeature, Box>();

/**
 * A feature's extent (GeoJSON positions are [longitude, latitude]), worked out once per feature. Plain index loops:
 * the base layer's 800-odd features are all measured as a map opens, on a phone's main thread, and iterating them
 * with destructuring and a flattened copy of each polygon's rings took several times as long (and as much garbage).
 */
function extentOf(feature: BaseMapFeature): Box {
  let box = extents.get(feature);
  if (box) return box;
  box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  const geometry = feature.geometry;
  if (geometry.type === 'Point') extend(box, geometry.coordinates);
  else if (geometry.type === 'LineString') extendAll(box, geometry.coordinates);
  else for (let r = 0; r < geometry.coordinates.length; r++) extendAll(box, geometry.coordinates[r]!);
  extents.set(feature, box);
  return box;
}

function extendAll(box: Box, positions: readonly Position[]): void {
  for (let i = 0; i < positions.length; i++) extend(box, positions[i]!);
}

function extend(box: Box, position: Position): void {
  const lng = position[0]!;
  const lat = position[1]!;
  if (lat < box.south) box.south = lat;
  if (lat > box.north) box.north = lat;
  if (lng < box.west) box.west = lng;
  if (lng > box.east) box.east = lng;
}

/**
 * The features whose extent meets `box`: what the map shows around its view. A street that crosses the view with
 * both ends outside it is drawn too. The base layer holds every seeded city; drawing all of it (over 800 shapes), or
 * even one whole city (about 250), kept a phone's main thread busy for the better part of a second as the map opened.
 */
export function featuresWithin(features: readonly BaseMapFeature[], box: Box): BaseMapFeature[] {
  return features.filter((feature) => {
    const e = extentOf(feature);
    return e.south <= box.north && e.north >= box.south && e.west <= box.east && e.east >= box.west;
  });
}
