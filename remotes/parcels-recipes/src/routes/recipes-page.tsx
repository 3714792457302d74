import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { RecipeList } from '../features/recipes/ui/recipe-list.tsx';

export default function RecipesPage() {
  const { t } = useTranslation('parcels-recipes');
  return (
    <>
      <PageHeading title={t('recipes.title')} />
      <RecipeList />
    </>
  );
}
