/**
 * What the family's customer web client met as breaks or missing fields (issue 55), each in the family's shape with
 * its refusals: the providers it asks at `order-{tag}-process`, a parcel's payment, a branch, a shop category's
 * sub-categories, the store calls of a cart, and the fields its screens read (banners' and ads' shops, the featured
 * shops' counts, a recipe's hero, a booking's shop, the settings' switches, pictures as absolute URLs).
 */
import type { FastifyInstance } from 'fastify';
import {
  AdBannerAnswer, BannerAnswer, BranchOne, BranchPage, CartOne, CategoriesAnswer, FamilyPaymentRedirect, FamilySettingsAnswer, ImageUploaded,
  ParcelPaidOne, RecipeOne, RecommendedShopList, ShopCategoriesAnswer, ShopOne, UserBookingPage, UserOne, UserWithPictureOne,
} from '@market/contract/src/family/index.ts';
import { HOME, TODAY, call, makeApp, login, multipart, ok, PNG, placeDelivery } from './helpers.ts';
import { answer, invalidates, refuses, usersApp } from './family-helpers.ts';
import { groupPizza, groupRows, groupWithGuest } from './group-helpers.ts';
import { absolutePictures } from '../src/services/pictures.ts';

const users = usersApp();

/** A parcel of the user paid on delivery, placed as the family's parcel checkout places it. */
async function aParcel(app: FastifyInstance, token: string): Promise<number> {
  const body = {
    currency_id: 1, type_id: 2, rate: 1, phone_from: '12025550101', username_from: 'Demo User', phone_to: '12025550177', username_to: 'Jamie',
    address_from: { latitude: HOME[0], longitude: HOME[1], address: '1700 15th St NW' }, address_to: { latitude: 38.9025, longitude: -77.0323, address: '1400 K St NW' },
    delivery_date: TODAY, delivery_time: '15:00', payment_id: 1,
  };
  return (await ok(app, 'POST', 'dashboard/user/parcel-orders', { token, body })).data.id as number;
}

