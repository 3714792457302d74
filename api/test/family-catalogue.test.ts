// Contract tests: the catalogue routes answer in the family's wire format (the schemas of its customer web client in
// @market/contract/src/family), checked with Value.Check, including empty lists and error answers.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  CartLineProduct, FamilyProductCard, OrderLine, Page, ProductHitPage, ProductOne, RecipeOne, RecipePage, ShopMenuOne,
  ShopOne, ShopPage,
} from '@market/contract/src/family/index.ts';
import { call, expectFamily, HOME, login, makeApp, ok } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const near = `address=${HOME[0]},${HOME[1]}`;

/** An error answer: the status, and a message the client can toast (never a stack trace). */
async function expectError(method: string, url: string, status: number): Promise<void> {
  const r = await call(app, method, url);
  expect(r.statusCode).toBe(status);
  const body = r.json();
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.ts:\d+/);
}

describe('family format: shops', () => {
  it.each([
    ['rest/shops/paginate?perPage=12'],
    [`rest/shops/paginate?type=restaurant&perPage=12&${near}&open=1`],
    [`rest/shops/recommended?${near}`],
    [`rest/shops/search?search=pizza&${near}`],
    [`rest/booking/shops/paginate?page=1&${near}&open=1`],
  ])('GET %s: every card carries verify 0 or 1', async (url) => {
    const page = await ok(app, 'GET', url);
    expectFamily(ShopPage, page);
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('marks some shops verified and narrows the list with verify=1', async () => {
    const all = await ok(app, 'GET', 'rest/shops/paginate?perPage=100');
    const verified = await ok(app, 'GET', 'rest/shops/paginate?perPage=100&verify=1');
    expect(verified.data.length).toBeGreaterThan(0);
    expect(verified.data.length).toBeLessThan(all.data.length);
    expect(verified.data.every((s: { verify: number }) => s.verify === 1)).toBe(true);
  });

  it('empty lists keep the page shape', async () => {
    expectFamily(ShopPage, await ok(app, 'GET', 'rest/shops/search?search=zzzzqqq'));
    expectFamily(ShopPage, await ok(app, 'GET', 'rest/shops/search'));
    expectFamily(ShopPage, await ok(app, 'GET', 'rest/shops/paginate?address=0,0'));
  });

  it('GET rest/shops/{id}: verify and products_count (the menu without add-ons)', async () => {
    const shop = await ok(app, 'GET', 'rest/shops/1');
    expectFamily(ShopOne, shop);
    const menu = await ok(app, 'GET', 'rest/shops/1/products');
    const listed = new Set(menu.data.all.flatMap((c: { products: { id: number }[] }) => c.products.map((p) => p.id)));
    expect(shop.data.products_count).toBe(listed.size);
    expectFamily(ShopOne, await ok(app, 'GET', 'rest/booking/shops/1'));
  });

  it('an unknown shop is a 404 with a message', async () => {
    await expectError('GET', 'rest/shops/9999', 404);
  });
});

describe('family format: products', () => {
  const CardPage = Page(FamilyProductCard);

  it('GET rest/shops/{id}/products: every card carries its first stock as `stock`', async () => {
    const menu = await ok(app, 'GET', 'rest/shops/1/products');
    expectFamily(ShopMenuOne, menu);
    const card = menu.data.all[0].products[0];
    expect(card.stock).toEqual({ id: card.stocks[0].id, price: card.stocks[0].price, quantity: card.stocks[0].quantity, discount: card.stocks[0].discount, tax: card.stocks[0].tax, total_price: card.stocks[0].total_price });
  });

  it.each([
    ['rest/shops/1/products/paginate'],
    ['rest/shops/1/products/recommended/paginate'],
    ['rest/products/paginate?perPage=20'],
  ])('GET %s: product cards with `stock`', async (url) => {
    const page = await ok(app, 'GET', url);
    expect(page.data.length).toBeGreaterThan(0);
    expectFamily(CardPage, page);
  });

  it('empty product lists keep the page shape', async () => {
    expectFamily(CardPage, await ok(app, 'GET', 'rest/shops/1/products/paginate?search=zzzzqqq'));
    expectFamily(ProductHitPage, await ok(app, 'GET', 'rest/products/search?search=zzzzqqq'));
  });

  it('GET rest/products/{uuid}: galleries by path, extras by group id, add-ons with their step and stock', async () => {
    const menu = await ok(app, 'GET', 'rest/shops/1/products');
    const all = menu.data.all.flatMap((c: { products: { uuid: string; stocks: { extras: unknown[]; addons: unknown[] }[] }[] }) => c.products);
    const sized = all.find((p: { stocks: { extras: unknown[]; addons: unknown[] }[] }) => p.stocks.some((st) => st.extras.length && st.addons.length))!;
    const one = await ok(app, 'GET', `rest/products/${sized.uuid}`);
    expectFamily(ProductOne, one);
    const product = one.data;
    expect(product.galleries[0].path).toBe(product.img);
    for (const st of product.stocks) for (const e of st.extras) expect(e.extra_group_id).toBe(e.group.id);
    const addon = product.stocks.flatMap((st: { addons: unknown[] }) => st.addons)[0];
    expect(addon.product).toMatchObject({ interval: expect.any(Number), stock: { id: addon.stock_id, quantity: expect.any(Number) } });
    expect(addon.product.stock.total_price).toBeGreaterThanOrEqual(0);
    expectFamily(ProductOne, await ok(app, 'GET', `rest/products/${product.id}`));
  });

  it('an unknown product is a 404 with a message', async () => {
    await expectError('GET', 'rest/products/00000000-0000-0000-0000-000000000000', 404);
  });

  it('cart lines and order lines carry the product\'s quantity rules (interval, min_qty, max_qty)', async () => {
    const token = await login(app);
    const menu = await ok(app, 'GET', 'rest/shops/1/products');
    const stockId = menu.data.all[0].products[0].stocks[0].id;
    const cart = await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token, body: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stockId, quantity: 1 }] } });
    const lines = cart.data.user_carts.flatMap((u: { cartDetails: { stock: { product: unknown } }[] }) => u.cartDetails);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expectFamily(CartLineProduct, line.stock.product);
      expect(line.stock.product).toMatchObject({ min_qty: expect.any(Number), max_qty: expect.any(Number) });
    }
    await ok(app, 'DELETE', 'dashboard/user/cart/delete', { token, body: { ids: [cart.data.id] } });
    const orders = await ok(app, 'GET', 'dashboard/user/orders/paginate?perPage=1', { token });
    const order = await ok(app, 'GET', `dashboard/user/orders/${orders.data[0].id}`, { token });
    expectFamily(Type.Array(OrderLine), order.data.details);
  });
});

describe('family format: recipes', () => {
  it('GET rest/receipts/paginate: recipe cards; an empty filter keeps the page shape', async () => {
    const page = await ok(app, 'GET', 'rest/receipts/paginate?page=1&perPage=12');
    expect(page.data.length).toBeGreaterThan(0);
    expectFamily(RecipePage, page);
    const none = await ok(app, 'GET', 'rest/receipts/paginate?shop_id=9999');
    expect(none.data).toEqual([]);
    expectFamily(RecipePage, none);
  });

  it('GET rest/receipts/{id}: ingredient and instruction as {title} (HTML), stocks with their product\'s step', async () => {
    const recipe = await ok(app, 'GET', 'rest/receipts/1?currency_id=1');
    expectFamily(RecipeOne, recipe);
    expect(recipe.data.ingredient.title).toContain('<li>');
    expect(recipe.data.instruction.title.length).toBeGreaterThan(0);
    const fr = await ok(app, 'GET', 'rest/receipts/1?lang=fr');
    expectFamily(RecipeOne, fr);
  });

  it('an unknown recipe is a 404 with a message', async () => {
    await expectError('GET', 'rest/receipts/9999', 404);
  });
});
