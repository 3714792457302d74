import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { ShopFilterBar, ShopList, useShopFilter } from '../features/shops/ui/shop-list.tsx';

/** /shops: every shop and restaurant, with the filter, page after page. */
export default function ShopsPage() {
  const { t } = useTranslation('catalogue-search');
  const [filter, setFilter] = useShopFilter();
  return (
    <>
      <PageHeading title={t('shops.title')} />
      <ShopFilterBar filter={filter} onChange={setFilter} />
      <ShopList filter={filter} label={t('shops.title')} />
    </>
  );
}
