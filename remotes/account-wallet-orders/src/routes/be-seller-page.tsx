import { useTranslation } from 'react-i18next';
import { DataText, PageHeading } from '@market/ui';
import { RequestState } from '../features/common/ui/request-state.tsx';
import { useSellerRequest } from '../features/be-seller/api/seller.ts';
import { SellerForm } from '../features/be-seller/ui/seller-form.tsx';

export default function BeSellerPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useSellerRequest();
  return (
    <>
      <PageHeading title={t('be-seller.title')} />
      <RequestState
        query={query}
        titles={{ new: t('seller.state.review'), approved: t('seller.state.accepted'), rejected: t('seller.state.rejected') }}
        details={(shop) => <DataText>{shop.translation?.title}</DataText>}
        form={<SellerForm onSent={() => void query.refetch()} />}
      />
    </>
  );
}
