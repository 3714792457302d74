import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { ShopType } from '@market/contract';
import { errorMessage } from '@market/http';
import { Alert, CardSkeleton, EmptyState, ErrorState, Flex, Typography, WhenNear } from '@market/ui';
import { rowsOf } from '../../../lib/paging.ts';
import { ShopRow, useAnyDeliveryZone, useRecommendedShops, useShopsInfinite } from '../../shops/index.ts';
import type { LikedShop } from '../../liked/index.ts';

const ROW_SIZE = 8;

interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
  shops: LikedShop[];
}

/** A titled row of shop cards: its heading and "See all" link, and the row. */
function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('catalogue-search');
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBlockEnd: 32 }}>
      <Flex align="baseline" justify="space-between" gap={8}>
        <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: 20 }}>
          {title}
        </Typography.Title>
        <Link to="/shops">{t('home.see.all')}</Link>
      </Flex>
      {children}
    </section>
  );
}

/**
 * The row with its own loading, empty and error states. It follows its query one step behind (a deferred value):
 * when the answer arrives, React builds the cards in a background render it can pause, while the skeleton stays,
 * instead of in one long task.
 */
function Row({ title, query: live }: { title: string; query: SectionQuery }) {
  const { t } = useTranslation('catalogue-search');
  const snapshot = useMemo(
    // Only a first read that failed shows the error: a read again that fails (a language switch reads everything
    // again) keeps the cards shown, and where the row was scrolled to.
    () => ({ isPending: live.isPending, isError: live.isError && live.data === undefined, error: live.error, refetch: live.refetch, shops: live.shops }),
    [live.isPending, live.isError, live.data, live.error, live.refetch, live.shops],
  );
  const query = useDeferredValue(snapshot);
  return query.isPending ? (
    <CardSkeleton count={3} row />
  ) : query.isError ? (
    <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />
  ) : query.shops.length === 0 ? (
    <EmptyState message={t('shops.empty')} />
  ) : (
    <ShopRow shops={query.shops} label={title} />
  );
}

export function RecommendedShops() {
  const { t } = useTranslation('catalogue-search');
  return (
    <SectionFrame id="recommended" title={t('home.recommended')}>
      <RecommendedRow title={t('home.recommended')} />
    </SectionFrame>
  );
}

function RecommendedRow({ title }: { title: string }) {
  const q = useRecommendedShops();
  const shops = useMemo(() => q.data ?? [], [q.data]);
  return <Row title={title} query={{ ...q, shops }} />;
}

/**
 * The first shops of one type (restaurants or shops). These rows sit below a phone's first screen: each asks for
 * its shops and builds its cards only when it comes near the viewport.
 */
export function TypeSection({ type }: { type: ShopType }) {
  const { t } = useTranslation('catalogue-search');
  const title = t(type === 'restaurant' ? 'home.restaurants' : 'home.shops');
  return (
    <SectionFrame id={type} title={title}>
      <WhenNear placeholder={<CardSkeleton count={3} row />}>
        <TypeRow type={type} title={title} />
      </WhenNear>
    </SectionFrame>
  );
}

function TypeRow({ type, title }: { type: ShopType; title: string }) {
  const q = useShopsInfinite({ type }, ROW_SIZE);
  const shops = useMemo(() => rowsOf(q.data?.pages), [q.data?.pages]);
  return <Row title={title} query={{ ...q, shops }} />;
}

/** "Sorry, we're not available here" when no shop delivers to the active address. */
export function AvailabilityNotice() {
  const { t } = useTranslation('catalogue-search');
  const zone = useAnyDeliveryZone();
  if (zone.data !== false) return null;
  return <Alert type="warning" showIcon role="alert" style={{ marginBlockEnd: 16 }} title={t("common:Sorry, we're not available here")} />;
}
