/**
 * The settings and content routes answer in the API family's format: per route its status and the family's shape
 * (`@market/contract/src/family/meta.ts`), with the empty and the error cases.
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  AdBannerAnswer, AdBannersAnswer, BrandsAnswer, FaqsAnswer, InfoPagesAnswer, LandingPageAnswer, LastBlogAnswer, LegalTextAnswer,
  SettingsAnswer, ShopCategoriesAnswer, SiteStatAnswer, StoriesAnswer,
} from '@market/contract/src/family/meta.ts';
import { makeApp, ok } from './helpers.ts';
import { answer, refuses } from './family-helpers.ts';
import { CareerOne, CareerPage } from '@market/contract/src/family/catalogue.ts';

/** A GET that answers 200 in the schema's shape; its body. */
const get = <S extends TSchema>(app: FastifyInstance, url: string, schema: S): Promise<Static<S>> => answer(app, 'GET', url, undefined, schema);

let app: FastifyInstance;
/** An app whose content tables are emptied, for the empty cases. */
let bare: FastifyInstance;
beforeAll(async () => {
  [app, bare] = await Promise.all([makeApp(), makeApp()]);
  bare.market.db.run('UPDATE products SET brand_id = NULL');
  for (const table of ['settings', 'stories', 'faqs', 'banners', 'pages', 'landing_pages', 'blogs', 'brands', 'careers']) bare.market.db.run(`DELETE FROM ${table}`);
});
afterAll(async () => {
  await Promise.all([app.close(), bare.close()]);
});

describe('rest/settings', () => {
  it('answers every setting as a {key, value} row', async () => {
    const body = await get(app, 'rest/settings', SettingsAnswer);
    expect(body.data).toContainEqual({ key: 'ui_type', value: '1' });
    expect(new Set(body.data.map((r) => r.key)).size).toBe(body.data.length);
  });

  it('answers an empty list when the marketplace has no settings', async () => {
    expect((await get(bare, 'rest/settings', SettingsAnswer)).data).toEqual([]);
  });

  it('refuses another method with {message}', async () => {
    await refuses(app, 'POST', 'rest/settings', 404);
  });
});

