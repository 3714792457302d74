import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, isExternal, listIn, paymentsQuery, providerPage } from '@market/http';
import type {
  Envelope,
  GeocodeResult,
  Paginated,
  ParcelOrder,
  ParcelOrderBody,
  ParcelPrice,
  ParcelType,
  PaymentRedirect,
} from '@market/contract';

export function useParcelTypes() {
  return useQuery({
    queryKey: ['parcels', 'types'],
    queryFn: async () => listIn((await http.get<Envelope<ParcelType[]>>('rest/parcel-order/types')).data),
  });
}

export function useParcelPrice(params: Record<string, number> | null) {
  return useQuery({
    queryKey: ['parcels', 'price', params],
    enabled: params !== null,
    queryFn: async () => (await http.get<Envelope<ParcelPrice>>('rest/parcel-order/calculate-price', { params })).data.data,
  });
}

export function useGeocode(q: string) {
  return useQuery({
    queryKey: ['parcels', 'geocode', q],
    enabled: q.length >= 3,
    queryFn: async () => listIn((await http.get<Envelope<GeocodeResult[]>>('rest/geocode/search', { params: { q } })).data),
  });
}

export function usePayments() {
  return useQuery({ ...paymentsQuery(), select: (list) => list.filter((p) => p.active !== false) });
}

export function useMyParcels(enabled: boolean) {
  return useQuery({
    queryKey: ['parcels', 'mine'],
    enabled,
    queryFn: async () =>
      listIn((await http.get<Paginated<ParcelOrder>>('dashboard/user/parcel-orders', { params: { perPage: 20, column: 'id', sort: 'desc' } })).data),
  });
}

export function useParcel(id: number) {
  return useQuery({
    queryKey: ['parcels', 'one', id],
    queryFn: async () => (await http.get<Envelope<ParcelOrder>>(`dashboard/user/parcel-orders/${id}`)).data.data,
  });
}

const isRedirect = (r: ParcelOrder | PaymentRedirect): r is PaymentRedirect => typeof (r as PaymentRedirect).url === 'string';

/**
 * Creates the order: the parcel (cash, wallet), or `{url}` of the provider's payment page. This API answers the page
 * itself; a backend of the family answers the parcel, whose page the provider's process route gives (`parcel_id`).
 */
export async function createParcel(body: ParcelOrderBody, tag: string | undefined): Promise<ParcelOrder | PaymentRedirect> {
  const created = (await http.post<Envelope<ParcelOrder | PaymentRedirect>>('dashboard/user/parcel-orders', body)).data.data;
  if (isRedirect(created) || !tag || !isExternal(tag)) return created;
  return { url: await providerPage(tag, { parcel_id: created.id }) };
}

export function useCreateParcel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, tag }: { body: ParcelOrderBody; tag: string | undefined }) => createParcel(body, tag),
    onSuccess: () => client.invalidateQueries({ queryKey: ['parcels', 'mine'] }),
  });
}

export function useCancelParcel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.post(`dashboard/user/parcel-orders/${id}/status/change`, null, { params: { status: 'canceled' } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['parcels'] }),
  });
}

export function useReviewParcel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { rating: number; comment?: string }) => (await http.post(`dashboard/user/parcel-orders/deliveryman-review/${id}`, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['parcels', 'one', id] }),
  });
}
