/**
 * The API family's answers of the settings and content routes, as JSON Schemas (TypeBox): the reference API's
 * contract tests check its answers with them, the replay data names them per call, and the web app types what it
 * reads of these routes with their `Static` types.
 *
 * Each schema requires what the family's customer web client reads and lets every other field through
 * (`additionalProperties` stays open): a real backend of the family sends more (timestamps, `translations`,
 * `locales`…) and our API may add its own fields, neither of which breaks a reader.
 *
 * The web app imports only the TYPES of this file (`import type`), so TypeBox stays out of its bundles.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { DeliveryTime } from './catalogue.ts';

const Id = Type.Integer({ minimum: 1 });

/** A record's texts in the language asked (or the default language when the record has none in it). */
const Texts = Type.Object({
  locale: Type.Optional(Type.String()),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  short_desc: Type.Optional(Type.String()),
});

/** The family's page of a list: the rows and where this page is in the whole. */
const Page = <T extends TSchema>(row: T) =>
  Type.Object({
    data: Type.Array(row),
    meta: Type.Object({
      current_page: Type.Integer({ minimum: 1 }),
      last_page: Type.Integer({ minimum: 1 }),
      per_page: Type.Union([Type.Integer(), Type.String()]),
      total: Type.Integer({ minimum: 0 }),
    }),
  });

/** One record in `data`. */
const One = <T extends TSchema>(row: T) => Type.Object({ data: row });

// ---------------------------------------------------------------------------------------------------------
// rest/settings: every public setting as a `{key, value}` row (values are strings; an unset one may be null).

export const SettingRow = Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Union([Type.String(), Type.Null()]) });
export type SettingRow = Static<typeof SettingRow>;
export const SettingsAnswer = One(Type.Array(SettingRow));
export type SettingsAnswer = Static<typeof SettingsAnswer>;

/**
 * The switches the family's customer screens test with `=== "1"` (or `Number(…) === 1`): which social sign-ins the
 * sign-in form offers, and whether the profile menu and the footer link to reservations. Each must be a row.
 */
export const FAMILY_SWITCH_SETTINGS = ['social_auth_google', 'social_auth_apple', 'social_auth_facebook', 'reservation_enable_for_user'] as const;
const settingSwitch = (key: string) =>
  Type.Array(SettingRow, { contains: Type.Object({ key: Type.Literal(key), value: Type.String({ pattern: '^[01]$' }) }) });
/** rest/settings as the family's screens read it: every row, and a `"0"`/`"1"` row for each switch they test. */
export const FamilySettingsAnswer = One(Type.Intersect([Type.Array(SettingRow), ...FAMILY_SWITCH_SETTINGS.map(settingSwitch)]));

// ---------------------------------------------------------------------------------------------------------
// rest/stories/paginate: the body is a bare array (no `data`), one array per shop, one row per frame.

export const StoryFrame = Type.Object({
  shop_id: Id,
  logo_img: Type.String(),
  /** The shop's title. */
  title: Type.String(),
  product_uuid: Type.String(),
  product_title: Type.String(),
  /** The frame's image. */
  url: Type.String({ minLength: 1 }),
  created_at: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
});
export type StoryFrame = Static<typeof StoryFrame>;
export const StoriesAnswer = Type.Array(Type.Array(StoryFrame, { minItems: 1 }));
export type StoriesAnswer = Static<typeof StoriesAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/categories/paginate?type=shop: the shop categories, top level, each with its children.

const ShopCategoryChild = Type.Object({ id: Id, img: Type.String(), translation: Texts });
export const ShopCategory = Type.Object({
  id: Id,
  uuid: Type.Optional(Type.String()),
  type: Type.Optional(Type.Literal('shop')),
  img: Type.String(),
  active: Type.Optional(Type.Boolean()),
  translation: Texts,
  children: Type.Optional(Type.Array(ShopCategoryChild)),
});
export const ShopCategoriesAnswer = Page(ShopCategory);
export type ShopCategoriesAnswer = Static<typeof ShopCategoriesAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/faqs/paginate: a question and its answer (plain text) per row.

export const FaqRow = Type.Object({
  id: Id,
  active: Type.Optional(Type.Boolean()),
  translation: Type.Object({ locale: Type.Optional(Type.String()), question: Type.String(), answer: Type.String() }),
});
export const FaqsAnswer = Page(FaqRow);
export type FaqsAnswer = Static<typeof FaqsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/policy, rest/term: one text each (description is HTML); 404 when the marketplace has none.

