import type { RemoteName } from './remotes.ts';

/** Which header a page uses: the full header, a back-button header, or none (auth pages). */
export type HeaderKind = 'full' | 'back' | 'none';

export interface RemoteRoute {
  /** react-router path pattern, absolute. */
  path: string;
  remote: RemoteName;
  /** The exposed module (a key of the remote's exposes.ts) that renders the page. */
  module: string;
  header: HeaderKind;
  /** Routes a guest may not open: the shell sends guests to /login and back afterwards. */
  auth?: boolean;
  /**
   * The page's own first calls, as the page asks them (see SHELL_FIRST_CALLS); `:name` stands for the path's
   * parameter of that name, `:address` for the delivery address's point (the `address` cookie). boot.js starts them
   * with the HTML. A call under `dashboard/` is the signed-in shopper's own: boot.js sends it with the shopper's token,
   * and not at all without one.
   */
  firstCalls?: readonly string[];
  /** The page's largest paint: the picture named by a first call's answer (the field of its item, or first item). */
  largestPicture?: { call: string; field: string };
  /**
   * The prerendered shell's skeleton for the page: a shop's (its cover's box), checkout's (its heading), else a
   * page's.
   */
  skeleton?: 'shop' | 'checkout';
  /**
   * The shared UI parts (of @market/ui, whose code loads on first use) the page's first render shows: the shell
   * starts their code with the page's module, not after the module has loaded and run (its `prefetch` waits for them).
   */
  firstParts?: readonly FirstPart[];
}

/** A part of @market/ui whose code loads apart from the shell's, which a page's first render may show. */
export type FirstPart = 'Steps' | 'Descriptions' | 'Select';

/**
 * The kinds of skeleton the prerendered shell holds for a first page: home's, a shop's, checkout's, any other
 * page's.
 */
export type ShellSkeleton = 'home' | 'shop' | 'checkout' | 'page';

/**
 * A shop's page asks for the shop (with the delivery address), then for its products, branches and first page of
 * reviews: all started with the HTML, the last three no longer wait for the shop's answer. `:address` is the
 * delivery address's point as the page sends it (`address[latitude]`, `address[longitude]`), or nothing without one.
 */
export const SHOP_FIRST_CALLS = ['rest/shops/:id?:address', 'rest/shops/:id/products', 'rest/branches?shop_id=:id&perPage=50', 'rest/shops/:id/reviews?page=1&perPage=5'] as const;

/**
 * Checkout opens on the shopper's server cart: asked with the HTML, its answer is there when the cart's code first
 * asks, and the form's own reads (shop, payment methods, delivery zone, price) start at once from it instead of a
 * round trip later.
 */
export const CHECKOUT_FIRST_CALLS = ['dashboard/user/cart'] as const;

/** A shop's page's largest paint: the shop's cover. */
const SHOP_COVER = { call: SHOP_FIRST_CALLS[0], field: 'background_img' };

