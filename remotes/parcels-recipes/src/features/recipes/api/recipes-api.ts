import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http, nextPage } from '@market/http';
import type { Category, Envelope, Paginated, Recipe, Shop } from '@market/contract';

export const PAGE_SIZE = 12;

export function useRecipeCategories() {
  return useQuery({
    queryKey: ['recipes', 'categories'],
    queryFn: async () => (await http.get<Paginated<Category>>('rest/categories/paginate', { params: { type: 'receipt', perPage: 50 } })).data.data,
  });
}

/** Shops that may own recipes: the filter's options. */
export function useRecipeShops() {
  return useQuery({
    queryKey: ['recipes', 'shops'],
    queryFn: async () => (await http.get<Paginated<Shop>>('rest/shops/paginate', { params: { perPage: 100 } })).data.data,
  });
}

export function useRecipes(categoryId: number | undefined, shopId: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['recipes', 'list', categoryId, shopId],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await http.get<Paginated<Recipe>>('rest/receipts/paginate', {
          params: { page: pageParam, perPage: PAGE_SIZE, category_id: categoryId, shop_id: shopId },
        })
      ).data,
    getNextPageParam: nextPage,
  });
}

export function useRecipe(id: number) {
  return useQuery({
    queryKey: ['recipes', 'one', id],
    queryFn: async () => (await http.get<Envelope<Recipe>>(`rest/receipts/${id}`)).data.data,
  });
}
