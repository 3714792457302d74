/** Shops, products, categories, search, reviews, branches, tags, delivery zones and recipes (public). */
import type {
  Branch, DeliveryZoneCheck, Paginated, MenuProduct, ProductAvgPrices, Recipe, Review, Shop, ShopProducts, Tag,
} from '@market/contract';
import type { FastifyReply } from 'fastify';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';
import { pick, type Texts } from '../lib/i18n.ts';
import { distanceKm, inPolygon, round2, type Point } from '../lib/geo.ts';
import { bool, int, latLng, list, num, str } from '../lib/query.ts';
import { pageArgs, paged, pageOf, pageQuery, type PageArgs } from '../lib/paginate.ts';
import { searchIds } from '../services/search.ts';
import { presentProducts, presentShops, stocksById, type ProductRow, type ProductWithShop, type ShopRow } from '../services/present.ts';
import { REVIEW_COLUMNS, REVIEW_FROM, presentReview } from '../services/reviews.ts';
import type { ReviewRow } from '../services/reviews.ts';
import { shopPayments } from '../services/payments.ts';
import { categoryTree, presentCategory, shopCategories, shopSubCategories, type CategoryRow } from '../services/categories.ts';
import { BRANCH_FROM, branchOf, presentBranch, type BranchRow } from '../services/branches.ts';
import type {
  BookingShopOne, CategoriesAnswer, CategoryAnswer, CategoryListAnswer, DeliveryZoneCheckOne, ProductAvgPricesOne, ProductHitPage, ShopPage, ShopPaymentList, BranchOne, BranchPage, ProductOne, RecipeOne, RecipePage,
  ReviewList, ShopMenuOne, ShopOne, TagList, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

/** The delivery point of a request: `address[latitude]`/`address[longitude]`, `address=lat,lng`, or `latitude`/`longitude`. */
export function requestPoint(q: Q): Point | undefined {
  return latLng(q.address) ?? latLng(q.location) ?? latLng({ latitude: q.latitude ?? q.lat, longitude: q.longitude ?? q.lng });
}

/** Ids of approved shops whose zone contains the point. */
export function shopsDeliveringTo(ctx: Ctx, at: Point): number[] {
  return [...ctx.zones()].filter(([, zone]) => inPolygon(at, zone)).map(([id]) => id);
}

/** An approved shop by id or uuid, else 404. */
export function shopRow(ctx: Ctx, idOrUuid: string | number): ShopRow {
  const id = typeof idOrUuid === 'number' ? idOrUuid : int(idOrUuid);
  const row = id
    ? ctx.db.get<ShopRow>("SELECT * FROM shops WHERE id = ? AND status = 'approved'", [id])
    : ctx.db.get<ShopRow>("SELECT * FROM shops WHERE uuid = ? AND status = 'approved'", [String(idOrUuid)]);
  if (!row) throw notFound();
  return row;
}

const SHOP_ORDERS: Record<string, (a: ShopRow, b: ShopRow) => number> = {
  new: (a, b) => b.created_at.localeCompare(a.created_at),
  old: (a, b) => a.created_at.localeCompare(b.created_at),
  rating: (a, b) => b.rating_avg - a.rating_avg,
  high_rating: (a, b) => b.rating_avg - a.rating_avg,
  low_rating: (a, b) => a.rating_avg - b.rating_avg,
  best_sale: (a, b) => b.orders_count - a.orders_count,
  trust_you: (a, b) => b.is_recommended - a.is_recommended || b.rating_avg - a.rating_avg,
  delivery_time: (a, b) => a.delivery_time_from - b.delivery_time_from,
  fast_delivery: (a, b) => a.delivery_time_from - b.delivery_time_from,
  price: (a, b) => a.price - b.price,
};

/**
 * Shop lists. Filters: type, category_id, tag_id / tags[], search, newest=1, order_by (new, old, rating,
 * high_rating, low_rating, best_sale, trust_you, delivery_time, price), group (open, free_delivery,
 * recommended, deals; a name or group[name]=1), open=1, free_delivery=1, verify=1 (verified only), and the address (only shops
 * delivering there; adds `distance`).
 */
export function listShops(ctx: Ctx, q: Q, lang: string, base: { booking?: boolean; recommended?: boolean } = {}, p: PageArgs = pageArgs(q)): JsonText {
  return ctx.answers.json(SHOP_LIST_TABLES, answerKey(ctx, 'shops', lang, [q, base, p]), () => computeShops(ctx, q, lang, base, p));
}

/** Every table a shop list reads (filters, search, open now, tags, hours); a write to any of them recomputes it. */
export const SHOP_LIST_TABLES = [
  'shops', 'shop_categories', 'shop_tags', 'tags', 'products', 'stocks', 'search_index', 'shop_working_days', 'shop_closed_dates', 'categories',
] as const;

/** Every table a product list reads (filters, search, stocks with extras and add-ons, pictures, units, its shop's open now). */
export const PRODUCT_LIST_TABLES = [
  'products', 'shops', 'categories', 'stocks', 'search_index', 'stock_extras', 'extra_values', 'extra_groups', 'stock_addons',
  'product_galleries', 'units', 'shop_working_days', 'shop_closed_dates',
] as const;

/** A page's JSON in UTF-8 (kept answers are sent as they were serialised). */
type JsonText = Buffer;

/** Send JSON as Fastify sends an object: the same bytes and content type. */
function sendJson(reply: FastifyReply, json: JsonText): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A list's cache key: the list, the language, the local minute (shops open and close with it), the query. */
function answerKey(ctx: Ctx, list: string, lang: string, args: unknown[]): string {
  const t = ctx.local();
  return `${list}|${lang}|${t.date} ${t.time}|${JSON.stringify(args)}`;
}

function computeShops(ctx: Ctx, q: Q, lang: string, base: { booking?: boolean; recommended?: boolean }, p: PageArgs): Paginated<Shop> & Wire<typeof ShopPage> {
  const where = ["status = 'approved'"];
  const params: (string | number)[] = [];
  const type = str(q.type);
  if (type === 'shop' || type === 'restaurant') {
    where.push('type = ?');
    params.push(type);
  }
  if (base.booking) where.push('booking = 1');
  if (bool(q.verify)) where.push('verify = 1');
  const category = int(q.category_id);
  if (category) {
    where.push('id IN (SELECT shop_id FROM shop_categories WHERE category_id = ?)');
    params.push(category);
  }
  const tags = [...list(q.tags), ...list(q.tag_id)].map(Number).filter(Number.isInteger);
  if (tags.length) {
    where.push('id IN (SELECT shop_id FROM shop_tags WHERE tag_id IN (SELECT value FROM json_each(?)))');
    params.push(JSON.stringify(tags));
  }
  const group = new Set<string>(typeof q.group === 'object' && q.group ? Object.keys(q.group).filter((k) => bool((q.group as Q)[k])) : list(q.group));
  if (bool(q.open)) group.add('open');
  if (bool(q.free_delivery)) group.add('free_delivery');
  if (base.recommended || group.has('recommended')) where.push('is_recommended = 1');
  if (group.has('free_delivery')) where.push('price = 0');
  if (group.has('deals')) where.push('id IN (SELECT p.shop_id FROM products p JOIN stocks s ON s.product_id = p.id WHERE s.discount > 0)');
  // Filter and sort on a few columns; whole rows only for the page.
  let rows = ctx.db.all<ShopRow>(
    `SELECT id, created_at, rating_avg, orders_count, is_recommended, delivery_time_from, price FROM shops WHERE ${where.join(' AND ')} ORDER BY id`,
    params,
  );
  const search = str(q.search);
  if (search) {
    const ids = searchIds(ctx.db, 'shop', search, lang);
    const rank = new Map(ids.map((id, i) => [id, i]));
    rows = rows.filter((r) => rank.has(r.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }
  if (group.has('open')) {
    const open = ctx.openShopIds();
    rows = rows.filter((r) => open.has(r.id));
  }
  const at = requestPoint(q);
  if (at) {
    const delivering = new Set(shopsDeliveringTo(ctx, at));
    rows = rows.filter((r) => delivering.has(r.id));
  }
  const order = bool(q.newest) ? 'new' : str(q.order_by);
  if (order && SHOP_ORDERS[order]) rows = [...rows].sort(SHOP_ORDERS[order]);
  else if (!search) {
    // Default: open shops first, then recommended, then rating.
    const open = ctx.openShopIds();
    rows = [...rows].sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id)) || b.is_recommended - a.is_recommended || b.rating_avg - a.rating_avg || a.id - b.id);
  }
  const page = pageOf(rows, p);
  const full = new Map(
    ctx.db.all<ShopRow>('SELECT * FROM shops WHERE id IN (SELECT value FROM json_each(?))', [JSON.stringify(page.data.map((r) => r.id))]).map((r) => [r.id, r]),
  );
  return { ...page, data: presentShops(ctx, page.data.map((r) => full.get(r.id)!), lang, { from: at, counted: base.recommended }) };
}

