/** Home, shop lists, search, the shop page and its menu, the product dialog, recipes: the family client's browsing. */
import {
  BranchOne, BranchPage, Done, ProductHitPage, ProductOne, RecipeOne, RecipePage, RecommendedShopList, ReviewList, ShopMenuOne, ShopOne,
  ShopPage, TagList,
} from '@market/contract/src/family/index.ts';
import type { FamilyCall } from '../types.ts';
import { dig, keepData } from './keep.ts';

/** The demo shopper's home (Washington), as the client sends it: `address` is "lat,lng" from its cookie. */
export const HOME = '38.9120424,-77.035308';
export const HOME_OBJ = 'address%5Blatitude%5D=38.9120424&address%5Blongitude%5D=-77.035308';

/** A seed product of shop 1 with three sizes (extras) and add-ons on some of them. */
const SIZED_PRODUCT = 50;

export const calls: FamilyCall[] = [
  { screen: 'home v1: restaurants', method: 'GET', path: `rest/shops/paginate?type=restaurant&lang=en&perPage=12&address=${HOME}&open=1`, auth: 'guest', schema: ShopPage },
  { screen: 'home v1: shops', method: 'GET', path: `rest/shops/paginate?type=shop&lang=en&perPage=12&address=${HOME}`, auth: 'guest', schema: ShopPage },
  { screen: 'shops page: all shops', method: 'GET', path: `rest/shops/paginate?lang=en&perPage=12&page=1&address=${HOME}`, auth: 'guest', schema: ShopPage },
  { screen: 'home: recommended shops', method: 'GET', path: `rest/shops/recommended?lang=en&address=${HOME}`, auth: 'guest', schema: RecommendedShopList },
  { screen: 'home: delivery zone check', method: 'GET', path: `rest/shop/delivery-zone/check/distance?lang=en&address=${HOME}`, auth: 'guest', schema: Done },
  { screen: 'shop filter: tags', method: 'GET', path: 'rest/shops-takes?lang=en', auth: 'guest', schema: TagList },
  { screen: 'search: shops', method: 'GET', path: `rest/shops/search?lang=en&search=pizza&page=1&address=${HOME}`, auth: 'guest', schema: ShopPage },
  { screen: 'search: products', method: 'GET', path: `rest/products/search?lang=en&search=pizza&page=1&address=${HOME}`, auth: 'guest', schema: ProductHitPage },
  { screen: 'shop page: shop', method: 'GET', path: 'rest/shops/1?lang=en', auth: 'guest', schema: ShopOne },
  {
    screen: 'shop page: menu',
    method: 'GET',
    path: 'rest/shops/1/products?lang=en&currency_id=1',
    auth: 'guest',
    schema: ShopMenuOne,
    // The product dialog opens from a card's `uuid`: the first card, and a pizza with sizes (extras) and add-ons.
    keep: (answer, ctx) => {
      keepData({ productUuid: 'all.0.products.0.uuid' })(answer, ctx);
      const all = dig(answer, 'data.all');
      const cards = Array.isArray(all) ? all.flatMap((c: { products?: { id?: number; uuid?: string }[] }) => c.products ?? []) : [];
      const sized = cards.find((p) => p.id === SIZED_PRODUCT)?.uuid;
      if (sized) ctx.ids.sizedUuid = sized;
    },
  },
  { screen: 'shop info: branches', method: 'GET', path: 'rest/branches?lang=en&shop_id=1', auth: 'guest', schema: BranchPage, keep: keepData({ branchId: '0.id' }) },
  { screen: 'checkout pickup: a branch', method: 'GET', path: (ctx) => `rest/branches/${ctx.ids.branchId}?lang=en`, auth: 'guest', schema: BranchOne },
  { screen: 'cart button: delivery zone of the shop', method: 'GET', path: `rest/shop/1/delivery-zone/check/distance?lang=en&${HOME_OBJ}`, auth: 'guest', schema: Done },
  {
    screen: 'product dialog',
    method: 'GET',
    path: (ctx) => `rest/products/${ctx.ids.productUuid}?lang=en&currency_id=1`,
    auth: 'guest',
    schema: ProductOne,
    // The dialog adds the chosen stock to the cart.
    keep: keepData({ stockId: 'stocks.0.id' }),
  },
  { screen: 'product dialog: sizes and add-ons', method: 'GET', path: (ctx) => `rest/products/${ctx.ids.sizedUuid}?lang=en&currency_id=1`, auth: 'guest', schema: ProductOne },
  { screen: 'reservation page: reviews', method: 'GET', path: 'rest/shops/1/reviews?lang=en', auth: 'guest', schema: ReviewList },
  { screen: 'recipes page', method: 'GET', path: 'rest/receipts/paginate?lang=en&page=1&perPage=12', auth: 'guest', schema: RecipePage },
  { screen: 'recipe page', method: 'GET', path: 'rest/receipts/1?lang=en&currency_id=1', auth: 'guest', schema: RecipeOne },
];
