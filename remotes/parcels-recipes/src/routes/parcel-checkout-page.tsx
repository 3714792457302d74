import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function ParcelCheckoutPage() {
  const { t } = useTranslation('parcels-recipes');
  return <PageHeading title={t('parcel-checkout.title')} />;
}
