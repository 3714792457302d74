/** Rows → contract entities (shared by catalogue, carts, orders, recipes). */
import {
  DAY_NAMES, type Addon, type ClosedDate, type Extra, type Gallery, type LineProduct, type NotificationSetting, type NotificationType,
  type Product, type ProductSummary, type Shop, type Stock, type Tag, type User, type WorkingDay, type DayName,
} from '@market/contract';
import type { Ctx } from '../context.ts';
import { pick, type Texts } from '../lib/i18n.ts';
import { distanceKm, round2, type Point } from '../lib/geo.ts';

export interface ShopRow {
  id: number; uuid: string; user_id: number | null; type: 'shop' | 'restaurant'; status: Shop['status'];
  logo_img: string; background_img: string; open: number; price: number; price_per_km: number; min_amount: number;
  tax: number; delivery_time_from: number; delivery_time_to: number; delivery_time_type: 'minute' | 'hour';
  latitude: number; longitude: number; phone: string | null; translations: string; is_recommended: number;
  booking: number; verify: number; zone: string; rating_avg: number; reviews_count: number; orders_count: number; created_at: string;
}

export interface ProductRow {
  id: number; uuid: string; shop_id: number; category_id: number; unit_id: number | null; img: string;
  translations: string; min_qty: number; max_qty: number; interval: number; tax: number; addon: number;
  active: number; is_recommended: number; rating_avg: number; sold: number; tags: string; created_at: string;
}

const json = (ids: readonly number[]): string => JSON.stringify([...new Set(ids)]);

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/**
 * Entities as a list presents them, per language, kept while the tables they are built from stay as they were
 * (`Db.stamp`): shoppers' lists (other words, pages, delivery points) present the same shops and products again and
 * again, and building one (its texts, tags and hours; stocks with extras and add-ons, pictures) costs more than the
 * rest of the answer. What changes with the clock or the request (open now, the distance) is set on a copy each time.
 * The least recently used go first beyond `size`.
 */
class EntityMemo<T> {
  private readonly kept = new WeakMap<Ctx['db'], { stamp: number; entities: Map<string, T> }>();
  private readonly tables: readonly string[];
  private readonly size: number;

  constructor(tables: readonly string[], size: number) {
    this.tables = tables;
    this.size = size;
  }

  /** The kept entities of `db` as its tables are now (an empty map when any of them changed). */
  entities(db: Ctx['db']): Map<string, T> {
    const stamp = db.stamp(this.tables);
    let kept = this.kept.get(db);
    if (kept?.stamp !== stamp) this.kept.set(db, (kept = { stamp, entities: new Map() }));
    return kept.entities;
  }

  /** Keeps what was built, forgetting the least recently used beyond the size. */
  keep(entities: Map<string, T>, key: string, entity: T): void {
    entities.set(key, entity);
    if (entities.size > this.size) entities.delete(entities.keys().next().value!);
  }
}

/** Looks each key up (refreshing its place), builds the missing ones together and keeps them. */
function memoised<R, T>(memo: EntityMemo<T>, db: Ctx['db'], rows: R[], key: (r: R) => string, build: (missing: R[]) => T[]): T[] {
  const entities = memo.entities(db);
  const found = rows.map((r) => {
    const k = key(r);
    const hit = entities.get(k);
    if (hit !== undefined) {
      entities.delete(k);
      entities.set(k, hit);
    }
    return hit;
  });
  const missing = rows.filter((_, i) => found[i] === undefined);
  if (missing.length) {
    const built = build(missing);
    let j = 0;
    found.forEach((f, i) => {
      if (f === undefined) {
        found[i] = built[j++]!;
        memo.keep(entities, key(rows[i]!), found[i]);
      }
    });
  }
  return found as T[];
}

/** What a list's shop card is built from (not its open state, which moves with the clock). */
const SHOP_CARD_TABLES = ['shops', 'shop_tags', 'tags', 'shop_working_days', 'shop_closed_dates'] as const;
const shopCards = new EntityMemo<Shop>(SHOP_CARD_TABLES, 2000);

