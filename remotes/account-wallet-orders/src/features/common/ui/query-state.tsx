import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@market/http';
import { EmptyState, ErrorState, PageSkeleton, RefreshFailed } from '@market/ui';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of children when the data is empty. */
  empty?: { when: (data: T) => boolean; message: string; action?: ReactNode };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every request's three states: a skeleton while loading, an error with retry, an empty state. A refresh that fails
 * (an order's periodic one, a refetch on return to the tab) keeps what was loaded on screen, with a note and a retry
 * above it: the page is not replaced by an error while it still has something true to show.
 */
export function QueryState<T>({ query, empty, skeleton, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton ?? <PageSkeleton />}</>;
  // No data after the first read: it failed (a read that succeeds always has data).
  const data = query.data;
  if (data === undefined) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const content = empty?.when(data) ? <EmptyState message={empty.message} action={empty.action} /> : children(data);
  // The note renders nothing until a read again fails, in the same place: the content beside it is not mounted again.
  return (
    <>
      <RefreshFailed query={query} style={{ marginBlockEnd: 16 }} />
      {content}
    </>
  );
}
