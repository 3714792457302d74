/** The shops a banner or an ad promotes, as the promotion and ad pages list them. */
import type { PromotedShop } from '@market/contract/src/family/meta.ts';
import type { Ctx } from '../context.ts';
import { pageArgs } from '../lib/paginate.ts';
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
