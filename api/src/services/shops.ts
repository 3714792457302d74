/**
 * Shops of the catalogue: an approved shop by id or uuid, the shops delivering to a point, the shop lists (filters,
 * search, open now, delivery point, order) answered from kept JSON until a table they read changes, and the shop tags.
 */
import type { Shop, Tag } from '@market/contract';
import type { TagList, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { inPolygon, type Point } from '../lib/geo.ts';
import { bool, int, latLng, list, str } from '../lib/query.ts';
import { pageArgs, pageJson, pageOf, pageQuery, type PageArgs } from '../lib/paginate.ts';
import { KeptIds } from '../db/kept-ids.ts';
import { searchIds } from './search.ts';
import { presentShops, presentShopsJson, type ShopRow } from './present.ts';

type Q = Record<string, unknown>;

/** A page's JSON in UTF-8 (kept answers are sent as they were serialised). */
export type JsonText = Buffer;

/** The delivery point of a request: `address[latitude]`/`address[longitude]`, `address=lat,lng`, or `latitude`/`longitude`. */
export function requestPoint(q: Q): Point | undefined {
  return latLng(q.address) ?? latLng(q.location) ?? latLng({ latitude: q.latitude ?? q.lat, longitude: q.longitude ?? q.lng });
}

/** The approved shops' rows in id order and by id, per database, while the shops table stays as it was (its stamp). */
const approved = new WeakMap<Ctx['db'], { stamp: number; byId: Map<number, ShopRow> }>();

/**
 * The approved shops' whole rows by id, read once while the shops table stays as it was: a shop list filters and sorts
 * their ids in SQL (an index gives them) and takes its page's rows and sort columns from here, rather than reading
 * the same few rows again for every list.
 */
export function approvedShops(ctx: Ctx): Map<number, ShopRow> {
  const stamp = ctx.db.stamp(['shops']);
  let kept = approved.get(ctx.db);
  if (kept?.stamp !== stamp) {
    const rows = ctx.db.all<ShopRow>("SELECT * FROM shops WHERE status = 'approved' ORDER BY id");
    approved.set(ctx.db, (kept = { stamp, byId: new Map(rows.map((r) => [r.id, r])) }));
  }
  return kept.byId;
}

/** Ids of approved shops whose zone contains the point. */
export function shopsDeliveringTo(ctx: Ctx, at: Point): number[] {
  const ids: number[] = [];
  ctx.zones().forEach((zone, id) => {
    if (inPolygon(at, zone)) ids.push(id);
  });
  return ids;
}

/** Whether the shop's delivery zone contains the point. */
export function deliversTo(ctx: Ctx, shopId: number, at: Point): boolean {
  return inPolygon(at, ctx.zones().get(shopId) ?? []);
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

/** A shop with its page's details (its products counted). */
export function shopDetail(ctx: Ctx, row: ShopRow, lang: string, from?: Point): Shop & { products_count: number } {
  const shop = presentShops(ctx, [row], lang, { detail: true, from })[0]!;
  return { ...shop, products_count: shop.products_count ?? 0 };
}

/** The shop tags ("shops-takes"), by id. */
export function shopTagPage(ctx: Ctx, p: PageArgs, lang: string): Wire<typeof TagList> {
  return pageQuery<{ id: number; img: string; translations: string }, Tag>(ctx.db, p, '*', 'FROM tags', 'id', [], (rows) =>
    rows.map((t) => ({ id: t.id, img: t.img, translation: pick(t.translations, lang) })),
  );
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
  return ctx.answers.utf8(SHOP_LIST_TABLES, answerKey(ctx, 'shops', lang, [q, base, p]), () => computeShops(ctx, q, lang, base, p));
}

/** Every table a shop list reads (filters, search, open now, tags, hours); a write to any of them recomputes it. */
export const SHOP_LIST_TABLES = [
  'shops', 'shop_categories', 'shop_tags', 'tags', 'products', 'stocks', 'search_index', 'shop_working_days', 'shop_closed_dates', 'categories',
] as const;

/** A list's cache key: the list, the language, the local minute (shops open and close with it), the query. */
export function answerKey(ctx: Ctx, list: string, lang: string, args: unknown[]): string {
  const t = ctx.local();
  return `${list}|${lang}|${t.date} ${t.time}|${JSON.stringify(args)}`;
}

/** What the shop filters' SQL reads: the ids it lets through are kept while these stay as they were. */
const filteredShops = new KeptIds(['shops', 'shop_categories', 'shop_tags', 'products', 'stocks'], 100_000);

/** A shop list's page as JSON text (the shops' cards are kept texts; see presentShopsJson). */
function computeShops(ctx: Ctx, q: Q, lang: string, base: { booking?: boolean; recommended?: boolean }, p: PageArgs): JsonText {
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
  // SQL picks the ids (the approved ones from an index, in id order); their rows are the kept ones.
  const shops = approvedShops(ctx);
  const sql = `SELECT id FROM shops WHERE ${where.join(' AND ')} ORDER BY id`;
  let rows = filteredShops
    .ids(ctx.db, `${sql}|${JSON.stringify(params)}`, () => ctx.db.all<{ id: number }>(sql, params).map((r) => r.id))
    .map((id) => shops.get(id)!);
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
  return pageJson({ ...page, data: presentShopsJson(ctx, page.data, lang, { from: at, counted: base.recommended }) });
}
