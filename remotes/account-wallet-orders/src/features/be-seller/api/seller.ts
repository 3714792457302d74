import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwn, getPage, http, shopTagsQuery } from '@market/http';
import type { Shop } from '@market/contract';
import type { ShopCategoriesAnswer } from '@market/contract/src/family/meta.ts';

export const SELLER_KEY = ['account', 'seller'] as const;

/** The signed-in user's shop request (dashboard/user/shops/show), `null` before the first; read afresh on every visit. */
export function useSellerRequest() {
  return useQuery({ queryKey: SELLER_KEY, queryFn: () => getOwn<Shop>('dashboard/user/shops/show'), staleTime: 0 });
}

/** The shop categories a new shop may be filed under. */
export function useShopCategories() {
  return useQuery({
    queryKey: ['account', 'categories', 'shop'],
    queryFn: async () => (await getPage<ShopCategoriesAnswer['data'][number]>('rest/categories/paginate', { type: 'shop', perPage: 100 })).data,
  });
}

/** The tags a new shop may carry (the apps' one shop tags query). */
export function useShopTags() {
  return useQuery(shopTagsQuery());
}

/** Sends the shop request; the request's state is read again. */
export function useSendSellerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => http.post('dashboard/user/shops', body),
    onSuccess: () => client.invalidateQueries({ queryKey: SELLER_KEY }),
  });
}
