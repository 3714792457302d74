/**
 * Content the family's customer screens read beyond our own: ad banners, the privacy policy and the terms, pages by
 * type, brands, the welcome landing page, the marketplace's figures, the latest blog post and the job offers, in the
 * family's shapes (`@market/contract/src/family/meta.ts`, `catalogue.ts`).
 */
import type {
  AdBannerAnswer, AdBannersAnswer, BrandsAnswer, InfoPagesAnswer, LandingPageAnswer, LastBlogAnswer, LegalTextAnswer, SiteStatAnswer,
} from '@market/contract/src/family/meta.ts';
import type { CareerAnswer, CareerPageAnswer } from '@market/contract/src/family/catalogue.ts';
import type { Scopes } from '../types.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { int, str } from '../lib/query.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { promotedShops } from '../services/banners.ts';

type Q = Record<string, unknown>;
type AdBanner = AdBannersAnswer['data'][number];
type InfoPage = InfoPagesAnswer['data'][number];
type Brand = BrandsAnswer['data'][number];
type Career = CareerAnswer['data'];

interface AdRow { id: number; img: string; url: string | null; clickable: number; translations: string; shop_ids: string; created_at: string }
interface CareerRow { id: number; translations: string; category: string | null; created_at: string }
interface PageRow { id: number; type: string; img: string | null; translations: string }

/** The about page's sections, which `type=all_about` asks for together. */
const ABOUT_TYPES = ['about', 'about_second', 'about_three', 'about_fourth'];

