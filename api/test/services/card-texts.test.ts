/**
 * A list's page is spliced from the kept JSON texts of its cards: each card's text must be the bytes JSON.stringify
 * gives for the object the list presented before (its open state now, the distance from the delivery point, its
 * shop's open state for a product), after the clock moves and after a write changes the card. And the ids a list's
 * filters let through are kept only while the tables their SQL reads stay as they were.
 */
import { Db } from '../../src/db/database.ts';
import { KeptIds } from '../../src/db/kept-ids.ts';
import { approvedShops, listShops } from '../../src/services/shops.ts';
import { listProducts } from '../../src/services/products.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import {
  presentProductIds, presentProductIdsJson, presentProducts, presentProductsJson, presentShops, presentShopsJson, type ProductRow,
} from '../../src/services/present.ts';
import { HOME } from '../helpers.ts';
import { freshContext } from './helpers.ts';

/** Wednesday 12:00 in Washington: most shops open, Night Owl Diner (17:00–23:59) closed; 18:30 it is open. */
const NOON = new Date('2030-05-15T16:00:00Z');
const EVENING = new Date('2030-05-15T22:30:00Z');
let clock = NOON;
const market = freshContext({ now: () => clock });
let ctx: ReturnType<typeof market>;
beforeAll(() => {
  ctx = market();
});
afterEach(() => {
  clock = NOON;
});

const stringified = (items: unknown[]): string[] => items.map((item) => JSON.stringify(item));

describe('shop cards as JSON texts', () => {
  it('are the bytes of the shops presentShops presents, open or closed now, with and without a distance, in each language', () => {
    const rows = [...approvedShops(ctx).values()];
    for (const at of [NOON, EVENING]) {
      clock = at;
      for (const lang of ['en', 'fr', 'ar']) {
        for (const opts of [{}, { from: HOME }, { counted: true }, { counted: true, from: HOME }]) {
          // Twice: the second time from the kept texts.
          expect(presentShopsJson(ctx, rows, lang, opts).map(String)).toEqual(stringified(presentShops(ctx, rows, lang, opts)));
          expect(presentShopsJson(ctx, rows, lang, opts).map(String)).toEqual(stringified(presentShops(ctx, rows, lang, opts)));
        }
      }
    }
    // Night Owl Diner's card: closed at noon, open in the evening, from the same kept card.
    const owl = [approvedShops(ctx).get(24)!];
    clock = NOON;
    expect(JSON.parse(String(presentShopsJson(ctx, owl, 'en')[0]!)).open).toBe(false);
    clock = EVENING;
    expect(JSON.parse(String(presentShopsJson(ctx, owl, 'en')[0]!)).open).toBe(true);
  });

  it('follow a write to the shop', () => {
    const row = approvedShops(ctx).get(1)!;
    const before = JSON.parse(String(presentShopsJson(ctx, [row], 'en')[0]!));
    ctx.db.run("UPDATE shops SET translations = json_set(translations, '$.en.title', 'Renamed for the texts') WHERE id = 1");
    const renamed = [approvedShops(ctx).get(1)!];
    const after = presentShopsJson(ctx, renamed, 'en').map(String);
    expect(JSON.parse(after[0]!).translation.title).toBe('Renamed for the texts');
    expect(before.translation.title).not.toBe('Renamed for the texts');
    expect(after).toEqual(stringified(presentShops(ctx, renamed, 'en')));
  });
});

describe('product cards as JSON texts', () => {
  it('are the bytes of the products presented with their shop, its open state now', () => {
    const rows = ctx.db.all<ProductRow>('SELECT * FROM products WHERE addon = 0 ORDER BY id LIMIT 60');
    const ids = rows.map((r) => r.id);
    for (const at of [NOON, EVENING]) {
      clock = at;
      for (const lang of ['en', 'ar']) {
        expect(presentProductIdsJson(ctx, ids, lang).map(String)).toEqual(stringified(presentProductIds(ctx, ids, lang)));
        expect(presentProductsJson(ctx, rows, lang).map(String)).toEqual(stringified(presentProducts(ctx, rows, lang, { withShop: true })));
      }
    }
    const owls = ctx.db.all<{ id: number }>('SELECT id FROM products WHERE shop_id = 24 AND addon = 0 LIMIT 1').map((r) => r.id);
    clock = NOON;
    expect(JSON.parse(String(presentProductIdsJson(ctx, owls, 'en')[0]!)).shop.open).toBe(false);
    clock = EVENING;
    expect(JSON.parse(String(presentProductIdsJson(ctx, owls, 'en')[0]!)).shop.open).toBe(true);
  });
});

