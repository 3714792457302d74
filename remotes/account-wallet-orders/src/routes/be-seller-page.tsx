import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@market/contract';
import { PageHeading } from '@market/ui';
import { Result } from '@market/ui/extras';
import { getData } from '../features/common/api/http.ts';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { SellerForm } from '../features/be-seller/ui/seller-form.tsx';

const STATE = { new: 'seller.state.review', approved: 'seller.state.accepted', rejected: 'seller.state.rejected' } as const;

export default function BeSellerPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useQuery({
    queryKey: ['account', 'seller'],
    // No request yet: the API answers 404.
    queryFn: () => getData<Shop>('dashboard/user/shops/show').catch((e: unknown) => ((e as { response?: { status?: number } }).response?.status === 404 ? null : Promise.reject(e))),
    staleTime: 0,
  });
  return (
    <>
      <PageHeading title={t('be-seller.title')} />
      <QueryState query={query}>
        {(shop) =>
          shop && shop.status !== 'rejected' ? (
            <Result
              status={shop.status === 'approved' ? 'success' : 'info'}
              title={t(STATE[shop.status])}
              subTitle={shop.translation?.title}
            />
          ) : (
            <>
              {shop?.status === 'rejected' && <Result status="warning" title={t(STATE.rejected)} />}
              <SellerForm onSent={() => void query.refetch()} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
