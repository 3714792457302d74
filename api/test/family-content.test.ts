/**
 * Content, categories, coupons, reviews, refunds, payments and e-mail codes answer the shapes declared for them in
 * `@market/contract/src/family/` (what the family's client reads, plus this API's additions where it reads only the
 * success, or where it goes another way, as a provider's page): per route the success, the empty case and the refusals.
 */
import {
  BannerAnswer, BannersAnswer, BlogAnswer, BlogsAnswer, CategoriesAnswer, CategoryAnswer, CategoryListAnswer, CodeVerifiedOne, CouponOne,
  InfoPageAnswer, OrderOne, PaymentPageOne, RefundOne, TransactionOne, UserBookingOne, VerifyIdAnswer,
} from '@market/contract/src/family/index.ts';
import { call } from './helpers.ts';
import { answer, expectEmptyPage, invalidates, refuses, usersApp } from './family-helpers.ts';

const users = usersApp();
/** Seed orders of the demo user: delivered and not reviewed; delivered without a refund. */
const DELIVERED_UNREVIEWED = 2;
const DELIVERED_NO_REFUND = 1;

describe('banners, blogs and pages', () => {
  it.each([
    ['rest/banners/paginate', BannersAnswer],
    ['rest/blogs/paginate?type=blog', BlogsAnswer],
  ])('GET %s: the rows; a page past the last is empty', async (url, schema) => {
    expect((await answer(users.app, 'GET', `${url}${url.includes('?') ? '&' : '?'}perPage=5`, undefined, schema)).data.length).toBeGreaterThan(0);
    expect((await answer(users.app, 'GET', `${url}${url.includes('?') ? '&' : '?'}perPage=5&page=999`, undefined, schema)).data).toEqual([]);
  });

  it('GET rest/banners/{id}: one banner; an unknown one 404 {message}', async () => {
    const first = (await answer(users.app, 'GET', 'rest/banners/paginate', undefined, BannersAnswer)).data[0]!;
    expect((await answer(users.app, 'GET', `rest/banners/${first.id}`, undefined, BannerAnswer)).data.id).toBe(first.id);
    await refuses(users.app, 'GET', 'rest/banners/999999', 404);
  });

  it.each(['blog', 'notification'])('GET rest/blogs/paginate?type=%s: the posts; each opens by its uuid', async (type) => {
    const body = await answer(users.app, 'GET', `rest/blogs/paginate?type=${type}`, undefined, BlogsAnswer);
    expect(body.data.length).toBeGreaterThan(0);
    const one = await answer(users.app, 'GET', `rest/blogs/${body.data[0]!.uuid}`, undefined, BlogAnswer);
    expect(one.data.id).toBe(body.data[0]!.id);
  });

  it('GET rest/blogs/paginate of another type: 422 naming type; an unknown post 404 {message}', async () => {
    await invalidates(users.app, 'GET', 'rest/blogs/paginate?type=recipe', 'type');
    await refuses(users.app, 'GET', 'rest/blogs/no-such-post', 404);
  });

  it.each(['about', 'delivery'])('GET rest/pages/%s: the page', async (type) => {
    expect((await answer(users.app, 'GET', `rest/pages/${type}`, undefined, InfoPageAnswer)).data.type).toBe(type);
  });

  it('GET rest/pages/{type} of no page: 404 {message}', async () => {
    await refuses(users.app, 'GET', 'rest/pages/no-such-page', 404);
  });
});

