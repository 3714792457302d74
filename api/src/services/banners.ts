/** Banners, and the shops a banner or an ad promotes, as the promotion and ad pages list them. */
import type { Banner } from '@market/contract';
import type { PromotedShop } from '@market/contract/src/family/meta.ts';
import type { BannerAnswer, BannersAnswer, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageArgs, pageQuery, type PageArgs } from '../lib/paginate.ts';
import { presentShops, type ShopRow } from './present.ts';

/**
 * One page (`page`, `perPage` of the query; 10 by default) of the approved shops among `shopIds` (the banner's JSON
 * list), in id order, as shop cards, and how many there are in all (`shops_count`): the pages ask the next page while
 * that count is more than what the last page brought.
 */
export function promotedShops(ctx: Ctx, shopIds: string, lang: string, query: Record<string, unknown>): { shops: PromotedShop[]; shops_count: number } {
  const p = pageArgs(query);
  const from = "FROM shops WHERE id IN (SELECT value FROM json_each(?)) AND status = 'approved'";
  const shops_count = ctx.db.get<{ n: number }>(`SELECT count(*) AS n ${from}`, [shopIds])!.n;
  const rows = shops_count > p.offset ? ctx.db.all<ShopRow>(`SELECT * ${from} ORDER BY id LIMIT ? OFFSET ?`, [shopIds, p.perPage, p.offset]) : [];
  const shops = presentShops(ctx, rows, lang).map(
    (s): PromotedShop => ({
      id: s.id, uuid: s.uuid, logo_img: s.logo_img, background_img: s.background_img, translation: s.translation, open: s.open,
      verify: s.verify, delivery_time: s.delivery_time,
    }),
  );
  return { shops, shops_count };
}

interface BannerRow { id: number; img: string; url: string | null; clickable: number; translations: string; shop_ids: string; created_at: string }

/** The banners (ads, type 'ads', have their own list), by id. */
export function bannerPage(ctx: Ctx, p: PageArgs, lang: string): Wire<typeof BannersAnswer> {
  return pageQuery<BannerRow, Banner>(ctx.db, p, '*', "FROM banners WHERE type = 'banner'", 'id', [], (rows) => rows.map((r) => presentBanner(ctx, r, lang)));
}

/** One banner (or ad) with a page of its shops as shop cards (`query`'s page and perPage), else 404. */
export function bannerOf(ctx: Ctx, id: number, lang: string, query: Record<string, unknown>): Wire<typeof BannerAnswer>['data'] {
  const row = ctx.db.get<BannerRow>('SELECT * FROM banners WHERE id = ?', [id]);
  if (!row) throw notFound();
  return { ...presentBanner(ctx, row, lang), ...promotedShops(ctx, row.shop_ids, lang, query) };
}

function presentBanner(ctx: Ctx, r: BannerRow, lang: string): Banner {
  const ids = JSON.parse(r.shop_ids) as number[];
  const shops = ctx.db.all<{ id: number; uuid: string; translations: string; logo_img: string }>(
    "SELECT id, uuid, translations, logo_img FROM shops WHERE id IN (SELECT value FROM json_each(?)) AND status = 'approved'",
    [JSON.stringify(ids)],
  );
  return {
    id: r.id, img: r.img, url: r.url ?? undefined, clickable: r.clickable === 1, translation: pick(r.translations, lang), created_at: r.created_at,
    shops: shops.map((s) => ({ id: s.id, uuid: s.uuid, logo_img: s.logo_img, translation: pick(s.translations, lang) })),
  };
}
