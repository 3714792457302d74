/** Carts: one per owner (the signed-in user), a user_cart per member, rows with add-ons as children. */
import { randomUUID } from 'node:crypto';
import type { CalculateResult, Cart, CartDetail, CartProduct, UserCart } from '@market/contract';
import {
  CartInsertBody, CartStoreBody, GuestCartInsertBody, GuestCartStoreBody,
} from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { distanceKm, inPolygon, round2, type Point } from '../lib/geo.ts';
import { validateBody } from '../lib/validation.ts';
import { stocksById } from './present.ts';
import { checkCoupon } from './payments.ts';

export interface CartRow { id: number; shop_id: number; owner_id: number; grp: number; currency_id: number | null; rate: number; created_at: string }
export interface UserCartRow { id: number; cart_id: number; uuid: string; name: string; user_id: number | null; status: number }
export interface DetailRow { id: number; user_cart_id: number; stock_id: number; quantity: number; parent_id: number | null; bonus: number; price: number; discount: number }

export function cartOfOwner(ctx: Ctx, ownerId: number): CartRow | undefined {
  return ctx.db.get<CartRow>('SELECT * FROM carts WHERE owner_id = ?', [ownerId]);
}

export function ownCart(ctx: Ctx, ownerId: number, cartId: number): CartRow {
  const cart = ctx.db.get<CartRow>('SELECT * FROM carts WHERE id = ? AND owner_id = ?', [cartId, ownerId]);
  if (!cart) throw notFound();
  return cart;
}

/** Deletes lines (and their add-ons) of the cart, any member's; 404 when none of them is in it. */
export function deleteCartLines(ctx: Ctx, cartId: number, lineIds: number[]): void {
  const r = ctx.db.run('DELETE FROM cart_details WHERE id IN (SELECT value FROM json_each(?)) AND user_cart_id IN (SELECT id FROM user_carts WHERE cart_id = ?)', [JSON.stringify(lineIds), cartId]);
  if (!r.changes) throw notFound();
}

/** Deletes the owner's carts among `cartIds`; how many, 404 when none. */
export function deleteCarts(ctx: Ctx, ownerId: number, cartIds: number[]): number {
  const r = ctx.db.run('DELETE FROM carts WHERE owner_id = ? AND id IN (SELECT value FROM json_each(?))', [ownerId, JSON.stringify(cartIds)]);
  if (!r.changes) throw notFound();
  return r.changes;
}

export function cartRows(ctx: Ctx, cartId: number): DetailRow[] {
  return ctx.db.all<DetailRow>(
    `SELECT d.*, s.price, s.discount FROM cart_details d JOIN user_carts uc ON uc.id = d.user_cart_id JOIN stocks s ON s.id = d.stock_id
     WHERE uc.cart_id = ? ORDER BY d.id`,
    [cartId],
  );
}

export function presentCart(ctx: Ctx, cartId: number, lang: string): Cart {
  const { db } = ctx;
  const cart = db.get<CartRow>('SELECT * FROM carts WHERE id = ?', [cartId]);
  if (!cart) throw notFound();
  const members = db.all<UserCartRow>('SELECT * FROM user_carts WHERE cart_id = ? ORDER BY id', [cartId]);
  const rows = cartRows(ctx, cartId);
  const stocks = stocksById(ctx, rows.map((r) => r.stock_id), lang);
  const detail = (r: DetailRow): CartDetail => ({
    id: r.id,
    quantity: r.quantity,
    price: round2((r.price - r.discount) * r.quantity),
    discount: round2(r.discount * r.quantity),
    bonus: r.bonus === 1,
    parent_id: r.parent_id,
    stock: stocks.get(r.stock_id)!,
    addons: rows.filter((a) => a.parent_id === r.id).map(detail),
  });
  const userCarts: UserCart[] = members.map((m) => ({
    id: m.id,
    cart_id: m.cart_id,
    uuid: m.uuid,
    name: m.name,
    user_id: m.user_id,
    status: m.status === 1,
    cartDetails: rows.filter((r) => r.user_cart_id === m.id && r.parent_id === null).map(detail),
  }));
  return {
    id: cart.id,
    shop_id: cart.shop_id,
    owner_id: cart.owner_id,
    group: cart.grp === 1,
    total_price: round2(rows.reduce((s, r) => s + (r.price - r.discount) * r.quantity, 0)),
    currency_id: cart.currency_id ?? 1,
    rate: cart.rate,
    user_carts: userCarts,
  };
}

