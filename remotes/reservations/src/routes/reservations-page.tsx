import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function ReservationsPage() {
  const { t } = useTranslation('reservations');
  return <PageHeading title={t('reservations.title')} />;
}
