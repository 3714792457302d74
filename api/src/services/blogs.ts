/** Blog posts and news: only those published by now. */
import type { Blog } from '@market/contract';
import type { BlogsAnswer, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';

interface BlogRow { id: number; uuid: string; type: 'blog' | 'notification'; img: string; translations: string; published_at: string; created_at: string }

/** The posts published by now (of one type when given), newest first. */
export function blogPage(ctx: Ctx, type: string | undefined, p: PageArgs, lang: string): Wire<typeof BlogsAnswer> {
  return pageQuery<BlogRow, Blog>(ctx.db, p, '*', `FROM blogs WHERE published_at <= ? ${type ? 'AND type = ?' : ''}`, 'published_at DESC, id DESC',
    type ? [ctx.now().toISOString(), type] : [ctx.now().toISOString()], (rows) => rows.map((r) => blog(r, lang)));
}

/** A post by uuid or id, else 404. */
export function blogOf(ctx: Ctx, uuidOrId: string, lang: string): Blog {
  const row = ctx.db.get<BlogRow>('SELECT * FROM blogs WHERE uuid = ? OR CAST(id AS TEXT) = ?', [uuidOrId, uuidOrId]);
  if (!row) throw notFound();
  return blog(row, lang);
}

function blog(r: BlogRow, lang: string): Blog {
  return { id: r.id, uuid: r.uuid, type: r.type, img: r.img, translation: pick(r.translations, lang), published_at: r.published_at, created_at: r.created_at };
}
