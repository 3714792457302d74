import { createEvent, createStore, sample } from 'effector';
import { loggedOut, storedJson } from '@market/bus';

// Without sessionStorage the key and the draft still live for this page.
const keyStorage = storedJson<{ cartId: number; key: string }>('session', 'market:cart-checkout-group:idempotency');
const draftStorage = storedJson<OrderDraft>('session', 'market:cart-checkout-group:order-draft');

const uuid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/**
 * The Idempotency-Key of a checkout: made once per cart and kept in sessionStorage, so a double click, a retry or a
 * reload sends the same key and the API makes one order. A new key only after the order exists (or another cart).
 */
export function checkoutKey(cartId: number): string {
  const stored = keyStorage.read();
  if (stored && stored.cartId === cartId) return stored.key;
  const key = uuid();
  keyStorage.write({ cartId, key });
  return key;
}

export function checkoutDone(): void {
  keyStorage.write(null);
}

/** The order draft: kept while the shopper moves between pages, and across a reload. */
export interface OrderDraft {
  shop_id: number | null;
  delivery_date: string | null;
  delivery_time: string | null;
}

const EMPTY_DRAFT: OrderDraft = { shop_id: null, delivery_date: null, delivery_time: null };

export const draftChanged = createEvent<Partial<OrderDraft>>();
export const draftCleared = createEvent();
export const $orderDraft = createStore<OrderDraft>(draftStorage.read() ?? EMPTY_DRAFT)
  .on(draftChanged, (d, patch) => ({ ...d, ...patch }))
  .reset(draftCleared, loggedOut);

/** The form shows a slot (the draft's, or the shop's first when the draft has none of its slots): keep it as the draft. */
export const slotShown = createEvent<{ shop_id: number; delivery_date: string; delivery_time: string }>();
sample({
  clock: slotShown,
  source: $orderDraft,
  filter: (d, s) => d.shop_id !== s.shop_id || d.delivery_date !== s.delivery_date || d.delivery_time !== s.delivery_time,
  fn: (_, s) => s,
  target: draftChanged,
});
$orderDraft.updates.watch((d) => draftStorage.write(d.shop_id === null && !d.delivery_date ? null : d));
