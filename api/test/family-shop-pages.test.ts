/**
 * What a shop's pages read besides its menu (reviews, branches, tags, the reservation page's sections, tables and
 * rules, parcel types, a group cart) answers in the API family's format (`@market/contract/src/family/`) when there
 * is nothing to list, and refuses an unknown id (404) and a bad query or body (422 naming the field).
 */
import type { FastifyInstance } from 'fastify';
import {
  BookingRuleList, BranchPage, ProductHitPage, ReviewList, ShopPage, ShopSectionPage, TablePage, TagList,
} from '@market/contract/src/family/index.ts';
import { makeApp } from './helpers.ts';
import { answer, expectEmptyPage, invalidates, refuses } from './family-helpers.ts';

let app: FastifyInstance;
/** The demo marketplace where shop 1 has no reviews, branches, sections or booking rules, and there are no tags. */
let bare: FastifyInstance;
beforeAll(async () => {
  [app, bare] = await Promise.all([makeApp(), makeApp()]);
  const db = bare.market.db;
  db.run('DELETE FROM reviews WHERE shop_id = 1');
  db.run('DELETE FROM branches WHERE shop_id = 1');
  db.run(`DELETE FROM user_bookings WHERE booking_id IN (SELECT id FROM bookings WHERE shop_id = 1)
    OR table_id IN (SELECT t.id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE s.shop_id = 1)`);
  db.run('DELETE FROM bookings WHERE shop_id = 1');
  db.run('DELETE FROM booking_tables WHERE shop_section_id IN (SELECT id FROM shop_sections WHERE shop_id = 1)');
  db.run('DELETE FROM shop_sections WHERE shop_id = 1');
  db.run('DELETE FROM shop_tags');
  db.run('DELETE FROM tags');
});
afterAll(async () => {
  await Promise.all([app.close(), bare.close()]);
});

describe('nothing to list: the family’s empty answers', () => {
  it.each([
    ['rest/shops/1/reviews', ReviewList],
    ['rest/branches?shop_id=1', BranchPage],
    ['rest/shops-takes', TagList],
    ['rest/booking/shop-sections?shop_id=1&perPage=100', ShopSectionPage],
    ['rest/booking/tables?shop_id=1&perPage=100', TablePage],
    ['rest/booking/bookings?shop_id=1', BookingRuleList],
  ])('GET %s: an empty list', async (url, schema) => {
    expect((await answer(bare, 'GET', url, undefined, schema)).data).toEqual([]);
  });

  it.each([
    ['rest/shops/search?search=zzzzqqq', ShopPage],
    ['rest/booking/shops/paginate?search=zzzzqqq', ShopPage],
    ['rest/products/search?search=zzzzqqq', ProductHitPage],
    ['rest/shops/1/products/paginate?search=zzzzqqq', ProductHitPage],
  ])('GET %s: an empty page, page 1 of 1', async (url, schema) => {
    expectEmptyPage(await answer(app, 'GET', url, undefined, schema));
  });
});

describe('unknown ids: 404 {message}', () => {
  it.each([
    'rest/shops/999999/reviews',
    'rest/shops/999999/products',
    'rest/shops/999999/categories',
    'rest/shops/999999/payments',
    'rest/booking/shops/999999',
    'rest/booking/disable-dates/table/999999',
    'rest/parcel-order/types/999999',
    'rest/categories/999999',
    'rest/receipts/999999',
    'rest/blogs/no-such-blog',
    'rest/banners/999999',
    'rest/cart/999999',
  ])('GET %s', async (url) => {
    await refuses(app, 'GET', url, 404);
  });

  it('GET rest/booking/shops/{id} of a shop that takes no reservations', async () => {
    const shop = app.market.db.get<{ id: number }>("SELECT id FROM shops WHERE booking = 0 AND status = 'approved' LIMIT 1");
    expect(shop).toBeDefined();
    await refuses(app, 'GET', `rest/booking/shops/${shop!.id}`, 404);
  });
});

describe('bad queries and bodies: 422 naming the field', () => {
  it.each([
    ['GET', 'rest/categories/paginate?type=planet', 'type', undefined],
    ['GET', 'rest/shops/paginate?page=abc', 'page', undefined],
    ['GET', 'rest/shop/delivery-zone/check/distance', 'address', undefined],
    ['GET', 'rest/parcel-order/calculate-price', 'type_id', undefined],
    ['GET', 'rest/coupons/check?shop_id=1', 'coupon', undefined],
    ['POST', 'rest/cart/open', 'name', { shop_id: 1, cart_id: 1 }],
  ])('%s %s', async (method, url, field, body) => {
    await invalidates(app, method, url, field, { body });
  });
});