describe('payments', () => {
  it.each(['moyasar', 'flutterWave'])('GET dashboard/user/order-%s-process (the tag as it is): the provider’s page for the order', async (tag) => {
    const order = await placeDelivery(users.app, users.demo, 1);
    const { data } = await answer(users.app, 'GET', `dashboard/user/order-${tag}-process?order_id=${order.id}`, users.demo, FamilyPaymentRedirect);
    const page = await call(users.app, 'GET', data.data.url.replace(/^\/api\/v1\//, ''));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<strong>${tag}</strong>`);
    // Another user's order is no one's to pay; a guest is asked to sign in.
    await refuses(users.app, 'GET', `dashboard/user/order-${tag}-process?order_id=${order.id}`, 404, { token: users.friend });
    await refuses(users.app, 'GET', `dashboard/user/order-${tag}-process?order_id=${order.id}`, 401);
  });

  it('POST payments/parcel-order/{id}/transactions: the parcel itself with its transaction (the client opens /parcels/{data.id})', async () => {
    const parcel = await aParcel(users.app, users.demo);
    const { data } = await answer(users.app, 'POST', `payments/parcel-order/${parcel}/transactions`, users.demo, ParcelPaidOne, 201, { payment_sys_id: 1 });
    expect(data.id).toBe(parcel);
    expect(data.transaction.payment_system.tag).toBe('cash');
    const other = await aParcel(users.app, users.demo);
    await refuses(users.app, 'POST', `payments/parcel-order/${other}/transactions`, 404, { token: users.friend, body: { payment_sys_id: 1 } });
    await refuses(users.app, 'POST', 'payments/parcel-order/999999/transactions', 404, { token: users.demo, body: { payment_sys_id: 1 } });
    await invalidates(users.app, 'POST', `payments/parcel-order/${other}/transactions`, 'payment_sys_id', { token: users.demo, body: {} });
  });
});

describe('routes the family answers', () => {
  it('GET rest/branches/{id}: the branch as the list has it; an unknown one 404', async () => {
    const first = (await answer(users.app, 'GET', 'rest/branches?shop_id=1', undefined, BranchPage)).data[0]!;
    expect((await answer(users.app, 'GET', `rest/branches/${first.id}`, undefined, BranchOne)).data).toEqual(first);
    await refuses(users.app, 'GET', 'rest/branches/999999', 404);
  });

  it('GET rest/categories/sub-shop/{id}: the shop category’s sub-categories; no shop category 404', async () => {
    const tree = (await answer(users.app, 'GET', 'rest/categories/paginate?type=shop&perPage=50', undefined, ShopCategoriesAnswer)).data;
    const parent = tree.find((c) => c.children?.length)!;
    const subs = await answer(users.app, 'GET', `rest/categories/sub-shop/${parent.id}`, undefined, CategoriesAnswer);
    expect(subs.data.map((c) => c.id)).toEqual(parent.children!.map((c) => c.id));
    expect(subs.meta.total).toBe(parent.children!.length);
    const childless = tree.find((c) => !c.children?.length)!;
    expect((await answer(users.app, 'GET', `rest/categories/sub-shop/${childless.id}`, undefined, CategoriesAnswer)).data).toEqual([]);
    await refuses(users.app, 'GET', `rest/categories/sub-shop/${parent.children![0]!.id}`, 404);
    await refuses(users.app, 'GET', 'rest/categories/sub-shop/999999', 404);
  });

  it('POST dashboard/user/cart without products (the family’s store): one stock into the owner’s cart; a 422 names what is missing', async () => {
    const pizza = await groupPizza(users.app);
    await call(users.app, 'DELETE', 'dashboard/user/cart/delete', { token: users.friend });
    const { data } = await answer(users.app, 'POST', 'dashboard/user/cart', users.friend, CartOne, 200, { shop_id: pizza.shopId, currency_id: 1, rate: 1, stock_id: pizza.stock.id, quantity: 2 });
    expect(data.user_carts.flatMap((u) => u.cartDetails).map((d) => [d.stock.id, d.quantity])).toEqual([[pizza.stock.id, 2]]);
    await invalidates(users.app, 'POST', 'dashboard/user/cart', 'stock_id', { token: users.friend, body: { shop_id: pizza.shopId, quantity: 1 } });
    await invalidates(users.app, 'POST', 'dashboard/user/cart', 'products', { token: users.friend, body: { shop_id: pizza.shopId, products: [] } });
    await refuses(users.app, 'POST', 'dashboard/user/cart', 401, { body: { shop_id: pizza.shopId, stock_id: pizza.stock.id, quantity: 1 } });
  });

  it('POST rest/cart (a guest’s cart is its part of a group): one stock into the member’s lines; another’s uuid or none 404, nothing changed', async () => {
    const pizza = await groupPizza(users.app);
    const g = await groupWithGuest(users.app, users.demo, pizza.shopId, 'Robin');
    const store = { shop_id: pizza.shopId, cart_id: g.cartId, stock_id: pizza.stock.id, quantity: 3 };
    const { data } = await answer(users.app, 'POST', 'rest/cart', undefined, CartOne, 200, { ...store, user_cart_uuid: g.uuid });
    const mine = data.user_carts.find((u) => u.uuid === g.uuid)!;
    expect(mine.cartDetails.map((d) => [d.stock.id, d.quantity])).toEqual([[pizza.stock.id, 3]]);
    const before = groupRows(users.app, g.cartId);
    await refuses(users.app, 'POST', 'rest/cart', 404, { body: store });
    await refuses(users.app, 'POST', 'rest/cart', 404, { body: { ...store, user_cart_uuid: 'not-a-member' } });
    await invalidates(users.app, 'POST', 'rest/cart', 'cart_id', { body: { shop_id: pizza.shopId, user_cart_uuid: g.uuid, stock_id: pizza.stock.id, quantity: 1 } });
    expect(groupRows(users.app, g.cartId)).toEqual(before);
  });
});

describe('fields the family’s screens read', () => {
  it('GET rest/banners/{id}: its shops as shop cards, a page at a time, and how many there are', async () => {
    const all = await answer(users.app, 'GET', 'rest/banners/2', undefined, BannerAnswer);
    expect(all.data.shops_count).toBe(2);
    expect(all.data.shops).toHaveLength(2);
    const pages = await Promise.all([1, 2, 3].map((page) => answer(users.app, 'GET', `rest/banners/2?perPage=1&page=${page}`, undefined, BannerAnswer)));
    expect(pages.map((p) => p.data.shops.map((s) => s.id))).toEqual([[all.data.shops[0]!.id], [all.data.shops[1]!.id], []]);
    expect(pages.map((p) => p.data.shops_count)).toEqual([2, 2, 2]);
    const shop = (await answer(users.app, 'GET', `rest/shops/${all.data.shops[0]!.id}`, undefined, ShopOne)).data;
    expect(all.data.shops[0]).toMatchObject({ open: shop.open, verify: shop.verify, delivery_time: shop.delivery_time, background_img: shop.background_img });
  });

  it('GET rest/banners-ads/{id}: the ad’s picture and title in data itself, its shops as shop cards; an unknown one 404', async () => {
    const { data } = await answer(users.app, 'GET', 'rest/banners-ads/6?perPage=1', undefined, AdBannerAnswer);
    expect(data.img).toBe(data.banner.img);
    expect(data.translation.title).toBe(data.banner.translation.title);
    expect(data.shops).toHaveLength(1);
    expect(data.shops_count).toBe(2);
    await refuses(users.app, 'GET', 'rest/banners-ads/999999', 404);
  });

  it('GET rest/shops/recommended: each shop’s products count, as its page counts them', async () => {
    const { data } = await answer(users.app, 'GET', 'rest/shops/recommended', undefined, RecommendedShopList);
    expect(data.length).toBeGreaterThan(0);
    for (const shop of data.slice(0, 3)) {
      expect(shop.products_count).toBe((await answer(users.app, 'GET', `rest/shops/${shop.id}`, undefined, ShopOne)).data.products_count);
    }
  });

  it('GET rest/receipts/{id}: the hero picture', async () => {
    const { data } = await answer(users.app, 'GET', 'rest/receipts/1', undefined, RecipeOne);
    expect(data.bg_img).toBe(data.img);
  });

  it('GET dashboard/user/my-bookings: each booking’s shop under its booking rule', async () => {
    const { data } = await answer(users.app, 'GET', 'dashboard/user/my-bookings?page=1', users.demo, UserBookingPage);
    expect(data.length).toBeGreaterThan(0);
    for (const b of data) expect(b.booking.shop).toEqual((b as typeof b & { shop: unknown }).shop);
  });

  it('GET rest/settings: the sign-in form’s and the reservations link’s switches, "0" or "1"', async () => {
    const { data } = await answer(users.app, 'GET', 'rest/settings', undefined, FamilySettingsAnswer);
    const value = (key: string) => data.find((r) => r.key === key)?.value;
    expect(['social_auth_google', 'social_auth_apple', 'social_auth_facebook', 'reservation_enable_for_user'].map(value)).toEqual(['1', '0', '0', '1']);
  });
});

describe('pictures', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    app = await makeApp({ publicUrl: 'https://market.example/' });
    demo = await login(app);
  });
  afterAll(() => app.close());

  it('with a public address: every picture is an absolute URL under it (the profile’s, an upload’s, a list’s)', async () => {
    const upload = multipart('image', 'image/png', PNG, 'users');
    const uploaded = await answer(app, 'POST', 'dashboard/galleries', demo, ImageUploaded, 200, upload.payload, upload.headers);
    expect(uploaded.data.title).toMatch(/^https:\/\/market\.example\/api\/v1\/media\/uploads\//);
    // The family's client sends back what the upload answered; a path of this API is answered the same way.
    await answer(app, 'PUT', 'dashboard/user/profile/update', demo, UserOne, 200, { img: uploaded.data.title });
    expect((await answer(app, 'GET', 'dashboard/user/profile/show', demo, UserWithPictureOne)).data.img).toBe(uploaded.data.title);
    await answer(app, 'PUT', 'dashboard/user/profile/update', demo, UserOne, 200, { img: '/api/v1/media/avatar/10/D.png' });
    expect((await answer(app, 'GET', 'dashboard/user/profile/show', demo, UserWithPictureOne)).data.img).toBe('https://market.example/api/v1/media/avatar/10/D.png');
    const shops = (await ok(app, 'GET', 'rest/shops/paginate?perPage=2')).data as { logo_img: string }[];
    for (const s of shops) expect(s.logo_img).toMatch(/^https:\/\/market\.example\/api\/v1\/media\/logo\//);
    // The picture itself is still served where the address points.
    expect((await call(app, 'GET', 'media/avatar/10/D.png')).headers['content-type']).toBe('image/png');
  });

  it('without one: paths of the API’s own origin, as the web app behind the gateway shows them', async () => {
    const { data } = await answer(users.app, 'GET', 'rest/receipts/1', undefined, RecipeOne);
    expect(data.img).toMatch(/^\/api\/v1\/media\//);
  });

  it('a text that merely holds the media path is not a picture: only a JSON string that starts with it is rewritten', () => {
    const rewrite = absolutePictures('https://m.example')!;
    const json = JSON.stringify({ img: '/api/v1/media/a.png', note: 'see "/api/v1/media/b.png"', other: 'x/api/v1/media/c.png' });
    expect(JSON.parse(rewrite('application/json; charset=utf-8', json) as string)).toEqual({
      img: 'https://m.example/api/v1/media/a.png', note: 'see "/api/v1/media/b.png"', other: 'x/api/v1/media/c.png',
    });
    expect(rewrite('image/png', json)).toBe(json);
    expect(absolutePictures('')).toBeUndefined();
  });
});