/** The kept cards of the shops, building the missing ones (without their open state or distance). */
function shopCardsOf(ctx: Ctx, rows: ShopRow[], lang: string): Shop[] {
  return memoised(shopCards, ctx.db, rows, (r) => `${lang}|${r.id}`, (missing) => buildShops(ctx, missing, lang, {}));
}

/** `detail`: the shop page's fields; `counted`: the products count alone (the featured shops' cards show it). */
export function presentShops(ctx: Ctx, rows: ShopRow[], lang: string, opts: { detail?: boolean; counted?: boolean; from?: Point } = {}): Shop[] {
  if (rows.length === 0) return [];
  if (opts.detail || opts.counted) return buildShops(ctx, rows, lang, opts);
  const open = ctx.openShopIds();
  return shopCardsOf(ctx, rows, lang).map((card, i) => {
    const r = rows[i]!;
    const shop: Shop = { ...card, open: open.has(r.id) };
    if (opts.from) shop.distance = round2(distanceKm(opts.from, [r.latitude, r.longitude]));
    return shop;
  });
}

/** JSON text in UTF-8: what a list's page is spliced from. */
export type JsonBytes = Buffer;

const utf8Json = (value: unknown): JsonBytes => Buffer.from(JSON.stringify(value));

/**
 * The JSON texts (UTF-8) of a kept card closed and open (`[closed, open]`), made once per card: a list's page is
 * spliced from them rather than copied, serialised and encoded again for every request (that was most of a list's own
 * work). The card is kept unchanged, so its texts stay right while it is kept.
 */
const cardTexts = new WeakMap<object, readonly [JsonBytes, JsonBytes]>();
function textsOf<T extends object>(card: T, withOpen: (card: T, open: boolean) => unknown): readonly [JsonBytes, JsonBytes] {
  let texts = cardTexts.get(card);
  if (!texts) cardTexts.set(card, (texts = [utf8Json(withOpen(card, false)), utf8Json(withOpen(card, true))]));
  return texts;
}

/** An object's JSON text with one more field at its end (the same bytes as setting the field, then serialising). */
function withField(json: JsonBytes, name: string, value: unknown): JsonBytes {
  return Buffer.concat([json.subarray(0, -1), Buffer.from(`${json.length > 2 ? ',' : ''}${JSON.stringify(name)}:${JSON.stringify(value)}}`)]);
}

/**
 * A list's shops as JSON texts: the same bytes as JSON.stringify of each of presentShops' shops (`counted` as there),
 * their open state now and the distance from the delivery point set on the kept card's text.
 */
export function presentShopsJson(ctx: Ctx, rows: ShopRow[], lang: string, opts: { counted?: boolean; from?: Point } = {}): JsonBytes[] {
  if (opts.counted) return presentShops(ctx, rows, lang, opts).map(utf8Json);
  if (rows.length === 0) return [];
  const open = ctx.openShopIds();
  const from = opts.from;
  return shopCardsOf(ctx, rows, lang).map((card, i) => {
    const r = rows[i]!;
    const text = textsOf(card, (c, isOpen): Shop => ({ ...c, open: isOpen }))[open.has(r.id) ? 1 : 0];
    return from ? withField(text, 'distance', round2(distanceKm(from, [r.latitude, r.longitude]))) : text;
  });
}