describe('rest/stories/paginate', () => {
  it('answers the bare array, one array of frames per shop, in the language asked', async () => {
    const body = await get(app, 'rest/stories/paginate?lang=fr', StoriesAnswer);
    expect(body.length).toBeGreaterThan(3);
    for (const frames of body) expect(new Set(frames.map((f) => f.shop_id)).size).toBe(1);
    expect(new Set(body.map((frames) => frames[0]!.shop_id)).size).toBe(body.length);
    expect(body.some((frames) => frames.length > 1)).toBe(true);
    const [first] = body[0]!;
    const shop = (await ok(app, 'GET', `rest/shops/${first!.shop_id}?lang=fr`)).data;
    expect(first!.title).toBe(shop.translation.title);
    expect(first!.url).toMatch(/^\/api\/v1\/media\//);
  });

  it('pages the stories: perPage stories, an empty array past the last', async () => {
    expect(await ok(app, 'GET', 'rest/stories/paginate?perPage=1')).toHaveLength(1);
    expect(await get(app, 'rest/stories/paginate?perPage=50&page=9', StoriesAnswer)).toEqual([]);
  });

  it('leaves out the stories of a product no longer on sale', async () => {
    const [first] = (await ok<StoriesAnswer>(app, 'GET', 'rest/stories/paginate'))[0]!;
    app.market.db.run('UPDATE products SET active = 0 WHERE uuid = ?', [first!.product_uuid]);
    try {
      const after = await get(app, 'rest/stories/paginate', StoriesAnswer);
      expect(after.flat().some((f) => f.product_uuid === first!.product_uuid)).toBe(false);
    } finally {
      app.market.db.run('UPDATE products SET active = 1 WHERE uuid = ?', [first!.product_uuid]);
    }
  });

  it('answers [] when there are no stories', async () => {
    expect(await get(bare, 'rest/stories/paginate', StoriesAnswer)).toEqual([]);
  });
});

describe('rest/categories/paginate?type=shop', () => {
  it('answers the shop categories, each with its children, in the language asked', async () => {
    const body = await get(app, 'rest/categories/paginate?type=shop&perPage=20&lang=fr', ShopCategoriesAnswer);
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(body.data.every((c) => c.type === 'shop')).toBe(true);
    const pizza = body.data.find((c) => c.children?.length);
    expect(pizza?.translation.locale).toBe('fr');
    // A shop category filters the shops filed under it.
    const shops = (await ok(app, 'GET', `rest/shops/paginate?category_id=${body.data[0]!.id}`)).data;
    expect(shops.length).toBeGreaterThan(0);
  });

  it('answers an empty page past the last, and when no shop is approved', async () => {
    expect((await get(app, 'rest/categories/paginate?type=shop&page=50', ShopCategoriesAnswer)).data).toEqual([]);
    bare.market.db.run("UPDATE shops SET status = 'new'");
    expect((await get(bare, 'rest/categories/paginate?type=shop', ShopCategoriesAnswer)).data).toEqual([]);
  });

  it('refuses an unknown type with 422 and a message on the field', async () => {
    await refuses(app, 'GET', 'rest/categories/paginate?type=bogus', 422);
  });
});

describe('rest/faqs/paginate', () => {
  it('answers each question and its answer in the language asked, paged', async () => {
    const body = await get(app, 'rest/faqs/paginate?perPage=2&lang=ar', FaqsAnswer);
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThan(3);
    expect(body.data[0]!.translation).toMatchObject({ locale: 'ar', question: expect.stringMatching(/\S/), answer: expect.stringMatching(/\S/) });
  });

  it('answers an empty page when there are no questions', async () => {
    const body = await get(bare, 'rest/faqs/paginate', FaqsAnswer);
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });
});

describe('rest/banners-ads', () => {
  it('answers the ad banners, paged, and one with the shops it advertises; not among the home banners', async () => {
    const body = await get(app, 'rest/banners-ads?perPage=6&address[latitude]=38.91&address[longitude]=-77.03&lang=fr', AdBannersAnswer);
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data[0]!.translation.locale).toBe('fr');
    const one = await get(app, `rest/banners-ads/${body.data[0]!.id}`, AdBannerAnswer);
    expect(one.data.banner.id).toBe(body.data[0]!.id);
    expect(one.data.shops.length).toBeGreaterThan(0);
    const home = (await ok(app, 'GET', 'rest/banners/paginate?perPage=50')).data as { id: number }[];
    expect(home.some((b) => body.data.some((a) => a.id === b.id))).toBe(false);
  });

  it('answers an empty page when there are none; 404 for an unknown ad or a home banner', async () => {
    expect((await get(bare, 'rest/banners-ads', AdBannersAnswer)).data).toEqual([]);
    await refuses(app, 'GET', 'rest/banners-ads/9999', 404);
    const home = (await ok(app, 'GET', 'rest/banners/paginate')).data as { id: number }[];
    await refuses(app, 'GET', `rest/banners-ads/${home[0]!.id}`, 404);
  });
});

describe('rest/policy and rest/term', () => {
  it('answer their text (HTML) in the language asked', async () => {
    const policy = await get(app, 'rest/policy?lang=fr', LegalTextAnswer);
    expect(policy.data.translation).toMatchObject({ locale: 'fr', title: 'Politique de confidentialité' });
    expect(policy.data.translation.description).toContain('<p>');
    expect((await get(app, 'rest/term', LegalTextAnswer)).data.translation.title).toBe('Terms');
  });

  it('answer 404 when the marketplace has none', async () => {
    await refuses(bare, 'GET', 'rest/policy', 404);
    await refuses(bare, 'GET', 'rest/term', 404);
  });
});

describe('rest/pages/paginate', () => {
  it('answers the about sections for type=all_about, one type for another, all pages without', async () => {
    const about = await get(app, 'rest/pages/paginate?page=1&perPage=10&type=all_about', InfoPagesAnswer);
    expect(about.data.map((p) => p.type)).toEqual(['about', 'about_second', 'about_three']);
    expect((await get(app, 'rest/pages/paginate?type=delivery', InfoPagesAnswer)).data.map((p) => p.type)).toEqual(['delivery']);
    expect((await get(app, 'rest/pages/paginate?perPage=50', InfoPagesAnswer)).meta.total).toBeGreaterThan(5);
  });

  it('answers an empty page for an unknown type and when there are no pages', async () => {
    expect((await get(app, 'rest/pages/paginate?type=nope', InfoPagesAnswer)).data).toEqual([]);
    expect((await get(bare, 'rest/pages/paginate?type=all_about', InfoPagesAnswer)).data).toEqual([]);
  });
});

