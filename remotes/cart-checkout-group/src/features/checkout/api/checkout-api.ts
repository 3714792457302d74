import { http } from '@market/http';
import type { CalculateResult, Coupon, DeliveryZoneCheck, Envelope, Order, Payment, PaymentRedirect, PaymentTag, User } from '@market/contract';
import { orderCall } from '../model/payments.ts';

export const checkoutKeys = {
  payments: ['cart-checkout-group', 'payments'] as const,
  profile: ['cart-checkout-group', 'profile'] as const,
  zone: (shopId: number, lat: number, lng: number) => ['cart-checkout-group', 'zone', shopId, lat, lng] as const,
  calculate: (cartId: number, body: CalculateBody) => ['cart-checkout-group', 'calculate', cartId, body] as const,
};

export async function fetchPayments(): Promise<Payment[]> {
  const res = await http.get<Envelope<Payment[]>>('rest/payments');
  return res.data.data;
}

export async function fetchProfile(): Promise<User> {
  const res = await http.get<Envelope<User>>('dashboard/user/profile/show');
  return res.data.data;
}

/** Whether the shop delivers to the point; a refusal comes back as an error with a message. */
export async function checkZone(shopId: number, [latitude, longitude]: [number, number]): Promise<DeliveryZoneCheck> {
  const res = await http.get<Envelope<DeliveryZoneCheck>>(`rest/shop/${shopId}/delivery-zone/check/distance`, {
    params: { address: { latitude, longitude } },
  });
  return res.data.data;
}

export async function checkCoupon(coupon: string, shop_id: number): Promise<Coupon> {
  const res = await http.get<Envelope<Coupon>>('rest/coupons/check', { params: { coupon, shop_id } });
  return res.data.data;
}

export interface CalculateBody {
  address?: { latitude: number; longitude: number };
  type: 'delivery' | 'pickup';
  coupon?: string;
  currency_id?: number;
  tips?: number;
}

export async function calculate(cartId: number, body: CalculateBody): Promise<CalculateResult> {
  const res = await http.post<Envelope<CalculateResult>>(`dashboard/user/cart/calculate/${cartId}`, body);
  return res.data.data;
}

export type OrderOutcome = { kind: 'order'; order: Order } | { kind: 'redirect'; url: string };

/** Places the order (cash, wallet) or asks the provider's route for its hosted page; one key per checkout. */
export async function placeOrder(tag: PaymentTag, body: object, idempotencyKey: string): Promise<OrderOutcome> {
  const call = orderCall(tag, body);
  const res = await http.request<Envelope<Order | PaymentRedirect>>({ ...call, headers: { 'Idempotency-Key': idempotencyKey } });
  const data = res.data.data;
  return 'url' in data && typeof data.url === 'string' ? { kind: 'redirect', url: data.url } : { kind: 'order', order: data as Order };
}