function buildShops(ctx: Ctx, rows: ShopRow[], lang: string, opts: { detail?: boolean; counted?: boolean; from?: Point }): Shop[] {
  const { db } = ctx;
  const ids = json(rows.map((r) => r.id));
  const tags = groupBy(
    db.all<{ shop_id: number; id: number; img: string; translations: string }>(
      'SELECT st.shop_id, t.id, t.img, t.translations FROM shop_tags st JOIN tags t ON t.id = st.tag_id WHERE st.shop_id IN (SELECT value FROM json_each(?)) ORDER BY t.id',
      [ids],
    ),
    (r) => r.shop_id,
  );
  const days = groupBy(
    db.all<{ shop_id: number; kind: string; day: DayName; from_time: string; to_time: string; disabled: number }>(
      'SELECT * FROM shop_working_days WHERE shop_id IN (SELECT value FROM json_each(?))',
      [ids],
    ),
    (r) => `${r.shop_id}:${r.kind}`,
  );
  const closed = groupBy(
    db.all<{ shop_id: number; kind: string; day: string }>(
      'SELECT * FROM shop_closed_dates WHERE shop_id IN (SELECT value FROM json_each(?)) ORDER BY day',
      [ids],
    ),
    (r) => `${r.shop_id}:${r.kind}`,
  );
  const cats = opts.detail
    ? groupBy(
        db.all<{ shop_id: number; category_id: number }>(
          "SELECT sc.shop_id, sc.category_id FROM shop_categories sc JOIN categories c ON c.id = sc.category_id WHERE c.parent_id IS NULL AND sc.shop_id IN (SELECT value FROM json_each(?))",
          [ids],
        ),
        (r) => r.shop_id,
      )
    : undefined;
  // The shop page's hero card counts what the menu lists: active products that are not add-ons.
  const counts = opts.detail || opts.counted
    ? new Map(
        db.all<{ shop_id: number; n: number }>(
          'SELECT shop_id, count(*) AS n FROM products WHERE addon = 0 AND active = 1 AND shop_id IN (SELECT value FROM json_each(?)) GROUP BY shop_id',
          [ids],
        ).map((c) => [c.shop_id, c.n]),
      )
    : undefined;
  const open = ctx.openShopIds();
  const workingDays = (id: number, kind: string): WorkingDay[] =>
    (days.get(`${id}:${kind}`) ?? [])
      .map((d) => ({ day: d.day, from: d.from_time, to: d.to_time, disabled: d.disabled === 1 }))
      .sort((a, b) => DAY_NAMES.indexOf(a.day) - DAY_NAMES.indexOf(b.day));
  const closedDates = (id: number, kind: string): ClosedDate[] => (closed.get(`${id}:${kind}`) ?? []).map((c) => ({ day: c.day }));
  // A tag is on many shops of a page: its texts are parsed once.
  const tagTexts = new Map<number, Tag['translation']>();
  const tagOf = (t: { id: number; img: string; translations: string }): Tag => {
    let translation = tagTexts.get(t.id);
    if (!translation) tagTexts.set(t.id, (translation = pick(t.translations, lang)));
    return { id: t.id, img: t.img, translation };
  };
  return rows.map((r) => {
    const texts = JSON.parse(r.translations) as Texts;
    const shop: Shop = {
      id: r.id,
      uuid: r.uuid,
      type: r.type,
      user_id: r.user_id ?? undefined,
      status: r.status,
      logo_img: r.logo_img,
      background_img: r.background_img,
      open: open.has(r.id),
      rating_avg: r.rating_avg,
      reviews_count: r.reviews_count,
      price: r.price,
      price_per_km: r.price_per_km,
      min_amount: r.min_amount,
      tax: r.tax,
      delivery_time: { from: r.delivery_time_from, to: r.delivery_time_to, type: r.delivery_time_type },
      location: { latitude: r.latitude, longitude: r.longitude },
      phone: r.phone,
      translation: (({ address, ...t }) => ({ ...t, address: address ?? null }))(pick(texts, lang)),
      locales: Object.keys(texts),
      tags: (tags.get(r.id) ?? []).map(tagOf),
      shop_working_days: workingDays(r.id, 'shop'),
      shop_closed_date: closedDates(r.id, 'shop'),
      is_recommended: r.is_recommended === 1,
      verify: r.verify === 1 ? 1 : 0,
      booking: r.booking === 1,
      created_at: r.created_at,
    };
    if (r.booking === 1) {
      shop.booking_shop_working_days = workingDays(r.id, 'booking');
      shop.booking_shop_closed_date = closedDates(r.id, 'booking');
    }
    if (opts.detail) {
      shop.delivery_zone = JSON.parse(r.zone) as [number, number][];
      shop.category_ids = (cats?.get(r.id) ?? []).map((c) => c.category_id);
      shop.products_count = counts?.get(r.id) ?? 0;
    }
    if (opts.counted) shop.products_count = counts?.get(r.id) ?? 0;
    if (opts.from) shop.distance = round2(distanceKm(opts.from, [r.latitude, r.longitude]));
    return shop;
  });
}

