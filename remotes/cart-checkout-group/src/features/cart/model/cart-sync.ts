/**
 * The one owner of the cart's sync in this page. It starts with the cart app's code (the header's cart button,
 * the cart and checkout pages, the group page all import it), whatever is mounted: a signed-in add goes to the
 * outbox and from there to the server; a guest cart is sent once after sign-in; what a reload or another tab left
 * waiting is sent on the next load.
 */
import { createEvent, createStore } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { $currency, $session, loggedOut, MemoryStorage } from '@market/bus';
import type { Cart } from '@market/contract';
import { hasSession } from '@market/http';
import { cartKeys, deleteCartRows, deleteServerCart, fetchServerCart, insertProducts } from '../api/cart-api.ts';
import type { LocalCart } from './cart-rules.ts';
import { createOutbox, DONE_KEY, mergeOp, OUTBOX_PREFIX, type CartOp, type Locks, type OutboxStatus } from './outbox.ts';

/** Bumped whenever the outbox or its status changes: views read `outbox.pending()` and `outbox.status()`. */
export const outboxChanged = createEvent();
export const $outboxVersion = createStore(0).on(outboxChanged, (n) => n + 1);

let queryClient: QueryClient | null = null;
/** The last server cart this page saw, for a view mounted after the answer came. */
let lastServer: Cart | null | undefined;

/** The views' query client (one for the page): the outbox puts each answer of the server there. */
export function attachQueryClient(client: QueryClient): void {
  if (queryClient === client) return;
  queryClient = client;
  if (lastServer !== undefined && client.getQueryData(cartKeys.server) === undefined) client.setQueryData(cartKeys.server, lastServer);
}

/** The server cart as this page knows it now (null: none; undefined: not read yet). */
export function knownServerCart(): Cart | null | undefined {
  const cached = queryClient?.getQueryData<Cart | null>(cartKeys.server);
  return cached !== undefined ? cached : lastServer;
}

/** Signed in by the shell's session, or by the session cookie (set before the session is read, or by another tab). */
export function signedInNow(): boolean {
  return $session.getState().signedIn || hasSession();
}

const browser = typeof window !== 'undefined';
const storageOr = (get: () => Storage): Storage => {
  try {
    return get();
  } catch {
    return new MemoryStorage();
  }
};

export const outbox = createOutbox({
  storage: browser ? storageOr(() => window.localStorage) : new MemoryStorage(),
  locks: browser ? ((navigator as Navigator & { locks?: Locks }).locks ?? undefined) : undefined,
  api: { fetch: fetchServerCart, insert: insertProducts, deleteRows: deleteCartRows, deleteCart: deleteServerCart },
  signedIn: signedInNow,
  currency: () => {
    const current = $currency.getState().current;
    return current ? { id: current.id, rate: current.rate } : null;
  },
  onServerCart: (cart) => {
    lastServer = cart;
    if (!queryClient) return;
    // A read started before this answer would bring back the cart as it was: it is dropped.
    void queryClient.cancelQueries({ queryKey: cartKeys.server });
    queryClient.setQueryData(cartKeys.server, cart);
  },
  onChange: () => outboxChanged(),
  now: () => Date.now(),
  newId: () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** A guest cart after sign-in goes to the outbox once; `clear` empties it (the caller's store). */
export function mergeGuestCart(cart: LocalCart, clear: () => void): void {
  const merge = mergeOp(cart);
  if (!merge || !signedInNow()) return;
  outbox.enqueue(merge.op, merge.id);
  clear();
}

export function outboxStatus(): OutboxStatus {
  return outbox.status();
}
export function pendingOps(): CartOp[] {
  return outbox.pending();
}

if (browser) {
  void outbox.start();
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !e.key.startsWith(OUTBOX_PREFIX) && e.key !== DONE_KEY) return;
    outbox.storageChanged(e.key);
    // Another tab's operation landed (its outbox shrank, or it ran one of ours): read the server cart again.
    void queryClient?.invalidateQueries({ queryKey: cartKeys.server });
  });
  window.addEventListener('online', () => outbox.kick());
  $session.watch((s) => s.signedIn && outbox.kick());
  // An add made before the currencies were read waits for them.
  $currency.watch((c) => c.current && outbox.kick());
  loggedOut.watch(() => {
    outbox.dropAll();
    lastServer = undefined;
  });
}
