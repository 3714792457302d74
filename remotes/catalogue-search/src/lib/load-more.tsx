import { useTranslation } from 'react-i18next';
import { Button, Flex, Spin, useEndMarker } from '@market/ui';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onReach: () => void;
}

/**
 * The end of an infinite list: `useEndMarker` loads the next page when it comes within 20px of the viewport; the
 * button does the same for keyboard users and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onReach }: LoadMoreProps) {
  const { t } = useTranslation('catalogue-search');
  const ref = useEndMarker<HTMLDivElement>(onReach, hasMore && !loading);
  if (!hasMore) return null;
  return (
    <Flex ref={ref} justify="center" style={{ padding: 16 }} data-testid="end-marker">
      {loading ? <Spin aria-label={t('loading.more')} /> : <Button onClick={onReach}>{t('load.more')}</Button>}
    </Flex>
  );
}