describe('rest/brands/paginate', () => {
  it('answers the brands with their products on sale; a shop narrows them to its own', async () => {
    const all = await get(app, 'rest/brands/paginate?perPage=100', BrandsAnswer);
    expect(all.data.length).toBeGreaterThan(3);
    expect(all.data.every((b) => (b.products_count ?? 0) > 0)).toBe(true);
    const shop = app.market.db.get<{ shop_id: number }>('SELECT shop_id FROM products WHERE brand_id IS NOT NULL LIMIT 1')!.shop_id;
    const own = await get(app, `rest/brands/paginate?perPage=100&shop_id=${shop}`, BrandsAnswer);
    const counts = app.market.db.all<{ brand_id: number; n: number }>(
      'SELECT brand_id, count(*) AS n FROM products WHERE shop_id = ? AND brand_id IS NOT NULL AND active = 1 AND addon = 0 GROUP BY brand_id', [shop],
    );
    expect(own.data.map((b) => [b.id, b.products_count]).sort()).toEqual(counts.map((c) => [c.brand_id, c.n]).sort());
  });

  it('answers an empty page for a shop without brands and when there are none', async () => {
    const restaurant = app.market.db.get<{ id: number }>("SELECT id FROM shops WHERE type = 'restaurant' LIMIT 1")!.id;
    expect((await get(app, `rest/brands/paginate?shop_id=${restaurant}`, BrandsAnswer)).data).toEqual([]);
    expect((await get(bare, 'rest/brands/paginate', BrandsAnswer)).data).toEqual([]);
  });
});

describe('rest/landing-pages/welcome', () => {
  it('answers the welcome page, its texts per language', async () => {
    const body = await get(app, 'rest/landing-pages/welcome', LandingPageAnswer);
    expect(body.data.type).toBe('welcome');
    expect(Object.keys(body.data.data.title)).toEqual(['en', 'fr', 'ar']);
    expect(body.data.data.features.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown landing page and when there is none', async () => {
    await refuses(app, 'GET', 'rest/landing-pages/nope', 404);
    await refuses(bare, 'GET', 'rest/landing-pages/welcome', 404);
  });
});

describe('rest/stat', () => {
  it('answers how many users and delivered orders there are', async () => {
    const body = await get(app, 'rest/stat', SiteStatAnswer);
    expect(body.data.users).toBe(app.market.db.get<{ n: number }>('SELECT count(*) AS n FROM users')!.n);
    expect(body.data.orders).toBe(app.market.db.get<{ n: number }>("SELECT count(*) AS n FROM orders WHERE status = 'delivered'")!.n);
    expect(body.data.orders).toBeGreaterThan(0);
  });
});

describe('rest/last-blog/show', () => {
  it('answers the latest published blog post, never news', async () => {
    const body = await get(app, 'rest/last-blog/show?lang=fr', LastBlogAnswer);
    const blogs = (await ok(app, 'GET', 'rest/blogs/paginate?type=blog&lang=fr')).data as { uuid: string }[];
    expect(body.data.uuid).toBe(blogs[0]!.uuid);
    expect(body.data.translation.locale).toBe('fr');
  });

  it('answers 404 when there is no blog post', async () => {
    await refuses(bare, 'GET', 'rest/last-blog/show', 404);
  });
});

describe('rest/careers', () => {
  it('lists the open job offers, newest first, in the asked language', async () => {
    const body = await get(app, 'rest/careers/paginate?lang=ar&active=1&page=1', CareerPage);
    expect(body.data.map((c) => c.id)).toEqual([3, 2, 1]);
    expect(body.data[2]).toMatchObject({ translation: { title: 'مندوب توصيل', address: '1700 15th St NW, Washington, DC 20009, USA' }, category: { translation: { title: 'التوصيل' } } });
    expect(body.meta).toMatchObject({ total: 3 });
  });

  it('shows an open offer; a closed or unknown one is a 404 with {message}', async () => {
    expect((await get(app, 'rest/careers/2?lang=fr', CareerOne)).data.translation.title).toBe('Agent du service client');
    await refuses(app, 'GET', 'rest/careers/4', 404);
    await refuses(app, 'GET', 'rest/careers/999', 404);
  });

  it('answers an empty page when there is no offer', async () => {
    const body = await get(bare, 'rest/careers/paginate', CareerPage);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0 });
  });
});
