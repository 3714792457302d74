import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { PageHeading } from '@market/ui';
import { MyBookings } from '../features/booking/ui/my-bookings.tsx';
import { ShopList } from '../features/booking/ui/shop-list.tsx';

export default function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const { signedIn } = useUnit($session);
  return (
    <>
      <PageHeading title={t('reservations.title')} />
      {signedIn && <MyBookings />}
      <ShopList />
    </>
  );
}
