/** The family's shops, products, recipes, branches and careers, as its customer web client reads them. */
import Type, { type Static } from 'typebox';
import { Coord, Flag, Id, Img, LatLng, List, Nullable, Num, One, Page, Priced, Str, Translation, UserRef } from './common.ts';

/** `delivery_time`: the cards show "from-to type" ("20-30 min"). */
export const DeliveryTime = Type.Object({ from: Type.Union([Str, Num]), to: Type.Union([Str, Num]), type: Str });

/**
 * A shop card (home, shop lists, search, brands): cover or logo, title, delivery time, the verified mark (`verify === 1`).
 * The family leaves out empty images and delivery times (`when`), so those are optional.
 */
export const FamilyShopCard = Type.Object({
  id: Id,
  translation: Translation,
  logo_img: Type.Optional(Img),
  background_img: Type.Optional(Img),
  delivery_time: Type.Optional(DeliveryTime),
  verify: Type.Integer({ minimum: 0, maximum: 1 }),
  open: Flag,
  bonus: Type.Optional(Nullable(Type.Object({}))),
});

/** A day of a shop's week: the shop page lists them, the checkout's delivery times pick slots from them. */
export const WorkingDay = Type.Object({ day: Str, from: Str, to: Str, disabled: Type.Optional(Flag) });
export const ClosedDate = Type.Object({ day: Str });

/** The shop page: header, info panel (address, map, hours, tags), hero card (products count), checkout rules. */
export const FamilyShop = Type.Object({
  ...FamilyShopCard.properties,
  uuid: Str,
  translation: Type.Object({ title: Str, description: Type.Optional(Nullable(Str)), address: Type.Optional(Nullable(Str)) }),
  // Zero prices, no reviews, no point: left out by the family (`when`).
  location: Type.Optional(LatLng),
  price: Type.Optional(Num),
  price_per_km: Type.Optional(Num),
  min_amount: Type.Optional(Num),
  rating_avg: Type.Optional(Nullable(Num)),
  reviews_count: Type.Optional(Nullable(Type.Integer())),
  products_count: Type.Integer(),
  shop_working_days: Type.Array(WorkingDay),
  shop_closed_date: Type.Array(ClosedDate),
  is_recommended: Type.Optional(Flag),
  tags: Type.Optional(Type.Array(Type.Object({ id: Id, translation: Translation }))),
});

/** A stock as a product card shows it: the price after discount and tax, the struck-out price, the bonus badge. */
export const StockPrice = Type.Object({
  id: Id,
  ...Priced,
  total_price: Num,
  tax: Type.Optional(Nullable(Num)),
  bonus: Type.Optional(Nullable(Type.Object({}))),
});

/** A product card (shop page categories, recommended): links by `uuid`, shows img, title and `stock` prices. */
export const FamilyProductCard = Type.Object({
  id: Id,
  uuid: Str,
  img: Img,
  shop_id: Id,
  translation: Translation,
  stock: StockPrice,
});

/** An extra value of a stock: the product dialog groups them by `extra_group_id` under `group.translation.title`. */
export const StockExtra = Type.Object({
  id: Id,
  extra_group_id: Id,
  value: Str,
  group: Type.Object({ id: Id, type: Str, translation: Translation }),
});

/** An addon of a stock: the dialog adds `addons[].product.stock.id` with the stock as parent. */
export const StockAddon = Type.Object({
  id: Id,
  product: Type.Object({
    id: Id,
    img: Img,
    translation: Translation,
    min_qty: Type.Optional(Num),
    max_qty: Type.Optional(Num),
    interval: Num,
    stock: Type.Object({ id: Id, quantity: Num, total_price: Num }),
  }),
});

/**
 * The product dialog: galleries, quantity rules, unit, stocks with extras and addons. The family sends `min_qty` and
 * `max_qty` only when set (the client then starts at 1, with no ceiling); `interval` (the step) always, and the client
 * multiplies quantities by it.
 */
