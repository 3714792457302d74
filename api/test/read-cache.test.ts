import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { Db } from '../src/db/database.ts';
import { ReadCache } from '../src/db/read-cache.ts';
import { SHOP_LIST_TABLES } from '../src/services/shops.ts';
import { PRODUCT_LIST_TABLES } from '../src/services/products.ts';
import { call, HOME, login, makeApp, ok } from './helpers.ts';

// The catalogue's lists are answered from kept JSON until a table they read changes: every test here writes,
// then reads and must see the write.

describe('Db.stamp', () => {
  let db: Db;
  beforeEach(() => {
    db = new Db(':memory:');
    db.raw.exec(`CREATE TABLE a (id INTEGER PRIMARY KEY, v TEXT);
      CREATE TABLE b (id INTEGER PRIMARY KEY, a_id INTEGER REFERENCES a(id) ON DELETE CASCADE);
      CREATE TABLE c (id INTEGER PRIMARY KEY, b_id INTEGER REFERENCES b(id) ON DELETE SET NULL);
      CREATE TABLE d (id INTEGER PRIMARY KEY)`);
  });
  afterEach(() => db.close());

  it('moves with a write to one of its tables and only then', () => {
    const a = db.stamp(['a']);
    db.all('SELECT * FROM a');
    db.get('SELECT count(*) FROM a');
    expect(db.stamp(['a'])).toBe(a);
    db.insert('d', { id: 1 });
    expect(db.stamp(['a'])).toBe(a);
    db.insert('a', { id: 1, v: 'x' });
    expect(db.stamp(['a'])).not.toBe(a);
    const again = db.stamp(['a', 'd']);
    db.run('update   a set v = ? where id = 1', ['y']);
    expect(db.stamp(['a', 'd'])).not.toBe(again);
  });

  it('moves the tables a delete cascades to (ON DELETE CASCADE / SET NULL), transitively', () => {
    db.insert('a', { id: 1, v: 'x' });
    const c = db.stamp(['c']);
    db.run('UPDATE a SET v = ? WHERE id = 1', ['y']);
    expect(db.stamp(['c'])).toBe(c);
    db.run('DELETE FROM a WHERE id = 1');
    expect(db.stamp(['c'])).not.toBe(c);
    const b = db.stamp(['b']);
    db.run('INSERT OR REPLACE INTO a (id, v) VALUES (1, ?)', ['z']);
    expect(db.stamp(['b'])).not.toBe(b);
  });

  it('moves everything on a rolled-back transaction and on a statement it cannot place', () => {
    const d = db.stamp(['d']);
    expect(() =>
      db.tx(() => {
        db.insert('a', { id: 2, v: 'x' });
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(db.stamp(['d'])).not.toBe(d);
    const d2 = db.stamp(['d']);
    db.run('WITH x AS (SELECT 1) DELETE FROM a WHERE id IN (SELECT * FROM x)');
    expect(db.stamp(['d'])).not.toBe(d2);
  });

  it("moves everything on another connection's commit to the file, seen from the next turn of the event loop", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-stamp-'));
    const file = path.join(dir, 'x.sqlite');
    const mine = new Db(file);
    const other = new DatabaseSync(file);
    try {
      mine.raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      await new Promise((resolve) => setImmediate(resolve));
      const before = mine.stamp(['t']);
      other.exec('INSERT INTO t (id) VALUES (1)');
      // Requests answered in the same turn share one look at the file.
      expect(mine.stamp(['t'])).toBe(before);
      await new Promise((resolve) => setImmediate(resolve));
      expect(mine.stamp(['t'])).not.toBe(before);
    } finally {
      other.close();
      mine.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kept catalogue answers', () => {
  let app: FastifyInstance;
  let clock = new Date('2030-05-15T16:00:00Z'); // Wednesday 12:00 in Washington
  beforeAll(async () => {
    app = await makeApp({ now: () => clock });
  });
  afterAll(() => app.close());

  // Each list is asked twice and the second answer read: an answer is kept from its second ask on, so the writes
  // below must be seen through a kept answer, not merely by a list computed for the first time.
  const read = async (path: string) => {
    await ok(app, 'GET', path);
    return ok(app, 'GET', path);
  };

  const shops = async (query = ''): Promise<{ id: number; open: boolean; rating_avg: number; reviews_count: number; translation: { title: string }; tags: { translation: { title: string } }[]; shop_working_days: { day: string; from: string }[]; shop_closed_date: { day: string }[] }[]> =>
    (await read(`rest/shops/paginate?perPage=100${query}`)).data;
  const shop = async (id: number, query = '') => (await shops(query)).find((s) => s.id === id)!;
  const searched = async (query = 'search=pizza&perPage=100') => (await read(`rest/products/search?${query}`)).data as { id: number; shop_id: number; translation: { title: string }; stocks: { id: number; price: number; extras: unknown[]; addons: unknown[] }[]; galleries: unknown[]; unit?: { translation: { title: string } }; shop: { open: boolean } }[];

  it('sends the same bytes and content type as a serialised object', async () => {
    const r = await call(app, 'GET', 'rest/shops/paginate?perPage=3');
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.body).toBe(JSON.stringify(r.json()));
    // The second ask keeps the answer, the third is sent from what was kept.
    for (let ask = 2; ask <= 3; ask++) expect((await call(app, 'GET', 'rest/shops/paginate?perPage=3')).body).toBe(r.body);
  });

  it('sees a shop renamed, its rating after a review, and its tags renamed', async () => {
    await shop(1);
    const db = app.market.db;
    const texts = JSON.parse(db.get<{ translations: string }>('SELECT translations FROM shops WHERE id = 1')!.translations);
    db.run('UPDATE shops SET translations = ? WHERE id = 1', [JSON.stringify({ ...texts, en: { ...texts.en, title: 'Pizza Roma Renamed' } })]);
    expect((await shop(1)).translation.title).toBe('Pizza Roma Renamed');

    const demo = await login(app);
    const orders = (await ok(app, 'GET', 'dashboard/user/orders/paginate?perPage=100', { token: demo })).data as { id: number; status: string; shop_id?: number; shop?: { id: number } }[];
    const order = orders.find((o) => o.status === 'delivered' && o.id !== 1)!;
    const shopId = order.shop_id ?? order.shop!.id;
    const before = await shop(shopId);
    await ok(app, 'POST', `dashboard/user/orders/review/${order.id}`, { token: demo, body: { rating: 1, comment: 'cold' } });
    const after = await shop(shopId);
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.rating_avg).not.toBe(before.rating_avg);

    const tagged = (await shops()).find((s) => s.tags.length > 0)!;
    db.run("UPDATE tags SET translations = json_set(translations, '$.en.title', 'Renamed tag')");
    expect((await shop(tagged.id)).tags[0]!.translation.title).toBe('Renamed tag');
  });

  it('sees opening hours, closed dates, the shop switch and the clock', async () => {
    const db = app.market.db;
    expect((await shop(24)).open).toBe(false); // Night Owl Diner: 17:00–23:59
    clock = new Date('2030-05-15T22:30:00Z'); // 18:30 in Washington
    expect((await shop(24)).open).toBe(true);
    db.run("UPDATE shop_working_days SET from_time = '19:00' WHERE shop_id = 24 AND kind = 'shop'");
    const hours = await shop(24);
    expect(hours.open).toBe(false);
    expect(hours.shop_working_days[0]!.from).toBe('19:00');
    clock = new Date('2030-05-15T16:00:00Z');

    expect((await shop(2)).open).toBe(true);
    db.insert('shop_closed_dates', { shop_id: 2, kind: 'shop', day: '2030-05-15' });
    const closedToday = await shop(2);
    expect(closedToday.open).toBe(false);
    expect(closedToday.shop_closed_date).toContainEqual({ day: '2030-05-15' });
    expect((await searched()).filter((p) => p.shop_id === 2).every((p) => !p.shop.open)).toBe(true);

    db.run('UPDATE shops SET open = 0 WHERE id = 4');
    expect((await shop(4)).open).toBe(false);
    expect((await shops('&group=open')).map((s) => s.id)).not.toContain(4);
  });

  it('sees stock prices, products renamed or withdrawn, pictures, units and the search index', async () => {
    const db = app.market.db;
    const first = (await searched())[0]!;
    db.run('UPDATE stocks SET price = 123.45 WHERE id = ?', [first.stocks[0]!.id]);
    expect((await searched()).find((p) => p.id === first.id)!.stocks[0]!.price).toBe(123.45);

    db.run("UPDATE products SET translations = json_set(translations, '$.en.title', 'Pizza Renamed') WHERE id = ?", [first.id]);
    expect((await searched()).find((p) => p.id === first.id)!.translation.title).toBe('Pizza Renamed');
    db.insert('product_galleries', { product_id: first.id, url: '/api/v1/media/extra.svg', position: 99 });
    expect((await searched()).find((p) => p.id === first.id)!.galleries).toContainEqual(expect.objectContaining({ path: '/api/v1/media/extra.svg' }));
    db.run('UPDATE products SET active = 0 WHERE id = ?', [first.id]);
    expect((await searched()).map((p) => p.id)).not.toContain(first.id);

    const withUnit = (await read('rest/products/paginate?perPage=100')).data.find((p: { unit?: unknown }) => p.unit) as { id: number; unit: { id: number } };
    db.run("UPDATE units SET translations = json_set(translations, '$.en.title', 'renamed unit') WHERE id = ?", [withUnit.unit.id]);
    const again = (await read('rest/products/paginate?perPage=100')).data.find((p: { id: number }) => p.id === withUnit.id);
    expect(again.unit.translation.title).toBe('renamed unit');

    expect((await searched('search=zzyzxquux')).length).toBe(0);
    db.run("INSERT INTO search_index (title, body, kind, ref_id, locale, shop_id) VALUES ('Zzyzxquux', '', 'product', ?, 'en', ?)", [first.id + 1, first.shop_id]);
    expect((await searched('search=zzyzxquux')).length).toBeGreaterThan(0);
  });

  it('sees shops stop delivering to an address and products withdrawn when their shop is', async () => {
    const db = app.market.db;
    const near = `address[latitude]=${HOME[0]}&address[longitude]=${HOME[1]}`;
    expect((await shops(`&${near}`)).map((s) => s.id)).toContain(5);
    db.run("UPDATE shops SET zone = '[[0,0],[0,1],[1,1]]' WHERE id = 5");
    expect((await shops(`&${near}`)).map((s) => s.id)).not.toContain(5);
    const sushi = (await read('rest/products/paginate?shop_id=5')).meta.total;
    expect(sushi).toBeGreaterThan(0);
    db.run("UPDATE shops SET status = 'inactive' WHERE id = 5");
    expect((await read('rest/products/paginate?shop_id=5')).meta.total).toBe(0);
    expect((await shops()).map((s) => s.id)).not.toContain(5);
  });

  // A kept answer is right only if every table it read is among those its stamp watches.
  it('watches every table the lists read', async () => {
    const db = app.market.db;
    const read = new Set<string>();
    const spy = (sql: string) => {
      for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)/gi)) if (m[1]!.toLowerCase() !== 'json_each') read.add(m[1]!.toLowerCase());
    };
    const all = db.all.bind(db);
    const get = db.get.bind(db);
    db.all = ((sql: string, params?: never) => (spy(sql), all(sql, params))) as typeof db.all;
    db.get = ((sql: string, params?: never) => (spy(sql), get(sql, params))) as typeof db.get;
    try {
      db.run('UPDATE settings SET value = value'); // nothing the lists read: they stay kept …
      const near = `address[latitude]=${HOME[0]}&address[longitude]=${HOME[1]}`;
      for (const q of ['', '&category_id=1&tags[]=1', '&group=deals', '&group=open&order_by=rating', `&search=pizza&${near}`]) {
        db.run('UPDATE shops SET price = price'); // … so move them to see every query run
        await ok(app, 'GET', `rest/shops/paginate?perPage=100${q}`);
        await ok(app, 'GET', `rest/booking/shops/paginate?perPage=100${q}`);
      }
      const shopTables = new Set(read);
      read.clear();
      for (const q of ['', '&category_id=1&price_from=1&price_to=20&order_by=price_asc', `&search=pizza&${near}`, '&shop_id=1&search=salad']) {
        db.run('UPDATE products SET sold = sold WHERE id = 1');
        await ok(app, 'GET', `rest/products/paginate?perPage=100${q}`);
      }
      await ok(app, 'GET', 'rest/shops/1/products/recommended/paginate?perPage=100');
      const productTables = new Set(read);
      expect([...shopTables].filter((t) => !SHOP_LIST_TABLES.includes(t as never))).toEqual([]);
      expect([...productTables].filter((t) => !PRODUCT_LIST_TABLES.includes(t as never))).toEqual([]);
      expect(shopTables.size).toBeGreaterThan(5);
      expect(productTables.size).toBeGreaterThan(8);
    } finally {
      db.all = all;
      db.get = get;
    }
  });
});

