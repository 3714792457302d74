/**
 * Content the family's customer screens read: ad banners, pages by type (the privacy policy and the terms among
 * them), brands, the welcome landing page, the marketplace's figures, the latest blog post and the job offers, in
 * the family's shapes (`@market/contract/src/family/meta.ts`, `catalogue.ts`).
 */
import type { Paginated } from '@market/contract';
import type {
  AdBannerAnswer, AdBannersAnswer, BrandsAnswer, InfoPagesAnswer, LandingPageAnswer, LastBlogAnswer, LegalTextAnswer, SiteStatAnswer,
} from '@market/contract/src/family/meta.ts';
import type { CareerAnswer } from '@market/contract/src/family/catalogue.ts';
import type { Ctx } from '../context.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { promotedShops } from './banners.ts';

type AdBanner = AdBannersAnswer['data'][number];
type InfoPage = InfoPagesAnswer['data'][number];
type Brand = BrandsAnswer['data'][number];
type Career = CareerAnswer['data'];

interface AdRow { id: number; img: string; url: string | null; clickable: number; translations: string; shop_ids: string; created_at: string }
interface CareerRow { id: number; translations: string; category: string | null; created_at: string }
interface PageRow { id: number; type: string; img: string | null; translations: string }

/** The about page's sections, which `type=all_about` asks for together. */
const ABOUT_TYPES = ['about', 'about_second', 'about_three', 'about_fourth'];

const ad = (r: AdRow, lang: string): AdBanner => ({
  id: r.id, img: r.img, url: r.url, active: true, clickable: r.clickable === 1, type: 'ads', translation: pick(r.translations, lang),
});

/** A page of the ads. */
export function adBanners(ctx: Ctx, p: PageArgs, lang: string): Paginated<AdBanner> {
  return pageQuery<AdRow, AdBanner>(ctx.db, p, '*', "FROM banners WHERE type = 'ads'", 'id', [], (rows) => rows.map((r) => ad(r, lang)));
}

/** One ad with a page of its shops (`query`'s page and perPage): the ad page reads its title and picture from the answer itself. */
export function adBanner(ctx: Ctx, id: number, lang: string, query: Record<string, unknown>): AdBannerAnswer['data'] | undefined {
  const row = ctx.db.get<AdRow>("SELECT * FROM banners WHERE id = ? AND type = 'ads'", [id]);
  if (!row) return undefined;
  const banner = ad(row, lang);
  return { banner, img: banner.img, translation: banner.translation, ...promotedShops(ctx, row.shop_ids, lang, query) };
}

/** The page of a type (the policy is 'privacy', the terms 'terms'). */
export function legalText(ctx: Ctx, type: string, lang: string): LegalTextAnswer['data'] | undefined {
  const row = ctx.db.get<PageRow>('SELECT * FROM pages WHERE type = ?', [type]);
  return row && { id: row.id, translation: pick(row.translations, lang) };
}

/** A page of the pages of a type (`all_about`: the about page's sections), or of every type. */
export function infoPages(ctx: Ctx, p: PageArgs, type: string | undefined, lang: string): Paginated<InfoPage> {
  const types = type === 'all_about' ? ABOUT_TYPES : type ? [type] : undefined;
  return pageQuery<PageRow, InfoPage>(
    ctx.db, p, '*', `FROM pages ${types ? 'WHERE type IN (SELECT value FROM json_each(?))' : ''}`, 'id', types ? [JSON.stringify(types)] : [],
    (rows) => rows.map((r) => ({ id: r.id, type: r.type, img: r.img ?? undefined, translation: pick(r.translations, lang) })),
  );
}

/**
 * Brands of the products on sale, with how many; a shop or a category narrows them to the brands it has. The ids
 * are integers, written into the count, which the page's SELECT and its total both use.
 */
export function brands(ctx: Ctx, p: PageArgs, by: { shopId?: number; categoryId?: number }): Paginated<Brand> {
  const { shopId, categoryId: category } = by;
  const where = ['p.brand_id = b.id', 'p.active = 1', 'p.addon = 0', "p.shop_id IN (SELECT id FROM shops WHERE status = 'approved')"];
  if (shopId !== undefined) where.push(`p.shop_id = ${Math.trunc(shopId)}`);
  if (category !== undefined) where.push(`(p.category_id = ${Math.trunc(category)} OR p.category_id IN (SELECT id FROM categories WHERE parent_id = ${Math.trunc(category)}))`);
  const counted = `(SELECT count(*) FROM products p WHERE ${where.join(' AND ')})`;
  const narrowed = shopId !== undefined || category !== undefined;
  return pageQuery<{ id: number; uuid: string; title: string; img: string; n: number }, Brand>(
    ctx.db, p, `b.id, b.uuid, b.title, b.img, ${counted} AS n`, `FROM brands b WHERE b.active = 1 ${narrowed ? `AND ${counted} > 0` : ''}`, 'b.title, b.id', [],
    (rows) => rows.map((r) => ({ id: r.id, uuid: r.uuid, title: r.title, img: r.img, active: true, products_count: r.n })),
  );
}

const career = (r: CareerRow, lang: string): Career => {
  const t = pick(r.translations, lang);
  return { id: r.id, active: true, created_at: r.created_at, translation: { ...t, address: t.address ?? null }, category: r.category ? { translation: pick(r.category, lang) } : null };
};

/** A page of the open job offers, newest first (a closed offer is never public). */
export function careers(ctx: Ctx, p: PageArgs, lang: string): Paginated<Career> {
  return pageQuery<CareerRow, Career>(ctx.db, p, '*', 'FROM careers WHERE active = 1', 'created_at DESC, id DESC', [], (rows) => rows.map((r) => career(r, lang)));
}

/** One open job offer. */
export function openCareer(ctx: Ctx, id: number, lang: string): Career | undefined {
  const row = ctx.db.get<CareerRow>('SELECT * FROM careers WHERE id = ? AND active = 1', [id]);
  return row && career(row, lang);
}

/** The landing page of a type. */
export function landingPage(ctx: Ctx, type: string): LandingPageAnswer['data'] | undefined {
  const row = ctx.db.get<{ id: number; type: string; data: string; created_at: string }>('SELECT * FROM landing_pages WHERE type = ?', [type]);
  if (!row) return undefined;
  // created_at too, beyond what the family's schema names.
  const page = { id: row.id, type: row.type, data: JSON.parse(row.data) as LandingPageAnswer['data']['data'], created_at: row.created_at };
  return page;
}

/** The marketplace's figures: its users, and the orders delivered. */
export function siteStats(ctx: Ctx): SiteStatAnswer['data'] {
  return {
    users: ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM users')!.n,
    orders: ctx.db.get<{ n: number }>("SELECT count(*) AS n FROM orders WHERE status = 'delivered'")!.n,
  };
}

/** The latest blog post published by now. */
export function lastBlog(ctx: Ctx, lang: string): LastBlogAnswer['data'] | undefined {
  const row = ctx.db.get<{ id: number; uuid: string; img: string; translations: string; created_at: string }>(
    "SELECT * FROM blogs WHERE type = 'blog' AND published_at <= ? ORDER BY published_at DESC, id DESC LIMIT 1",
    [ctx.now().toISOString()],
  );
  return row && { id: row.id, uuid: row.uuid, img: row.img, translation: pick(row.translations, lang), created_at: row.created_at };
}
