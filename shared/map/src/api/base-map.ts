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
