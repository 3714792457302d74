/**
 * What an answer of GET dashboard/user/cart means. The API family answers 404 when the signed-in user has no cart
 * (earlier versions of the reference API answered 200 with `data: null`): both mean "no cart", which the cart shows
 * as an empty cart. It is not a failure: no error state, no retry banner, no error in the log. Any other status
 * outside 2xx stays an error (the caller retries or shows it).
 */
import type { Cart } from '@market/contract';

/** The statuses that answer the question "what is in my cart" (the HTTP client's `validateStatus`). */
export function isCartAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404;
}

/** The cart an answer holds: none for a 404, or for a 2xx without a cart. */
export function serverCartOf(status: number, body: unknown): Cart | null {
  if (status === 404) return null;
  const data = (body as { data?: Cart | null } | null | undefined)?.data;
  return data && typeof data === 'object' ? data : null;
}
