import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { ParcelCheckout } from '../features/parcels/ui/parcel-checkout.tsx';
import { ParcelsGate } from '../features/parcels/ui/parcels-gate.tsx';

export default function ParcelCheckoutPage() {
  const { t } = useTranslation('parcels-recipes');
  return (
    <>
      <PageHeading title={t('parcel-checkout.title')} />
      <ParcelsGate>
        <ParcelCheckout />
      </ParcelsGate>
    </>
  );
}
