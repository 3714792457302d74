import { useTranslation } from 'react-i18next';
import type { HomeContentProps } from '@market/contract';
import { $address } from '@market/bus';
import { shopTagsQuery, type PagePrefetch } from '@market/http';
import { CardSkeleton, Typography, WhenNear } from '@market/ui';
import {
  addressParams,
  anyDeliveryZoneQuery,
  bannersQuery,
  categoriesQuery,
  recommendedShopsQuery,
  ShopFilterBar,
  ShopList,
  storiesQuery,
  useShopFilter,
} from '../../shops/index.ts';
import { LinkedProductModal, prefetchLinkedProductDialog } from '../../products/index.ts';
import { Banners } from './banners.tsx';
import { CategoryPicker } from './categories.tsx';
import { Stories } from './stories.tsx';
import { AvailabilityNotice, RecommendedShops, TypeSection } from './shop-sections.tsx';

/**
 * The first screen's reads, both layouts (the shell waits a moment for them before its first render), and a product
 * linked to (?product=) with its dialog's code. The rows of restaurants and shops further down are built when they come near, and read then.
 */
export const prefetch: PagePrefetch = (client) => {
  const addr = addressParams($address.getState());
  return Promise.all([
    client.prefetchQuery(bannersQuery()),
    client.prefetchQuery(storiesQuery()),
    client.prefetchQuery(categoriesQuery()),
    client.prefetchQuery(shopTagsQuery()),
    client.prefetchQuery(recommendedShopsQuery(addr)),
    ...('address[latitude]' in addr ? [client.prefetchQuery(anyDeliveryZoneQuery(addr))] : []),
    prefetchLinkedProductDialog(client),
  ]);
};

/**
 * Home content for both layouts, under the shell's heading: 1 (ui_type 1) leads with stories, category chips and the
 * restaurants and shops rows; 2 (ui_type 2–4) leads with banners and category tiles. Both end with every shop,
 * filtered, page after page. Its first screen has the boxes of @market/ui's HomeSkeleton (what the prerendered page
 * and the loading states show).
 */
export default function HomeContent({ layout }: HomeContentProps) {
  const { t } = useTranslation('catalogue-search');
  const [filter, setFilter] = useShopFilter();
  const filtered = Boolean(filter.category_id || filter.tag_id || filter.group || filter.order_by || filter.newest);
  return (
    <section data-layout={layout}>
      <AvailabilityNotice />
      {layout === 1 ? (
        <>
          <Stories />
          <CategoryPicker filter={filter} onChange={setFilter} />
          <Banners />
        </>
      ) : (
        <>
          <Banners />
          <Stories />
          <CategoryPicker filter={filter} onChange={setFilter} tiles />
        </>
      )}
      {!filtered && (
        <>
          <RecommendedShops />
          <TypeSection type="restaurant" />
          <TypeSection type="shop" />
        </>
      )}
      <section aria-labelledby="all-shops-title">
        <Typography.Title level={2} id="all-shops-title" style={{ fontSize: 20 }}>
          {t('home.all.shops')}
        </Typography.Title>
        {/* Below a phone's first screen: built when it comes near the viewport. */}
        <WhenNear placeholder={<CardSkeleton count={3} />}>
          <ShopFilterBar filter={filter} onChange={setFilter} />
          <ShopList filter={filter} label={t('home.all.shops')} />
        </WhenNear>
      </section>
      <LinkedProductModal />
    </section>
  );
}