export const LegalText = Type.Object({ id: Id, translation: Texts });
export const LegalTextAnswer = One(LegalText);
export type LegalTextAnswer = Static<typeof LegalTextAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/pages/paginate (?type=all_about: the about page's sections).

export const InfoPage = Type.Object({ id: Id, type: Type.String(), img: Type.Optional(Type.String()), translation: Texts });
export const InfoPagesAnswer = Page(InfoPage);
export type InfoPagesAnswer = Static<typeof InfoPagesAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/brands/paginate (?shop_id, ?category_id): brands of the products on sale.

export const BrandRow = Type.Object({
  id: Id,
  uuid: Type.Optional(Type.String()),
  title: Type.String(),
  img: Type.Optional(Type.String()),
  active: Type.Optional(Type.Boolean()),
  products_count: Type.Optional(Type.Integer({ minimum: 0 })),
});
export const BrandsAnswer = Page(BrandRow);
export type BrandsAnswer = Static<typeof BrandsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/landing-pages/{type}: the welcome page's content; its texts are per language (`{en: …, fr: …}`).

const PerLanguage = Type.Record(Type.String(), Type.String());
export const LandingPage = Type.Object({
  id: Id,
  type: Type.String(),
  data: Type.Object({
    img: Type.String(),
    title: PerLanguage,
    description: PerLanguage,
    features: Type.Array(Type.Object({ img: Type.String(), title: PerLanguage, description: PerLanguage })),
  }),
});
export const LandingPageAnswer = One(LandingPage);
export type LandingPageAnswer = Static<typeof LandingPageAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/stat: how many users and delivered orders the marketplace has.

export const SiteStat = Type.Object({ users: Type.Integer({ minimum: 0 }), orders: Type.Integer({ minimum: 0 }) });
export const SiteStatAnswer = One(SiteStat);
export type SiteStatAnswer = Static<typeof SiteStatAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/last-blog/show: the latest published blog post (not news); 404 when there is none.

export const LastBlog = Type.Object({
  id: Id,
  uuid: Type.String(),
  img: Type.Optional(Type.String()),
  translation: Texts,
  created_at: Type.Optional(Type.String()),
});
export const LastBlogAnswer = One(LastBlog);
export type LastBlogAnswer = Static<typeof LastBlogAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/banners-ads: the advertising banners (a picture opening `/ads/{id}`), paged; rest/banners-ads/{id}: one
// with the shops it advertises.

export const AdBanner = Type.Object({
  id: Id,
  img: Type.String(),
  url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  clickable: Type.Optional(Type.Union([Type.Boolean(), Type.Integer()])),
  type: Type.Optional(Type.String()),
  translation: Texts,
});
export const AdBannersAnswer = Page(AdBanner);
export type AdBannersAnswer = Static<typeof AdBannersAnswer>;

/**
 * A shop of a banner or an ad, as the promotion and ad pages list it: the shop card (cover, logo, title, open or
 * closed, delivery time, the verified mark).
 */
export const PromotedShop = Type.Object({
  id: Id,
  uuid: Type.Optional(Type.String()),
  logo_img: Type.Optional(Type.String()),
  background_img: Type.String(),
  translation: Texts,
  open: Type.Boolean(),
  verify: Type.Integer({ minimum: 0, maximum: 1 }),
  delivery_time: DeliveryTime,
});
export type PromotedShop = Static<typeof PromotedShop>;
/**
 * A page of a banner's or an ad's shops (`?page`, `?perPage`, 10 by default): the pages ask the next one while
 * `shops_count` (all of them) is more than the shops of the last page.
 */
const PromotedShops = { shops: Type.Array(PromotedShop), shops_count: Type.Integer({ minimum: 0 }) };

/**
 * rest/banners-ads/{id}: the ad page reads its title and picture from `data` itself (`data.translation.title`,
 * `data.img`) and its shops from `data.shops`; `data.banner` is the same ad, as this API answered it before.
 */
export const AdBannerAnswer = One(Type.Object({ banner: AdBanner, img: Type.String(), translation: Texts, ...PromotedShops }));
export type AdBannerAnswer = Static<typeof AdBannerAnswer>;

// rest/banners/paginate, rest/banners/{id}: the home's banners, read as the ads are (a picture, its link, its texts);
// one banner also pages its shops, as an ad does.

export const BannersAnswer = Page(AdBanner);
export type BannersAnswer = Static<typeof BannersAnswer>;
export const BannerAnswer = One(Type.Object({ ...AdBanner.properties, ...PromotedShops }));
export type BannerAnswer = Static<typeof BannerAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/blogs/paginate (?type=blog, ?type=notification for the news), rest/blogs/{uuid}: posts read as the latest one.

export const BlogsAnswer = Page(LastBlog);
export type BlogsAnswer = Static<typeof BlogsAnswer>;
export const BlogAnswer = One(LastBlog);
export type BlogAnswer = Static<typeof BlogAnswer>;

// ---------------------------------------------------------------------------------------------------------
// rest/pages/{type} (about, delivery…): one page, as the about page's sections are.

export const InfoPageAnswer = One(InfoPage);
export type InfoPageAnswer = Static<typeof InfoPageAnswer>;

// ---------------------------------------------------------------------------------------------------------
// Product and recipe categories: rest/categories/paginate (?type=main, ?type=receipt), a shop's menu categories
// (rest/shops/{id}/categories, a list), one category (rest/categories/{id}): its texts, picture and children.

const CategoryChild = Type.Object({ id: Id, uuid: Type.Optional(Type.String()), img: Type.Optional(Type.String()), translation: Texts });
export const FamilyCategory = Type.Object({
  id: Id,
  uuid: Type.Optional(Type.String()),
  img: Type.Optional(Type.String()),
  translation: Texts,
  children: Type.Optional(Type.Array(CategoryChild)),
});
export const CategoriesAnswer = Page(FamilyCategory);
export type CategoriesAnswer = Static<typeof CategoriesAnswer>;
export const CategoryListAnswer = Type.Object({ data: Type.Array(FamilyCategory) });
export type CategoryListAnswer = Static<typeof CategoryListAnswer>;
export const CategoryAnswer = One(FamilyCategory);
export type CategoryAnswer = Static<typeof CategoryAnswer>;

// ---------------------------------------------------------------------------------------------------------
// Errors: what the family answers on a refusal (our API adds `params` with a message per field).

export const MetaErrorAnswer = Type.Object({ message: Type.String() });
export type MetaErrorAnswer = Static<typeof MetaErrorAnswer>;
