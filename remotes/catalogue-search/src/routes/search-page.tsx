import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { searchOf, type Product } from '@market/contract';
import { Alert, Button, dataInText, PageHeading, TextWithData } from '@market/ui';
import { useProductSearch, useShopSearch } from '../features/search/api/search-api.ts';
import { recentSearchAdded } from '../features/search/model/recent-searches.ts';
import { RecentSearches, searchHref } from '../features/search/ui/recent-searches.tsx';
import { ResultSection, useDeferredSection } from '../features/search/ui/search-results.tsx';
import { ShopGrid } from '../features/shops/ui/shop-card.tsx';
import { shopPath } from '../features/shops/ui/shop-link.ts';
import { ProductGrid } from '../features/products/ui/product-card.tsx';
import { ProductModal } from '../features/products/ui/product-modal.tsx';
import { useShop } from '../features/shops/api/shops-api.ts';

// Each section reads its own query: an answer comes through the query's external store, which React renders at once
// and synchronously, and it renders the section that reads it, not the whole page (its heading and product dialog).
// The results themselves are built in a background render as they arrive (see useDeferredSection).

/** The shops ("restaurant") that match. */
function ShopResults({ q }: { q: string }) {
  const { t } = useTranslation('catalogue-search');
  const shops = useDeferredSection(useShopSearch(q));
  return <ResultSection id="restaurant" title={t('search.shops')} query={shops} render={(rows) => <ShopGrid shops={rows} label={t('search.shops')} />} />;
}

const productShopPath = (p: Product) => (p.shop ? shopPath(p.shop) : `/shop/${p.shop_id}`);

/** The products that match, within the shop when scoped to one. */
function ProductResults({ q, shopId }: { q: string; shopId: number | undefined }) {
  const { t } = useTranslation('catalogue-search');
  const products = useDeferredSection(useProductSearch(q, shopId));
  return <ResultSection id="products" title={t('search.products')} query={products} render={(rows) => <ProductGrid products={rows} label={t('search.products')} shopPathOf={productShopPath} />} />;
}

/**
 * /search?q=…[&shop_id=…]: shops ('restaurant') and products, each with its count and infinite scroll; scoped to
 * one shop when shop_id is given. With no q: the recent searches.
 */
export default function SearchPage() {
  const { t } = useTranslation('catalogue-search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { q, shopId } = searchOf(params);
  const shop = useShop(shopId ? String(shopId) : undefined);

  useEffect(() => {
    if (q) recentSearchAdded(q);
  }, [q]);

  return (
    <>
      <PageHeading title={q ? t('search.for', { q: dataInText(q) }) : t('search.title')} />
      {!q ? (
        <RecentSearches />
      ) : (
        <>
          {shopId && (
            <Alert
              type="info"
              showIcon
              style={{ marginBlockEnd: 16 }}
              title={<TextWithData>{t('search.in.shop', { title: dataInText(shop.data?.translation?.title ?? `#${shopId}`) })}</TextWithData>}
              action={
                <Button size="small" onClick={() => navigate(searchHref(q))}>
                  {t('search.everywhere')}
                </Button>
              }
            />
          )}
          {!shopId && <ShopResults q={q} />}
          <ProductResults q={q} shopId={shopId} />
        </>
      )}
      <ProductModal />
    </>
  );
}
