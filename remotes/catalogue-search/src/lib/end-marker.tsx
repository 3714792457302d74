import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Spin } from '@market/ui';

/** Spec section 9: the next page loads when the end marker comes within 20px of the viewport. */
export const SCROLL_MARGIN = '20px';

export interface EndMarkerProps {
  hasMore: boolean;
  loading: boolean;
  onReach: () => void;
}

/**
 * The end of an infinite list: an IntersectionObserver with a 20px margin loads the next page; a button does the
 * same for keyboard users and browsers without the observer.
 */
export function EndMarker({ hasMore, loading, onReach }: EndMarkerProps) {
  const { t } = useTranslation('catalogue-search');
  const ref = useRef<HTMLDivElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reach.current();
      },
      { rootMargin: SCROLL_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <Flex ref={ref} justify="center" style={{ padding: 16 }} data-testid="end-marker">
      {loading ? <Spin aria-label={t('loading.more')} /> : <Button onClick={onReach}>{t('load.more')}</Button>}
    </Flex>
  );
}