type Validates = Parameters<typeof validateBody>[0];

/**
 * The body of the family's store calls as the insert routes' body: `products` as it is (`CartInsertBody`), else one
 * stock (`stock_id`, `quantity`) as a list of one; a 422 names the field either form lacks.
 */
export function storeBody(req: Validates, body: unknown): CartInsertBody {
  if (hasProducts(body)) return validateBody<CartInsertBody>(req, CartInsertBody, body);
  const { stock_id, quantity, ...rest } = validateBody<CartStoreBody>(req, CartStoreBody, body);
  return { ...rest, products: [{ stock_id, quantity }] };
}

/** `storeBody` for a group member (`rest/cart`): the group and the member's uuid, with `products` or one stock. */
export function guestStoreBody(req: Validates, body: unknown): GuestCartInsertBody {
  if (hasProducts(body)) return validateBody<GuestCartInsertBody>(req, GuestCartInsertBody, body);
  const { stock_id, quantity, ...rest } = validateBody<GuestCartStoreBody>(req, GuestCartStoreBody, body);
  return { ...rest, products: [{ stock_id, quantity }] };
}

const hasProducts = (body: unknown): boolean => typeof body === 'object' && body !== null && 'products' in body;

/** The owner's cart for a shop: a cart for another shop is replaced (one cart at a time). */
export function openCart(ctx: Ctx, ownerId: number, shopId: number, currencyId?: number, rate?: number): CartRow {
  const { db } = ctx;
  const shop = db.get<{ id: number }>("SELECT id FROM shops WHERE id = ? AND status = 'approved'", [shopId]);
  if (!shop) throw invalid('shop_id', 'The selected shop id is invalid.');
  return db.tx(() => {
    let cart = cartOfOwner(ctx, ownerId);
    if (cart && cart.shop_id !== shopId) {
      db.run('DELETE FROM carts WHERE id = ?', [cart.id]);
      cart = undefined;
    }
    if (!cart) {
      const owner = db.get<{ firstname: string; lastname: string | null }>('SELECT firstname, lastname FROM users WHERE id = ?', [ownerId])!;
      const id = db.insert('carts', { shop_id: shopId, owner_id: ownerId, grp: 0, currency_id: currencyId ?? 1, rate: rate ?? 1, created_at: ctx.now().toISOString() });
      db.insert('user_carts', { cart_id: id, uuid: randomUUID(), name: `${owner.firstname} ${owner.lastname ?? ''}`.trim(), user_id: ownerId, status: 0 });
      cart = db.get<CartRow>('SELECT * FROM carts WHERE id = ?', [id])!;
    } else if (currencyId || rate) {
      db.update('carts', cart.id, { currency_id: currencyId, rate });
    }
    return cart;
  });
}

export function ownerUserCart(ctx: Ctx, cart: CartRow): UserCartRow {
  return ctx.db.get<UserCartRow>('SELECT * FROM user_carts WHERE cart_id = ? AND user_id = ? ORDER BY id LIMIT 1', [cart.id, cart.owner_id])!;
}

interface StockInfo { id: number; quantity: number; product_id: number; shop_id: number; addon: number; active: number; min_qty: number; max_qty: number }

/**
 * How a member's rows are told apart. `stock`: one row per stock, whose add-ons are replaced by the ones sent
 * with it (the owner's own cart; its sync relies on it). `stock-and-addons`: a line is its stock plus its
 * add-ons (stock and quantity per unit), so the same stock with other add-ons is another line (group members).
 */
export type LineIdentity = 'stock' | 'stock-and-addons';

/**
 * Sets rows of a member's cart: each product sets the quantity of its row (0 removes it); add-ons name their
 * parent's stock in parent_id. A parent listed in the request gets exactly the add-ons listed with it.
 */
