/**
 * Content without HTTP: brands are counted over the products on sale and narrowed by a shop or a category (its
 * subcategories included); only open job offers are public; the latest post is the latest published by now.
 */
import { freshContext } from './helpers.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import { brands, careers, infoPages, lastBlog, openCareer } from '../../src/services/content.ts';

const ctx = freshContext();
const all = pageArgs({ perPage: 100 });
const onSale = (where: string, params: number[] = []): Map<number, number> =>
  new Map(
    ctx().db.all<{ brand_id: number; n: number }>(
      `SELECT brand_id, count(*) AS n FROM products p WHERE brand_id IS NOT NULL AND active = 1 AND addon = 0
       AND shop_id IN (SELECT id FROM shops WHERE status = 'approved') ${where} GROUP BY brand_id`,
      params,
    ).map((r) => [r.brand_id, r.n]),
  );
const counts = (page: ReturnType<typeof brands>): Map<number, number> => new Map(page.data.map((b) => [b.id, b.products_count ?? -1]));

describe('brands', () => {
  it('counts the products on sale of every active brand', () => {
    const listed = counts(brands(ctx(), all, {}));
    const expected = onSale('');
    expect(expected.size).toBeGreaterThan(0);
    expect(listed).toEqual(new Map([...listed.keys()].map((id) => [id, expected.get(id) ?? 0])));
    expect([...expected.keys()].every((id) => listed.has(id))).toBe(true);
  });

  it("a shop narrows them to its brands, with its products' count", () => {
    const shop = ctx().db.get<{ shop_id: number }>("SELECT shop_id FROM products WHERE brand_id IS NOT NULL AND active = 1 AND addon = 0 LIMIT 1")!.shop_id;
    expect(counts(brands(ctx(), all, { shopId: shop }))).toEqual(onSale('AND shop_id = ?', [shop]));
  });

  it('a category narrows them to the products of it and of its subcategories', () => {
    const parent = ctx().db.get<{ parent_id: number }>(
      'SELECT c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.brand_id IS NOT NULL AND c.parent_id IS NOT NULL LIMIT 1',
    )!.parent_id;
    const expected = onSale('AND (category_id = ? OR category_id IN (SELECT id FROM categories WHERE parent_id = ?))', [parent, parent]);
    expect(expected.size).toBeGreaterThan(0);
    expect(counts(brands(ctx(), all, { categoryId: parent }))).toEqual(expected);
    expect(brands(ctx(), all, { categoryId: 999_999 }).data).toEqual([]);
  });
});

describe('careers', () => {
  it('lists the open offers only, newest first, and a closed one is not found by its id', () => {
    const open = careers(ctx(), all, 'en').data;
    const closed = ctx().db.get<{ id: number }>('SELECT id FROM careers WHERE active = 0')!.id;
    expect(open.map((c) => c.id)).not.toContain(closed);
    expect(open.map((c) => c.created_at)).toEqual(open.map((c) => c.created_at).sort().reverse());
    expect(openCareer(ctx(), closed, 'en')).toBeUndefined();
    expect(openCareer(ctx(), open[0]!.id, 'en')).toEqual(open[0]);
  });
});

describe('pages and posts', () => {
  it("all_about asks for the about page's sections together", () => {
    const types = infoPages(ctx(), all, 'all_about', 'en').data.map((p) => p.type);
    expect(types.length).toBeGreaterThan(1);
    expect(types.every((t) => t.startsWith('about'))).toBe(true);
  });

  it('the latest post is the latest published by now, not one scheduled later', () => {
    const latest = lastBlog(ctx(), 'en')!;
    const later = ctx().db.insert('blogs', {
      uuid: 'later-post', type: 'blog', img: latest.img, translations: '{"en":{"title":"Later"}}',
      published_at: new Date(ctx().now().getTime() + 3600_000).toISOString(), created_at: ctx().now().toISOString(),
    });
    expect(lastBlog(ctx(), 'en')!.id).toBe(latest.id);
    ctx().db.run('UPDATE blogs SET published_at = ? WHERE id = ?', [ctx().now().toISOString(), later]);
    expect(lastBlog(ctx(), 'en')!.id).toBe(later);
  });
});
