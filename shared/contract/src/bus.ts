import type { Address, Currency, Language, Settings, User } from './entities/index.ts';

/** Payloads of the @market/bus units. */

/**
 * The user as the session keeps it (the `user` cookie holds at most 4 KB): the profile's call has the rest. A cookie
 * written before a field was sent may lack it.
 */
export type SessionUser = Pick<User, 'id' | 'uuid' | 'firstname' | 'currency_id'> & Partial<Pick<User, 'lastname' | 'email' | 'phone' | 'img'>>;

export interface Session {
  user: SessionUser | null;
  /** Whether the page has a session (the `user` cookie; the token's own cookie is HttpOnly). */
  signedIn: boolean;
}

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface LocaleState {
  locale: string;
  direction: Direction;
  languages: Language[];
}

export interface CurrencyState {
  current: Currency | null;
  currencies: Currency[];
}

/** Where the shopper wants things delivered: the active saved address, or a guest's chosen one. */
export interface ActiveAddress {
  id?: number;
  title?: string;
  address: string;
  location: [number, number];
}

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export interface Toast {
  kind: ToastKind;
  /** Already translated text. */
  message: string;
}

/** What catalogue-search (product modal, recipes) asks the cart to add. */
export interface AddToCartRequest {
  shop_id: number;
  stock_id: number;
  quantity: number;
  /** Price of one item in the default currency, for display until the server answers. */
  price: number;
  product: { id: number; uuid: string; title: string; img?: string };
  addons: { stock_id: number; quantity: number; price: number; title: string }[];
}

export interface CartSummary {
  shop_id: number | null;
  count: number;
  /** In the default currency. */
  total: number;
}

export interface ChatRequest {
  /** 'admin', a shop id or a courier id. */
  roleId: string;
  title?: string;
  orderId?: number;
}

export type { Address, Settings };