export function setProducts(ctx: Ctx, userCart: UserCartRow, shopId: number, products: CartProduct[], identity: LineIdentity = 'stock'): void {
  const { db } = ctx;
  const fail = (i: number, message: string): never => {
    throw new HttpError(422, message, { [`products.${i}`]: [message] });
  };
  db.tx(() => {
    const stock = (id: number, i: number): StockInfo => {
      const s = db.get<StockInfo>(
        'SELECT s.id, s.quantity, s.product_id, p.shop_id, p.addon, p.active, p.min_qty, p.max_qty FROM stocks s JOIN products p ON p.id = s.product_id WHERE s.id = ?',
        [id],
      );
      if (!s || s.active !== 1) return fail(i, 'The selected stock id is invalid.');
      if (s.shop_id !== shopId) return fail(i, 'The product is not sold by this shop.');
      return s;
    };
    const rowOf = (stockId: number, parentRowId: number | null) =>
      db.get<{ id: number }>(
        `SELECT id FROM cart_details WHERE user_cart_id = ? AND stock_id = ? AND ${parentRowId === null ? 'parent_id IS NULL' : 'parent_id = ?'}`,
        parentRowId === null ? [userCart.id, stockId] : [userCart.id, stockId, parentRowId],
      );
    const check = (s: StockInfo, quantity: number, i: number) => {
      if (quantity === 0) return;
      if (quantity > s.quantity) fail(i, 'The product is out of stock.');
      if (!s.addon && (quantity < s.min_qty || quantity > s.max_qty)) fail(i, `The quantity must be between ${s.min_qty} and ${s.max_qty}.`);
    };
    const checkAddon = (parentStock: number, p: CartProduct, i: number) => {
      const s = stock(p.stock_id, i);
      const offered = db.get('SELECT sa.id FROM stock_addons sa WHERE sa.stock_id = ? AND sa.addon_product_id = ?', [parentStock, s.product_id]);
      if (!offered) fail(i, 'This add-on is not offered with the product.');
      check(s, p.quantity, i);
    };
    const parents = products.map((p, i) => ({ p, i })).filter(({ p }) => !p.parent_id);
    const addons = products.map((p, i) => ({ p, i })).filter(({ p }) => p.parent_id);
    for (const { p, i } of parents) {
      const s = stock(p.stock_id, i);
      if (s.addon) fail(i, 'An add-on needs its parent_id.');
      check(s, p.quantity, i);
    }
    if (identity === 'stock-and-addons') {
      setLines(ctx, userCart, products, checkAddon, fail);
      return;
    }
    const touched = new Map<number, number>(); // parent stock id → parent row id
    for (const { p } of parents) {
      const existing = rowOf(p.stock_id, null);
      if (p.quantity === 0) {
        if (existing) db.run('DELETE FROM cart_details WHERE id = ?', [existing.id]);
        continue;
      }
      const rowId = existing
        ? (db.run('UPDATE cart_details SET quantity = ? WHERE id = ?', [p.quantity, existing.id]), existing.id)
        : db.insert('cart_details', { user_cart_id: userCart.id, stock_id: p.stock_id, quantity: p.quantity });
      db.run('DELETE FROM cart_details WHERE parent_id = ?', [rowId]);
      touched.set(p.stock_id, rowId);
    }
    for (const { p, i } of addons) {
      const parentStock = Number(p.parent_id);
      const parentRow = touched.get(parentStock) ?? rowOf(parentStock, null)?.id;
      if (!parentRow) fail(i, 'The parent product is not in the cart.');
      checkAddon(parentStock, p, i);
      const existing = rowOf(p.stock_id, parentRow!);
      if (p.quantity === 0) {
        if (existing) db.run('DELETE FROM cart_details WHERE id = ?', [existing.id]);
      } else if (existing) db.run('UPDATE cart_details SET quantity = ? WHERE id = ?', [p.quantity, existing.id]);
      else db.insert('cart_details', { user_cart_id: userCart.id, stock_id: p.stock_id, quantity: p.quantity, parent_id: parentRow! });
    }
  });
}

