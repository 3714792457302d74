/** Categories: product, recipe and shop categories, as trees of a parent and its children. */
import type { Category } from '@market/contract';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { int } from '../lib/query.ts';

export interface CategoryRow { id: number; uuid: string; slug: string; type: 'main' | 'receipt'; parent_id: number | null; img: string; position: number; translations: string }

export function presentCategory(r: CategoryRow, lang: string, children: CategoryRow[] = []): Category {
  return {
    id: r.id, uuid: r.uuid, slug: r.slug, type: r.type, parent_id: r.parent_id, img: r.img, translation: pick(r.translations, lang),
    children: children.map((c) => presentCategory(c, lang)),
  };
}

export function categoryTree(ctx: Ctx, type: string, lang: string, shopId?: number): Category[] {
  const rows = ctx.db.all<CategoryRow>(
    shopId
      ? 'SELECT * FROM categories WHERE type = ? AND id IN (SELECT category_id FROM shop_categories WHERE shop_id = ?) ORDER BY position'
      : 'SELECT * FROM categories WHERE type = ? ORDER BY position',
    shopId ? [type, shopId] : [type],
  );
  return rows.filter((r) => r.parent_id === null).map((r) => presentCategory(r, lang, rows.filter((c) => c.parent_id === r.id)));
}

/** The main categories that have an approved shop, top level first, as the family's shop categories. */
export function shopCategories(ctx: Ctx, lang: string): (Category & { active: boolean })[] {
  const rows = ctx.db.all<CategoryRow>(
    `SELECT * FROM categories WHERE type = 'main' AND id IN
       (SELECT sc.category_id FROM shop_categories sc JOIN shops s ON s.id = sc.shop_id AND s.status = 'approved') ORDER BY position`,
  );
  const present = (r: CategoryRow): Category & { active: boolean } => ({ ...presentCategory(r, lang), type: 'shop', active: true });
  return rows.filter((r) => r.parent_id === null).map((r) => ({ ...present(r), children: rows.filter((c) => c.parent_id === r.id).map(present) }));
}

/**
 * rest/categories/sub-shop/{id}: the children of the shop category `id` under which an approved shop is filed, as
 * the shop categories list them (`type: 'shop'`); 404 when `id` is no shop category (a top-level main category with
 * an approved shop).
 */
export function shopSubCategories(ctx: Ctx, parentId: number, lang: string): Category[] | undefined {
  return shopCategories(ctx, lang).find((c) => c.id === parentId)?.children;
}

/** A category by id or uuid with its children (in their order), else 404. */
export function categoryOf(ctx: Ctx, idOrUuid: string, lang: string): Category {
  const row = ctx.db.get<CategoryRow>('SELECT * FROM categories WHERE id = ? OR uuid = ?', [int(idOrUuid) ?? 0, idOrUuid]);
  if (!row) throw notFound();
  return presentCategory(row, lang, ctx.db.all<CategoryRow>('SELECT * FROM categories WHERE parent_id = ? ORDER BY position', [row.id]));
}
