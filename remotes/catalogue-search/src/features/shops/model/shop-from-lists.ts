import type { QueryClient } from '@tanstack/react-query';
import type { Shop } from '@market/contract';
import { findInCache } from '../../../lib/find-in-cache.ts';

/**
 * A shop as a list holds it with what the shop page's header shows: its texts, delivery time, fee, minimum amount
 * and working days (today's hours). A liked shop kept in this browser has less: its page waits for the shop.
 */
export const isHeaderWhole = (record: object): record is Shop => {
  const r = record as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    typeof r.translation === 'object' &&
    r.translation !== null &&
    typeof r.price === 'number' &&
    typeof r.delivery_time === 'object' &&
    Array.isArray(r.shop_working_days) &&
    Array.isArray(r.shop_closed_date) &&
    typeof r.open === 'boolean'
  );
};

/**
 * The shop as a list already in the cache holds it (home's rows, the shops page): the card that was
 * tapped knows the shop's name, pictures, rating, fee and hours, so its page shows its header at once while the shop
 * itself (its zone, categories and products count) is asked for beside.
 */
export function shopFromLists(client: QueryClient, id: number): Shop | undefined {
  if (!Number.isInteger(id)) return undefined;
  // Only the lists of shops: a product's, a cart's or an order's `shop` carries other fields.
  return findInCache<Shop>(
    client,
    (record) => record.id === id && isHeaderWhole(record),
    (query) => query.queryKey[0] === 'catalogue' && query.queryKey[1] === 'shops',
  );
}