interface Line {
  id: number;
  quantity: number;
  /** Add-on stock id → its quantity on the server (for the whole line). */
  addons: Map<number, number>;
}

/** A member's lines of one stock, with their add-ons. */
function linesOf(ctx: Ctx, userCartId: number, stockId: number): Line[] {
  const rows = ctx.db.all<{ id: number; quantity: number }>(
    'SELECT id, quantity FROM cart_details WHERE user_cart_id = ? AND stock_id = ? AND parent_id IS NULL ORDER BY id',
    [userCartId, stockId],
  );
  return rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    addons: new Map(ctx.db.all<{ stock_id: number; quantity: number }>('SELECT stock_id, quantity FROM cart_details WHERE parent_id = ?', [r.id]).map((a) => [a.stock_id, a.quantity])),
  }));
}

/**
 * Whether a line is the one a request names: the same add-on stocks with the same quantity per unit (add-on
 * quantities are for the whole line, so they are compared across the two line quantities). A request that sets
 * the quantity to 0 names its add-ons without quantities: the add-on stocks alone say which line it is (when two
 * lines have those add-on stocks in other quantities, it is refused: such a line is removed by its row id).
 */
function sameLine(line: Line, quantity: number, addons: Map<number, number>): boolean {
  if (line.addons.size !== addons.size) return false;
  for (const [stockId, q] of addons) {
    const held = line.addons.get(stockId);
    if (held === undefined) return false;
    if (quantity > 0 && held * quantity !== q * line.quantity) return false;
  }
  return true;
}

/**
 * Sets a member's lines, a line being a stock plus its add-ons: each parent in the request, with the add-ons
 * that name its stock after it (before the next parent of that stock; add-ons listed before any such parent go
 * with the first), sets the quantity of the line with that stock and those add-ons per unit, or starts one. An
 * add-on sent without its parent changes the member's only line of that stock.
 */
function setLines(
  ctx: Ctx,
  userCart: UserCartRow,
  products: CartProduct[],
  checkAddon: (parentStock: number, p: CartProduct, i: number) => void,
  fail: (i: number, message: string) => never,
): void {
  const { db } = ctx;
  const groups = products.flatMap((p, at) => (p.parent_id ? [] : [{ p, at, addons: [] as { p: CartProduct; i: number }[] }]));
  const orphans: { p: CartProduct; i: number }[] = [];
  products.forEach((p, i) => {
    if (!p.parent_id) return;
    const ofStock = groups.filter((g) => g.p.stock_id === Number(p.parent_id));
    const group = ofStock.findLast((g) => g.at < i) ?? ofStock[0];
    if (group) group.addons.push({ p, i });
    else orphans.push({ p, i });
  });
  for (const g of groups) {
    for (const a of g.addons) checkAddon(g.p.stock_id, a.p, a.i);
    const wanted = new Map<number, number>();
    for (const a of g.addons) if (a.p.quantity > 0 || g.p.quantity === 0) wanted.set(a.p.stock_id, a.p.quantity);
    const named = linesOf(ctx, userCart.id, g.p.stock_id).filter((l) => sameLine(l, g.p.quantity, wanted));
    const line = named[0];
    if (g.p.quantity === 0) {
      if (named.length > 1) fail(g.at, 'Remove the line by its id: the product is in the cart more than once with these add-ons.');
      if (line) db.run('DELETE FROM cart_details WHERE id = ?', [line.id]);
      continue;
    }
    const rowId = line
      ? (db.run('UPDATE cart_details SET quantity = ? WHERE id = ?', [g.p.quantity, line.id]), line.id)
      : db.insert('cart_details', { user_cart_id: userCart.id, stock_id: g.p.stock_id, quantity: g.p.quantity });
    db.run('DELETE FROM cart_details WHERE parent_id = ?', [rowId]);
    for (const [stockId, q] of wanted) db.insert('cart_details', { user_cart_id: userCart.id, stock_id: stockId, quantity: q, parent_id: rowId });
  }
  for (const { p, i } of orphans) {
    const parentStock = Number(p.parent_id);
    const lines = linesOf(ctx, userCart.id, parentStock);
    if (lines.length !== 1) fail(i, lines.length ? 'Send the product with its add-ons: it is in the cart more than once.' : 'The parent product is not in the cart.');
    checkAddon(parentStock, p, i);
    const parentRow = lines[0]!.id;
    db.run('DELETE FROM cart_details WHERE parent_id = ? AND stock_id = ?', [parentRow, p.stock_id]);
    if (p.quantity > 0) db.insert('cart_details', { user_cart_id: userCart.id, stock_id: p.stock_id, quantity: p.quantity, parent_id: parentRow });
  }
}

