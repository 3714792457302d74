/** Shops, products, categories, search, reviews, branches, tags, delivery zones and recipes (public). */
import type { DeliveryZoneCheck } from '@market/contract';
import type { FastifyReply } from 'fastify';
import type { Scopes } from '../types.ts';
import { HttpError, MSG, notFound } from '../lib/errors.ts';
import { distanceKm, round2 } from '../lib/geo.ts';
import { int, str } from '../lib/query.ts';
import { pageArgs, paged, pageOf } from '../lib/paginate.ts';
import { deliversTo, listShops, requestPoint, shopDetail, shopRow, shopsDeliveringTo, shopTagPage, type JsonText } from '../services/shops.ts';
import { listProducts, productAvgPrices, productOf, shopMenu } from '../services/products.ts';
import { recipeOf, recipePage } from '../services/recipes.ts';
import { shopReviewPage } from '../services/reviews.ts';
import { shopPayments } from '../services/payments.ts';
import { categoryOf, categoryTree, shopCategories, shopSubCategories } from '../services/categories.ts';
import { branchOf, branchPage } from '../services/branches.ts';
import type {
  BookingShopOne, CategoriesAnswer, CategoryAnswer, CategoryListAnswer, DeliveryZoneCheckOne, ProductAvgPricesOne, ProductHitPage, ShopPage, ShopPaymentList, BranchOne, BranchPage, ProductOne, RecipeOne, RecipePage,
  ReviewList, ShopMenuOne, ShopOne, TagList, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

/** Send JSON as Fastify sends an object: the same bytes and content type. */
function sendJson(reply: FastifyReply, json: JsonText): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function catalogueRoutes({ pub, ctx }: Scopes): void {
  // Shops
  pub.get('/rest/shops/paginate', async (req, reply) => sendJson(reply, listShops(ctx, req.query as Q, req.lang)));
  pub.get('/rest/booking/shops/paginate', async (req, reply) => sendJson(reply, listShops(ctx, req.query as Q, req.lang, { booking: true })));
  pub.get('/rest/shops/recommended', async (req, reply) =>
    sendJson(reply, listShops(ctx, req.query as Q, req.lang, { recommended: true }, pageArgs(req.query as Q, 20))),
  );
  pub.get('/rest/shops/search', async (req, reply) => {
    const q = req.query as Q;
    if (!str(q.search)) return paged([], 0, pageArgs(q)) satisfies Wire<typeof ShopPage>;
    return sendJson(reply, listShops(ctx, q, req.lang));
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id', async (req): Promise<Wire<typeof ShopOne>> => {
    return { data: shopDetail(ctx, shopRow(ctx, req.params.id), req.lang, requestPoint(req.query as Q)) };
  });
  pub.get<{ Params: { id: string } }>('/rest/booking/shops/:id', async (req): Promise<Wire<typeof BookingShopOne>> => {
    const row = shopRow(ctx, req.params.id);
    if (!row.booking) throw notFound();
    const shop = shopDetail(ctx, row, req.lang);
    return { data: { ...shop, booking_shop_working_days: shop.booking_shop_working_days ?? [], booking_shop_closed_date: shop.booking_shop_closed_date ?? [] } };
  });
  pub.get('/rest/shops-takes', async (req): Promise<Wire<typeof TagList>> => shopTagPage(ctx, pageArgs(req.query as Q, 50), req.lang));
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/reviews', async (req): Promise<Wire<typeof ReviewList>> =>
    shopReviewPage(ctx, shopRow(ctx, req.params.id).id, pageArgs(req.query as Q)),
  );
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/payments', async (req): Promise<Wire<typeof ShopPaymentList>> => ({ data: shopPayments(ctx, shopRow(ctx, req.params.id).id) }));
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/categories', async (req): Promise<Wire<typeof CategoryListAnswer>> => {
    const shop = shopRow(ctx, req.params.id);
    return { data: categoryTree(ctx, 'main', req.lang, shop.id) };
  });
  pub.get('/rest/branches', async (req): Promise<Wire<typeof BranchPage>> => {
    const q = req.query as Q;
    return branchPage(ctx, int(q.shop_id), pageArgs(q), req.lang);
  });
  pub.get<{ Params: { id: string } }>('/rest/branches/:id', async (req): Promise<Wire<typeof BranchOne>> => ({ data: branchOf(ctx, int(req.params.id) ?? 0, req.lang) }));

  // Delivery zones: 200 {status, shop_ids, km?} when delivered, else 400 with the catalogue message.
  pub.get('/rest/shop/delivery-zone/check/distance', async (req): Promise<Wire<typeof DeliveryZoneCheckOne>> => {
    const at = requestPoint(req.query as Q);
    if (!at) throw new HttpError(422, 'Required', { address: ['Required'] });
    const ids = shopsDeliveringTo(ctx, at);
    if (ids.length === 0) throw new HttpError(400, MSG.notAvailable);
    const data: DeliveryZoneCheck = { status: true, shop_ids: ids };
    return { data };
  });
  pub.get<{ Params: { id: string } }>('/rest/shop/:id/delivery-zone/check/distance', async (req): Promise<Wire<typeof DeliveryZoneCheckOne>> => {
    const shop = shopRow(ctx, req.params.id);
    const at = requestPoint(req.query as Q);
    if (!at) throw new HttpError(422, 'Required', { address: ['Required'] });
    if (!deliversTo(ctx, shop.id, at)) throw new HttpError(400, MSG.noDelivery);
    const data: DeliveryZoneCheck = { status: true, shop_ids: [shop.id], km: round2(distanceKm(at, [shop.latitude, shop.longitude])) };
    return { data };
  });

  // Products
  pub.get('/rest/products/paginate', async (req, reply) => sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q))));
  pub.get('/rest/products/search', async (req, reply) => {
    const q = req.query as Q;
    if (!str(q.search)) return paged([], 0, pageArgs(q)) satisfies Wire<typeof ProductHitPage>;
    return sendJson(reply, listProducts(ctx, q, req.lang, pageArgs(q)));
  });
  pub.get('/rest/products-avg-prices', async (req): Promise<Wire<typeof ProductAvgPricesOne>> => {
    const q = req.query as Q;
    return { data: productAvgPrices(ctx, int(q.shop_id), int(q.category_id)) };
  });
  pub.get<{ Params: { id: string } }>('/rest/products/:id', async (req): Promise<Wire<typeof ProductOne>> => ({ data: productOf(ctx, req.params.id, req.lang) }));
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products', async (req): Promise<Wire<typeof ShopMenuOne>> => ({
    data: shopMenu(ctx, shopRow(ctx, req.params.id).id, req.lang),
  }));
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products/paginate', async (req, reply) => {
    const shop = shopRow(ctx, req.params.id);
    return sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q), { shopId: shop.id }));
  });
  pub.get<{ Params: { id: string } }>('/rest/shops/:id/products/recommended/paginate', async (req, reply) => {
    const shop = shopRow(ctx, req.params.id);
    return sendJson(reply, listProducts(ctx, req.query as Q, req.lang, pageArgs(req.query as Q), { shopId: shop.id, recommended: true }));
  });

  // Categories
  pub.get('/rest/categories/paginate', async (req): Promise<Wire<typeof CategoriesAnswer>> => {
    const q = req.query as Q;
    const type = str(q.type) ?? 'main';
    if (type !== 'main' && type !== 'receipt' && type !== 'shop') throw new HttpError(422, 'The selected type is invalid.', { type: ['The selected type is invalid.'] });
    // Shops are filed under the main categories (shop_categories), so the shop categories are the main ones that
    // have a shop, each with its children that have one, named `type: 'shop'` as the family's are.
    if (type === 'shop') return pageOf(shopCategories(ctx, req.lang), pageArgs(q, 50));
    return pageOf(categoryTree(ctx, type, req.lang, int(q.shop_id)), pageArgs(q, 50));
  });
  pub.get<{ Params: { id: string } }>('/rest/categories/sub-shop/:id', async (req): Promise<Wire<typeof CategoriesAnswer>> => {
    const children = shopSubCategories(ctx, int(req.params.id) ?? 0, req.lang);
    if (!children) throw notFound();
    return pageOf(children, pageArgs(req.query as Q, 50));
  });
  pub.get<{ Params: { id: string } }>('/rest/categories/:id', async (req): Promise<Wire<typeof CategoryAnswer>> => ({ data: categoryOf(ctx, req.params.id, req.lang) }));

  // Recipes ("receipts")
  pub.get('/rest/receipts/paginate', async (req): Promise<Wire<typeof RecipePage>> => {
    const q = req.query as Q;
    return recipePage(ctx, { categoryId: int(q.category_id), shopId: int(q.shop_id) }, pageArgs(q), req.lang);
  });
  pub.get<{ Params: { id: string } }>('/rest/receipts/:id', async (req): Promise<Wire<typeof RecipeOne>> => ({ data: recipeOf(ctx, int(req.params.id) ?? 0, req.lang) }));
}
