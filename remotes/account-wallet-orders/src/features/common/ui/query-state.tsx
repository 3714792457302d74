import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@market/http';
import { EmptyState, ErrorState, PageSkeleton } from '@market/ui';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of children when the data is empty. */
  empty?: { when: (data: T) => boolean; message: string; action?: ReactNode };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Every request's three states: a skeleton while loading, an error with retry, an empty state. */
export function QueryState<T>({ query, empty, skeleton, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton ?? <PageSkeleton />}</>;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (empty?.when(query.data)) return <EmptyState message={empty.message} action={empty.action} />;
  return <>{children(query.data)}</>;
}