describe('kept filters of the lists', () => {
  it("see a shop tagged, a product's category and a product withdrawn", () => {
    const shopIds = (q: Record<string, unknown>) => (JSON.parse(listShops(ctx, { perPage: '100', ...q }, 'en').toString()) as { data: { id: number }[] }).data.map((s) => s.id);
    const tag = ctx.db.get<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 1')!.id;
    const untagged = [...approvedShops(ctx).keys()].find((id) => !ctx.db.get('SELECT 1 FROM shop_tags WHERE shop_id = ? AND tag_id = ?', [id, tag]))!;
    expect(shopIds({ tags: [String(tag)] })).not.toContain(untagged);
    ctx.db.insert('shop_tags', { shop_id: untagged, tag_id: tag });
    expect(shopIds({ tags: [String(tag)] })).toContain(untagged);

    const hits = (q: Record<string, unknown>) => {
      const page = JSON.parse(listProducts(ctx, { perPage: '100', ...q }, 'en', pageArgs({ perPage: '100' })).toString()) as { data: { id: number }[] };
      return page.data.map((p) => p.id);
    };
    const pizza = hits({ search: 'pizza' });
    expect(pizza.length).toBeGreaterThan(0);
    const product = ctx.db.get<{ id: number; category_id: number }>('SELECT id, category_id FROM products WHERE id = ?', [pizza[0]!])!;
    const other = 91_001;
    ctx.db.insert('categories', { id: other, uuid: 'c-other', slug: 'c-other', type: 'main', parent_id: null, img: '/c.png', position: 99, translations: JSON.stringify({ en: { title: 'Other' } }) });
    expect(hits({ search: 'pizza', category_id: String(other) })).not.toContain(product.id);
    ctx.db.run('UPDATE products SET category_id = ? WHERE id = ?', [other, product.id]);
    expect(hits({ search: 'pizza', category_id: String(other) })).toContain(product.id);
    ctx.db.run('UPDATE products SET active = 0 WHERE id = ?', [product.id]);
    expect(hits({ search: 'pizza' })).not.toContain(product.id);
  });
});

describe('KeptIds', () => {
  let db: Db;
  beforeEach(() => {
    db = new Db(':memory:');
    db.raw.exec('CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE b (id INTEGER PRIMARY KEY)');
  });
  afterEach(() => db.close());

  it('keeps a list while its tables stay as they were, and computes it again after a write to one of them', () => {
    const kept = new KeptIds(['a'], 100);
    let computed = 0;
    const ids = () => kept.ids(db, 'all', () => (computed++, db.all<{ id: number }>('SELECT id FROM a ORDER BY id').map((r) => r.id)));
    expect(ids()).toEqual([]);
    db.insert('b', { id: 1 });
    expect(ids()).toEqual([]);
    expect(computed).toBe(1);
    db.insert('a', { id: 7 });
    expect(ids()).toEqual([7]);
    expect(computed).toBe(2);
    kept.clear(db);
    expect(ids()).toEqual([7]);
    expect(computed).toBe(3);
  });

  it('holds at most its number of ids, an empty list counting as one, forgetting the least recently used first', () => {
    const kept = new KeptIds(['a'], 10);
    const asked: string[] = [];
    const list = (key: string, n: number) => kept.ids(db, key, () => (asked.push(key), Array.from({ length: n }, (_, i) => i)));
    list('four', 4); // 5 held
    list('empty', 0); // 6
    list('three', 3); // 10
    list('four', 4); // kept, now the most recent
    list('two', 2); // 13: 'empty' then 'three' go (13 - 1 - 4 = 8)
    expect(asked).toEqual(['four', 'empty', 'three', 'two']);
    list('four', 4);
    list('two', 2);
    list('empty', 0);
    list('three', 3);
    expect(asked).toEqual(['four', 'empty', 'three', 'two', 'empty', 'three']);
  });
});
