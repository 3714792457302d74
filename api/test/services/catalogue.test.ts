/**
 * The catalogue's services on their own, without HTTP: the category tree, a category with its children, a shop's menu
 * and the recipes' presentation, on rows written for each case beside the seed.
 */
import { categoryOf, categoryTree } from '../../src/services/categories.ts';
import { shopMenu } from '../../src/services/products.ts';
import { pickText, recipeOf, recipePage } from '../../src/services/recipes.ts';
import { shopRow } from '../../src/services/shops.ts';
import { freshContext } from './helpers.ts';

const market = freshContext();
let ctx: ReturnType<typeof market>;
beforeAll(() => {
  ctx = market();
});

const texts = (en: string, fr?: string) => JSON.stringify(fr ? { en: { title: en }, fr: { title: fr } } : { en: { title: en } });
let next = 90_000;
const id = () => ++next;

function category(type: 'main' | 'receipt', parent: number | null, position: number, title: string): number {
  const n = id();
  ctx.db.insert('categories', { id: n, uuid: `c-${n}`, slug: `c-${n}`, type, parent_id: parent, img: '/c.png', position, translations: texts(title, `${title} (fr)`) });
  return n;
}

function anApprovedShop(): number {
  return ctx.db.get<{ id: number }>("SELECT id FROM shops WHERE status = 'approved' ORDER BY id LIMIT 1")!.id;
}

function product(shopId: number, categoryId: number, opts: { stock?: number; recommended?: boolean; addon?: boolean } = {}): { product: number; stock?: number } {
  const n = id();
  ctx.db.insert('products', {
    id: n, uuid: `p-${n}`, shop_id: shopId, category_id: categoryId, img: '/p.png', translations: texts(`Product ${n}`),
    addon: opts.addon ? 1 : 0, active: 1, is_recommended: opts.recommended ? 1 : 0, created_at: '2030-01-01T00:00:00Z',
  });
  if (opts.stock === undefined) return { product: n };
  const stock = id();
  ctx.db.insert('stocks', { id: stock, product_id: n, price: opts.stock, quantity: 10 });
  return { product: n, stock };
}

