/**
 * Products of the catalogue: the product lists (filters, search, price band, delivery point, order) answered from
 * kept JSON until a table they read changes, one product with its category, a shop's menu, and the price band.
 */
import type { MenuProduct, ProductAvgPrices, ShopProducts } from '@market/contract';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { round2 } from '../lib/geo.ts';
import { int, num, str } from '../lib/query.ts';
import { paged, pageJson, pageQuery, type PageArgs } from '../lib/paginate.ts';
import { KeptIds } from '../db/kept-ids.ts';
import { searchIds } from './search.ts';
import { presentProducts, presentProductIdsJson, presentProductsJson, type ProductRow, type ProductWithShop } from './present.ts';
import { presentCategory, type CategoryRow } from './categories.ts';
import { answerKey, requestPoint, shopsDeliveringTo, type JsonText } from './shops.ts';

type Q = Record<string, unknown>;

/** Every table a product list reads (filters, search, stocks with extras and add-ons, pictures, units, its shop's open now). */
export const PRODUCT_LIST_TABLES = [
  'products', 'shops', 'categories', 'stocks', 'search_index', 'stock_extras', 'extra_values', 'extra_groups', 'stock_addons',
  'product_galleries', 'units', 'shop_working_days', 'shop_closed_dates',
] as const;

/** Products of approved shops, never add-ons. Filters: shop_id, category_id (with its children), search, price_from/price_to, address, order_by. */
export function listProducts(ctx: Ctx, q: Q, lang: string, p: PageArgs, extra: { shopId?: number; recommended?: boolean } = {}): JsonText {
  return ctx.answers.utf8(PRODUCT_LIST_TABLES, answerKey(ctx, 'products', lang, [q, p, extra]), () => computeProducts(ctx, q, lang, p, extra));
}

/** What a search's filters read besides the index: the ranked ids they let through are kept while these stay as they were. */
const filteredHits = new KeptIds(['search_index', 'products', 'shops', 'categories', 'stocks'], 250_000);

/** A product list's page as JSON text (the products' cards are kept texts; see presentProductsJson). */
function computeProducts(ctx: Ctx, q: Q, lang: string, p: PageArgs, extra: { shopId?: number; recommended?: boolean }): JsonText {
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
    return pageJson(pageQuery<ProductRow, Buffer>(ctx.db, p, 'p.*', from, order, params, (rows) => presentProductsJson(ctx, rows, lang)));
  }
  // Search: rank with FTS, keep the ids that pass the filters (rowid lookups), page in rank order.
  const sql = `SELECT p.id FROM json_each(?) j CROSS JOIN products p ON p.id = j.value JOIN shops sh ON sh.id = p.shop_id WHERE ${where.join(' AND ')}`;
  const ids = filteredHits.ids(ctx.db, `${lang}|${shopId ?? ''}|${search}|${sql}|${JSON.stringify(params)}`, () => {
    const ranked = searchIds(ctx.db, 'product', search, lang, shopId);
    const allowed = new Set(ctx.db.all<{ id: number }>(sql, [JSON.stringify(ranked), ...params]).map((r) => r.id));
    return ranked.filter((id) => allowed.has(id));
  });
  return pageJson(paged(presentProductIdsJson(ctx, ids.slice(p.offset, p.offset + p.perPage), lang), ids.length, p));
}

/** The lowest, highest and mean stock price of the products on sale, in a shop and/or a category (with its children). */
export function productAvgPrices(ctx: Ctx, shopId: number | undefined, category: number | undefined): ProductAvgPrices {
  const r = ctx.db.get<{ min: number | null; max: number | null; avg: number | null }>(
    `SELECT min(s.price) AS min, max(s.price) AS max, avg(s.price) AS avg FROM stocks s JOIN products p ON p.id = s.product_id
     JOIN shops sh ON sh.id = p.shop_id AND sh.status = 'approved' WHERE p.addon = 0 AND p.active = 1
     ${shopId ? 'AND p.shop_id = ?' : ''} ${category ? 'AND (p.category_id = ? OR p.category_id IN (SELECT id FROM categories WHERE parent_id = ?))' : ''}`,
    [...(shopId ? [shopId] : []), ...(category ? [category, category] : [])],
  )!;
  return { min: r.min ?? 0, max: r.max ?? 0, avg: round2(r.avg ?? 0) };
}

/** An active product of an approved shop by id or uuid, with its shop and category, else 404. */
export function productOf(ctx: Ctx, idOrUuid: string, lang: string): ProductWithShop {
  const id = int(idOrUuid);
  const row = ctx.db.get<ProductRow>(
    `SELECT p.* FROM products p JOIN shops s ON s.id = p.shop_id AND s.status = 'approved' WHERE p.active = 1 AND ${id ? 'p.id = ?' : 'p.uuid = ?'}`,
    [id ?? idOrUuid],
  );
  if (!row) throw notFound();
  const product = presentProducts(ctx, [row], lang, { withShop: true })[0]!;
  const cat = ctx.db.get<CategoryRow>('SELECT * FROM categories WHERE id = ?', [row.category_id]);
  if (cat) product.category = { id: cat.id, uuid: cat.uuid, translation: pick(cat.translations, lang) };
  return product;
}

/** A shop's menu: its products on sale by category (in the categories' order), and its recommended ones. */
export function shopMenu(ctx: Ctx, shopId: number, lang: string): ShopProducts {
  const rows = ctx.db.all<ProductRow>('SELECT * FROM products WHERE shop_id = ? AND addon = 0 AND active = 1 ORDER BY id', [shopId]);
  // A product without a stock has nothing to sell: the menu's cards show their stock's price.
  const products = presentProducts(ctx, rows, lang).map((p, i) => ({ p, recommended: rows[i]!.is_recommended === 1 }))
    .filter((x): x is { p: MenuProduct; recommended: boolean } => x.p.stock !== undefined);
  const cats = ctx.db.all<CategoryRow>('SELECT * FROM categories WHERE id IN (SELECT category_id FROM products WHERE shop_id = ? AND addon = 0) ORDER BY position', [shopId]);
  return {
    all: cats.map((c) => ({ ...presentCategory(c, lang), products: products.filter((x) => x.p.category_id === c.id).map((x) => x.p) })),
    recommended: products.filter((x) => x.recommended).map((x) => x.p),
  };
}
