import { createEvent, createStore, sample } from 'effector';
import { storedJson } from './storage.ts';
import { createPageList, type PageLocks } from './page-list.ts';
import type {
  ActiveAddress,
  AddToCartRequest,
  CartSummary,
  ChatRequest,
  CurrencyState,
  LocaleState,
  Session,
  Settings,
  Theme,
  Toast,
} from '@market/contract';

/**
 * The effector units every app shares (an MF singleton). The shell owns the writes of session, locale,
 * currency, theme and settings; remotes read them and send requests through events.
 */

// Session
export const sessionChanged = createEvent<Session>();
/** Logout: clears user, token, settings, carts, liked shops, filters, search history, notification statistics. */
export const loggedOut = createEvent();
/**
 * A call was refused with 401: the session is gone (expired or revoked). The shell forgets the old session's server
 * state, so nothing of that account shows to whoever signs in next in this tab; unlike a logout, what the shopper was
 * doing stays (the cart's pending operations are sent once they sign in again).
 */
export const sessionExpired = createEvent();
export const $session = createStore<Session>({ user: null, signedIn: false })
  .on(sessionChanged, (_, s) => s)
  .reset(loggedOut);
/** Asked by a remote (a guest tapping something that needs an account): go to /login, then back to `to`. */
export const loginRequested = createEvent<{ returnTo: string }>();

// Settings from rest/settings
export const settingsLoaded = createEvent<Settings>();
/** Logout clears the settings too; the next page fetches them again. */
export const $settings = createStore<Settings>({})
  .on(settingsLoaded, (_, s) => s)
  .reset(loggedOut);

// Locale and direction
export const languageChangeRequested = createEvent<string>();
export const localeChanged = createEvent<LocaleState>();
export const $locale = createStore<LocaleState>({ locale: 'en', direction: 'ltr', languages: [] }).on(
  localeChanged,
  (_, s) => s,
);

// Currency
export const currencyChangeRequested = createEvent<number>();
export const currencyChanged = createEvent<CurrencyState>();
export const $currency = createStore<CurrencyState>({ current: null, currencies: [] }).on(currencyChanged, (_, s) => s);

// Theme
export const themeChangeRequested = createEvent<Theme>();
export const themeChanged = createEvent<Theme>();
export const $theme = createStore<Theme>('light').on(themeChanged, (_, t) => t);

// Delivery address
export const addressChanged = createEvent<ActiveAddress | null>();
export const $address = createStore<ActiveAddress | null>(null).on(addressChanged, (_, a) => a);
/** Ask the shell to open the address selector (e.g. checkout with no address). */
export const addressPickerRequested = createEvent();

// Toasts: the shell shows them top right for 5000 ms.
export const toastShown = createEvent<Toast>();

// Cart
export const addToCartRequested = createEvent<AddToCartRequest>();
/**
 * Adds the cart app has not taken yet: its code may still be loading when a quick shopper presses Add, and an add
 * must not be lost. The cart app takes them in order (addToCartTaken with how many) as soon as it runs.
 */
export const addToCartTaken = createEvent<number>();
/**
 * Kept in localStorage under this page's own key, in the same task as the press (see page-list.ts): a shopper who
 * presses Add and at once follows a link, reloads or closes the tab, before the cart's code has run, does not lose
 * the add: the next page of this browser (another tab, or the page after a reload) takes it over once this one is
 * gone, and its cart code takes it from there.
 */
const parseAdds = (value: unknown) => (Array.isArray(value) ? (value as AddToCartRequest[]) : null);
/** Adds of a page that is gone, taken over by this one (oldest first, before its own). */
const addsAdopted = createEvent<AddToCartRequest[]>();
export const $addToCartQueue = createStore<AddToCartRequest[]>([])
  .on(addsAdopted, (queue, adds) => [...adds, ...queue])
  .on(addToCartRequested, (queue, request) => [...queue, request])
  .on(addToCartTaken, (queue, count) => queue.slice(count));
export const CART_ADDS_PREFIX = 'market:bus:cart-adds:';
const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};
const pageAdds = createPageList<AddToCartRequest>({
  storage: browserStorage(),
  locks: (globalThis.navigator as (Navigator & { locks?: PageLocks }) | undefined)?.locks,
  pageId: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
  prefix: CART_ADDS_PREFIX,
  lockPrefix: 'market:bus:page:',
  parse: parseAdds,
  onAdopted: addsAdopted,
});
// Without localStorage the add still waits in memory for this page.
$addToCartQueue.updates.watch((queue) => pageAdds.write(queue));
// What an earlier version of the shell kept in this tab's sessionStorage.
const sessionAdds = storedJson<AddToCartRequest[]>('session', 'market:bus:cart-adds', parseAdds);
const leftInSession = sessionAdds.read();
sessionAdds.write(null);
if (leftInSession?.length) addsAdopted(leftInSession);
pageAdds.start();
if (typeof window !== 'undefined') window.addEventListener('storage', (e) => pageAdds.storageChanged(e.key));
export const cartSummaryChanged = createEvent<CartSummary>();
export const $cartSummary = createStore<CartSummary>({ shop_id: null, count: 0, total: 0 })
  .on(cartSummaryChanged, (_, s) => s)
  .reset(loggedOut);

// Connection
/** The network is gone: the browser said so (its offline event), or a request found no network. */
export const connectionLost = createEvent();
/** The network is back: the browser's online event, or a request answered. */
export const connectionBack = createEvent();
/**
 * Offline: the shell shows a status line, and actions that need the server (place an order, pay, send a message,
 * book) are disabled with the reason, keeping what the shopper typed.
 */
export const $offline = createStore<boolean>(globalThis.navigator?.onLine === false)
  .on(connectionLost, () => true)
  .on(connectionBack, () => false);

// Chat and notifications
export const chatRequested = createEvent<ChatRequest>();
/** Ask the shell to open the notifications drawer. */
export const notificationsOpenRequested = createEvent();

// Keep `signedIn` consistent when a user object arrives.
sample({
  clock: sessionChanged,
  filter: (s) => s.user !== null && !s.signedIn,
  fn: (s) => ({ ...s, signedIn: true }),
  target: $session,
});

export * from './storage.ts';
export { createPageList, type PageList, type PageListDeps, type PageLocks } from './page-list.ts';
