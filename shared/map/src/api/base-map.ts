import { queryOptions } from '@tanstack/react-query';
import type { Feature, LineString, Point, Polygon } from 'geojson';
import { getData } from '@market/http';
import type { MapPoint } from '../types.ts';

export type BaseFeatureKind = 'street' | 'block' | 'park' | 'water';

/** rest/map/base: the demo city's streets, blocks, parks and water, generated from the API's seed. */
export interface BaseMapData {
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  center: MapPoint;
  features: Feature<LineString | Polygon | Point, { kind: BaseFeatureKind; name?: string }>[];
}

/** The base layer: the same for every page and shopper, kept for the visit. */
export const baseMapQuery = () =>
  queryOptions({
    queryKey: ['rest/map/base'],
    queryFn: () => getData<BaseMapData>('rest/map/base'),
    staleTime: Infinity,
  });
