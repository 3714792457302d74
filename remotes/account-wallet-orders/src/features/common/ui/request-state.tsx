import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ShopStatus } from '@market/contract';
import { Result } from '@market/ui/extras';
import { QueryState } from './query-state.tsx';

export interface RequestStateProps<T> {
  /** The user's latest request, `null` before the first. */
  query: UseQueryResult<T | null>;
  /** What each state says. */
  titles: Record<ShopStatus, string>;
  details?: (request: T) => ReactNode;
  /** Shown when there is no request yet, or below a rejected one: the user may send a new one. */
  form: ReactNode;
}

/** A request the user sent (be a seller, deliver): under review ('new') or accepted, else the form to send one. */
export function RequestState<T extends { status: ShopStatus }>({ query, titles, details, form }: RequestStateProps<T>) {
  return (
    <QueryState query={query}>
      {(request) =>
        request && request.status !== 'rejected' ? (
          <Result status={request.status === 'approved' ? 'success' : 'info'} title={titles[request.status]} subTitle={details?.(request)} />
        ) : (
          <>
            {request?.status === 'rejected' && <Result status="warning" title={titles.rejected} />}
            {form}
          </>
        )
      }
    </QueryState>
  );
}
