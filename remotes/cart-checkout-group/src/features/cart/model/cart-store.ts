import { createEvent, createStore, sample } from 'effector';
import { addToCartRequested, loggedOut } from '@market/bus';
import type { AddToCartRequest } from '@market/contract';
import { addItem, clearCart, EMPTY_CART, isOtherShop, parseCart, reduceItem, removeItem, setQuantity, type LocalCart } from './cart-rules.ts';

/** localStorage key of the guest cart (team guide: `market:<app>:<thing>`). */
export const CART_STORAGE_KEY = 'market:cart-checkout-group:cart';

function readStored(): LocalCart {
  try {
    return parseCart(typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY_CART;
  }
}

function writeStored(cart: LocalCart): void {
  try {
    if (cart.items.length) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the cart still works for this page.
  }
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

/** The shop of the cart the shopper has now (local or server); set by the cart runtime. */
export const activeShopChanged = createEvent<number | null>();
export const $activeShop = createStore<number | null>(null).on(activeShopChanged, (_, id) => id);

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

// The bus's add: same shop (or an empty cart) goes straight in; another shop's cart asks first.
const needsConfirm = (local: LocalCart, active: number | null, req: AddToCartRequest) =>
  isOtherShop(local, req.shop_id) || (!local.items.length && active !== null && active !== req.shop_id);

sample({
  clock: addToCartRequested,
  source: { local: $localCart, active: $activeShop },
  filter: ({ local, active }, req) => !needsConfirm(local, active, req),
  fn: (_, req) => req,
  target: itemAdded,
});
sample({
  clock: addToCartRequested,
  source: { local: $localCart, active: $activeShop },
  filter: ({ local, active }, req) => needsConfirm(local, active, req),
  fn: (_, req) => req,
  target: $pendingConflict,
});

/** Confirmed: the server cart (if any) is emptied by the runtime; the local one is replaced here. */
export const otherShopReplaced = createEvent<AddToCartRequest>();
sample({ clock: conflictConfirmed, source: $pendingConflict, filter: Boolean, target: otherShopReplaced });
sample({ clock: otherShopReplaced, target: itemAdded });
sample({ clock: conflictConfirmed, fn: () => null, target: $pendingConflict });

/** Another tab wrote the cart: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) cartReloaded(readStored());
  });
}

export { readStored as readStoredCart };
