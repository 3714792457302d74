import type { QueryClient } from '@tanstack/react-query';
import type { Shop } from '@market/contract';
import { findInCache } from '../../../lib/find-in-cache.ts';
import { isHeaderWhole, tappedShop } from './shop-card-ahead.ts';

/**
 * The shop as a list already in the cache holds it (home's rows, the shops page): the card that was
 * tapped knows the shop's name, pictures, rating, fee and hours, so its page shows its header at once while the shop
 * itself (its zone, categories and products count) is asked for beside.
 */
export function shopFromLists(client: QueryClient, id: number): Shop | undefined {
  if (!Number.isInteger(id)) return undefined;
  const card = tappedShop(id);
  if (card) return card;
  // Only the lists of shops: a product's, a cart's or an order's `shop` carries other fields.
  return findInCache<Shop>(
    client,
    (record) => record.id === id && isHeaderWhole(record),
    (query) => query.queryKey[0] === 'catalogue' && query.queryKey[1] === 'shops',
  );
}
