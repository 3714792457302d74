import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function ParcelsPage() {
  const { t } = useTranslation('parcels-recipes');
  return <PageHeading title={t('parcels.title')} />;
}
