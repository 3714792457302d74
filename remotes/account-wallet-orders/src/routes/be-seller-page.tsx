import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function BeSellerPage() {
  const { t } = useTranslation('account-wallet-orders');
  return <PageHeading title={t('be-seller.title')} />;
}
