import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function RecipePage() {
  const { t } = useTranslation('parcels-recipes');
  return <PageHeading title={t('recipe.title')} />;
}
