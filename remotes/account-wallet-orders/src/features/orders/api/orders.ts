import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getPage, http, isExternal, paymentsQuery, providerPage, type ExternalTag } from '@market/http';
import type { Order, OrderStatus, Refund } from '@market/contract';

export const ACTIVE_STATUSES: OrderStatus[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way'];
export const HISTORY_STATUSES: OrderStatus[] = ['delivered', 'canceled'];
export const ORDERS_PER_PAGE = 10;
/** How often an active order is refreshed. */
export const ORDER_REFRESH_MS = 5000;

export const isFinished = (status: OrderStatus) => HISTORY_STATUSES.includes(status);

export const orderKeys = {
  all: ['account', 'orders'] as const,
  list: (tab: string, page: number) => ['account', 'orders', 'list', tab, page] as const,
  one: (id: number) => ['account', 'orders', 'one', id] as const,
};

export const REFUNDS_PER_PAGE = 10;

export const refundKeys = {
  all: ['account', 'refunds'] as const,
  page: (page: number) => ['account', 'refunds', page] as const,
};

export function useOrders(tab: 'active' | 'history', page: number) {
  return useQuery({
    queryKey: orderKeys.list(tab, page),
    queryFn: () =>
      getPage<Order>('dashboard/user/orders/paginate', {
        perPage: ORDERS_PER_PAGE,
        page,
        statuses: tab === 'active' ? ACTIVE_STATUSES : HISTORY_STATUSES,
        column: 'id',
        sort: 'desc',
      }),
    staleTime: 0,
  });
}

/** One order of the signed-in shopper (the call boot.js also asks with the page's HTML: the route's firstCalls). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: () => getData<Order>(`dashboard/user/orders/${id}`),
    // Read afresh on a visit (the page's prefetch asks for it when older than this), but the answer that visit's
    // load read is not asked for again as the page first renders.
    staleTime: ORDER_REFRESH_MS,
  });

export function useOrder(id: number) {
  return useQuery({
    ...orderQuery(id),
    enabled: id > 0,
    // Refreshed while the order moves; stopped once delivered or canceled.
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data.status) ? false : ORDER_REFRESH_MS),
  });
}

/** The user's refund requests, a page at a time, read afresh on every visit. */
export function useRefunds(page: number) {
  return useQuery({
    queryKey: refundKeys.page(page),
    queryFn: () => getPage<Refund>('dashboard/user/order-refunds/paginate', { page, perPage: REFUNDS_PER_PAGE }),
    staleTime: 0,
  });
}

/** A mutation on one order that refreshes it and the lists afterwards. */
function useOrderMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useCancelOrder = (id: number) =>
  useOrderMutation<void>(() => http.post(`dashboard/user/orders/${id}/status/change`, null, { params: { status: 'canceled' } }));

export const useReviewOrder = (id: number) =>
  useOrderMutation<{ rating: number; comment?: string }>((body) => http.post(`dashboard/user/orders/review/${id}`, body));

export const useRepeatOrder = (id: number) =>
  useOrderMutation<{ from?: string; to?: string }>((body) => http.post(`dashboard/user/orders/${id}/repeat`, body));

/** Stops an order's repeat, named by its `repeat.id`. */
export const useStopRepeat = (repeatId: number) =>
  useOrderMutation<void>(() => http.delete(`dashboard/user/orders/${repeatId}/delete-repeat`));

export const useRequestRefund = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cause: string) => http.post('dashboard/user/order-refunds', { order_id: id, cause }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: orderKeys.all }), client.invalidateQueries({ queryKey: refundKeys.all })]),
  });
};

export { isExternal, providerPage, type ExternalTag };

/** The active payment providers that pay through a hosted page. */
export function useExternalPayments() {
  return useQuery({ ...paymentsQuery(), select: (list) => list.filter((p) => p.active !== false && isExternal(p.tag)) });
}

/** Go to the provider's hosted payment page. */
export async function payThroughProvider(tag: ExternalTag, body: Record<string, unknown>): Promise<void> {
  window.location.assign(await providerPage(tag, body));
}
