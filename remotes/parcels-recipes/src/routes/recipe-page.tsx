import { useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { ErrorState, PageHeading, PageSkeleton, LinkButton } from '@market/ui';
import { useRecipe } from '../features/recipes/api/recipes-api.ts';
import { RecipeDetail } from '../features/recipes/ui/recipe-detail.tsx';

export default function RecipePage() {
  const { t } = useTranslation('parcels-recipes');
  const recipe = useRecipe(Number(useParams().id));
  const back = (
    <LinkButton to="/recipes">{t('recipes.back')}</LinkButton>
  );
  return (
    <>
      <PageHeading title={recipe.data?.translation.title ?? t('recipe.title')} extra={back} />
      {recipe.isPending ? (
        <PageSkeleton />
      ) : recipe.isError && recipe.data === undefined ? (
        <ErrorState message={errorMessage(recipe.error)} onRetry={() => void recipe.refetch()} extra={back} />
      ) : (
        <RecipeDetail recipe={recipe.data} />
      )}
    </>
  );
}
