import { createEvent, createStore, sample } from 'effector';
import { $addToCartQueue, $session, addToCartTaken, loggedOut, storedJson } from '@market/bus';
import type { AddToCartRequest } from '@market/contract';
import { addItem, clearCart, EMPTY_CART, isOtherShop, cartFromStorage, reduceItem, removeItem, setQuantity, type LocalCart } from './cart-rules.ts';
import { knownServerCart, mergeGuestCart, outbox, signedInNow } from './cart-sync.ts';
import { pendingView } from './view-model.ts';

/** localStorage key of the guest cart (team guide: `market:<app>:<thing>`). */
export const CART_STORAGE_KEY = 'market:cart-checkout-group:cart';

const storedCart = storedJson<LocalCart>('local', CART_STORAGE_KEY, cartFromStorage);

function readStored(): LocalCart {
  return storedCart.read() ?? EMPTY_CART;
}

/** Private mode or a full storage: the cart still works for this page. */
function writeStored(cart: LocalCart): void {
  storedCart.write(cart.items.length ? cart : null);
}

/** An item to add, after the shop check. */
export const itemAdded = createEvent<AddToCartRequest>();
export const quantitySet = createEvent<{ key: string; quantity: number }>();
export const itemIncreased = createEvent<string>();
export const itemReduced = createEvent<string>();
export const itemRemoved = createEvent<string>();
export const cartCleared = createEvent();
/** Another tab (or the sign-in sync) changed the stored cart. */
export const cartReloaded = createEvent<LocalCart>();

/** An add for another shop, waiting for the shopper's answer. */
export const conflictConfirmed = createEvent();
export const conflictDismissed = createEvent();
export const $pendingConflict = createStore<AddToCartRequest | null>(null)
  .on(conflictDismissed, () => null)
  .reset(loggedOut);

export const $localCart = createStore<LocalCart>(readStored())
  .on(itemAdded, addItem)
  .on(quantitySet, (cart, { key, quantity }) => setQuantity(cart, key, quantity))
  .on(itemIncreased, (cart, key) => {
    const item = cart.items.find((i) => i.key === key);
    return item ? setQuantity(cart, key, item.quantity + 1) : cart;
  })
  .on(itemReduced, reduceItem)
  .on(itemRemoved, removeItem)
  .on(cartCleared, clearCart)
  .on(cartReloaded, (_, cart) => cart)
  .reset(loggedOut);

/** Wrapper so that writes and reads of storage go through one place (tests reset it). */
$localCart.watch(writeStored);

/** An add from any app (product dialog, recipe), in the order pressed. */
export const addRequested = createEvent<AddToCartRequest>();
/** An add the cart took (the local cart or, signed in, the outbox): the shell says so. */
export const itemAccepted = createEvent<AddToCartRequest>();

/** The shop of the cart the shopper has now: the guest cart's, or the server cart's with the waiting changes. */
function currentShop(local: LocalCart): number | null {
  if (!signedInNow()) return local.items.length ? local.shop_id : null;
  return pendingView(knownServerCart(), outbox.pending()).shop_id ?? (local.items.length ? local.shop_id : null);
}

// Same shop (or an empty cart) goes straight in; another shop's cart asks first.
const needsConfirm = (local: LocalCart, req: AddToCartRequest) => {
  const shop = currentShop(local);
  return isOtherShop(local, req.shop_id) || (shop !== null && shop !== req.shop_id);
};

/** A signed-in add goes to the server through the outbox (one operation per press); a guest's to the local cart. */
const accepted = createEvent<AddToCartRequest>();
accepted.watch((req) => {
  if (signedInNow()) outbox.enqueue({ kind: 'add', req });
  else itemAdded(req);
  itemAccepted(req);
});

sample({
  clock: addRequested,
  source: $localCart,
  filter: (local, req) => !needsConfirm(local, req),
  fn: (_, req) => req,
  target: accepted,
});
sample({
  clock: addRequested,
  source: $localCart,
  filter: (local, req) => needsConfirm(local, req),
  fn: (_, req) => req,
  target: $pendingConflict,
});

/** Confirmed: the add replaces the other shop's cart (locally, or on the server with its first insert). */
export const otherShopReplaced = createEvent<AddToCartRequest>();
sample({ clock: conflictConfirmed, source: $pendingConflict, filter: Boolean, target: otherShopReplaced });
sample({ clock: otherShopReplaced, target: accepted });
sample({ clock: conflictConfirmed, fn: () => null, target: $pendingConflict });

// The bus keeps the adds pressed before this code ran: take them, in order, now and whenever one comes.
$addToCartQueue.watch((queue) => {
  if (!queue.length) return;
  addToCartTaken(queue.length);
  for (const req of queue) addRequested(req);
});

/** Another tab wrote the cart: follow it. Signed in (here or in another tab), the guest cart is sent once. */
if (typeof window !== 'undefined') {
  const mergeIfSignedIn = () => mergeGuestCart($localCart.getState(), () => cartCleared());
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) cartReloaded(readStored());
  });
  window.addEventListener('focus', mergeIfSignedIn);
  $session.watch(mergeIfSignedIn);
}

export { readStored as readStoredCart };
