import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function ShopsPage() {
  const { t } = useTranslation('catalogue-search');
  return <PageHeading title={t('shops.title')} />;
}
