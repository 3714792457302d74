import { queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { Polygon } from 'geojson';
import { getData } from '@market/http';
import type { MapPoint } from '../types.ts';

/** rest/shop/{id}/delivery-zone: the shop's point and the polygon its delivery check uses. */
export interface ShopZone {
  shop_id: number;
  location: MapPoint;
  zone: Polygon;
}

/** A shop's delivery zone; null when the shop has none (404), so a page draws no zone and says nothing about it. */
export const shopZoneQuery = (shopId: number | null | undefined) =>
  queryOptions({
    queryKey: [`rest/shop/${shopId}/delivery-zone`],
    queryFn: async (): Promise<ShopZone | null> => {
      try {
        return await getData<ShopZone>(`rest/shop/${shopId}/delivery-zone`);
      } catch (e) {
        if (isAxiosError(e) && e.response?.status === 404) return null;
        throw e;
      }
    },
    enabled: typeof shopId === 'number' && shopId > 0,
    staleTime: 10 * 60_000,
  });
