import { useInfiniteQuery } from '@tanstack/react-query';
import { http, nextPage } from '@market/http';
import type { Paginated, Product, Shop } from '@market/contract';
import { useAddressParams } from '../../shops/index.ts';

export const SEARCH_PAGE_SIZE = 10;

/** One paginated search endpoint, page after page. */
function useSearch<T>(path: string, key: string, params: Record<string, string | number | undefined>, enabled: boolean) {
  const addr = useAddressParams();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'search', key, params, addr],
    enabled,
    queryFn: async ({ pageParam }) =>
      (await http.get<Paginated<T>>(path, { params: { ...params, ...addr, perPage: SEARCH_PAGE_SIZE, page: pageParam } })).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** rest/shops/search (search, page, address, open=1). */
export const useShopSearch = (search: string, enabled = true) => useSearch<Shop>('rest/shops/search', 'shops', { search, open: 1 }, enabled && Boolean(search));

/** rest/products/search (search, page, shop_id, address). */
export const useProductSearch = (search: string, shopId?: number) =>
  useSearch<Product>('rest/products/search', 'products', { search, shop_id: shopId }, Boolean(search));
