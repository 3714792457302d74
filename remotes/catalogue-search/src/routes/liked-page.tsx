import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function LikedPage() {
  const { t } = useTranslation('catalogue-search');
  return <PageHeading title={t('liked.title')} />;
}
