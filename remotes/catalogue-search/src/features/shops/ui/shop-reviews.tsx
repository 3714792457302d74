import { cloneElement, isValidElement, memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage, useDeferredQuery, type QueryView } from '@market/http';
import { formatDate } from '@market/i18n';
import { AVATAR_PLACEHOLDER, DataText, EmptyState, ErrorState, Flex, ImageWithFallback, Pagination, theme, Typography } from '@market/ui';
import { Rate } from '@market/ui/forms';
import type { Paginated, Review } from '@market/contract';
import { REVIEWS_PAGE_SIZE, useShopReviews } from '../api/shops-api.ts';
import { REVIEWS_PAGE_PARAM, ReviewsSection, reviewsSkeleton } from './reviews-section.tsx';

export { REVIEWS_PAGE_PARAM };

/**
 * The shop's reviews, a page at a time. The page is in the address (`?reviews=2`), and each page number is a real
 * link to it, so a crawler can follow the pages; a click or a key press changes the page in place (antd's item
 * handles it, the link only names the address).
 */
export function ShopReviews({ shopId }: { shopId: number }) {
  return (
    <ReviewsSection>
      <ShopReviewsList shopId={shopId} />
    </ReviewsSection>
  );
}

/** The reviews' list (or its skeleton, error or empty state) and pager, without their section. */
export function ShopReviewsList({ shopId }: { shopId: number }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get(REVIEWS_PAGE_PARAM))) || 1);
  const query = useDeferredQuery(useShopReviews(shopId, page));
  return <ReviewsView query={query} page={page} />;
}

/** One state of the reviews' query (followed one step behind: see useDeferredQuery). */
const ReviewsView = memo(function ReviewsView({ query, page }: { query: QueryView<Paginated<Review>>; page: number }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const [params, setParams] = useSearchParams();
  const hrefOf = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set(REVIEWS_PAGE_PARAM, String(n));
    else next.delete(REVIEWS_PAGE_PARAM);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const setPage = (n: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (n > 1) next.set(REVIEWS_PAGE_PARAM, String(n));
        else next.delete(REVIEWS_PAGE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // Page numbers and the "…" jumps are anchors in antd: give them their address, out of the tab order (the item
  // around them is the keyboard stop) and without a second navigation on click.
  const itemRender = (n: number, type: string, original: ReactNode) =>
    (type === 'page' || type === 'jump-prev' || type === 'jump-next') && isValidElement(original) && original.type === 'a'
      ? cloneElement(original as ReactElement<{ href?: string; tabIndex?: number; onClick?: (e: MouseEvent) => void }>, {
          href: hrefOf(n),
          tabIndex: -1,
          onClick: (e: MouseEvent) => e.preventDefault(),
        })
      : original;
  let body;
  if (query.isPending) body = reviewsSkeleton;
  else if (query.isError && !query.data) body = <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  else if (!query.data?.data.length) body = <EmptyState message={t('reviews.empty')} />;
  else
    body = (
      <>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          {query.data.data.map((r) => {
            const name = [r.user?.firstname, r.user?.lastname].filter(Boolean).join(' ');
            return (
              <li key={r.id} style={{ paddingBlock: 12, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
                <Flex gap={12} align="flex-start">
                  <ImageWithFallback src={r.user?.img} fallback={AVATAR_PLACEHOLDER} alt="" width={40} height={40} style={{ flex: 'none', borderRadius: '50%', objectFit: 'cover' }} />
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text strong>
                      <DataText>{name}</DataText>
                    </Typography.Text>
                    <Flex gap={8} align="center" wrap>
                      <Rate disabled value={r.rating} style={{ fontSize: 14 }} aria-label={t('rating', { value: r.rating })} />
                      <Typography.Text type="secondary">{formatDate(r.created_at, locale)}</Typography.Text>
                    </Flex>
                    {r.comment && (
                      <Typography.Paragraph style={{ margin: 0 }}>
                        <DataText>{r.comment}</DataText>
                      </Typography.Paragraph>
                    )}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
        {query.data.meta.last_page > 1 && (
          <Pagination
            style={{ marginBlockStart: 12 }}
            current={page}
            pageSize={REVIEWS_PAGE_SIZE}
            total={query.data.meta.total}
            showSizeChanger={false}
            onChange={setPage}
            itemRender={itemRender}
          />
        )}
      </>
    );
  return body;
});
