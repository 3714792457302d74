import { useNavigate } from '@market/router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeading } from '@market/ui';
import { $likedShops } from '../features/liked/model/liked-shops.ts';
import { ShopGrid } from '../features/shops/ui/shop-card.tsx';

/** /liked: the shops liked on this device (kept in localStorage, cleared on logout). */
export default function LikedPage() {
  const { t } = useTranslation('catalogue-search');
  const liked = useUnit($likedShops);
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title={t('liked.title')} />
      {liked.length === 0 ? (
        <EmptyState
          message={t('liked.empty')}
          action={
            <Button type="primary" onClick={() => navigate('/shops')}>
              {t('liked.browse')}
            </Button>
          }
        />
      ) : (
        <ShopGrid shops={liked} label={t('liked.title')} />
      )}
    </>
  );
}
