import type { FastifyInstance } from 'fastify';
import { clearSearchCache, searchIds } from '../src/services/search.ts';
import { call, HOME, makeApp, ok } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const near = `address[latitude]=${HOME[0]}&address[longitude]=${HOME[1]}`;

describe('shops', () => {
  it('pages at least 40 approved shops with the contract fields', async () => {
    const page = await ok(app, 'GET', 'rest/shops/paginate?perPage=5');
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page.meta.total).toBeGreaterThanOrEqual(40);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 5));
    const shop = page.data[0];
    for (const key of ['id', 'uuid', 'type', 'logo_img', 'background_img', 'open', 'rating_avg', 'reviews_count', 'price', 'price_per_km', 'min_amount', 'tax', 'delivery_time', 'location', 'translation', 'tags', 'shop_working_days', 'shop_closed_date', 'is_recommended']) {
      expect(shop).toHaveProperty(key);
    }
    expect(shop.shop_working_days).toHaveLength(7);
  });

  it('filters by type, category, group and the delivery address', async () => {
    const restaurants = await ok(app, 'GET', 'rest/shops/paginate?type=restaurant&perPage=100');
    expect(restaurants.data.every((s: { type: string }) => s.type === 'restaurant')).toBe(true);
    const pizza = await ok(app, 'GET', 'rest/shops/paginate?category_id=1&perPage=100');
    expect(pizza.data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(pizza.data.map((s: { id: number }) => s.id)).not.toContain(29);
    const open = await ok(app, 'GET', 'rest/shops/paginate?group=open&perPage=100');
    expect(open.data.every((s: { open: boolean }) => s.open)).toBe(true);
    expect(open.data.map((s: { id: number }) => s.id)).not.toContain(16);
    const free = await ok(app, 'GET', 'rest/shops/paginate?group[free_delivery]=1&perPage=100');
    expect(free.data.every((s: { price: number }) => s.price === 0)).toBe(true);
    const here = await ok(app, 'GET', `rest/shops/paginate?${near}&perPage=100`);
    const ids = here.data.map((s: { id: number }) => s.id);
    expect(ids).toContain(1);
    expect(ids).not.toContain(21);
    expect(ids).not.toContain(41);
    expect(typeof here.data[0].distance).toBe('number');
  });

  it('orders by newest and rating', async () => {
    const newest = (await ok(app, 'GET', 'rest/shops/paginate?newest=1&perPage=100')).data;
    expect(newest[0].created_at >= newest[1].created_at).toBe(true);
    const rated = (await ok(app, 'GET', 'rest/shops/paginate?order_by=rating&perPage=100')).data;
    expect(rated[0].rating_avg).toBeGreaterThanOrEqual(rated[rated.length - 1].rating_avg);
  });

  it('tells closed shops: switched off (16) and outside working hours (24)', async () => {
    expect((await ok(app, 'GET', 'rest/shops/16')).data.open).toBe(false);
    expect((await ok(app, 'GET', 'rest/shops/24')).data.open).toBe(false);
    expect((await ok(app, 'GET', 'rest/shops/1')).data.open).toBe(true);
  });

  it('finds a shop by id or uuid with its zone; 404 for unknown ids', async () => {
    const shop = (await ok(app, 'GET', 'rest/shops/1')).data;
    expect(shop.translation.title).toBe('Pizza Roma');
    expect(shop.delivery_zone.length).toBeGreaterThan(2);
    expect((await ok(app, 'GET', `rest/shops/${shop.uuid}`)).data.id).toBe(1);
    expect((await call(app, 'GET', 'rest/shops/99999')).statusCode).toBe(404);
    expect((await call(app, 'GET', 'rest/shops/abc')).statusCode).toBe(404);
  });

  it('lists recommended and booking shops, tags, reviews and branches', async () => {
    expect((await ok(app, 'GET', 'rest/shops/recommended')).data.every((s: { is_recommended: boolean }) => s.is_recommended)).toBe(true);
    const booking = await ok(app, 'GET', 'rest/booking/shops/paginate?perPage=100');
    expect(booking.data.every((s: { booking: boolean }) => s.booking)).toBe(true);
    expect(booking.data.map((s: { id: number }) => s.id)).toContain(1);
    expect((await ok(app, 'GET', 'rest/booking/shops/1')).data.booking_shop_working_days).toHaveLength(7);
    expect((await call(app, 'GET', 'rest/booking/shops/2')).statusCode).toBe(404);
    expect((await ok(app, 'GET', 'rest/shops-takes')).data.length).toBe(8);
    const reviews = await ok(app, 'GET', 'rest/shops/1/reviews?perPage=3');
    expect(reviews.data).toHaveLength(3);
    expect(reviews.data[0].user.firstname).toBeTruthy();
    expect((await ok(app, 'GET', 'rest/branches?shop_id=1')).data).toHaveLength(2);
  });

  it('checks delivery zones: any shop, one shop, the messages otherwise', async () => {
    const any = await ok(app, 'GET', `rest/shop/delivery-zone/check/distance?${near}`);
    expect(any.data.shop_ids).toContain(1);
    const one = await ok(app, 'GET', `rest/shop/1/delivery-zone/check/distance?${near}`);
    expect(one.data).toMatchObject({ status: true, shop_ids: [1] });
    const outside = await call(app, 'GET', `rest/shop/21/delivery-zone/check/distance?${near}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe("We don't deliver here yet");
    const nowhere = await call(app, 'GET', 'rest/shop/delivery-zone/check/distance?address[latitude]=0&address[longitude]=0');
    expect(nowhere.json().message).toBe("Sorry, we're not available here");
    expect((await call(app, 'GET', 'rest/shop/delivery-zone/check/distance')).statusCode).toBe(422);
  });
});

describe('products and search', () => {
  it('finds several shops and products for "pizza"', async () => {
    const shops = await ok(app, 'GET', 'rest/shops/search?search=pizza&perPage=50');
    expect(shops.meta.total).toBeGreaterThanOrEqual(5);
    const titles = shops.data.map((s: { translation: { title: string } }) => s.translation.title);
    expect(titles).toEqual(expect.arrayContaining(['Pizza Roma', 'Napoli Pizza House']));
    const products = await ok(app, 'GET', 'rest/products/search?search=pizza');
    expect(products.meta.total).toBeGreaterThan(20);
    expect(products.data[0].translation.title).toMatch(/pizza/i);
    expect(products.data[0].shop.translation.title).toBeTruthy();
  });

  it('matches prefixes and per-language titles', async () => {
    const fr = await ok(app, 'GET', 'rest/products/search?search=fromag&lang=fr');
    expect(fr.data[0].translation.locale).toBe('fr');
    expect(fr.data[0].translation.title.toLowerCase()).toContain('fromage');
    const ar = await ok(app, 'GET', `rest/products/search?search=${encodeURIComponent('بيتزا')}&lang=ar`);
    expect(ar.meta.total).toBeGreaterThan(20);
    expect(ar.data[0].translation.title).toContain('بيتزا');
  });

  it('scopes search to a shop and an address; an empty search is an empty page', async () => {
    const inShop = await ok(app, 'GET', 'rest/products/search?search=salad&shop_id=1');
    expect(inShop.data.every((p: { shop_id: number }) => p.shop_id === 1)).toBe(true);
    const near1 = await ok(app, 'GET', `rest/products/search?search=pizza&${near}&perPage=100`);
    expect(near1.data.some((p: { shop_id: number }) => p.shop_id === 21 || p.shop_id === 39)).toBe(false);
    expect((await ok(app, 'GET', 'rest/products/search?search=')).meta.total).toBe(0);
    expect((await ok(app, 'GET', 'rest/shops/search?search=%20%20')).meta.total).toBe(0);
  });

  // Speed is a benchmark's figure (npm run bench:api), not a timed test; what a test can hold is the plan: a search
  // is answered from the full-text index, never by reading the catalogue's tables row by row.
  it('searches through the full-text index, never by scanning the catalogue', () => {
    const db = app.market.db;
    const issued: { sql: string; params: unknown[] }[] = [];
    const watched = Object.assign(Object.create(db) as typeof db, {
      all: (sql: string, params: unknown[] = []) => {
        issued.push({ sql, params });
        return db.all(sql, params as never);
      },
    });
    clearSearchCache(watched);
    for (const [term, shop] of [['pizza', undefined], ['sushi roll', undefined], ['salad', 1]] as const) {
      expect(searchIds(watched, 'product', term, 'en', shop).length).toBeGreaterThan(0);
    }
    expect(issued.length).toBe(3);
    for (const { sql, params } of issued) {
      const plan = db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params as never).map((r) => r.detail).join('\n');
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/\bSCAN (products|product_translations|shops|shop_translations)\b/);
    }
  });

  it('pages products with filters; never add-ons', async () => {
    const page = await ok(app, 'GET', 'rest/products/paginate?shop_id=1&perPage=100');
    expect(page.data.every((p: { shop_id: number; addon: boolean }) => p.shop_id === 1 && !p.addon)).toBe(true);
    const cat = await ok(app, 'GET', 'rest/products/paginate?category_id=1&perPage=20');
    expect(cat.data.every((p: { category_id: number }) => [1, 2, 3].includes(p.category_id))).toBe(true);
    const cheap = await ok(app, 'GET', 'rest/products/paginate?price_from=0&price_to=2&perPage=50');
    expect(cheap.data.every((p: { stocks: { price: number }[] }) => p.stocks.some((s) => s.price <= 2))).toBe(true);
  });

  it('has 2,000+ products with stocks, extras and add-ons', async () => {
    expect((await ok(app, 'GET', 'rest/products/paginate?perPage=1')).meta.total).toBeGreaterThanOrEqual(2000);
    const shop = (await ok(app, 'GET', 'rest/shops/1/products')).data;
    expect(shop.all.length).toBeGreaterThan(2);
    const products = shop.all.flatMap((c: { products: unknown[] }) => c.products);
    expect(products.some((p: any) => p.stocks[0].addons.length > 0)).toBe(true);
    expect(products.some((p: any) => p.stocks.length === 3 && p.stocks[0].extras[0].group.translation.title === 'Size')).toBe(true);
    expect(Array.isArray(shop.recommended)).toBe(true);
  });

  it('finds a product by id and by uuid; 404 otherwise', async () => {
    const byId = (await ok(app, 'GET', 'rest/products/5')).data;
    expect(byId.stocks[0].total_price).toBe(byId.stocks[0].price - byId.stocks[0].discount + byId.stocks[0].tax);
    expect(byId.img).toMatch(/^\/api\/v1\/media\//);
    expect((await ok(app, 'GET', `rest/products/${byId.uuid}`)).data.id).toBe(5);
    expect((await call(app, 'GET', 'rest/products/9999999')).statusCode).toBe(404);
  });

  it("gives a product's pictures, the main one first: the first products of a shop have a gallery of three", async () => {
    const menu = (await ok(app, 'GET', 'rest/shops/1/products')).data;
    const products = menu.all.flatMap((c: { products: { id: number }[] }) => c.products) as { id: number }[];
    const frames = new Map<number, { id: number; path: string }[]>();
    for (const { id } of products) frames.set(id, (await ok(app, 'GET', `rest/products/${id}`)).data.galleries);
    const withGallery = [...frames].filter(([, g]) => g.length > 1);
    expect(withGallery).toHaveLength(3);
    for (const [id, gallery] of withGallery) {
      expect(gallery).toHaveLength(3);
      expect(gallery[0]!.path).toBe((await ok(app, 'GET', `rest/products/${id}`)).data.img);
      expect(new Set(gallery.map((g) => g.path)).size).toBe(3);
      for (const g of gallery) expect(g.path).toMatch(/^\/api\/v1\/media\//);
    }
    expect([...frames.values()].filter((g) => g.length === 1).length).toBe(products.length - 3);
  });

  it('answers shop product pages, recommended products and average prices', async () => {
    const page = await ok(app, 'GET', 'rest/shops/1/products/paginate?perPage=4');
    expect(page.data).toHaveLength(4);
    expect((await ok(app, 'GET', 'rest/shops/1/products/recommended/paginate')).data.length).toBeGreaterThan(0);
    const avg = (await ok(app, 'GET', 'rest/products-avg-prices')).data;
    expect(avg.min).toBeLessThanOrEqual(avg.avg);
    expect(avg.avg).toBeLessThanOrEqual(avg.max);
  });
});

describe('categories and recipes', () => {
  it('lists main categories with children, and receipt categories', async () => {
    const main = (await ok(app, 'GET', 'rest/categories/paginate?perPage=50')).data;
    expect(main[0]).toMatchObject({ slug: 'pizza', type: 'main' });
    expect(main[0].children.length).toBe(2);
    const receipt = (await ok(app, 'GET', 'rest/categories/paginate?type=receipt')).data;
    expect(receipt.every((c: { type: string }) => c.type === 'receipt')).toBe(true);
    expect((await call(app, 'GET', 'rest/categories/paginate?type=bogus')).statusCode).toBe(422);
  });

  it('pages recipes and shows one with stocks to add to the cart', async () => {
    const list = await ok(app, 'GET', 'rest/receipts/paginate?perPage=50');
    expect(list.meta.total).toBeGreaterThanOrEqual(10);
    const recipe = (await ok(app, 'GET', `rest/receipts/${list.data[0].id}?lang=fr`)).data;
    expect(recipe.stocks.length).toBeGreaterThan(2);
    expect(recipe.stocks[0].product.shop_id).toBe(recipe.shop_id);
    expect(recipe.ingredient.title).toContain('<li>');
    expect(recipe.nutritions[0].translation.locale).toBe('fr');
    expect((await call(app, 'GET', 'rest/receipts/999')).statusCode).toBe(404);
  });
});
