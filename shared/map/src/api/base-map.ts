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

function positionsOf(geometry: BaseMapFeature['geometry']): readonly Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'LineString') return geometry.coordinates;
  return geometry.coordinates.flat();
}

const extents = new WeakMap<BaseMapFeature, Box>();

/** A feature's extent (GeoJSON positions are [longitude, latitude]), worked out once per feature. */
function extentOf(feature: BaseMapFeature): Box {
  let box = extents.get(feature);
  if (!box) {
    box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
    for (const [lng, lat] of positionsOf(feature.geometry)) {
      box.south = Math.min(box.south, lat!);
      box.north = Math.max(box.north, lat!);
      box.west = Math.min(box.west, lng!);
      box.east = Math.max(box.east, lng!);
    }
    extents.set(feature, box);
  }
  return box;
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
