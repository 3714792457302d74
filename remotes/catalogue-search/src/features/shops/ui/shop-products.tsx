import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ShopProducts as ShopProductsData } from '@market/contract';
import { AfterFrame, CardSkeleton, DATA_TEXT_CLASS, dataInText, DataText, EmptyState, Flex, Input, theme, Typography, WhenNear } from '@market/ui';
import { ProductGrid } from '../../products/index.ts';

const STICKY_TOP = 64;

/** Products whose title or description contains the text (case-insensitive). */
export function matchProducts(products: readonly Product[], text: string): Product[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...products];
  return products.filter((p) => `${p.translation?.title ?? ''} ${p.translation?.description ?? ''}`.toLowerCase().includes(q));
}

/**
 * The shop's products grouped by category, with a sticky category nav (links to each section), the recommended
 * ones first, and a search inside the shop.
 */
export function ShopProducts({ data }: { data: ShopProductsData }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const groups = useMemo(
    () =>
      data.all
        .map((c) => ({ category: c, products: matchProducts(c.products.filter((p) => !p.addon), text) }))
        .filter((g) => g.products.length > 0),
    [data, text],
  );
  const recommended = text ? [] : data.recommended;
  // Whether the first category waits a frame (see below): decided once, so a search typed and cleared does not show
  // its skeleton again.
  const [firstAfterFrame] = useState(() => data.recommended.length > 0);

  return (
    <>
      <nav
        aria-label={t('shop.categories')}
        style={{
          position: 'sticky',
          insetBlockStart: STICKY_TOP,
          zIndex: 5,
          background: token.colorBgLayout,
          paddingBlock: 8,
          marginBlockEnd: 16,
          borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex gap={8} align="center" wrap={false} style={{ overflowX: 'auto' }}>
          <Input.Search
            aria-label={t('shop.search')}
            placeholder={t('shop.search')}
            allowClear
            value={text}
            className={DATA_TEXT_CLASS}
            onChange={(e) => setText(e.target.value)}
            style={{ flex: '0 0 220px' }}
          />
          {groups.map(({ category }) => (
            <a key={category.id} href={`#category-${category.id}`} style={{ whiteSpace: 'nowrap', paddingInline: 8 }}>
              <DataText>{category.translation?.title}</DataText>
            </a>
          ))}
        </Flex>
      </nav>
      {recommended.length > 0 && (
        <section aria-labelledby="recommended-title" style={{ marginBlockEnd: 24 }}>
          <Typography.Title level={2} id="recommended-title" style={{ fontSize: 20 }}>
            {t('shop.recommended')}
          </Typography.Title>
          <ProductGrid products={recommended} label={t('shop.recommended')} />
        </section>
      )}
      {groups.length === 0 && <EmptyState message={text ? t('shop.search.empty', { text: dataInText(text) }) : t('shop.products.empty')} />}
      {groups.map(({ category, products }, index) => (
        <section
          key={category.id}
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-title`}
          style={{ marginBlockEnd: 24, scrollMarginTop: STICKY_TOP + 64 }}
        >
          <Typography.Title level={2} id={`category-${category.id}-title`} style={{ fontSize: 20 }}>
            <DataText>{category.translation?.title}</DataText>
          </Typography.Title>
          {/* The first category is built at once when nothing is above it, and after the frame that shows the
              recommended products when they are (they fill a phone's first screen: the first commit is the shorter
              for it); the others are built as they come near (a long menu is mostly below that screen). Their
              headings stay, so the nav's links and landmarks still lead there. */}
          {index === 0 && !firstAfterFrame ? (
            <ProductGrid products={products} label={category.translation?.title ?? ''} />
          ) : index === 0 ? (
            <AfterFrame placeholder={<CardSkeleton count={Math.min(products.length, 2)} row />}>
              <ProductGrid products={products} label={category.translation?.title ?? ''} />
            </AfterFrame>
          ) : (
            <WhenNear placeholder={<CardSkeleton count={Math.min(products.length, 2)} row />}>
              <ProductGrid products={products} label={category.translation?.title ?? ''} />
            </WhenNear>
          )}
        </section>
      ))}
    </>
  );
}