describe('categories', () => {
  it.each(['main', 'receipt'])('GET rest/categories/paginate?type=%s: the categories with their children', async (type) => {
    const body = await answer(users.app, 'GET', `rest/categories/paginate?type=${type}`, undefined, CategoriesAnswer);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('GET rest/categories/paginate of another type: 422 naming type', async () => {
    await invalidates(users.app, 'GET', 'rest/categories/paginate?type=brand', 'type');
  });

  it('GET rest/categories/{id}: one category; an unknown one 404 {message}', async () => {
    const first = (await answer(users.app, 'GET', 'rest/categories/paginate', undefined, CategoriesAnswer)).data[0]!;
    expect((await answer(users.app, 'GET', `rest/categories/${first.id}`, undefined, CategoryAnswer)).data.id).toBe(first.id);
    await refuses(users.app, 'GET', 'rest/categories/999999', 404);
  });

  it("GET rest/shops/1/categories: the menu's categories; an unknown shop 404 {message}", async () => {
    expect((await answer(users.app, 'GET', 'rest/shops/1/categories', undefined, CategoryListAnswer)).data.length).toBeGreaterThan(0);
    await refuses(users.app, 'GET', 'rest/shops/999999/categories', 404);
  });
});

describe('rest/coupons/check', () => {
  it.each([
    ['GET', 'rest/coupons/check?coupon=PIZZA20&shop_id=1', undefined],
    ['POST', 'rest/coupons/check', { coupon: 'SAVE5', shop_id: 2 }],
  ])('%s %s: the coupon', async (method, url, body) => {
    const { data } = await answer(users.app, method, url, undefined, CouponOne, 200, body);
    expect(['PIZZA20', 'SAVE5']).toContain(data.name);
  });

  it.each([
    ['an expired coupon', { coupon: 'OLD10', shop_id: 1 }],
    ["another shop's coupon", { coupon: 'PIZZA20', shop_id: 2 }],
    ['an unknown coupon', { coupon: 'NOPE', shop_id: 1 }],
    ['no coupon', { shop_id: 1 }],
  ])('POST with %s: 422 naming coupon', async (_what, body) => {
    await invalidates(users.app, 'POST', 'rest/coupons/check', 'coupon', { body });
  });
});

describe("an order's review, refund and payment; a reservation's cancellation", () => {
  it('POST dashboard/user/orders/review/{id}: the order; again: 422 naming rating', async () => {
    const { data } = await answer(users.app, 'POST', `dashboard/user/orders/review/${DELIVERED_UNREVIEWED}`, users.demo, OrderOne, 200, { rating: 5, comment: 'Hot' });
    expect(data.id).toBe(DELIVERED_UNREVIEWED);
    await invalidates(users.app, 'POST', `dashboard/user/orders/review/${DELIVERED_UNREVIEWED}`, 'rating', { token: users.demo, body: { rating: 4 } });
  });

  it('POST dashboard/user/order-refunds: 201 with the refund, pending; again: 422 naming order_id', async () => {
    const body = { order_id: DELIVERED_NO_REFUND, cause: 'Cold' };
    const { data } = await answer(users.app, 'POST', 'dashboard/user/order-refunds', users.demo, RefundOne, 201, body);
    expect(data).toMatchObject({ status: 'pending', cause: 'Cold', order: { id: DELIVERED_NO_REFUND } });
    await invalidates(users.app, 'POST', 'dashboard/user/order-refunds', 'order_id', { token: users.demo, body });
  });

  it('POST payments/order/{id}/transactions with cash: 201 with the transaction; of no such kind: 404 {message}', async () => {
    const orders = (await call(users.app, 'GET', 'dashboard/user/orders/paginate?statuses[]=new', { token: users.demo })).json() as { data: { id: number }[] };
    const order = orders.data[0]!.id;
    const { data } = await answer(users.app, 'POST', `payments/order/${order}/transactions`, users.demo, TransactionOne, 201, { payment_sys_id: 1 });
    expect(data.payment_system.tag).toBe('cash');
    await refuses(users.app, 'POST', `payments/invoice/${order}/transactions`, 404, { token: users.demo, body: { payment_sys_id: 1 } });
  });

  it("POST payments/order/{id}/transactions with a provider: the provider's page", async () => {
    const orders = (await call(users.app, 'GET', 'dashboard/user/orders/paginate?statuses[]=new', { token: users.demo })).json() as { data: { id: number }[] };
    const methods = (await call(users.app, 'GET', 'rest/payments')).json() as { data: { id: number; tag: string }[] };
    const provider = methods.data.find((p) => p.tag !== 'cash' && p.tag !== 'wallet')!;
    const { data } = await answer(users.app, 'POST', `payments/order/${orders.data[0]!.id}/transactions`, users.demo, PaymentPageOne, 200, { payment_sys_id: provider.id });
    expect(data.url).toMatch(/\S/);
  });

  it('POST dashboard/user/my-bookings/{id}/status/change?status=canceled: the reservation, canceled; again: 400 {message}', async () => {
    // The seed's reservation of the demo user, accepted by the shop.
    const mine = (await call(users.app, 'GET', 'dashboard/user/my-bookings?status=accepted', { token: users.demo })).json() as { data: { id: number }[] };
    const id = mine.data[0]!.id;
    const { data } = await answer(users.app, 'POST', `dashboard/user/my-bookings/${id}/status/change?status=canceled`, users.demo, UserBookingOne, 200, {});
    expect(data).toMatchObject({ status: 'canceled' });
    await refuses(users.app, 'POST', `dashboard/user/my-bookings/${id}/status/change?status=canceled`, 400, { token: users.demo });
    await invalidates(users.app, 'POST', `dashboard/user/my-bookings/${id}/status/change?status=done`, 'status', { token: users.demo });
  });
});

describe('e-mail codes', () => {
  it('POST auth/register: the verifyId; GET auth/verify/{code}: the address confirmed; an unknown code 404 {message}', async () => {
    const email = `content-${Date.now()}@market.test`;
    const sent = await answer(users.app, 'POST', `auth/register?email=${encodeURIComponent(email)}`, undefined, VerifyIdAnswer, 200, {});
    const code = (sent.data as { verifyCode?: string }).verifyCode!;
    const { data } = await answer(users.app, 'GET', `auth/verify/${code}`, undefined, CodeVerifiedOne);
    expect(data).toMatchObject({ verified: true, email });
    await refuses(users.app, 'GET', 'auth/verify/000000000', 404);
  });

  it('POST auth/resend-verify and auth/forgot/email-password: a verifyId; without an e-mail: 422 naming email', async () => {
    await answer(users.app, 'POST', `auth/resend-verify?email=resend-${Date.now()}@market.test`, undefined, VerifyIdAnswer, 200, {});
    await answer(users.app, 'POST', 'auth/forgot/email-password?email=demo@market.test', undefined, VerifyIdAnswer, 200, {});
    await invalidates(users.app, 'POST', 'auth/resend-verify', 'email');
    await invalidates(users.app, 'POST', 'auth/forgot/email-password', 'email');
  });
});

describe('empty cases', () => {
  it('GET rest/categories/paginate?type=receipt&shop_id of a shop without recipes: an empty page', async () => {
    expectEmptyPage(await answer(users.app, 'GET', 'rest/categories/paginate?type=receipt&shop_id=999999', undefined, CategoriesAnswer));
  });
});
