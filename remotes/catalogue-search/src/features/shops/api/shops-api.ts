import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $address } from '@market/bus';
import { http } from '@market/http';
import type {
  Banner,
  Branch,
  Category,
  DeliveryZoneCheck,
  Envelope,
  Paginated,
  Review,
  Shop,
  ShopProducts,
  ShopType,
  Story,
  Tag,
} from '@market/contract';
import { listOf, nextPage } from '../../../lib/paging.ts';
import type { ShopFilter } from '../model/shop-filter.ts';

export const SHOPS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 5;

/** The active address as `address[latitude]` / `address[longitude]` params (distance, zone), when there is one. */
export function useAddressParams(): Record<string, number> {
  const address = useUnit($address);
  return address ? { 'address[latitude]': address.location[0], 'address[longitude]': address.location[1] } : {};
}

const get = async <T>(path: string, params?: object): Promise<T> => (await http.get<T>(path, { params })).data;

export interface ShopListQuery extends ShopFilter {
  type?: ShopType;
}

/** Shop params as rest/shops/paginate takes them: empty values dropped, `newest` as 1. */
export function shopParams(q: ShopListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (q.type) params.type = q.type;
  if (q.category_id) params.category_id = q.category_id;
  if (q.newest) params.newest = 1;
  if (q.order_by) params.order_by = q.order_by;
  if (q.group) params.group = q.group;
  if (q.tag_id) params.tag_id = q.tag_id;
  return params;
}

/** rest/shops/paginate with the filter, page after page. */
export function useShopsInfinite(q: ShopListQuery, perPage = SHOPS_PAGE_SIZE) {
  const addr = useAddressParams();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'shops', shopParams(q), addr, perPage],
    queryFn: ({ pageParam }) => get<Paginated<Shop>>('rest/shops/paginate', { ...shopParams(q), ...addr, perPage, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useRecommendedShops() {
  const addr = useAddressParams();
  return useQuery({
    queryKey: ['catalogue', 'shops', 'recommended', addr],
    queryFn: async () => listOf(await get<Envelope<Shop[]> | Paginated<Shop>>('rest/shops/recommended', addr)),
  });
}

export function useShopTags() {
  return useQuery({
    queryKey: ['catalogue', 'shops-takes'],
    queryFn: async () => listOf(await get<Envelope<Tag[]>>('rest/shops-takes')),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['catalogue', 'categories', 'main'],
    queryFn: async () => listOf(await get<Paginated<Category>>('rest/categories/paginate', { type: 'main', perPage: 50 })),
  });
}

export function useStories() {
  return useQuery({
    queryKey: ['catalogue', 'stories'],
    queryFn: async () => listOf(await get<Paginated<Story>>('rest/stories/paginate', { perPage: 20 })),
  });
}

export function useBanners() {
  return useQuery({
    queryKey: ['catalogue', 'banners'],
    queryFn: async () => listOf(await get<Paginated<Banner>>('rest/banners/paginate', { perPage: 10 })),
  });
}

export function useBranches(shopId: number | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'branches', shopId],
    enabled: shopId !== undefined,
    queryFn: async () => listOf(await get<Paginated<Branch> | Envelope<Branch[]>>('rest/branches', { shop_id: shopId, perPage: 50 })),
  });
}

export function useShop(id: string | undefined) {
  const addr = useAddressParams();
  return useQuery({
    queryKey: ['catalogue', 'shop', id, addr],
    enabled: Boolean(id),
    queryFn: async () => (await get<Envelope<Shop>>(`rest/shops/${id}`, addr)).data,
  });
}

export function useShopProducts(id: number | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'shop-products', id],
    enabled: id !== undefined,
    queryFn: async () => (await get<Envelope<ShopProducts>>(`rest/shops/${id}/products`)).data,
  });
}

export function useShopReviews(id: number | undefined, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'shop-reviews', id, page],
    enabled: id !== undefined,
    placeholderData: (previous) => previous,
    queryFn: () => get<Paginated<Review>>(`rest/shops/${id}/reviews`, { page, perPage: REVIEWS_PAGE_SIZE }),
  });
}

/** A zone check: the server's 4xx is its "no" (outside every zone); other failures are errors to show. */
async function zoneCheck(path: string, params: object, delivers: (res: DeliveryZoneCheck) => boolean): Promise<boolean> {
  try {
    return delivers((await get<Envelope<DeliveryZoneCheck>>(path, params)).data);
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    if (status && status >= 400 && status < 500 && status !== 401) return false;
    throw error;
  }
}

/** Whether the shop delivers to the active address; idle without an address. */
export function useDeliveryZone(shopId: number | undefined) {
  const addr = useAddressParams();
  return useQuery({
    queryKey: ['catalogue', 'zone', shopId, addr],
    enabled: shopId !== undefined && 'address[latitude]' in addr,
    queryFn: () => zoneCheck(`rest/shop/${shopId}/delivery-zone/check/distance`, addr, (r) => !r.shop_ids || r.shop_ids.includes(shopId!)),
  });
}

/** Whether any shop delivers to the active address (the home page's notice). */
export function useAnyDeliveryZone() {
  const addr = useAddressParams();
  return useQuery({
    queryKey: ['catalogue', 'zone', 'any', addr],
    enabled: 'address[latitude]' in addr,
    queryFn: () => zoneCheck('rest/shop/delivery-zone/check/distance', addr, (r) => (r.shop_ids?.length ?? 1) > 0),
  });
}
