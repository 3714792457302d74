import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchPayments, http, PAYMENTS_KEY, profileQuery } from '@market/http';
import {
  processRedirectUrl, type CalculateResult, type Coupon, type DeliveryZoneCheck, type Envelope, type Order, type Payment, type PaymentProcessAnswer,
  type PaymentTag,
} from '@market/contract';
import { cartKeys } from '../../cart/index.ts';
import { orderCall, providerRoute } from '../model/payments.ts';

export const checkoutKeys = {
  shopPayments: (shopId: number) => ['cart-checkout-group', 'payments', 'seller', shopId] as const,
  zone: (shopId: number, lat: number, lng: number) => ['cart-checkout-group', 'zone', shopId, lat, lng] as const,
  calculate: (cartId: number, body: CalculateBody) => ['cart-checkout-group', 'calculate', cartId, body] as const,
};

/** settings payment_type: 'admin' (the marketplace's methods, rest/payments) or 'seller' (each shop's own). */
export type PaymentMode = 'admin' | 'seller';

export const paymentMode = (setting: string | undefined): PaymentMode => (setting === 'seller' ? 'seller' : 'admin');

/** A shop's method as deployments of this API family may answer it: flat, or nested under `payment`. */
type ShopPaymentRow = Partial<Payment> & { payment_id?: number; status?: boolean | number; payment?: Partial<Payment> };

function fromShopRow(row: ShopPaymentRow): Payment | null {
  const id = row.payment?.id ?? row.payment_id ?? row.id;
  const tag = row.tag ?? row.payment?.tag;
  if (id === undefined || !tag || row.status === false || row.status === 0) return null;
  return { id, tag, active: row.active ?? row.payment?.active ?? true, sandbox: row.sandbox ?? row.payment?.sandbox ?? false };
}

/** A shop's own methods (settings payment_type 'seller'): rest/shops/{id}/payments. */
export async function fetchShopPayments(shopId: number): Promise<Payment[]> {
  const res = await http.get<Envelope<ShopPaymentRow[]>>(`rest/shops/${shopId}/payments`);
  return res.data.data.map(fromShopRow).filter((p): p is Payment => p !== null);
}

/** Whether the shop delivers to the point; a refusal comes back as an error with a message. */
export async function checkZone(shopId: number, [latitude, longitude]: [number, number]): Promise<DeliveryZoneCheck> {
  const res = await http.get<Envelope<DeliveryZoneCheck>>(`rest/shop/${shopId}/delivery-zone/check/distance`, {
    params: { address: { latitude, longitude } },
  });
  return res.data.data;
}

/**
 * Whether a failed zone check is the server's refusal (the shop does not deliver to the point): a 4xx but for the
 * session (401), a timeout (408) and too many requests (429), which say nothing of the point.
 */
export function zoneRefused(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
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
  const headers = { 'Idempotency-Key': idempotencyKey };
  // A provider's process route answers its page at `data.data.url`; cash and wallet answer the order.
  if (providerRoute(tag)) return { kind: 'redirect', url: processRedirectUrl((await http.request<PaymentProcessAnswer>({ ...call, headers })).data) };
  return { kind: 'order', order: (await http.request<Envelope<Order>>({ ...call, headers })).data.data };
}

/** The body of a price calculation for the form's choices (tips left out when there are none). */
export function calculateBody(choice: { type: 'delivery' | 'pickup'; location?: [number, number]; coupon?: string; currencyId?: number; tips: number }): CalculateBody {
  return {
    type: choice.type,
    address: choice.location ? { latitude: choice.location[0], longitude: choice.location[1] } : undefined,
    coupon: choice.coupon,
    currency_id: choice.currencyId,
    tips: choice.tips || undefined,
  };
}

/** The checkout's reads, one definition each: the form reads them, and the page asks for them before the form. */
export const checkoutQueries = {
  /** The methods offered: the marketplace's (admin: the apps' one rest/payments entry) or the shop's own (seller). */
  payments: (mode: PaymentMode, shopId: number) =>
    queryOptions({
      queryKey: mode === 'admin' ? PAYMENTS_KEY : checkoutKeys.shopPayments(shopId),
      queryFn: () => (mode === 'admin' ? fetchPayments() : fetchShopPayments(shopId)),
      staleTime: 60_000,
    }),
  /** The apps' one profile (the wallet's balance, the name on the order). */
  profile: profileQuery,
  /** Asked only for a delivery to a known point. */
  zone: (shopId: number, location: [number, number] | undefined, delivery: boolean) =>
    queryOptions({
      queryKey: checkoutKeys.zone(shopId, location?.[0] ?? 0, location?.[1] ?? 0),
      queryFn: () => checkZone(shopId, location!),
      enabled: delivery && Boolean(location),
      retry: false,
    }),
  /** The previous total stays shown while a changed choice is priced. */
  calculate: (cartId: number, body: CalculateBody) =>
    queryOptions({ queryKey: checkoutKeys.calculate(cartId, body), queryFn: () => calculate(cartId, body), placeholderData: (prev) => prev }),
};

/** An order to place: the provider's tag, the body, and the checkout's idempotency key. */
export interface OrderRequest {
  tag: PaymentTag;
  body: object;
  key: string;
}

/**
 * Placing the order. A provider's answer is its hosted page (`onRedirect`); an order placed empties the server
 * cart: the caller closes its checkout (`onPlaced`), then the cart is dropped from the cache and read again.
 */
export function usePlaceOrder(handlers: { onRedirect: (url: string) => void; onPlaced: (order: Order) => void; onFailed: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, body, key }: OrderRequest) => placeOrder(tag, body, key),
    onSuccess: (outcome) => {
      if (outcome.kind === 'redirect') return handlers.onRedirect(outcome.url);
      handlers.onPlaced(outcome.order);
      client.removeQueries({ queryKey: cartKeys.server });
      void client.invalidateQueries({ queryKey: cartKeys.server });
    },
    onError: handlers.onFailed,
  });
}

/** A coupon code checked for the shop before it applies: its name when valid, none when refused. */
export function useCheckCoupon(shopId: number, onChecked: (name: string | undefined) => void) {
  return useMutation({
    mutationFn: (code: string) => checkCoupon(code, shopId),
    onSuccess: (coupon) => onChecked(coupon.name),
    onError: () => onChecked(undefined),
  });
}