/** Products of approved shops, never add-ons. Filters: shop_id, category_id (with its children), search, price_from/price_to, address, order_by. */
function listProducts(ctx: Ctx, q: Q, lang: string, p: PageArgs, extra: { shopId?: number; recommended?: boolean } = {}): JsonText {
  return ctx.answers.json(PRODUCT_LIST_TABLES, answerKey(ctx, 'products', lang, [q, p, extra]), () => computeProducts(ctx, q, lang, p, extra));
}

function computeProducts(ctx: Ctx, q: Q, lang: string, p: PageArgs, extra: { shopId?: number; recommended?: boolean }): Paginated<ProductWithShop> & Wire<typeof ProductHitPage> {
  const where = ["p.addon = 0", "p.active = 1", "sh.status = 'approved'"];
  const params: (string | number)[] = [];
  const shopId = extra.shopId ?? int(q.shop_id);
  if (shopId) {
    where.push('p.shop_id = ?');
    params.push(shopId);
  }
  const category = int(q.category_id);
  if (category) {
    where.push('(p.category_id = ? OR p.category_id IN (SELECT id FROM categories WHERE parent_id = ?))');
    params.push(category, category);
  }
  if (extra.recommended) where.push('(p.is_recommended = 1 OR p.sold >= 400)');
  const priceFrom = num(q.price_from);
  const priceTo = num(q.price_to);
  if (priceFrom !== undefined || priceTo !== undefined) {
    where.push('EXISTS (SELECT 1 FROM stocks s WHERE s.product_id = p.id AND s.price BETWEEN ? AND ?)');
    params.push(priceFrom ?? 0, priceTo ?? 1e9);
  }
  const at = requestPoint(q);
  if (at) {
    where.push('p.shop_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(shopsDeliveringTo(ctx, at)));
  }
  const search = str(q.search);
  const order = ({
    new: 'p.created_at DESC, p.id',
    rating: 'p.rating_avg DESC, p.id',
    best_sale: 'p.sold DESC, p.id',
    price_asc: '(SELECT min(price) FROM stocks WHERE product_id = p.id), p.id',
    price_desc: '(SELECT min(price) FROM stocks WHERE product_id = p.id) DESC, p.id',
  } as Record<string, string>)[str(q.order_by) ?? ''] ?? (extra.recommended ? 'p.sold DESC, p.id' : 'p.id');
  const from = `FROM products p JOIN shops sh ON sh.id = p.shop_id WHERE ${where.join(' AND ')}`;
  if (!search) {
    return pageQuery<ProductRow, ProductWithShop>(ctx.db, p, 'p.*', from, order, params, (rows) => presentProducts(ctx, rows, lang, { withShop: true }));
  }
  // Search: rank with FTS, keep the ids that pass the filters (rowid lookups), page in rank order.
  const ranked = searchIds(ctx.db, 'product', search, lang, shopId);
  const allowed = new Set(
    ctx.db
      .all<{ id: number }>(
        `SELECT p.id FROM json_each(?) j CROSS JOIN products p ON p.id = j.value JOIN shops sh ON sh.id = p.shop_id WHERE ${where.join(' AND ')}`,
        [JSON.stringify(ranked), ...params],
      )
      .map((r) => r.id),
  );
  const ids = ranked.filter((id) => allowed.has(id));
  const pageIds = ids.slice(p.offset, p.offset + p.perPage);
  const byId = new Map(
    ctx.db.all<ProductRow>('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))', [JSON.stringify(pageIds)]).map((r) => [r.id, r]),
  );
  return paged(presentProducts(ctx, pageIds.map((id) => byId.get(id)!), lang, { withShop: true }), ids.length, p);
}

interface RecipeRow {
  id: number; shop_id: number; category_id: number; img: string; translations: string; active_time: number; total_time: number;
  calories: number; servings: number; ingredient: string; instruction: string; nutritions: string; created_at: string;
  s_uuid: string; s_logo: string; s_translations: string;
}

function presentRecipes(ctx: Ctx, rows: RecipeRow[], lang: string): Recipe[] {
  const links = ctx.db.all<{ receipt_id: number; stock_id: number; min_quantity: number }>(
    'SELECT * FROM receipt_stocks WHERE receipt_id IN (SELECT value FROM json_each(?))',
    [JSON.stringify(rows.map((r) => r.id))],
  );
  const stocks = stocksById(ctx, links.map((l) => l.stock_id), lang);
  return rows.map((r) => ({
    id: r.id, shop_id: r.shop_id, category_id: r.category_id, img: r.img, bg_img: r.img, translation: pick(r.translations, lang),
    active_time: r.active_time, total_time: r.total_time, calories: r.calories, servings: r.servings,
    // The family nests both texts (HTML) as `{title}`.
    ingredient: { title: pickText(r.ingredient, lang) }, instruction: { title: pickText(r.instruction, lang) },
    nutritions: (JSON.parse(r.nutritions) as (Omit<Recipe['nutritions'][number], 'translation'> & { translation: Texts })[]).map((n) => ({
      ...n, translation: pick(n.translation, lang),
    })),
    stocks: links.filter((l) => l.receipt_id === r.id && stocks.has(l.stock_id)).map((l) => ({ ...stocks.get(l.stock_id)!, min_quantity: l.min_quantity })),
    shop: { id: r.shop_id, uuid: r.s_uuid, logo_img: r.s_logo, translation: pick(r.s_translations, lang) },
    created_at: r.created_at,
  }));
}

/** A JSON {lang: text} column in the language, else English. */
function pickText(json: string, lang: string): string {
  const all = JSON.parse(json) as Record<string, string>;
  return all[lang] ?? all.en ?? '';
}

const RECIPE_FROM = "FROM receipts r JOIN shops s ON s.id = r.shop_id AND s.status = 'approved'";
const RECIPE_SELECT = 'r.*, s.uuid AS s_uuid, s.logo_img AS s_logo, s.translations AS s_translations';

export function catalogueRoutes({ pub, ctx }: Scopes): void {
  const { db } = ctx;
  /** A shop with its page's details (its products counted). */
  const shopDetail = (row: ShopRow, lang: string, from?: Point): Shop & { products_count: number } => {
    const shop = presentShops(ctx, [row], lang, { detail: true, from })[0]!;
    return { ...shop, products_count: shop.products_count ?? 0 };
  };

  // Shops
  pub.get('/rest/shops/paginate', async (req, reply) => sendJson(reply, listShops(ctx, req.query as Q, req.lang)));
  pub.get('/rest/booking/shops/paginate', async (req, reply) => sendJson(reply, listShops(ctx, req.query as Q, req.lang, { booking: true })));
  pub.get('/rest/shops/recommended', async (req, reply) =>
    sendJson(reply, listShops(ctx, req.query as Q, req.lang, { recommended: true }, pageArgs(req.query as Q, 20))),
  );
  pub.get('/rest/shops/search', async (req, reply) => {
    const q = req.query as Q;
    if (!str(q.search)) return paged([], 0, pageArgs(q)) satisfies Wire<typeof ShopPage>;
    return sendJson(reply, listShops(ctx, q, req.lang));
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id', async (req): Promise<Wire<typeof ShopOne>> => {
    return { data: shopDetail(shopRow(ctx, req.params.id), req.lang, requestPoint(req.query as Q)) };
  });
  pub.get<{ Params: { id: string } }>('/rest/booking/shops/:id', async (req): Promise<Wire<typeof BookingShopOne>> => {
    const row = shopRow(ctx, req.params.id);
    if (!row.booking) throw notFound();
    const shop = shopDetail(row, req.lang);
    return { data: { ...shop, booking_shop_working_days: shop.booking_shop_working_days ?? [], booking_shop_closed_date: shop.booking_shop_closed_date ?? [] } };
  });
  pub.get('/rest/shops-takes', async (req): Promise<Wire<typeof TagList>> => {
    const p = pageArgs(req.query as Q, 50);
    return pageQuery<{ id: number; img: string; translations: string }, Tag>(db, p, '*', 'FROM tags', 'id', [], (rows) =>
      rows.map((t) => ({ id: t.id, img: t.img, translation: pick(t.translations, req.lang) })),
    );
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/reviews', async (req): Promise<Wire<typeof ReviewList>> => {
    const shop = shopRow(ctx, req.params.id);
    return pageQuery<ReviewRow, Review>(db, pageArgs(req.query as Q), REVIEW_COLUMNS, `${REVIEW_FROM} WHERE r.shop_id = ? AND r.reviewable_type IN ('shop', 'order')`, 'r.created_at DESC, r.id DESC', [shop.id], (rows) => rows.map(presentReview));
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/payments', async (req): Promise<Wire<typeof ShopPaymentList>> => ({ data: shopPayments(ctx, shopRow(ctx, req.params.id).id) }));
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/categories', async (req): Promise<Wire<typeof CategoryListAnswer>> => {
    const shop = shopRow(ctx, req.params.id);
    return { data: categoryTree(ctx, 'main', req.lang, shop.id) };
  });
  pub.get('/rest/branches', async (req): Promise<Wire<typeof BranchPage>> => {
    const q = req.query as Q;
    const shopId = int(q.shop_id);
    return pageQuery<BranchRow, Branch>(
      db, pageArgs(q), 'b.*', `${BRANCH_FROM} ${shopId ? 'WHERE b.shop_id = ?' : ''}`, 'b.id',
      shopId ? [shopId] : [],
      (rows) => rows.map((b) => presentBranch(b, req.lang)),
    );
  });
  pub.get<{ Params: { id: string } }>('/rest/branches/:id', async (req): Promise<Wire<typeof BranchOne>> => ({ data: branchOf(ctx, int(req.params.id) ?? 0, req.lang) }));

  // Delivery zones: 200 {status, shop_ids, km?} when delivered, else 400 with the catalogue message.
  pub.get('/rest/shop/delivery-zone/check/distance', async (req): Promise<Wire<typeof DeliveryZoneCheckOne>> => {
    const at = requestPoint(req.query as Q);
    if (!at) throw new HttpError(422, 'Required', { address: ['Required'] });
    const ids = shopsDeliveringTo(ctx, at);
    if (ids.length === 0) throw new HttpError(400, MSG.notAvailable);
    const data: DeliveryZoneCheck = { status: true, shop_ids: ids };
    return { data };
  });
  pub.get<{ Params: { id: string } }>('/rest/shop/:id/delivery-zone/check/distance', async (req): Promise<Wire<typeof DeliveryZoneCheckOne>> => {
    const shop = shopRow(ctx, req.params.id);
    const at = requestPoint(req.query as Q);
    if (!at) throw new HttpError(422, 'Required', { address: ['Required'] });
    if (!inPolygon(at, ctx.zones().get(shop.id) ?? [])) throw new HttpError(400, MSG.noDelivery);
    const data: DeliveryZoneCheck = { status: true, shop_ids: [shop.id], km: round2(distanceKm(at, [shop.latitude, shop.longitude])) };
    return { data };
  });

  // Products
  pub.get('/rest/products/paginate', async (req, reply) => sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q))));
  pub.get('/rest/products/search', async (req, reply) => {
    const q = req.query as Q;
    if (!str(q.search)) return paged([], 0, pageArgs(q)) satisfies Wire<typeof ProductHitPage>;
    return sendJson(reply, listProducts(ctx, q, req.lang, pageArgs(q)));
  });
  pub.get('/rest/products-avg-prices', async (req): Promise<Wire<typeof ProductAvgPricesOne>> => {
    const q = req.query as Q;
    const shopId = int(q.shop_id);
    const category = int(q.category_id);
    const r = db.get<{ min: number | null; max: number | null; avg: number | null }>(
      `SELECT min(s.price) AS min, max(s.price) AS max, avg(s.price) AS avg FROM stocks s JOIN products p ON p.id = s.product_id
       JOIN shops sh ON sh.id = p.shop_id AND sh.status = 'approved' WHERE p.addon = 0 AND p.active = 1
       ${shopId ? 'AND p.shop_id = ?' : ''} ${category ? 'AND (p.category_id = ? OR p.category_id IN (SELECT id FROM categories WHERE parent_id = ?))' : ''}`,
      [...(shopId ? [shopId] : []), ...(category ? [category, category] : [])],
    )!;
    const data: ProductAvgPrices = { min: r.min ?? 0, max: r.max ?? 0, avg: round2(r.avg ?? 0) };
    return { data };
  });
  pub.get<{ Params: { id: string } }>('/rest/products/:id', async (req): Promise<Wire<typeof ProductOne>> => {
    const id = int(req.params.id);
    const row = db.get<ProductRow>(
      `SELECT p.* FROM products p JOIN shops s ON s.id = p.shop_id AND s.status = 'approved' WHERE p.active = 1 AND ${id ? 'p.id = ?' : 'p.uuid = ?'}`,
      [id ?? req.params.id],
    );
    if (!row) throw notFound();
    const product = presentProducts(ctx, [row], req.lang, { withShop: true })[0]!;
    const cat = db.get<CategoryRow>('SELECT * FROM categories WHERE id = ?', [row.category_id]);
    if (cat) product.category = { id: cat.id, uuid: cat.uuid, translation: pick(cat.translations, req.lang) };
    return { data: product };
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products', async (req): Promise<Wire<typeof ShopMenuOne>> => {
    const shop = shopRow(ctx, req.params.id);
    const rows = db.all<ProductRow>('SELECT * FROM products WHERE shop_id = ? AND addon = 0 AND active = 1 ORDER BY id', [shop.id]);
    // A product without a stock has nothing to sell: the menu's cards show their stock's price.
    const products = presentProducts(ctx, rows, req.lang).map((p, i) => ({ p, recommended: rows[i]!.is_recommended === 1 }))
      .filter((x): x is { p: MenuProduct; recommended: boolean } => x.p.stock !== undefined);
    const cats = db.all<CategoryRow>('SELECT * FROM categories WHERE id IN (SELECT category_id FROM products WHERE shop_id = ? AND addon = 0) ORDER BY position', [shop.id]);
    const data: ShopProducts = {
      all: cats.map((c) => ({ ...presentCategory(c, req.lang), products: products.filter((x) => x.p.category_id === c.id).map((x) => x.p) })),
      recommended: products.filter((x) => x.recommended).map((x) => x.p),
    };
    return { data };
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products/paginate', async (req, reply) => {
    const shop = shopRow(ctx, req.params.id);
    return sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q), { shopId: shop.id }));
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products/recommended/paginate', async (req, reply) => {
    const shop = shopRow(ctx, req.params.id);
    return sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q), { shopId: shop.id, recommended: true }));
  });

  // Categories
  pub.get('/rest/categories/paginate', async (req): Promise<Wire<typeof CategoriesAnswer>> => {
    const q = req.query as Q;
    const type = str(q.type) ?? 'main';
    if (type !== 'main' && type !== 'receipt' && type !== 'shop') throw new HttpError(422, 'The selected type is invalid.', { type: ['The selected type is invalid.'] });
    // Shops are filed under the main categories (shop_categories), so the shop categories are the main ones that
    // have a shop, each with its children that have one, named `type: 'shop'` as the family's are.
    if (type === 'shop') return pageOf(shopCategories(ctx, req.lang), pageArgs(q, 50));
    return pageOf(categoryTree(ctx, type, req.lang, int(q.shop_id)), pageArgs(q, 50));
  });
  pub.get<{ Params: { id: string } }>('/rest/categories/sub-shop/:id', async (req): Promise<Wire<typeof CategoriesAnswer>> => {
    const children = shopSubCategories(ctx, int(req.params.id) ?? 0, req.lang);
    if (!children) throw notFound();
    return pageOf(children, pageArgs(req.query as Q, 50));
  });
  pub.get<{ Params: { id: string } }>('/rest/categories/:id', async (req): Promise<Wire<typeof CategoryAnswer>> => {
    const row = db.get<CategoryRow>('SELECT * FROM categories WHERE id = ? OR uuid = ?', [int(req.params.id) ?? 0, req.params.id]);
    if (!row) throw notFound();
    return { data: presentCategory(row, req.lang, db.all<CategoryRow>('SELECT * FROM categories WHERE parent_id = ? ORDER BY position', [row.id])) };
  });

  // Recipes ("receipts")
  pub.get('/rest/receipts/paginate', async (req): Promise<Wire<typeof RecipePage>> => {
    const q = req.query as Q;
    const where: string[] = [];
    const params: number[] = [];
    const category = int(q.category_id);
    const shopId = int(q.shop_id);
    if (category) (where.push('r.category_id = ?'), params.push(category));
    if (shopId) (where.push('r.shop_id = ?'), params.push(shopId));
    return pageQuery<RecipeRow, Recipe>(db, pageArgs(q), RECIPE_SELECT, `${RECIPE_FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, 'r.id', params, (rows) => presentRecipes(ctx, rows, req.lang));
  });
  pub.get<{ Params: { id: string } }>('/rest/receipts/:id', async (req): Promise<Wire<typeof RecipeOne>> => {
    const row = db.get<RecipeRow>(`SELECT ${RECIPE_SELECT} ${RECIPE_FROM} WHERE r.id = ?`, [int(req.params.id) ?? 0]);
    if (!row) throw notFound();
    return { data: presentRecipes(ctx, [row], req.lang)[0]! };
  });
}
