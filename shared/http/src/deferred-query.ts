import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a view reads of a query: its state, its answer and its retry. */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A query followed one step behind (a deferred value). react-query hands its answers to React through an external
 * store, which React always renders at once, in one task: a list of products or reviews arriving became one long
 * task of the main thread. Read through this hook, the component renders again at once with what it showed before
 * (its skeleton, or the previous page), and React builds the new answer's view in a background render that it
 * pauses every few milliseconds for input and painting. Give the view to a `memo` component, so that the
 * immediate render does not build the old view again.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T>): QueryView<T> {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;
  const view = useMemo(
    () => ({ data, isPending, isError, error, isFetching, isPlaceholderData, refetch }),
    [data, isPending, isError, error, isFetching, isPlaceholderData, refetch],
  );
  return useDeferredValue(view);
}
