/**
 * The settings and content calls of the family's customer screens, as those screens send them (paths and query
 * parameters), who sends them, and the shape of the family's answer.
 */
import {
  AdBannerAnswer, AdBannersAnswer, BannerAnswer, BannersAnswer, BrandsAnswer, CategoriesAnswer, FaqsAnswer, FamilySettingsAnswer, InfoPagesAnswer,
  LandingPageAnswer, LastBlogAnswer, LegalTextAnswer, MetaErrorAnswer, ShopCategoriesAnswer, SiteStatAnswer, StoriesAnswer,
} from '@market/contract/src/family/meta.ts';
import type { TSchema } from 'typebox';
import type { FamilyCall } from '../types.ts';
import { dig } from './keep.ts';

const HOME_ADDRESS = 'address[latitude]=38.9120424&address[longitude]=-77.035308';

/** A GET of a screen: by a guest answering 200 unless said otherwise. */
const get = (screen: string, path: string, schema: TSchema, more: Partial<FamilyCall> = {}): FamilyCall => ({ screen, method: 'GET', path, auth: 'guest', schema, ...more });

export const calls: FamilyCall[] = [
  // Every page's frame (and the server-rendered document): footer, home layout, links and rules.
  // The sign-in form's social buttons, the profile menu's and the footer's reservations link read their switches.
  get('frame', 'rest/settings?lang=en', FamilySettingsAnswer),
  get('frame', 'rest/settings?lang=ar', FamilySettingsAnswer, { auth: 'user' }),

  // Home (each layout) and the shops page: story rings, shop categories, ad banners.
  get('home', 'rest/stories/paginate?lang=en', StoriesAnswer),
  get('home', `rest/stories/paginate?lang=fr&${HOME_ADDRESS}`, StoriesAnswer, { auth: 'user' }),
  get('home', 'rest/categories/paginate?lang=en&perPage=20&type=shop', ShopCategoriesAnswer),
  get('shops', 'rest/categories/paginate?lang=en&type=shop', ShopCategoriesAnswer, {
    // A shop category with sub-categories, which the category's shops page lists.
    keep: (answer, ctx) => {
      const rows = dig(answer, 'data');
      const parent = Array.isArray(rows) ? (rows as { id?: number; children?: unknown[] }[]).find((c) => c.children?.length) : undefined;
      if (typeof parent?.id === 'number') ctx.ids.shopCategoryId = parent.id;
    },
  }),
  {
    screen: 'shop category: sub-categories',
    method: 'GET',
    path: (ctx) => `rest/categories/sub-shop/${ctx.ids.shopCategoryId}?lang=en`,
    auth: 'guest',
    schema: CategoriesAnswer,
  },
  get('home', `rest/banners-ads?lang=en&perPage=6&${HOME_ADDRESS}`, AdBannersAnswer),
  get('ads', 'rest/banners-ads?lang=en&page=1&perPage=10', AdBannersAnswer),
  get('ad', 'rest/banners-ads/6?lang=en', AdBannerAnswer),
  get('ad: its shops, page by page', 'rest/banners-ads/6?lang=en&page=1&perPage=10', AdBannerAnswer),

  // Promotions: the banners and one banner's page with its shops.
  get('home: banners', 'rest/banners/paginate?lang=en', BannersAnswer),
  get('promotions', 'rest/banners/paginate?lang=en&page=1&perPage=10', BannersAnswer),
  get('promotion', 'rest/banners/2?lang=en&page=1&perPage=10', BannerAnswer),
  get('ad', 'rest/banners-ads/9999?lang=en', MetaErrorAnswer, { status: 404 }),

  // Becoming a seller: the shop categories to pick from.
  get('be-seller', 'rest/categories/paginate?lang=en&perPage=100&type=shop', ShopCategoriesAnswer, { auth: 'user' }),

  // Help, privacy, terms.
  get('help', 'rest/faqs/paginate?lang=en&perPage=10', FaqsAnswer),
  get('privacy', 'rest/policy?lang=en', LegalTextAnswer),
  get('terms', 'rest/term?lang=en', LegalTextAnswer),

  // About: its sections.
  get('about', 'rest/pages/paginate?page=1&perPage=10&type=all_about&lang=en', InfoPagesAnswer),

  // A shop's product filter: the brands of its products.
  get('shop', 'rest/brands/paginate?lang=en&perPage=100&shop_id=29', BrandsAnswer),

  // Welcome (the landing page): its content, the marketplace's figures, the latest blog post.
  get('welcome', 'rest/landing-pages/welcome?lang=en', LandingPageAnswer),
  get('welcome', 'rest/stat?lang=en', SiteStatAnswer),
  get('welcome', 'rest/last-blog/show?lang=en', LastBlogAnswer),
];