type UnitRow = { id: number; translations: string };
let unitCache: { db: unknown; stamp: number; units: Map<number, UnitRow> } | null = null;
function units(ctx: Ctx): Map<number, UnitRow> {
  const stamp = ctx.db.stamp(['units']);
  if (unitCache?.db !== ctx.db || unitCache.stamp !== stamp) {
    unitCache = { db: ctx.db, stamp, units: new Map(ctx.db.all<UnitRow>('SELECT * FROM units').map((u) => [u.id, u])) };
  }
  return unitCache.units;
}

/** The product fields every product carries, wherever it travels: a cart or order line, an add-on, a recipe. */
export function productSummary(
  ctx: Ctx,
  r: Pick<ProductRow, 'id' | 'uuid' | 'img' | 'shop_id' | 'translations' | 'unit_id' | 'min_qty' | 'max_qty' | 'interval'>,
  lang: string,
): ProductSummary {
  const unit = r.unit_id ? units(ctx).get(r.unit_id) : undefined;
  return {
    id: r.id,
    uuid: r.uuid,
    img: r.img,
    shop_id: r.shop_id,
    translation: pick(r.translations, lang),
    unit: unit ? { id: unit.id, translation: pick(unit.translations, lang) } : null,
    // The quantity rules: the family's client steps and bounds every quantity field with them.
    min_qty: r.min_qty,
    max_qty: r.max_qty,
    interval: r.interval,
  };
}

/** price - discount + tax (tax in percent of the discounted price), per unit. */
function priced(price: number, discount: number, taxPercent: number): { tax: number; total_price: number } {
  const tax = round2(((price - discount) * (taxPercent ?? 0)) / 100);
  return { tax, total_price: round2(price - discount + tax) };
}

/** A stocks row: the stock's own columns (the rest of a Stock is computed). */
type StockRow = Pick<Stock, 'id' | 'product_id' | 'price' | 'quantity' | 'discount' | 'tax'>;

/** Stocks (with extras and add-ons) of the given products, by product id. */
export function loadStocks(ctx: Ctx, productIds: number[], lang: string): Map<number, Stock[]> {
  const { db } = ctx;
  const rows = db.all<StockRow>(
    'SELECT s.*, p.tax FROM stocks s JOIN products p ON p.id = s.product_id WHERE s.product_id IN (SELECT value FROM json_each(?)) ORDER BY s.id',
    [json(productIds)],
  );
  const stocks = buildStocks(ctx, rows, lang);
  return groupBy(stocks, (s) => s.product_id);
}

