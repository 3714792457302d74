// The shops feature's public entry: what the other features of this remote (home, search) use.
export {
  addressParams,
  anyDeliveryZoneQuery,
  bannersQuery,
  categoriesQuery,
  recommendedShopsQuery,
  storiesQuery,
  useAddressParams,
  useAnyDeliveryZone,
  useBanners,
  useCategories,
  useRecommendedShops,
  useShopsInfinite,
  useShopTags,
  useStories,
  type ShopStories,
} from './api/shops-api.ts';
export type { ShopFilter } from './model/shop-filter.ts';
export { ShopRow } from './ui/shop-card.tsx';
export { ShopFilterBar, ShopList, useShopFilter } from './ui/shop-list.tsx';