export const FamilyProduct = Type.Object({
  id: Id,
  uuid: Str,
  img: Img,
  shop_id: Id,
  translation: Translation,
  min_qty: Type.Optional(Num),
  max_qty: Type.Optional(Num),
  interval: Num,
  unit: Nullable(Type.Object({ translation: Nullable(Translation) })),
  galleries: Type.Array(Type.Object({ path: Str })),
  stocks: Type.Array(Type.Object({ ...StockPrice.properties, extras: Type.Array(StockExtra), addons: Type.Array(StockAddon) })),
});

/** GET rest/shops/{id}/products: `data.all` is the menu by category, `data.recommended` the popular strip. */
export const FamilyShopMenu = Type.Object({
  all: Type.Array(Type.Object({ id: Id, translation: Translation, products: Type.Array(FamilyProductCard) })),
  recommended: Type.Array(FamilyProductCard),
});

/** A product search hit: title, description, image, link by uuid to its shop. */
export const FamilyProductHit = Type.Object({
  id: Id,
  uuid: Str,
  img: Img,
  translation: Translation,
  shop: Type.Object({ id: Id }),
  stocks: Type.Array(Type.Object({ id: Id })),
});

/** A shop review card (reservation page). */
export const FamilyReview = Type.Object({ id: Id, rating: Num, comment: Nullable(Str), created_at: Str, user: Nullable(UserRef) });

/** A shop tag (shop filter, become-a-seller form). */
export const FamilyTag = Type.Object({ id: Id, translation: Translation });

/** A branch (checkout pickup, shop info): its title, address and point. */
export const FamilyBranch = Type.Object({
  id: Id,
  translation: Translation,
  address: Type.Object({ address: Str }),
  location: Type.Object({ latitude: Coord, longitude: Coord }),
});

/** A recipe card: image, title, time, calories, its shop's title. */
export const FamilyRecipeCard = Type.Object({
  id: Id,
  img: Img,
  translation: Translation,
  total_time: Type.Union([Num, Str]),
  calories: Num,
  shop: Type.Object({ translation: Translation }),
});

/** A recipe page: its hero picture, ingredients and instructions as translated objects, nutrition rows, the stocks it adds to the cart. */
export const FamilyRecipe = Type.Object({
  ...FamilyRecipeCard.properties,
  /** The hero's picture behind the title. */
  bg_img: Img,
  shop_id: Id,
  active_time: Type.Union([Num, Str]),
  servings: Num,
  discount_price: Type.Optional(Nullable(Num)),
  ingredient: Type.Object({ title: Str }),
  instruction: Type.Object({ title: Str }),
  nutritions: Type.Array(Type.Object({ translation: Nullable(Translation), weight: Type.Union([Str, Num]), percentage: Num })),
  stocks: Type.Array(
    Type.Object({
      id: Id,
      total_price: Num,
      min_quantity: Num,
      product: Type.Object({ img: Img, interval: Num, translation: Translation, unit: Nullable(Type.Object({ translation: Nullable(Translation) })) }),
    }),
  ),
});

/** A job offer: title, address, its category's title. */
export const FamilyCareer = Type.Object({
  id: Id,
  active: Type.Optional(Flag),
  created_at: Type.Optional(Str),
  translation: Type.Object({ title: Str, description: Type.Optional(Nullable(Str)), address: Nullable(Str) }),
  category: Nullable(Type.Object({ translation: Translation })),
});

export const ShopPage = Page(FamilyShopCard);
export const ShopList = List(FamilyShopCard);
/** rest/shops/recommended: the featured shops' hero cards, which say how many products each shop has. */
export const RecommendedShopList = List(Type.Object({ ...FamilyShopCard.properties, products_count: Type.Integer({ minimum: 0 }) }));
export const ShopOne = One(FamilyShop);
export const ShopMenuOne = One(FamilyShopMenu);
export const ProductOne = One(FamilyProduct);
export const ProductHitPage = Page(FamilyProductHit);
export const ReviewList = List(FamilyReview);
export const TagList = List(FamilyTag);
export const BranchPage = Page(FamilyBranch);
export const BranchOne = One(FamilyBranch);
export const RecipePage = Page(FamilyRecipeCard);
export const RecipeOne = One(FamilyRecipe);
export const CareerPage = Page(FamilyCareer);
export const CareerOne = One(FamilyCareer);
export type CareerPageAnswer = Static<typeof CareerPage>;
export type CareerAnswer = Static<typeof CareerOne>;