function buildStocks(ctx: Ctx, rows: StockRow[], lang: string): Stock[] {
  if (rows.length === 0) return [];
  const { db } = ctx;
  const stockIds = json(rows.map((r) => r.id));
  const extras = groupBy(
    db.all<{ stock_id: number; id: number; value: string; gid: number; type: string; translations: string }>(
      `SELECT se.stock_id, ev.id, ev.value, eg.id AS gid, eg.type, eg.translations FROM stock_extras se
       JOIN extra_values ev ON ev.id = se.extra_value_id JOIN extra_groups eg ON eg.id = ev.group_id
       WHERE se.stock_id IN (SELECT value FROM json_each(?))`,
      [stockIds],
    ),
    (r) => r.stock_id,
  );
  const addons = groupBy(
    db.all<ProductRow & { link_id: number; stock_id: number; addon_stock_id: number; addon_price: number; addon_quantity: number; addon_discount: number }>(
      `SELECT sa.id AS link_id, sa.stock_id, p.*, s.id AS addon_stock_id, s.price AS addon_price, s.quantity AS addon_quantity,
       s.discount AS addon_discount FROM stock_addons sa
       JOIN products p ON p.id = sa.addon_product_id JOIN stocks s ON s.product_id = p.id
       WHERE sa.stock_id IN (SELECT value FROM json_each(?)) AND p.active = 1 ORDER BY sa.id`,
      [stockIds],
    ),
    (r) => r.stock_id,
  );
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    price: r.price,
    quantity: r.quantity,
    discount: r.discount,
    ...priced(r.price, r.discount, r.tax),
    extras: (extras.get(r.id) ?? []).map(
      (e): Extra => ({ id: e.id, extra_group_id: e.gid, value: e.value, group: { id: e.gid, type: e.type, translation: pick(e.translations, lang) } }),
    ),
    addons: (addons.get(r.id) ?? []).map(
      (a): Addon => ({
        id: a.link_id,
        stock_id: a.addon_stock_id,
        price: a.addon_price,
        // The add-on's own stock as the family nests it: the dialog adds `product.stock.id` and shows its total.
        product: {
          ...productSummary(ctx, a, lang),
          stock: { id: a.addon_stock_id, quantity: a.addon_quantity, total_price: priced(a.addon_price, a.addon_discount, a.tax).total_price },
        },
      }),
    ),
  }));
}

/** Stocks by id, each with its product (carts, orders, recipes). */
export function stocksById(ctx: Ctx, stockIds: number[], lang: string): Map<number, Stock & { product: LineProduct }> {
  const rows = ctx.db.all<StockRow & Pick<ProductRow, 'img' | 'shop_id' | 'translations' | 'unit_id' | 'min_qty' | 'max_qty' | 'interval'> & { p_uuid: string }>(
    `SELECT s.*, p.tax, p.uuid AS p_uuid, p.img, p.shop_id, p.translations, p.unit_id, p.min_qty, p.max_qty, p.interval
     FROM stocks s JOIN products p ON p.id = s.product_id
     WHERE s.id IN (SELECT value FROM json_each(?))`,
    [json(stockIds)],
  );
  const built = buildStocks(ctx, rows, lang);
  const out = new Map<number, Stock & { product: LineProduct }>();
  rows.forEach((r, i) => {
    out.set(r.id, {
      ...built[i]!,
      product: productSummary(ctx, { ...r, id: r.product_id, uuid: r.p_uuid }, lang),
    });
  });
  return out;
}

/** A product with its shop, as lists across shops (search) send it. */
export type ProductWithShop = Product & { shop: NonNullable<Product['shop']> };

export function presentProducts(ctx: Ctx, rows: ProductRow[], lang: string, opts: { withShop: true }): ProductWithShop[];
export function presentProducts(ctx: Ctx, rows: ProductRow[], lang: string, opts?: { withShop?: boolean }): Product[];
export function presentProducts(ctx: Ctx, rows: ProductRow[], lang: string, opts: { withShop?: boolean } = {}): Product[] {
  if (rows.length === 0) return [];
  const withShop = opts.withShop === true;
  const built = productCardsOfRows(ctx, rows, lang, withShop);
  if (!withShop) return built.map((p) => ({ ...p }));
  return withShopOpenNow(ctx, built);
}

/** The kept products of the rows (with their shop or not), building the missing ones. */
function productCardsOfRows(ctx: Ctx, rows: ProductRow[], lang: string, withShop: boolean): Product[] {
  return memoised(productCards, ctx.db, rows, (r) => `${lang}|${withShop ? 's' : ''}|${r.id}`, (missing) => buildProducts(ctx, missing, lang, withShop));
}

