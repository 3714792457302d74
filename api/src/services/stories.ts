/** Shops' stories: pictures or videos of a product on sale, shown as one run of frames per shop. */
import type { StoriesAnswer, StoryFrame } from '@market/contract/src/family/meta.ts';
import type { Ctx } from '../context.ts';
import { pick } from '../lib/i18n.ts';
import type { PageArgs } from '../lib/paginate.ts';

/**
 * One array per shop, a frame per file, in the order of the newest story of each shop; the page (`p`) counts stories,
 * not shops. Only stories of an approved shop's product on sale (not an add-on, active) count. The family drops
 * stories older than a day; the demo's are seeded once and kept, so ours keep them.
 */
export function storyRuns(ctx: Ctx, p: PageArgs, lang: string): StoriesAnswer {
  const rows = ctx.db.all<{ shop_id: number; file_urls: string; created_at: string; logo_img: string; shop_texts: string; p_uuid: string; product_texts: string }>(
    `SELECT s.shop_id, s.file_urls, s.created_at, sh.logo_img, sh.translations AS shop_texts, p.uuid AS p_uuid, p.translations AS product_texts
     FROM stories s JOIN shops sh ON sh.id = s.shop_id AND sh.status = 'approved'
     JOIN products p ON p.id = s.product_id AND p.active = 1 AND p.addon = 0
     ORDER BY s.created_at DESC, s.id LIMIT ? OFFSET ?`,
    [p.perPage, p.offset],
  );
  const shops = new Map<number, StoryFrame[]>();
  for (const r of rows) {
    const frames = shops.get(r.shop_id) ?? [];
    const title = pick(r.shop_texts, lang).title;
    const productTitle = pick(r.product_texts, lang).title;
    for (const url of JSON.parse(r.file_urls) as string[]) {
      frames.push({ shop_id: r.shop_id, logo_img: r.logo_img, title, product_uuid: r.p_uuid, product_title: productTitle, url, created_at: r.created_at, updated_at: r.created_at });
    }
    if (frames.length) shops.set(r.shop_id, frames);
  }
  return [...shops.values()];
}
