import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $address } from '@market/bus';
import { http, listOf, nextPage, shopProductsQuery, shopTagsQuery } from '@market/http';
import type {
  ActiveAddress,
  Banner,
  Branch,
  DeliveryZoneCheck,
  Envelope,
  Paginated,
  Review,
  Shop,
  ShopType,
} from '@market/contract';
import { pointParams } from '@market/contract';
import type { ShopCategoriesAnswer, StoriesAnswer } from '@market/contract/src/family/meta.ts';
import type { ShopFilter } from '../model/shop-filter.ts';

/** The active address's point as the calls send it (`address[latitude]`, `address[longitude]`); empty without one. */
export type AddressParams = Record<string, number>;

export const SHOPS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 5;

/** The active address as `address[latitude]` / `address[longitude]` params (distance, zone), when there is one. */
export const addressParams = (address: ActiveAddress | null): AddressParams => pointParams(address?.location);

export const useAddressParams = (): AddressParams => addressParams(useUnit($address));

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
export const shopsInfiniteQuery = (q: ShopListQuery, addr: AddressParams, perPage = SHOPS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'shops', shopParams(q), addr, perPage],
    queryFn: ({ pageParam }) => get<Paginated<Shop>>('rest/shops/paginate', { ...shopParams(q), ...addr, perPage, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const recommendedShopsQuery = (addr: AddressParams) =>
  queryOptions({
    queryKey: ['catalogue', 'shops', 'recommended', addr],
    // When the address changes (on a first visit it is found a moment after the page shows), the row keeps the
    // shops it shows until the new address's arrive, instead of falling back to its skeleton and back.
    placeholderData: keepPreviousData,
    queryFn: async () => listOf(await get<Envelope<Shop[]> | Paginated<Shop>>('rest/shops/recommended', addr)),
  });

/** The shop categories (rest/categories/paginate?type=shop): what shops are filed under, to filter them by. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories', 'shop'],
    queryFn: async () => listOf(await get<ShopCategoriesAnswer>('rest/categories/paginate', { type: 'shop', perPage: 50 })),
  });

/** A shop's stories: its frames in order (each names its product). */
export type ShopStories = StoriesAnswer[number];

/** rest/stories/paginate: the bare array of shops' stories (no `data`); a shop without frames is left out. */
export const storiesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'stories'],
    queryFn: async () => (await get<StoriesAnswer>('rest/stories/paginate', { perPage: 20 })).filter((frames) => frames.length > 0),
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'banners'],
    queryFn: async () => listOf(await get<Paginated<Banner>>('rest/banners/paginate', { perPage: 10 })),
  });

export function useShopsInfinite(q: ShopListQuery, perPage = SHOPS_PAGE_SIZE) {
  return useInfiniteQuery(shopsInfiniteQuery(q, useAddressParams(), perPage));
}

export const useRecommendedShops = () => useQuery(recommendedShopsQuery(useAddressParams()));
export const useShopTags = () => useQuery(shopTagsQuery());
export const useCategories = () => useQuery(categoriesQuery());
export const useStories = () => useQuery(storiesQuery());
export const useBanners = () => useQuery(bannersQuery());

export const branchesQuery = (shopId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'branches', shopId],
    enabled: shopId !== undefined,
    queryFn: async () => listOf(await get<Paginated<Branch> | Envelope<Branch[]>>('rest/branches', { shop_id: shopId, perPage: 50 })),
  });

/**
 * A shop for the delivery point (distance, zone): not the plain shop other apps share (@market/http's shopQuery).
 * When the point changes (the first visit's address found, another one picked), the same shop stays on screen while
 * it is asked for again: the page, and a product open over it with the choices made in it, never blink into a skeleton.
 */
export const shopQuery = (id: string | undefined, addr: AddressParams) =>
  queryOptions({
    queryKey: ['catalogue', 'shop', id, addr],
    enabled: Boolean(id),
    queryFn: async () => (await get<Envelope<Shop>>(`rest/shops/${id}`, addr)).data,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const shopReviewsQuery = (id: number | undefined, page: number) =>
  queryOptions({
    queryKey: ['catalogue', 'shop-reviews', id, page],
    enabled: id !== undefined,
    placeholderData: (previous: Paginated<Review> | undefined) => previous,
    queryFn: () => get<Paginated<Review>>(`rest/shops/${id}/reviews`, { page, perPage: REVIEWS_PAGE_SIZE }),
  });

export const useBranches = (shopId: number | undefined) => useQuery(branchesQuery(shopId));
export const useShop = (id: string | undefined) => useQuery(shopQuery(id, useAddressParams()));
export const useShopProducts = (id: number | undefined) => useQuery(shopProductsQuery(id));
export const useShopReviews = (id: number | undefined, page: number) => useQuery(shopReviewsQuery(id, page));

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
export const deliveryZoneQuery = (shopId: number | undefined, addr: AddressParams) =>
  queryOptions({
    queryKey: ['catalogue', 'zone', shopId, addr],
    enabled: shopId !== undefined && 'address[latitude]' in addr,
    queryFn: () => zoneCheck(`rest/shop/${shopId}/delivery-zone/check/distance`, addr, (r) => !r.shop_ids || r.shop_ids.includes(shopId!)),
  });

export const useDeliveryZone = (shopId: number | undefined) => useQuery(deliveryZoneQuery(shopId, useAddressParams()));

/** Whether any shop delivers to the active address (the home page's notice). */
export const anyDeliveryZoneQuery = (addr: AddressParams) =>
  queryOptions({
    queryKey: ['catalogue', 'zone', 'any', addr],
    enabled: 'address[latitude]' in addr,
    queryFn: () => zoneCheck('rest/shop/delivery-zone/check/distance', addr, (r) => (r.shop_ids?.length ?? 1) > 0),
  });

export const useAnyDeliveryZone = () => useQuery(anyDeliveryZoneQuery(useAddressParams()));