/** A kept product with its shop's open state (it moves with the clock). */
function withShopOpen(p: Product, open: boolean): ProductWithShop {
  return { ...p, shop: p.shop ? { ...p.shop, open } : undefined } as ProductWithShop;
}

/** Copies of kept products with their shop's open state now. */
function withShopOpenNow(ctx: Ctx, built: Product[]): ProductWithShop[] {
  const open = ctx.openShopIds();
  return built.map((p) => withShopOpen(p, p.shop !== undefined && open.has(p.shop.id)));
}

/** The kept products with their shop by id, reading the rows only of those not kept. */
function productCardsOf(ctx: Ctx, ids: number[], lang: string): Product[] {
  return memoised(productCards, ctx.db, ids, (id) => `${lang}|s|${id}`, (missing) => {
    const rows = new Map(
      ctx.db.all<ProductRow>('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))', [json(missing)]).map((r) => [r.id, r]),
    );
    return buildProducts(ctx, missing.map((id) => rows.get(id)!), lang, true);
  });
}

/**
 * Products by id with their shop, as presentProducts presents them, reading the rows only of those not kept: a page of
 * search results is mostly of products presented before.
 */
export function presentProductIds(ctx: Ctx, ids: number[], lang: string): ProductWithShop[] {
  if (ids.length === 0) return [];
  return withShopOpenNow(ctx, productCardsOf(ctx, ids, lang));
}

/**
 * Products by id with their shop as JSON texts: the same bytes as JSON.stringify of each of presentProductIds'
 * products, from the kept card's texts (its shop closed or open now).
 */
export function presentProductIdsJson(ctx: Ctx, ids: number[], lang: string): JsonBytes[] {
  return ids.length === 0 ? [] : withShopOpenNowJson(ctx, productCardsOf(ctx, ids, lang));
}

/** presentProducts' products with their shop as JSON texts (the same bytes as JSON.stringify of each). */
export function presentProductsJson(ctx: Ctx, rows: ProductRow[], lang: string): JsonBytes[] {
  return rows.length === 0 ? [] : withShopOpenNowJson(ctx, productCardsOfRows(ctx, rows, lang, true));
}

/** The kept products' texts with their shop's open state now. */
function withShopOpenNowJson(ctx: Ctx, built: Product[]): JsonBytes[] {
  const open = ctx.openShopIds();
  return built.map((p) => textsOf(p, withShopOpen)[p.shop !== undefined && open.has(p.shop.id) ? 1 : 0]);
}

/** What a product is built from (its shop's open state aside, which moves with the clock). */
const PRODUCT_TABLES = [
  'products', 'stocks', 'stock_extras', 'extra_values', 'extra_groups', 'stock_addons', 'product_galleries', 'units', 'shops',
] as const;
const productCards = new EntityMemo<Product>(PRODUCT_TABLES, 8000);

