import type { Cart, CartDetail } from '@market/contract';
import { deleteServerCart, fetchServerCart, insertProducts } from '../api/cart-api.ts';
import { cartHash, toInsertRows, type InsertProductRow, type LocalCart } from './cart-rules.ts';

/** The hash of the last local cart sent to the server: a second tab or a retry never sends it again. */
export const SYNC_MARKER_KEY = 'market:cart-checkout-group:synced';

export type SyncResult = { status: 'empty' } | { status: 'already-sent' } | { status: 'sent'; cart: Cart };

export interface SyncOptions {
  /** Reads the local cart as stored now (another tab may have changed it). */
  read: () => LocalCart;
  /** Empties the local cart once the server has its items. */
  clear: () => void;
  currency: { id: number; rate: number };
}

/** The owner's rows of a server cart (the member rows belong to group members). */
export function ownRows(cart: Cart): CartDetail[] {
  const own = cart.user_carts.find((u) => u.user_id === cart.owner_id) ?? cart.user_carts[0];
  return own?.cartDetails ?? [];
}

/**
 * insert-product sets each stock's quantity, so rows the server already has for this shop get their quantities
 * added to the local ones: nothing the shopper chose before signing in, or before, is lost.
 */
export function mergeRows(local: InsertProductRow[], server: CartDetail[]): InsertProductRow[] {
  const existing = new Map<string, number>();
  for (const d of server) {
    existing.set(`:${d.stock.id}`, (existing.get(`:${d.stock.id}`) ?? 0) + d.quantity);
    for (const a of d.addons ?? []) existing.set(`${d.stock.id}:${a.stock.id}`, (existing.get(`${d.stock.id}:${a.stock.id}`) ?? 0) + a.quantity);
  }
  return local.map((r) => ({ ...r, quantity: r.quantity + (existing.get(`${r.parent_id ?? ''}:${r.stock_id}`) ?? 0) }));
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request('market:cart-checkout-group:sync', fn) as Promise<T>) : fn();
}

function readMarker(): string | null {
  try {
    return localStorage.getItem(SYNC_MARKER_KEY);
  } catch {
    return null;
  }
}

/**
 * Sends the local cart to the signed-in user's server cart exactly once (spec: "sent to the server once, then
 * the local cart is cleared and the server cart stored"). Tabs take turns through a Web Lock; the marker holds
 * the hash of the last cart sent, so a tab that comes second (or a retry after a lost answer) only clears.
 */
export function syncLocalCart({ read, clear, currency }: SyncOptions): Promise<SyncResult> {
  return withLock(async () => {
    const cart = read();
    if (!cart.items.length || cart.shop_id === null) return { status: 'empty' } as const;
    const hash = cartHash(cart);
    if (readMarker() === hash) {
      clear();
      return { status: 'already-sent' } as const;
    }
    const server = await fetchServerCart();
    let rows = toInsertRows(cart.items);
    if (server && server.shop_id === cart.shop_id) rows = mergeRows(rows, ownRows(server));
    else if (server && ownRows(server).length) await deleteServerCart(server.id);
    const result = await insertProducts({ shop_id: cart.shop_id, currency_id: currency.id, rate: currency.rate, products: rows });
    try {
      localStorage.setItem(SYNC_MARKER_KEY, hash);
    } catch {
      // Without storage the Web Lock and the clear below still keep one send per cart in this browser.
    }
    clear();
    return { status: 'sent', cart: result } as const;
  });
}
