import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { CategoriesSkeleton, DataText, ErrorState, Flex, ImageWithFallback, Tag, theme, Typography } from '@market/ui';
import { useCategories, useShopTags, type ShopFilter } from '../../shops/index.ts';

const TILE = 72;

/**
 * Categories and tags (rest/shops-takes): choosing one filters the shop list below (again to undo).
 * `tiles` shows categories as image tiles (layout 2), otherwise as chips.
 */
export function CategoryPicker({ filter, onChange, tiles }: { filter: ShopFilter; onChange: (f: ShopFilter) => void; tiles?: boolean }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const categories = useCategories();
  const tags = useShopTags();
  if (categories.isPending) return <CategoriesSkeleton />;
  // Only a first read that failed shows the error: a read again that fails (a language switch) keeps what was shown.
  if (categories.data === undefined) return <ErrorState message={errorMessage(categories.error)} onRetry={() => categories.refetch()} />;
  const toggleCategory = (id: number) => onChange({ ...filter, category_id: filter.category_id === id ? undefined : id });
  return (
    <section aria-labelledby="categories-title" style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={2} id="categories-title" style={{ fontSize: 20 }}>
        {t('home.categories')}
      </Typography.Title>
      <Flex gap={tiles ? 12 : 8} wrap={tiles ? 'wrap' : false} style={{ overflowX: 'auto', paddingBlockEnd: 4 }}>
        {categories.data.map((c) =>
          tiles ? (
            <button
              key={c.id}
              type="button"
              aria-pressed={filter.category_id === c.id}
              onClick={() => toggleCategory(c.id)}
              style={{
                width: TILE + 24,
                padding: 8,
                cursor: 'pointer',
                background: filter.category_id === c.id ? token.colorPrimaryBg : token.colorBgContainer,
                border: `1px solid ${filter.category_id === c.id ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                color: token.colorText,
              }}
            >
              <ImageWithFallback src={c.img} alt="" width={TILE} height={TILE} style={{ objectFit: 'cover', borderRadius: token.borderRadius }} />
              <div style={{ fontSize: token.fontSizeSM }}>
                <DataText>{c.translation?.title}</DataText>
              </div>
            </button>
          ) : (
            <Tag.CheckableTag key={c.id} checked={filter.category_id === c.id} onChange={() => toggleCategory(c.id)} style={{ whiteSpace: 'nowrap', paddingBlock: 4 }}>
              <DataText>{c.translation?.title}</DataText>
            </Tag.CheckableTag>
          ),
        )}
      </Flex>
      {(tags.data?.length ?? 0) > 0 && (
        // One row that scrolls sideways, as the categories': the section is as tall on every screen and in every
        // language (and as its skeleton).
        <Flex gap={8} role="group" aria-label={t('home.tags')} style={{ marginBlockStart: 12, overflowX: 'auto', paddingBlockEnd: 4 }}>
          {tags.data!.map((tag) => (
            <Tag.CheckableTag
              key={tag.id}
              checked={filter.tag_id === tag.id}
              onChange={() => onChange({ ...filter, tag_id: filter.tag_id === tag.id ? undefined : tag.id })}
            >
              <DataText>{tag.translation?.title}</DataText>
            </Tag.CheckableTag>
          ))}
        </Flex>
      )}
    </section>
  );
}
