import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { PageHeading } from '@market/ui';
import { MyParcels } from '../features/parcels/ui/my-parcels.tsx';
import { ParcelForm } from '../features/parcels/ui/parcel-form.tsx';
import { ParcelsGate } from '../features/parcels/ui/parcels-gate.tsx';

export default function ParcelsPage() {
  const { t } = useTranslation('parcels-recipes');
  const { signedIn } = useUnit($session);
  return (
    <>
      <PageHeading title={t('parcels.title')} />
      <ParcelsGate>
        <ParcelForm />
      </ParcelsGate>
      {signedIn && <MyParcels />}
    </>
  );
}
