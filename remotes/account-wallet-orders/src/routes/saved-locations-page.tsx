import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function SavedLocationsPage() {
  const { t } = useTranslation('account-wallet-orders');
  return <PageHeading title={t('saved-locations.title')} />;
}
