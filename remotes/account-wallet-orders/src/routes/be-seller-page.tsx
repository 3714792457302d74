import { useQuery } from '@tanstack/react-query';
import { getOwn } from '@market/http';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@market/contract';
import { PageHeading } from '@market/ui';
import { RequestState } from '../features/common/ui/request-state.tsx';
import { SellerForm } from '../features/be-seller/ui/seller-form.tsx';

export default function BeSellerPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useQuery({ queryKey: ['account', 'seller'], queryFn: () => getOwn<Shop>('dashboard/user/shops/show'), staleTime: 0 });
  return (
    <>
      <PageHeading title={t('be-seller.title')} />
      <RequestState
        query={query}
        titles={{ new: t('seller.state.review'), approved: t('seller.state.accepted'), rejected: t('seller.state.rejected') }}
        details={(shop) => shop.translation?.title}
        form={<SellerForm onSent={() => void query.refetch()} />}
      />
    </>
  );
}