function buildProducts(ctx: Ctx, rows: ProductRow[], lang: string, withShop: boolean): Product[] {
  const stocks = loadStocks(ctx, rows.map((r) => r.id), lang);
  const pictures = new Map<number, Gallery[]>();
  for (const g of ctx.db.all<{ id: number; product_id: number; url: string }>(
    'SELECT id, product_id, url FROM product_galleries WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position',
    [json(rows.map((r) => r.id))],
  )) {
    const list = pictures.get(g.product_id) ?? [];
    list.push({ id: g.id, path: g.url });
    pictures.set(g.product_id, list);
  }
  const shops = withShop
    ? new Map(
        ctx.db
          .all<{ id: number; uuid: string; type: 'shop' | 'restaurant'; translations: string; logo_img: string }>(
            'SELECT id, uuid, type, translations, logo_img FROM shops WHERE id IN (SELECT value FROM json_each(?))',
            [json(rows.map((r) => r.shop_id))],
          )
          .map((s) => [s.id, s]),
      )
    : undefined;
  return rows.map((r) => {
    const shop = shops?.get(r.shop_id);
    const own = stocks.get(r.id) ?? [];
    const first = own[0];
    return {
      ...productSummary(ctx, r, lang),
      category_id: r.category_id,
      tax: r.tax,
      // The main picture first (its id is the product's), then the further ones.
      galleries: [{ id: r.id, path: r.img }, ...(pictures.get(r.id) ?? [])],
      stocks: own,
      // The card's price: the first stock, without its extras and add-ons (the family's `stock` of a product card).
      stock: first
        ? { id: first.id, price: first.price, quantity: first.quantity, discount: first.discount, tax: first.tax, total_price: first.total_price }
        : undefined,
      addon: r.addon === 1,
      rating_avg: r.rating_avg,
      shop: shop
        ? { id: shop.id, uuid: shop.uuid, type: shop.type, translation: pick(shop.translations, lang), logo_img: shop.logo_img, open: false }
        : undefined,
      tags: JSON.parse(r.tags) as string[],
      created_at: r.created_at,
    };
  });
}

export interface UserRow {
  id: number; uuid: string; firstname: string; lastname: string | null; email: string | null; phone: string | null;
  password_hash: string | null; img: string | null; gender: string | null; birthday: string | null; role: string;
  currency_id: number | null; my_referral: string | null; referred_by: number | null; firebase_uid: string | null;
  wallet_uuid: string; wallet_price: number; email_verified_at: string | null; phone_verified_at: string | null;
  created_at: string; updated_at: string;
}

export function presentUser(ctx: Ctx, u: UserRow): User {
  const { db } = ctx;
  const symbol = db.get<{ symbol: string }>('SELECT symbol FROM currencies WHERE is_default = 1')?.symbol ?? '$';
  const referral = db.get<{ n: number; total: number }>(
    "SELECT count(*) AS n, coalesce(sum(price), 0) AS total FROM wallet_histories WHERE user_id = ? AND type = 'referral_from'",
    [u.id],
  )!;
  const shop = db.get<{ id: number; uuid: string; status: Shop['status'] }>('SELECT id, uuid, status FROM shops WHERE user_id = ? ORDER BY id DESC LIMIT 1', [u.id]);
  return {
    id: u.id,
    uuid: u.uuid,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    img: u.img,
    gender: u.gender ?? undefined,
    birthday: u.birthday ?? undefined,
    currency_id: u.currency_id ?? undefined,
    my_referral: u.my_referral,
    referral_from_topup_price: referral.total,
    referral_from_topup_count: referral.n,
    wallet: { id: u.id, uuid: u.wallet_uuid, price: round2(u.wallet_price), symbol },
    email_verified_at: u.email_verified_at,
    phone_verified_at: u.phone_verified_at,
    shop: shop ?? null,
    created_at: u.created_at,
    empty_p: !u.password_hash,
    notifications: notificationSettings(ctx, u.id).map(({ id, type, active }) => ({ id, type, notification: { active } })),
  };
}

/** Every notification type with the user's switch: on until the user turns it off. */
export function notificationSettings(ctx: Ctx, userId: number): NotificationSetting[] {
  return ctx.db
    .all<{ id: number; type: NotificationType; active: number | null }>(
      'SELECT ns.id, ns.type, uns.active FROM notification_settings ns LEFT JOIN user_notification_settings uns ON uns.notification_id = ns.id AND uns.user_id = ? ORDER BY ns.id',
      [userId],
    )
    .map((r) => ({ id: r.id, type: r.type, active: r.active !== 0 }));
}

export function userBrief(u: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'img'>): { id: number; firstname: string; lastname?: string; img?: string } {
  return { id: u.id, firstname: u.firstname, lastname: u.lastname ?? undefined, img: u.img ?? undefined };
}

