import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData } from '@tanstack/react-query';
import type { Paginated } from '@market/contract';
import { errorMessage } from '@market/http';
import { CardSkeleton, EmptyState, ErrorState, Flex, Typography } from '@market/ui';
import { LoadMore } from '../../../lib/load-more.tsx';
import { rowsOf, totalOf } from '../../../lib/paging.ts';

/** What a section needs from its infinite query. */
export interface SectionQuery<T> {
  data?: InfiniteData<Paginated<T>>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A section's query followed one step behind (a deferred value), as useDeferredQuery does for a plain query: the
 * query's answers reach React through an external store, which React renders at once, in one task, so a page of shops
 * and one of products arriving were built in one long task, which a key typed into the search waited for. Read
 * through this hook, the page renders again at once with what it showed (the skeletons, or the results of the text
 * before), and React builds the new results in a background render it pauses for keys and paints.
 */
export function useDeferredSection<T>(query: SectionQuery<T>): SectionQuery<T> {
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch, fetchNextPage } = query;
  const view = useMemo(
    () => ({ data, isPending, isError, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch, fetchNextPage }),
    [data, isPending, isError, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch, fetchNextPage],
  );
  return useDeferredValue(view);
}

/**
 * One section of the search results: its title, "found N results", the rows, and the end marker that loads the
 * next page (20px margin).
 */
export function ResultSection<T extends { id: number }>({
  id,
  title,
  query,
  render,
}: {
  id: string;
  title: string;
  query: SectionQuery<T>;
  render: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation('catalogue-search');
  const rows = rowsOf(query.data?.pages);
  const count = totalOf(query.data?.pages);
  let body: ReactNode;
  if (query.isPending) body = <CardSkeleton count={3} />;
  else if (query.isError && !query.data) body = <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  else if (rows.length === 0) body = <EmptyState message={t('search.nothing')} />;
  else
    body = (
      <>
        {render(rows)}
        {query.isFetchNextPageError && <ErrorState message={errorMessage(query.error)} onRetry={() => query.fetchNextPage()} />}
        <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onReach={() => query.fetchNextPage()} />
      </>
    );
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`search-${id}`} style={{ marginBlockEnd: 32 }}>
      <Flex align="baseline" gap={12} wrap style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {!query.isPending && !(query.isError && !query.data) && (
          <Typography.Text type="secondary" aria-live="polite">
            {t('found.number.results', { count })}
          </Typography.Text>
        )}
      </Flex>
      {body}
    </section>
  );
}
