/**
 * Recipes ("receipts") of approved shops: each with its texts in the language asked for (ingredients and instructions
 * as `{title}`, the family's nesting), its nutrition facts, the stocks it needs with their least quantity, and its shop.
 */
import type { Recipe } from '@market/contract';
import type { RecipePage, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick, type Texts } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { stocksById } from './present.ts';

export interface RecipeRow {
  id: number; shop_id: number; category_id: number; img: string; translations: string; active_time: number; total_time: number;
  calories: number; servings: number; ingredient: string; instruction: string; nutritions: string; created_at: string;
  s_uuid: string; s_logo: string; s_translations: string;
}

const RECIPE_FROM = "FROM receipts r JOIN shops s ON s.id = r.shop_id AND s.status = 'approved'";
const RECIPE_SELECT = 'r.*, s.uuid AS s_uuid, s.logo_img AS s_logo, s.translations AS s_translations';

/** Recipes by id, in a category and/or a shop when given. */
export function recipePage(ctx: Ctx, filter: { categoryId?: number; shopId?: number }, p: PageArgs, lang: string): Wire<typeof RecipePage> {
  const where: string[] = [];
  const params: number[] = [];
  if (filter.categoryId) (where.push('r.category_id = ?'), params.push(filter.categoryId));
  if (filter.shopId) (where.push('r.shop_id = ?'), params.push(filter.shopId));
  return pageQuery<RecipeRow, Recipe>(ctx.db, p, RECIPE_SELECT, `${RECIPE_FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, 'r.id', params, (rows) => presentRecipes(ctx, rows, lang));
}

/** One recipe of an approved shop, else 404. */
export function recipeOf(ctx: Ctx, id: number, lang: string): Recipe {
  const row = ctx.db.get<RecipeRow>(`SELECT ${RECIPE_SELECT} ${RECIPE_FROM} WHERE r.id = ?`, [id]);
  if (!row) throw notFound();
  return presentRecipes(ctx, [row], lang)[0]!;
}

/** Recipe rows (with their shop's columns) as the API answers them; a linked stock that no longer exists is left out. */
export function presentRecipes(ctx: Ctx, rows: RecipeRow[], lang: string): Recipe[] {
  const links = ctx.db.all<{ receipt_id: number; stock_id: number; min_quantity: number }>(
    'SELECT * FROM receipt_stocks WHERE receipt_id IN (SELECT value FROM json_each(?))',
    [JSON.stringify(rows.map((r) => r.id))],
  );
  const stocks = stocksById(ctx, links.map((l) => l.stock_id), lang);
  return rows.map((r) => ({
    id: r.id, shop_id: r.shop_id, category_id: r.category_id, img: r.img, bg_img: r.img, translation: pick(r.translations, lang),
    active_time: r.active_time, total_time: r.total_time, calories: r.calories, servings: r.servings,
    // The family nests both texts (HTML) as `{title}`.
    ingredient: { title: pickText(r.ingredient, lang) }, instruction: { title: pickText(r.instruction, lang) },
    nutritions: (JSON.parse(r.nutritions) as (Omit<Recipe['nutritions'][number], 'translation'> & { translation: Texts })[]).map((n) => ({
      ...n, translation: pick(n.translation, lang),
    })),
    stocks: links.filter((l) => l.receipt_id === r.id && stocks.has(l.stock_id)).map((l) => ({ ...stocks.get(l.stock_id)!, min_quantity: l.min_quantity })),
    shop: { id: r.shop_id, uuid: r.s_uuid, logo_img: r.s_logo, translation: pick(r.s_translations, lang) },
    created_at: r.created_at,
  }));
}

/** A JSON {lang: text} column in the language, else English. */
export function pickText(json: string, lang: string): string {
  const all = JSON.parse(json) as Record<string, string>;
  return all[lang] ?? all.en ?? '';
}