/**
 * The ownership table of architecture.md for the routes the remotes own. The host mounts each one; every
 * remote exposes the modules named here (a test checks it).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/search', remote: 'catalogue-search', module: './search-page', header: 'full' },
  { path: '/shop/:id', remote: 'catalogue-search', module: './shop-page', header: 'full', firstCalls: SHOP_FIRST_CALLS, largestPicture: SHOP_COVER, skeleton: 'shop' },
  { path: '/restaurant/:id', remote: 'catalogue-search', module: './shop-page', header: 'full', firstCalls: SHOP_FIRST_CALLS, largestPicture: SHOP_COVER, skeleton: 'shop' },
  { path: '/shops', remote: 'catalogue-search', module: './shops-page', header: 'full' },
  { path: '/liked', remote: 'catalogue-search', module: './liked-page', header: 'full' },

  { path: '/cart', remote: 'cart-checkout-group', module: './cart-page', header: 'full' },
  { path: '/checkout', remote: 'cart-checkout-group', module: './checkout-page', header: 'back', firstCalls: CHECKOUT_FIRST_CALLS, skeleton: 'checkout', firstParts: ['Select', 'Descriptions'] },
  { path: '/group/:shopId', remote: 'cart-checkout-group', module: './group-page', header: 'full' },

  { path: '/profile', remote: 'account-wallet-orders', module: './profile-page', header: 'back', auth: true },
  { path: '/settings', remote: 'account-wallet-orders', module: './settings-page', header: 'back', auth: true },
  { path: '/orders', remote: 'account-wallet-orders', module: './orders-page', header: 'back', auth: true },
  { path: '/orders/:id', remote: 'account-wallet-orders', module: './order-page', header: 'back', auth: true, firstCalls: ['dashboard/user/orders/:id', 'dashboard/user/orders/:id/courier'], firstParts: ['Steps', 'Descriptions'] },
  { path: '/order-refunds', remote: 'account-wallet-orders', module: './refunds-page', header: 'full', auth: true },
  { path: '/wallet', remote: 'account-wallet-orders', module: './wallet-page', header: 'full', auth: true },
  { path: '/referrals', remote: 'account-wallet-orders', module: './referrals-page', header: 'full', auth: true },
  { path: '/saved-locations', remote: 'account-wallet-orders', module: './saved-locations-page', header: 'full', auth: true },
  { path: '/be-seller', remote: 'account-wallet-orders', module: './be-seller-page', header: 'back', auth: true },
  { path: '/deliver', remote: 'account-wallet-orders', module: './deliver-page', header: 'full' },
  { path: '/help', remote: 'account-wallet-orders', module: './help-page', header: 'back' },

  { path: '/reservations', remote: 'reservations', module: './reservations-page', header: 'full' },
  { path: '/reservations/:shopId', remote: 'reservations', module: './booking-page', header: 'full' },

  { path: '/parcels', remote: 'parcels-recipes', module: './parcels-page', header: 'full' },
  { path: '/parcels/:id', remote: 'parcels-recipes', module: './parcel-page', header: 'full', auth: true },
  { path: '/parcel-checkout', remote: 'parcels-recipes', module: './parcel-checkout-page', header: 'back', auth: true },
  { path: '/recipes', remote: 'parcels-recipes', module: './recipes-page', header: 'full' },
  { path: '/recipes/:id', remote: 'parcels-recipes', module: './recipe-page', header: 'full' },

  { path: '/notifications', remote: 'chat-notifications', module: './notifications-page', header: 'full', auth: true },
  { path: '/chat', remote: 'chat-notifications', module: './chat-page', header: 'full', auth: true },
];

/**
 * The API calls the shell makes on every page as it starts (the languages, currencies and server translations),
 * written as the app asks them: path and query, before the `lang` the HTTP client adds to every call. boot.js starts
 * them with the HTML (with a page's own, listed with it); the HTTP client takes their answers instead of asking again.
 * A test of each app keeps the lists equal to the calls it makes.
 */
export const SHELL_FIRST_CALLS = ['rest/languages/active', 'rest/currencies/active', 'rest/translations/paginate'] as const;

/** The calls of the pages in the shell's frame (header and footer): the settings. The sign-in pages load none. */
export const FRAME_FIRST_CALLS = ['rest/settings'] as const;

/**
 * A first call as the page asks it on one address (what boot.js writes, and what the tests compare with): the path's
 * parameters put in (`:id`), the delivery point (`:address`, as `address[latitude]` and `address[longitude]`, or
 * nothing without one), and the language last, as the HTTP client adds it.
 */
export function firstCallUrl(call: string, at: { params?: Record<string, string>; point?: readonly [number, number]; lang: string }): string {
  const path = call
    .replace(/([?&]):address/, (_, sep: string) => (at.point ? `${sep}address%5Blatitude%5D=${at.point[0]}&address%5Blongitude%5D=${at.point[1]}` : ''))
    .replace(/:([A-Za-z]+)/g, (all, name: string) => at.params?.[name] ?? all);
  return `${path}${path.includes('?') ? '&' : '?'}lang=${at.lang}`;
}

/** Widgets the shell mounts from remotes, outside the routes. */
export const REMOTE_WIDGETS = {
  homeContent: {
    remote: 'catalogue-search',
    module: './home-content',
    // The home page's first screen: banners, stories, categories, tags and the recommended shops (near the delivery
    // address when there is one). The rows of restaurants and shops below are asked when they come near.
    firstCalls: ['rest/banners/paginate?perPage=10', 'rest/stories/paginate?perPage=20', 'rest/categories/paginate?type=shop&perPage=50', 'rest/shops-takes', 'rest/shops/recommended?:address'],
    // The page's largest paint: the first banner's picture (the `img` of the first item of that call's answer).
    largestPicture: { call: 'rest/banners/paginate?perPage=10', field: 'img' },
  },
  newsModal: { remote: 'catalogue-search', module: './news-modal' },
  cartButton: { remote: 'cart-checkout-group', module: './cart-button' },
  notificationsButton: { remote: 'chat-notifications', module: './notifications-button' },
  chatWidget: { remote: 'chat-notifications', module: './chat-widget' },
  addressEditor: { remote: 'account-wallet-orders', module: './address-editor' },
} as const satisfies Record<string, { remote: RemoteName; module: string; firstCalls?: readonly string[]; largestPicture?: { call: string; field: string } }>;

/** Shell-owned pages that load no persisted state or settings. */
export const AUTH_PAGES = [
  '/login',
  '/register',
  '/reset-password',
  '/verify-phone',
  '/update-password',
  '/update-details',
  '/welcome',
] as const;
