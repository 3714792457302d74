import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwn, http } from '@market/http';
import type { DeliverymanRequest, DeliverymanRequestBody, Envelope } from '@market/contract';

export const COURIER_REQUEST_KEY = ['account', 'courier-request'] as const;

/** The signed-in user's latest courier application, `null` before the first. */
export const fetchCourierRequest = (): Promise<DeliverymanRequest | null> => getOwn<DeliverymanRequest>('dashboard/user/deliveryman-requests/show');

export async function sendCourierRequest(body: DeliverymanRequestBody): Promise<DeliverymanRequest> {
  const res = await http.post<Envelope<DeliverymanRequest>>('dashboard/user/deliveryman-requests', body);
  return res.data.data;
}

/** The application's state, read afresh on every visit. */
export function useCourierRequest() {
  return useQuery({ queryKey: COURIER_REQUEST_KEY, queryFn: fetchCourierRequest, staleTime: 0 });
}

/** Sends an application; the answer is the state shown from then on. */
export function useSendCourierRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendCourierRequest,
    onSuccess: (request) => client.setQueryData(COURIER_REQUEST_KEY, request),
  });
}
