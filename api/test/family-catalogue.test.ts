// Contract tests: the catalogue routes answer in the family's wire format (the schemas of its customer web client in
// @market/contract/src/family), checked with Value.Check, including empty lists and error answers.
import type { FastifyInstance } from 'fastify';
import { ShopOne, ShopPage } from '@market/contract/src/family/index.ts';
import { call, expectFamily, HOME, makeApp, ok } from './helpers.ts';

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
