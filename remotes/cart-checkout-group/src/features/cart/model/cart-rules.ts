import type { AddToCartRequest } from '@market/contract';

/** One add-on of a local cart line: its quantity is per unit of the main item. */
export interface LocalAddon {
  stock_id: number;
  quantity: number;
  price: number;
  title: string;
}

/** A line of the local (guest) cart: id, quantity, stock, addons, shop_id. */
export interface LocalCartItem {
  /** Same stock and same add-ons = same key = same line. */
  key: string;
  stock_id: number;
  quantity: number;
  /** One unit, add-ons excluded, in the default currency. */
  price: number;
  product: AddToCartRequest['product'];
  addons: LocalAddon[];
}

export interface LocalCart {
  /** Made when the cart gets its first item; tells one cart's content from an identical later one. */
  id: string | null;
  shop_id: number | null;
  items: LocalCartItem[];
}

export const EMPTY_CART: LocalCart = { id: null, shop_id: null, items: [] };

/** The line key: the stock plus its add-ons (sorted, so the order of choice does not matter). */
export function itemKey(stock_id: number, addons: readonly { stock_id: number; quantity: number }[]): string {
  const parts = addons
    .filter((a) => a.quantity > 0)
    .map((a) => `${a.stock_id}x${a.quantity}`)
    .sort();
  return [String(stock_id), ...parts].join('|');
}

function newCartId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Whether adding `shop_id` would replace a cart of another shop (the UI asks first). */
export function isOtherShop(cart: LocalCart, shop_id: number): boolean {
  return cart.items.length > 0 && cart.shop_id !== null && cart.shop_id !== shop_id;
}

/** Add: the same item (same stock and add-ons) increases its quantity; another shop's cart is replaced. */
export function addItem(cart: LocalCart, req: AddToCartRequest): LocalCart {
  const quantity = Math.max(1, Math.floor(req.quantity || 1));
  const addons = req.addons.filter((a) => a.quantity > 0).map((a) => ({ ...a }));
  const key = itemKey(req.stock_id, addons);
  const base = isOtherShop(cart, req.shop_id) || cart.items.length === 0 ? { ...EMPTY_CART, id: newCartId() } : cart;
  const existing = base.items.find((i) => i.key === key);
  const items = existing
    ? base.items.map((i) => (i.key === key ? { ...i, quantity: i.quantity + quantity } : i))
    : [...base.items, { key, stock_id: req.stock_id, quantity, price: req.price, product: req.product, addons }];
  return { id: base.id ?? newCartId(), shop_id: req.shop_id, items };
}

/** Set replaces the quantity (0 or less removes the line). */
export function setQuantity(cart: LocalCart, key: string, quantity: number): LocalCart {
  if (quantity <= 0) return removeItem(cart, key);
  return { ...cart, items: cart.items.map((i) => (i.key === key ? { ...i, quantity: Math.floor(quantity) } : i)) };
}

/** Reduce lowers the quantity only when it is above 1. */
export function reduceItem(cart: LocalCart, key: string): LocalCart {
  return { ...cart, items: cart.items.map((i) => (i.key === key && i.quantity > 1 ? { ...i, quantity: i.quantity - 1 } : i)) };
}

export function removeItem(cart: LocalCart, key: string): LocalCart {
  const items = cart.items.filter((i) => i.key !== key);
  return items.length ? { ...cart, items } : EMPTY_CART;
}

export function clearCart(): LocalCart {
  return EMPTY_CART;
}

/** One unit of a line with its add-ons. */
export function unitTotal(item: Pick<LocalCartItem, 'price' | 'addons'>): number {
  return item.price + item.addons.reduce((sum, a) => sum + a.price * a.quantity, 0);
}

export function cartTotal(cart: LocalCart): number {
  return round2(cart.items.reduce((sum, i) => sum + unitTotal(i) * i.quantity, 0));
}

export function cartCount(cart: LocalCart): number {
  return cart.items.reduce((sum, i) => sum + i.quantity, 0);
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A product row of insert-product: add-ons are rows whose parent_id is the main stock id. */
export interface InsertProductRow {
  stock_id: number;
  quantity: number;
  parent_id?: number;
}

/** A line as insert-product needs it: its stock, quantity and add-ons (their quantities per main unit). */
export interface RowSource {
  stock_id: number;
  quantity: number;
  addons: readonly { stock_id: number; quantity: number }[];
}

/**
 * The rows that send lines (a local cart's, or one line of a server cart) to the server. Lines with the same
 * stock are summed (the server keeps one row per stock), add-on quantities are per main unit locally and
 * absolute on the server.
 */
export function toInsertRows(items: readonly RowSource[]): InsertProductRow[] {
  const rows = new Map<string, InsertProductRow>();
  const put = (stock_id: number, quantity: number, parent_id?: number) => {
    const k = `${parent_id ?? ''}:${stock_id}`;
    const row = rows.get(k);
    if (row) row.quantity += quantity;
    else rows.set(k, parent_id === undefined ? { stock_id, quantity } : { stock_id, quantity, parent_id });
  };
  for (const item of items) {
    put(item.stock_id, item.quantity);
    for (const a of item.addons) put(a.stock_id, a.quantity * item.quantity, item.stock_id);
  }
  return [...rows.values()];
}

/** The rows that set one line's quantity on the server, with its add-ons (a row sent without them loses them). */
export function lineRows(line: RowSource, quantity: number): InsertProductRow[] {
  return toInsertRows([{ ...line, quantity }]);
}

/** A short stable hash of the cart's identity and content (FNV-1a), for the "already sent" marker. */
export function cartHash(cart: LocalCart): string {
  const text = JSON.stringify([cart.id, cart.shop_id, cart.items.map((i) => [i.key, i.quantity])]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/** Reads a persisted cart (its parsed JSON) defensively: anything malformed is an empty cart. */
export function cartFromStorage(stored: unknown): LocalCart {
  const value = stored as LocalCart | null;
  if (!value || !Array.isArray(value.items)) return EMPTY_CART;
  const items = value.items.filter((i) => i && typeof i.stock_id === 'number' && i.quantity > 0 && typeof i.key === 'string');
  return items.length ? { id: value.id ?? null, shop_id: value.shop_id ?? null, items } : EMPTY_CART;
}
