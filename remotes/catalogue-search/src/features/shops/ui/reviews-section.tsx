import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, Typography } from '@market/ui';

/** The search parameter holding the page of reviews shown: each page has its own address. */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** The reviews' section: its heading, then `children` (the list, or what stands for it). */
export function ReviewsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue-search');
  return (
    <section aria-labelledby="reviews-title" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="reviews-title" style={{ fontSize: 20 }}>
        {t('reviews.title')}
      </Typography.Title>
      {children}
    </section>
  );
}

/** What the list shows while its page is being read (and while its code loads). */
export const reviewsSkeleton = <Skeleton active avatar paragraph={{ rows: 3 }} />;
