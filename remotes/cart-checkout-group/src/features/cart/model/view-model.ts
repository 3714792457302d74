/** What a cart view shows: the guest cart, the server cart, and the server cart with this browser's waiting changes. */
import type { AddToCartRequest, Cart, CartDetail } from '@market/contract';
import { cartCount, cartTotal, round2, unitTotal, type LocalCart } from './cart-rules.ts';
import type { CartOp } from './outbox.ts';

/** The owner's rows of a server cart (the member rows belong to group members). */
export function ownRows(cart: Cart): CartDetail[] {
  const own = cart.user_carts.find((u) => u.user_id === cart.owner_id) ?? cart.user_carts[0];
  return own?.cartDetails ?? [];
}

export interface CartLine {
  key: string;
  stock_id: number;
  title: string;
  img?: string;
  quantity: number;
  /** One unit with its add-ons. */
  unitPrice: number;
  total: number;
  addons: { stock_id: number; title: string; quantity: number }[];
  /** Server rows of this line (the main row first). */
  detailIds: number[];
}

export interface CartView {
  source: 'local' | 'server';
  shop_id: number | null;
  cartId: number | null;
  lines: CartLine[];
  count: number;
  total: number;
}

/** The last guest view built, with its cart (the store's state: a new object at each change). */
let lastLocal: { cart: LocalCart; view: CartView } | null = null;

/** The guest cart as a view: built once per state of the cart, not once per view that shows it. */
export function localView(cart: LocalCart): CartView {
  if (lastLocal?.cart !== cart) lastLocal = { cart, view: buildLocalView(cart) };
  return lastLocal.view;
}

function buildLocalView(cart: LocalCart): CartView {
  return {
    source: 'local',
    shop_id: cart.shop_id,
    cartId: null,
    lines: cart.items.map((i) => ({
      key: i.key,
      stock_id: i.stock_id,
      title: i.product.title,
      img: i.product.img,
      quantity: i.quantity,
      unitPrice: round2(unitTotal(i)),
      total: round2(unitTotal(i) * i.quantity),
      addons: i.addons.map((a) => ({ stock_id: a.stock_id, title: a.title, quantity: a.quantity })),
      detailIds: [],
    })),
    count: cartCount(cart),
    total: cartTotal(cart),
  };
}

/** A server row as a line; its key is the row's (a group member may hold one stock in several lines). */
export function detailLine(d: CartDetail): CartLine {
  const total = round2(d.price + (d.addons ?? []).reduce((s, a) => s + a.price, 0));
  return {
    key: `d${d.id}`,
    stock_id: d.stock.id,
    title: d.stock.product?.translation?.title ?? '',
    img: d.stock.product?.img,
    quantity: d.quantity,
    unitPrice: d.quantity ? round2(total / d.quantity) : 0,
    total,
    addons: (d.addons ?? []).map((a) => ({
      stock_id: a.stock.id,
      title: a.stock.product?.translation?.title ?? '',
      quantity: d.quantity ? Math.max(1, Math.round(a.quantity / d.quantity)) : a.quantity,
    })),
    detailIds: [d.id, ...(d.addons ?? []).map((a) => a.id)],
  };
}

export function serverView(cart: Cart | null | undefined): CartView {
  const lines = cart ? ownRows(cart).filter((d) => !d.parent_id).map(detailLine) : [];
  return {
    source: 'server',
    shop_id: lines.length && cart ? cart.shop_id : null,
    cartId: cart?.id ?? null,
    lines,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    total: lines.length ? round2(cart?.total_price ?? lines.reduce((s, l) => s + l.total, 0)) : 0,
  };
}


type Addons = AddToCartRequest['addons'];

function addTo(lines: CartLine[], stock_id: number, quantity: number, price: number, product: AddToCartRequest['product'], addons: Addons): CartLine[] {
  const unit = round2(unitTotal({ price, addons }));
  const existing = lines.find((l) => l.stock_id === stock_id);
  if (!existing) {
    const line: CartLine = {
      key: `s${stock_id}`,
      stock_id,
      title: product.title,
      img: product.img,
      quantity,
      unitPrice: unit,
      total: round2(unit * quantity),
      addons: addons.filter((a) => a.quantity > 0).map((a) => ({ stock_id: a.stock_id, title: a.title, quantity: a.quantity })),
      detailIds: [],
    };
    return [...lines, line];
  }
  // The server keeps one row per stock: the add-ons join the line's.
  const merged = [...existing.addons];
  for (const a of addons) if (a.quantity > 0 && !merged.some((m) => m.stock_id === a.stock_id)) merged.push({ stock_id: a.stock_id, title: a.title, quantity: a.quantity });
  return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity, total: round2(l.total + unit * quantity), addons: merged } : l));
}

/** The last view built, with what it was built from: the header's count and the drawer ask for it in one render. */
let last: { cart: Cart | null | undefined; ops: readonly CartOp[]; view: CartView } | null = null;

/**
 * The server cart with the waiting operations applied in order, as the server will hold it once they land: what a
 * signed-in shopper sees, at once after each press. Built once for the same cart and operations (the outbox answers
 * the same array until they change), not once per view that shows it.
 */
export function pendingView(cart: Cart | null | undefined, ops: readonly CartOp[]): CartView {
  if (last && last.cart === cart && last.ops === ops) return last.view;
  const view = buildPendingView(cart, ops);
  last = { cart, ops, view };
  return view;
}

function buildPendingView(cart: Cart | null | undefined, ops: readonly CartOp[]): CartView {
  const base = serverView(cart);
  if (!ops.length) return base;
  let shop = base.shop_id;
  let lines = base.lines;
  for (const op of ops) {
    if (op.kind === 'add' || op.kind === 'merge') {
      const shopId = op.kind === 'add' ? op.req.shop_id : op.shop_id;
      if (shop !== null && shop !== shopId) lines = [];
      shop = shopId;
      if (op.kind === 'add') {
        const q = Math.max(1, Math.floor(op.req.quantity || 1));
        lines = addTo(lines, op.req.stock_id, q, op.req.price, op.req.product, op.req.addons);
      } else {
        for (const i of op.items) lines = addTo(lines, i.stock_id, i.quantity, i.price, i.product, i.addons);
      }
    } else if (op.kind === 'step') {
      lines = lines.map((l) => {
        if (l.stock_id !== op.stock_id || l.quantity + op.delta < 1) return l;
        const quantity = l.quantity + op.delta;
        return { ...l, quantity, total: round2(l.unitPrice * quantity) };
      });
    } else if (op.kind === 'remove') {
      lines = lines.filter((l) => l.stock_id !== op.stock_id);
    } else {
      lines = [];
    }
    if (!lines.length) shop = null;
  }
  return {
    source: 'server',
    shop_id: lines.length ? shop : null,
    cartId: base.cartId,
    lines,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    total: round2(lines.reduce((s, l) => s + l.total, 0)),
  };
}