describe('the category tree', () => {
  it('lists the top-level categories of a type in their order, each with its own children in theirs', () => {
    const b = category('receipt', null, 2, 'B');
    const a = category('receipt', null, 1, 'A');
    const a2 = category('receipt', a, 2, 'A two');
    const a1 = category('receipt', a, 1, 'A one');
    const b1 = category('receipt', b, 1, 'B one');
    const tree = categoryTree(ctx, 'receipt', 'fr', undefined).filter((c) => [a, b].includes(c.id));
    expect(tree.map((c) => [c.translation.title, c.children!.map((x) => x.id)])).toEqual([['A (fr)', [a1, a2]], ['B (fr)', [b1]]]);
    // A child is never listed at the top, and another type's categories are not in the tree.
    expect(categoryTree(ctx, 'receipt', 'en').map((c) => c.id)).not.toContain(a1);
    expect(categoryTree(ctx, 'main', 'en').map((c) => c.id)).not.toContain(a);
  });

  it("a shop's tree holds only the categories the shop is filed under", () => {
    const shop = anApprovedShop();
    const filed = category('main', null, 1, 'Filed');
    const other = category('main', null, 1, 'Other');
    ctx.db.run('INSERT INTO shop_categories (shop_id, category_id) VALUES (?, ?)', [shop, filed]);
    const ids = categoryTree(ctx, 'main', 'en', shop).map((c) => c.id);
    expect(ids).toContain(filed);
    expect(ids).not.toContain(other);
  });

  it('one category by id or uuid comes with its children; an unknown one is a 404', () => {
    const parent = category('main', null, 1, 'Parent');
    const child = category('main', parent, 1, 'Child');
    expect(categoryOf(ctx, String(parent), 'en').children!.map((c) => c.id)).toEqual([child]);
    expect(categoryOf(ctx, `c-${child}`, 'en')).toMatchObject({ id: child, parent_id: parent, children: [] });
    expect(() => categoryOf(ctx, 'c-none', 'en')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe("a shop's menu", () => {
  it('groups the products with a stock by category and lists the recommended ones; no add-on, no product without a stock', () => {
    const shop = anApprovedShop();
    const cat = category('main', null, 1, 'Menu');
    const sold = product(shop, cat, { stock: 5 });
    const starred = product(shop, cat, { stock: 7, recommended: true });
    const empty = product(shop, cat, { recommended: true });
    const addon = product(shop, cat, { stock: 1, addon: true });
    const menu = shopMenu(ctx, shopRow(ctx, shop).id, 'en');
    const mine = menu.all.find((c) => c.id === cat)!;
    expect(mine.products.map((p) => p.id)).toEqual([sold.product, starred.product]);
    const recommended = menu.recommended.map((p) => p.id);
    expect(recommended).toContain(starred.product);
    expect(recommended).not.toContain(empty.product);
    expect(menu.all.flatMap((c) => c.products.map((p) => p.id))).not.toContain(addon.product);
  });
});

describe('recipes', () => {
  function recipe(shopId: number, categoryId: number, stocks: { stock: number; min: number }[]): number {
    const n = id();
    ctx.db.insert('receipts', {
      id: n, shop_id: shopId, category_id: categoryId, img: '/r.png', translations: texts('Soup', 'Soupe'), active_time: 10, total_time: 30,
      calories: 200, servings: 2, ingredient: JSON.stringify({ en: '<p>Water</p>', fr: '<p>Eau</p>' }), instruction: JSON.stringify({ en: '<p>Boil</p>' }),
      nutritions: JSON.stringify([{ weight: '5 g', percentage: '10', translation: { en: { title: 'Fat' }, fr: { title: 'Graisse' } } }]),
      created_at: '2030-01-01T00:00:00Z',
    });
    for (const s of stocks) ctx.db.run('INSERT INTO receipt_stocks (receipt_id, stock_id, min_quantity) VALUES (?, ?, ?)', [n, s.stock, s.min]);
    return n;
  }

  it('answers the texts in the language asked for, else English, with the stocks it needs and their least quantity', () => {
    const shop = anApprovedShop();
    const cat = category('receipt', null, 1, 'Soups');
    const leek = product(shop, cat, { stock: 2 });
    const salt = product(shop, cat, { stock: 1 });
    const r = recipeOf(ctx, recipe(shop, cat, [{ stock: leek.stock!, min: 3 }, { stock: salt.stock!, min: 1 }]), 'fr');
    expect(r.translation.title).toBe('Soupe');
    expect(r.ingredient).toEqual({ title: '<p>Eau</p>' });
    expect(r.instruction).toEqual({ title: '<p>Boil</p>' });
    expect(r.nutritions).toEqual([expect.objectContaining({ weight: '5 g', translation: expect.objectContaining({ title: 'Graisse' }) })]);
    expect(r.stocks.map((s) => [s.id, s.min_quantity, s.product.id])).toEqual([[leek.stock, 3, leek.product], [salt.stock, 1, salt.product]]);
    expect(r.shop).toMatchObject({ id: shop, uuid: shopRow(ctx, shop).uuid });
  });

  it('leaves out a linked stock that no longer exists; an unknown recipe is a 404', () => {
    const shop = anApprovedShop();
    const cat = category('receipt', null, 1, 'Salads');
    const kept = product(shop, cat, { stock: 2 });
    const gone = product(shop, cat, { stock: 2 });
    const n = recipe(shop, cat, [{ stock: kept.stock!, min: 1 }, { stock: gone.stock!, min: 1 }]);
    ctx.db.raw.exec('PRAGMA foreign_keys = OFF');
    ctx.db.run('DELETE FROM stocks WHERE id = ?', [gone.stock!]);
    ctx.db.raw.exec('PRAGMA foreign_keys = ON');
    expect(recipeOf(ctx, n, 'en').stocks.map((s) => s.id)).toEqual([kept.stock]);
    expect(() => recipeOf(ctx, 999_999, 'en')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });

  it('pages the recipes of a category and of a shop', () => {
    const shop = anApprovedShop();
    const cat = category('receipt', null, 1, 'Stews');
    const ids = [recipe(shop, cat, []), recipe(shop, cat, [])];
    const page = recipePage(ctx, { categoryId: cat, shopId: shop }, { page: 1, perPage: 1, offset: 0 }, 'en');
    expect(page.data.map((r) => r.id)).toEqual([ids[0]]);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('a text column in the language, else English, else empty', () => {
    expect(pickText(JSON.stringify({ en: 'a', ar: 'b' }), 'ar')).toBe('b');
    expect(pickText(JSON.stringify({ en: 'a' }), 'fr')).toBe('a');
    expect(pickText(JSON.stringify({ fr: 'x' }), 'ar')).toBe('');
  });
});
