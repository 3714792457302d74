import { useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { Button, CardSkeleton, dataOptions, DataText, EmptyState, ErrorState, Flex, Select, useEndMarker } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { useRecipeCategories, useRecipes, useRecipeShops } from '../api/recipes-api.ts';
import { RecipeCard } from './recipe-card.tsx';

const idParam = (v: string | null) => (v && Number(v) > 0 ? Number(v) : undefined);

/** Recipes by category and shop (both kept in the URL), infinite scroll. */
export function RecipeList() {
  const { t } = useTranslation('parcels-recipes');
  const [params, setParams] = useSearchParams();
  const categoryId = idParam(params.get('category'));
  const shopId = idParam(params.get('shop'));
  const set = (key: string, value: number | undefined) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, String(value));
      else next.delete(key);
      return next;
    });
  const categories = useRecipeCategories();
  const shops = useRecipeShops();
  const recipes = useRecipes(categoryId, shopId);
  const list = recipes.data?.pages.flatMap((p) => p.data) ?? [];
  const more = () => recipes.hasNextPage && !recipes.isFetchingNextPage && void recipes.fetchNextPage();
  const marker = useEndMarker<HTMLDivElement>(more, Boolean(recipes.hasNextPage));

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 16 }}>
        {categories.isError && categories.data === undefined ? (
          <ErrorState message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
        ) : (
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Segmented
              aria-label={t('recipes.category')}
              value={categoryId ?? 0}
              onChange={(v) => set('category', Number(v) || undefined)}
              options={[
                { value: 0, label: t('recipes.all') },
                ...(categories.data ?? []).map((c) => ({ value: c.id, label: <DataText>{c.translation.title}</DataText> })),
              ]}
            />
          </div>
        )}
        <Select
          aria-label={t('recipes.shop')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={shops.isPending}
          placeholder={t('recipes.shop.all')}
          value={shopId}
          onChange={(v: number | undefined) => set('shop', v)}
          options={dataOptions((shops.data ?? []).map((s) => ({ value: s.id, label: s.translation.title })))}
          style={{ minWidth: 220, maxWidth: '100%' }}
        />
      </Flex>
      {recipes.isPending ? (
        <CardSkeleton count={4} />
      ) : recipes.isError && list.length === 0 ? (
        <ErrorState message={errorMessage(recipes.error)} onRetry={() => void recipes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          message={t('recipes.none')}
          action={(categoryId || shopId) && <Button onClick={() => setParams(new URLSearchParams())}>{t('recipes.clear')}</Button>}
        />
      ) : (
        <>
          <ul
            aria-label={t('recipes.title')}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16, padding: 0, margin: 0 }}
          >
            {list.map((r) => (
              <RecipeCard key={r.id} recipe={r} />
            ))}
          </ul>
          <div ref={marker} style={{ height: 1 }} />
          {recipes.hasNextPage && (
            <Flex justify="center" style={{ marginBlockStart: 16 }}>
              <Button onClick={more} loading={recipes.isFetchingNextPage}>
                {t('more')}
              </Button>
            </Flex>
          )}
        </>
      )}
    </>
  );
}