export interface PriceOptions {
  type: 'delivery' | 'pickup';
  at?: Point;
  coupon?: string;
  tips?: number;
  lang: string;
}

export interface Priced extends CalculateResult {
  subtotal: number;
  coupon_code?: string;
  inZone: boolean;
}

/** Prices a cart: products, discounts, coupon, shop tax, delivery fee by distance, service fee, tips. */
export function priceCart(ctx: Ctx, cart: CartRow, o: PriceOptions): Priced {
  const { db } = ctx;
  const shop = db.get<{ id: number; price: number; price_per_km: number; tax: number; min_amount: number; latitude: number; longitude: number }>(
    'SELECT * FROM shops WHERE id = ?',
    [cart.shop_id],
  )!;
  const rows = cartRows(ctx, cart.id);
  const price = round2(rows.reduce((s, r) => s + r.price * r.quantity, 0));
  const productDiscount = round2(rows.reduce((s, r) => s + r.discount * r.quantity, 0));
  const subtotal = round2(price - productDiscount);
  let couponPrice = 0;
  let couponCode: string | undefined;
  if (o.coupon) {
    const c = checkCoupon(ctx, o.coupon, cart.shop_id, o.lang);
    couponPrice = round2(Math.min(subtotal, c.type === 'percent' ? (subtotal * c.price) / 100 : c.price));
    couponCode = c.name;
  }
  const totalTax = round2(((subtotal - couponPrice) * shop.tax) / 100);
  const km = o.at ? round2(distanceKm(o.at, [shop.latitude, shop.longitude])) : undefined;
  const deliveryFee = o.type === 'delivery' ? round2(shop.price + shop.price_per_km * (km ?? 0)) : 0;
  const serviceFee = Number(db.get<{ value: string }>("SELECT value FROM settings WHERE key = 'service_fee'")?.value ?? 0);
  // A tip is none (0) or at least a cent: 0.001 would be recorded as a tip of $0.00.
  if (o.tips !== undefined && o.tips > 0 && o.tips < 0.01) throw invalid('tips', 'The tips must be 0 or at least 0.01.');
  const tips = round2(o.tips ?? 0);
  return {
    price,
    subtotal,
    total_discount: round2(productDiscount + couponPrice),
    coupon_price: couponPrice,
    coupon_code: couponCode,
    total_tax: totalTax,
    delivery_fee: deliveryFee,
    service_fee: serviceFee,
    tips,
    total_price: round2(subtotal - couponPrice + totalTax + deliveryFee + serviceFee + tips),
    km,
    min_amount: shop.min_amount,
    inZone: o.at ? inPolygon(o.at, ctx.zones().get(shop.id) ?? []) : false,
  };
}

/** The checks before an order: not empty, shop open, minimum amount, delivery zone. */
export function assertOrderable(ctx: Ctx, cart: CartRow, priced: Priced, type: 'delivery' | 'pickup'): void {
  if (cartRows(ctx, cart.id).length === 0) throw invalid('cart_id', 'The cart is empty.');
  if (!ctx.openShopIds().has(cart.shop_id)) throw new HttpError(400, MSG.shopClosed);
  if (priced.subtotal < (priced.min_amount ?? 0)) throw new HttpError(400, MSG.minAmount);
  if (type === 'delivery' && !priced.inZone) throw new HttpError(400, MSG.noDelivery);
}
