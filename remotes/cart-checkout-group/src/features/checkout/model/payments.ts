import { INSTANT_PAYMENT_TAGS, PAYMENT_PROCESS_ROUTES, type PaymentProcessRoute, type PaymentTag } from '@market/contract';

/** The one table: each external provider's tag → method and route (api-contract.md; never built from the tag). */
export const PROVIDER_ROUTES = PAYMENT_PROCESS_ROUTES;

export type ProviderTag = keyof typeof PAYMENT_PROCESS_ROUTES;

export function isInstant(tag: PaymentTag): tag is 'cash' | 'wallet' {
  return (INSTANT_PAYMENT_TAGS as readonly string[]).includes(tag);
}

export function providerRoute(tag: PaymentTag): PaymentProcessRoute | null {
  return Object.prototype.hasOwnProperty.call(PROVIDER_ROUTES, tag) ? PROVIDER_ROUTES[tag as ProviderTag] : null;
}

/** Whether the client knows how to pay with this tag (unknown tags from the server are not offered). */
export function isSupportedTag(tag: string): tag is PaymentTag {
  return isInstant(tag as PaymentTag) || providerRoute(tag as PaymentTag) !== null;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  url: string;
  params?: object;
  data?: object;
}

/** How an order body reaches the API for a tag: cash and wallet create the order; providers get a hosted page. */
export function orderCall(tag: PaymentTag, body: object): HttpCall {
  const route = providerRoute(tag);
  if (!route) return { method: 'POST', url: 'dashboard/user/orders', data: body };
  return route.method === 'GET' ? { method: 'GET', url: route.path, params: body } : { method: 'POST', url: route.path, data: body };
}