export function contentRoutes({ pub, ctx }: Scopes): void {
  const { db } = ctx;

  const ad = (r: AdRow, lang: string): AdBanner => ({
    id: r.id, img: r.img, url: r.url, active: true, clickable: r.clickable === 1, type: 'ads', translation: pick(r.translations, lang),
  });

  // The address the family's home sends (address[latitude]…) does not narrow the ads: each names its shops.
  pub.get('/rest/banners-ads', async (req): Promise<AdBannersAnswer> =>
    pageQuery<AdRow, AdBanner>(db, pageArgs(req.query as Q), '*', "FROM banners WHERE type = 'ads'", 'id', [], (rows) => rows.map((r) => ad(r, req.lang))),
  );
  pub.get<{ Params: { id: string } }>('/rest/banners-ads/:id', async (req): Promise<AdBannerAnswer> => {
    const row = db.get<AdRow>("SELECT * FROM banners WHERE id = ? AND type = 'ads'", [int(req.params.id) ?? 0]);
    if (!row) throw notFound();
    const banner = ad(row, req.lang);
    // The ad page reads the ad's title and picture from `data` itself, and pages its shops.
    return { data: { banner, img: banner.img, translation: banner.translation, ...promotedShops(ctx, row.shop_ids, req.lang, req.query as Q) } };
  });

  // The policy and the terms are our pages of those types.
  const legal = (type: string) => async (req: { lang: string }): Promise<LegalTextAnswer> => {
    const row = db.get<PageRow>('SELECT * FROM pages WHERE type = ?', [type]);
    if (!row) throw notFound();
    return { data: { id: row.id, translation: pick(row.translations, req.lang) } };
  };
  pub.get('/rest/policy', legal('privacy'));
  pub.get('/rest/term', legal('terms'));

  pub.get('/rest/pages/paginate', async (req): Promise<InfoPagesAnswer> => {
    const q = req.query as Q;
    const type = str(q.type);
    const types = type === 'all_about' ? ABOUT_TYPES : type ? [type] : undefined;
    return pageQuery<PageRow, InfoPage>(
      db, pageArgs(q), '*', `FROM pages ${types ? 'WHERE type IN (SELECT value FROM json_each(?))' : ''}`, 'id', types ? [JSON.stringify(types)] : [],
      (rows) => rows.map((r) => ({ id: r.id, type: r.type, img: r.img ?? undefined, translation: pick(r.translations, req.lang) })),
    );
  });

  // Brands of the products on sale, with how many; a shop or a category narrows them to the brands it has. The ids
  // are integers (int), written into the count, which the page's SELECT and its total both use.
  pub.get('/rest/brands/paginate', async (req): Promise<BrandsAnswer> => {
    const q = req.query as Q;
    const shopId = int(q.shop_id);
    const category = int(q.category_id);
    const where = ['p.brand_id = b.id', 'p.active = 1', 'p.addon = 0', "p.shop_id IN (SELECT id FROM shops WHERE status = 'approved')"];
    if (shopId !== undefined) where.push(`p.shop_id = ${shopId}`);
    if (category !== undefined) where.push(`(p.category_id = ${category} OR p.category_id IN (SELECT id FROM categories WHERE parent_id = ${category}))`);
    const counted = `(SELECT count(*) FROM products p WHERE ${where.join(' AND ')})`;
    const narrowed = shopId !== undefined || category !== undefined;
    return pageQuery<{ id: number; uuid: string; title: string; img: string; n: number }, Brand>(
      db, pageArgs(q), `b.id, b.uuid, b.title, b.img, ${counted} AS n`, `FROM brands b WHERE b.active = 1 ${narrowed ? `AND ${counted} > 0` : ''}`, 'b.title, b.id', [],
      (rows) => rows.map((r) => ({ id: r.id, uuid: r.uuid, title: r.title, img: r.img, active: true, products_count: r.n })),
    );
  });

  // Job offers: only the open ones are public, newest first (the family's client asks `active=1`; a closed offer is
  // not shown whatever it asks).
  const career = (r: CareerRow, lang: string): Career => {
    const t = pick(r.translations, lang);
    return { id: r.id, active: true, created_at: r.created_at, translation: { ...t, address: t.address ?? null }, category: r.category ? { translation: pick(r.category, lang) } : null };
  };
  pub.get('/rest/careers/paginate', async (req): Promise<CareerPageAnswer> =>
    pageQuery<CareerRow, Career>(db, pageArgs(req.query as Q), '*', 'FROM careers WHERE active = 1', 'created_at DESC, id DESC', [], (rows) => rows.map((r) => career(r, req.lang))),
  );
  pub.get<{ Params: { id: string } }>('/rest/careers/:id', async (req): Promise<CareerAnswer> => {
    const row = db.get<CareerRow>('SELECT * FROM careers WHERE id = ? AND active = 1', [int(req.params.id) ?? 0]);
    if (!row) throw notFound();
    return { data: career(row, req.lang) };
  });

  pub.get<{ Params: { type: string } }>('/rest/landing-pages/:type', async (req): Promise<LandingPageAnswer> => {
    const row = db.get<{ id: number; type: string; data: string; created_at: string }>('SELECT * FROM landing_pages WHERE type = ?', [req.params.type]);
    if (!row) throw notFound();
    const page = { id: row.id, type: row.type, data: JSON.parse(row.data) as LandingPageAnswer['data']['data'], created_at: row.created_at };
    return { data: page };
  });

  pub.get('/rest/stat', async (): Promise<SiteStatAnswer> => ({
    data: {
      users: db.get<{ n: number }>('SELECT count(*) AS n FROM users')!.n,
      orders: db.get<{ n: number }>("SELECT count(*) AS n FROM orders WHERE status = 'delivered'")!.n,
    },
  }));

  pub.get('/rest/last-blog/show', async (req): Promise<LastBlogAnswer> => {
    const row = db.get<{ id: number; uuid: string; img: string; translations: string; created_at: string }>(
      "SELECT * FROM blogs WHERE type = 'blog' AND published_at <= ? ORDER BY published_at DESC, id DESC LIMIT 1",
      [ctx.now().toISOString()],
    );
    if (!row) throw notFound();
    return { data: { id: row.id, uuid: row.uuid, img: row.img, translation: pick(row.translations, req.lang), created_at: row.created_at } };
  });
}
