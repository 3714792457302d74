import { queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { ShopDeliveryZone } from '@market/contract';
import { getData } from '@market/http';

export type ShopZone = ShopDeliveryZone;

/** A shop's delivery zone (rest/shop/{id}/delivery-zone); null when the shop has none (404): no zone is drawn. */
export const shopZoneQuery = (shopId: number | null | undefined) =>
  queryOptions({
    queryKey: [`rest/shop/${shopId}/delivery-zone`],
    queryFn: async (): Promise<ShopDeliveryZone | null> => {
      try {
        return await getData<ShopDeliveryZone>(`rest/shop/${shopId}/delivery-zone`);
      } catch (e) {
        if (isAxiosError(e) && e.response?.status === 404) return null;
        throw e;
      }
    },
    enabled: typeof shopId === 'number' && shopId > 0,
    staleTime: 10 * 60_000,
  });
