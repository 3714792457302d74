import { getOwn, http } from '@market/http';
import type { DeliverymanRequest, DeliverymanRequestBody, Envelope } from '@market/contract';

export const COURIER_REQUEST_KEY = ['account', 'courier-request'] as const;

/** The signed-in user's latest courier application, `null` before the first. */
export const fetchCourierRequest = (): Promise<DeliverymanRequest | null> => getOwn<DeliverymanRequest>('dashboard/user/deliveryman-requests/show');

export async function sendCourierRequest(body: DeliverymanRequestBody): Promise<DeliverymanRequest> {
  const res = await http.post<Envelope<DeliverymanRequest>>('dashboard/user/deliveryman-requests', body);
  return res.data.data;
}
