import { useInfiniteQuery } from '@tanstack/react-query';
import { http, nextPage } from '@market/http';
import { searchRead, type Paginated, type Product, type SearchKind, type Shop } from '@market/contract';
import { useAddressParams } from '../../shops/index.ts';

/**
 * One kind of search results, page after page. Each page's call is the contract's `searchRead`: the header's search
 * asked the first one ahead as it moved here, with that very URL, and the client hands this call that answer.
 */
function useSearch<T>(kind: SearchKind, search: string, shopId: number | undefined, enabled: boolean) {
  const point = useAddressParams();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'search', kind, { search, shopId }, point],
    enabled,
    queryFn: async ({ pageParam }) => {
      const { path, params } = searchRead(kind, search, { shopId, point, page: pageParam });
      return (await http.get<Paginated<T>>(path, { params })).data;
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** rest/shops/search (search, open=1, address, page). */
export const useShopSearch = (search: string, enabled = true) => useSearch<Shop>('shops', search, undefined, enabled && Boolean(search));

/** rest/products/search (search, shop_id, address, page). */
export const useProductSearch = (search: string, shopId?: number) => useSearch<Product>('products', search, shopId, Boolean(search));
