import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $address } from '@market/bus';
import { errorMessage, useDeferredQuery, type PagePrefetch, type QueryView } from '@market/http';
import { Alert, Button, DataText, ErrorState, PageHeading, PageSkeleton, RefreshFailed, ShopCoverSkeleton, WhenNear } from '@market/ui';
import {
  addressParams,
  deliveryZoneQuery,
  shopQuery,
  useDeliveryZone,
  useShop,
  useShopProducts,
} from '../features/shops/api/shops-api.ts';
import { ShopHeader } from '../features/shops/ui/shop-header.tsx';
import { shopFromLists } from '../features/shops/model/shop-from-lists.ts';
import { ShopProducts } from '../features/shops/ui/shop-products.tsx';
import { REVIEWS_PAGE_PARAM, ReviewsSection, reviewsSkeleton } from '../features/shops/ui/reviews-section.tsx';
import { ShopBranches } from '../features/shops/ui/shop-branches.tsx';
import { ShopLocation } from '../features/shops/ui/shop-location.tsx';
import { ProductModal } from '../features/products/ui/product-modal.tsx';
import { prefetchLinkedProduct } from '../features/products/index.ts';
import type { Shop, ShopProducts as ShopProductsData } from '@market/contract';

/** Whether the shop delivers to the active address: a warning when it does not. */
function DeliveryZoneNotice({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalogue-search');
  const address = useUnit($address);
  const zone = useDeliveryZone(shop.id);
  if (!address || zone.isPending) return null;
  if (zone.isError)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBlockEnd: 16 }}
        title={errorMessage(zone.error)}
        action={
          <Button size="small" onClick={() => zone.refetch()}>
            {t('common:try.again')}
          </Button>
        }
      />
    );
  if (zone.data) return null;
  return <Alert type="warning" showIcon role="alert" style={{ marginBlockEnd: 16 }} title={t("common:We don't deliver here yet")} description={<DataText>{address.address}</DataText>} />;
}

// The reviews' code (with antd's Rate, and past one page its Pagination: two shared chunks and their stylesheets) is
// a chunk of its own, loaded when the reviews are built.
const ShopReviewsList = lazy(() => import('../features/shops/ui/shop-reviews.tsx').then((m) => ({ default: m.ShopReviewsList })));

/**
 * The reviews, below a phone's first screen: their list is built (its code loaded, its page read and rendered) when it
 * comes near the viewport or a key moves through the page; their section, heading and a skeleton are there from the
 * start (one element throughout, so what finds or scrolls to it keeps it). Their nearness is watched only once the
 * products are listed above them (in the same background render as the list): while the products' skeleton stood
 * there, the page was short and the reviews on its first screen. An address that names a page of reviews
 * (?reviews=2, a link to it) shows them at once.
 */
function ReviewsArea({ shopId }: { shopId: number }) {
  const [params] = useSearchParams();
  const [atOnce] = useState(() => params.has(REVIEWS_PAGE_PARAM));
  const listed = useDeferredValue(!useShopProducts(shopId).isPending);
  const list = (
    <Suspense fallback={reviewsSkeleton}>
      <ShopReviewsList shopId={shopId} />
    </Suspense>
  );
  return <ReviewsSection>{atOnce ? list : listed ? <WhenNear placeholder={reviewsSkeleton}>{list}</WhenNear> : reviewsSkeleton}</ReviewsSection>;
}

function ProductsArea({ shop }: { shop: Shop }) {
  return <ProductsView products={useDeferredQuery(useShopProducts(shop.id))} />;
}

const ProductsView = memo(function ProductsView({ products }: { products: QueryView<ShopProductsData> }) {
  if (products.isPending) return <PageSkeleton />;
  // Only a first read that failed shows the error: a read again that fails (a language switch reads everything again)
  // keeps the list, and the place the shopper scrolled to in it, with a note.
  if (products.data === undefined) return <ErrorState message={errorMessage(products.error)} onRetry={() => products.refetch()} />;
  return (
    <>
      <RefreshFailed query={products} style={{ marginBlockEnd: 16 }} />
      <ShopProducts data={products.data} />
    </>
  );
});

/**
 * The first screen's read: the shop (its header, cover and notices, the page's largest paint), and with an address
 * its delivery zone. Its products, branches and reviews, which boot.js asked for with the HTML too, are built after
 * it in background renders (a product list built in the first render made its commit one long task). A product
 * linked to (?product=) is read with it.
 */
export const prefetch: PagePrefetch = async (client, { id }) => {
  const addr = addressParams($address.getState());
  const linked = prefetchLinkedProduct(client);
  const shop = await client.fetchQuery(shopQuery(id, addr)).catch(() => undefined);
  if (shop && 'address[latitude]' in addr) await client.prefetchQuery(deliveryZoneQuery(shop.id, addr));
  await linked;
};

/** /shop/{id} and /restaurant/{id} (with ?product={uuid} for the product modal). */
export default function ShopPage() {
  const { id } = useParams();
  const client = useQueryClient();
  // The card tapped to come here (or a list in the cache) knows the shop's header: shown while the shop is asked for.
  const card = useMemo(() => shopFromLists(client, Number(id)), [client, id]);
  return <ShopView shop={useDeferredQuery(useShop(id))} card={card} />;
}

/** The shop's page for one state of its query (the query is followed one step behind: see useDeferredQuery). */
const ShopView = memo(function ShopView({ shop, card }: { shop: QueryView<Shop>; card: Shop | undefined }) {
  const { t } = useTranslation('catalogue-search');
  if (shop.isPending)
    return card ? (
      <>
        <ShopHeader shop={card} />
        <PageSkeleton />
      </>
    ) : (
      <>
        <ShopCoverSkeleton />
        <PageHeading title={t('shop.title')} />
        <PageSkeleton />
      </>
    );
  // The shop's header read again and failed (a language switch): it stays as it was; the products' note says so.
  if (shop.data === undefined)
    return (
      <>
        <PageHeading title={t('shop.title')} />
        <ErrorState message={errorMessage(shop.error)} onRetry={() => shop.refetch()} />
      </>
    );
  const data = shop.data;
  return (
    <>
      <ShopHeader shop={data} />
      {!data.open && <Alert type="error" showIcon style={{ marginBlockEnd: 16 }} title={t('common:Shop is closed')} />}
      <DeliveryZoneNotice shop={data} />
      <ProductsArea shop={data} />
      <ShopBranches shopId={data.id} />
      <ShopLocation shop={data} />
      <ReviewsArea shopId={data.id} />
      <ProductModal shopOpen={data.open} />
    </>
  );
});