describe('ReadCache', () => {
  const cacheOf = (size: number, maxBytes: number) => {
    const db = new Db(':memory:');
    const cache = new ReadCache(db, size, maxBytes);
    let computed = 0;
    const get = (key: string, bytes = 10) => cache.json(['t'], key, () => (computed++, 'x'.repeat(bytes))).toString();
    return { db, get, computed: () => computed };
  };

  it('keeps an answer the second time it is asked, then the most recently used within its count and bytes', () => {
    const { db, get, computed } = cacheOf(2, 100);
    get('a');
    get('a'); // asked again: kept
    get('a');
    expect(computed()).toBe(2);
    get('b');
    get('b');
    get('a'); // a is now the most recent
    expect(computed()).toBe(4);
    get('c');
    get('c'); // kept, over the count: b goes
    get('a');
    expect(computed()).toBe(6);
    get('b');
    expect(computed()).toBe(7);
    get('big', 95);
    expect(get('big', 95)).toHaveLength(97); // kept, over the bytes: every other answer goes
    get('a');
    expect(computed()).toBe(10);
    db.close();
  });

  it('does not keep an answer asked again once more than its count of other keys were asked since', () => {
    const { db, get, computed } = cacheOf(2, 100);
    get('x');
    get('y');
    get('z'); // the last two keys asked: y and z
    get('x'); // forgotten: computed and not kept
    expect(computed()).toBe(4);
    get('z'); // remembered: kept
    get('z');
    expect(computed()).toBe(5);
    get('x'); // remembered since its last ask: kept now
    get('x');
    expect(computed()).toBe(6);
    db.close();
  });
});
