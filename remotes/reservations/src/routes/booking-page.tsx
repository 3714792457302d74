import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function BookingPage() {
  const { t } = useTranslation('reservations');
  return <PageHeading title={t('booking.title')} />;
}
