import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { AVATAR_PLACEHOLDER, ImageWithFallback, EmptyState, ErrorState, Flex, Pagination, Skeleton, theme, Typography } from '@market/ui';
import { Rate } from '@market/ui/forms';
import { REVIEWS_PAGE_SIZE, useShopReviews } from '../api/shops-api.ts';

/** The shop's reviews, a page at a time. */
export function ShopReviews({ shopId }: { shopId: number }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const [page, setPage] = useState(1);
  const query = useShopReviews(shopId, page);
  let body;
  if (query.isPending) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
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
                    <Typography.Text strong>{name}</Typography.Text>
                    <Flex gap={8} align="center" wrap>
                      <Rate disabled value={r.rating} style={{ fontSize: 14 }} aria-label={t('rating', { value: r.rating })} />
                      <Typography.Text type="secondary">{formatDate(r.created_at, locale)}</Typography.Text>
                    </Flex>
                    {r.comment && <Typography.Paragraph style={{ margin: 0 }}>{r.comment}</Typography.Paragraph>}
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
          />
        )}
      </>
    );
  return (
    <section aria-labelledby="reviews-title" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="reviews-title" style={{ fontSize: 20 }}>
        {t('reviews.title')}
      </Typography.Title>
      {body}
    </section>
  );
}
