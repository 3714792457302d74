/**
 * Content the family's customer screens read beyond our own: ad banners, the privacy policy and the terms, pages by
 * type, brands, the welcome landing page, the marketplace's figures, the latest blog post and the job offers
 * (services/content.ts).
 */
import type {
  AdBannerAnswer, AdBannersAnswer, BrandsAnswer, InfoPagesAnswer, LandingPageAnswer, LastBlogAnswer, LegalTextAnswer, SiteStatAnswer,
} from '@market/contract/src/family/meta.ts';
import type { CareerAnswer, CareerPageAnswer } from '@market/contract/src/family/catalogue.ts';
import type { Scopes } from '../types.ts';
import { found } from '../lib/errors.ts';
import { int, str } from '../lib/query.ts';
import { pageArgs } from '../lib/paginate.ts';
import { adBanner, adBanners, brands, careers, infoPages, landingPage, lastBlog, legalText, openCareer, siteStats } from '../services/content.ts';

type Q = Record<string, unknown>;

export function contentRoutes({ pub, ctx }: Scopes): void {
  // The address the family's home sends (address[latitude]…) does not narrow the ads: each names its shops.
  pub.get('/rest/banners-ads', async (req): Promise<AdBannersAnswer> => adBanners(ctx, pageArgs(req.query as Q), req.lang));
  pub.get<{ Params: { id: string } }>('/rest/banners-ads/:id', async (req): Promise<AdBannerAnswer> =>
    found(adBanner(ctx, int(req.params.id) ?? 0, req.lang, req.query as Q)),
  );

  // The policy and the terms are our pages of those types.
  const legal = (type: string) => async (req: { lang: string }): Promise<LegalTextAnswer> => found(legalText(ctx, type, req.lang));
  pub.get('/rest/policy', legal('privacy'));
  pub.get('/rest/term', legal('terms'));

  pub.get('/rest/pages/paginate', async (req): Promise<InfoPagesAnswer> => {
    const q = req.query as Q;
    return infoPages(ctx, pageArgs(q), str(q.type), req.lang);
  });

  // Brands of the products on sale; a shop or a category narrows them to the brands it has.
  pub.get('/rest/brands/paginate', async (req): Promise<BrandsAnswer> => {
    const q = req.query as Q;
    return brands(ctx, pageArgs(q), { shopId: int(q.shop_id), categoryId: int(q.category_id) });
  });

  // Job offers: only the open ones are public, newest first (the family's client asks `active=1`; a closed offer is
  // not shown whatever it asks).
  pub.get('/rest/careers/paginate', async (req): Promise<CareerPageAnswer> => careers(ctx, pageArgs(req.query as Q), req.lang));
  pub.get<{ Params: { id: string } }>('/rest/careers/:id', async (req): Promise<CareerAnswer> => found(openCareer(ctx, int(req.params.id) ?? 0, req.lang)));

  pub.get<{ Params: { type: string } }>('/rest/landing-pages/:type', async (req): Promise<LandingPageAnswer> => found(landingPage(ctx, req.params.type)));

  pub.get('/rest/stat', async (): Promise<SiteStatAnswer> => ({ data: siteStats(ctx) }));

  pub.get('/rest/last-blog/show', async (req): Promise<LastBlogAnswer> => found(lastBlog(ctx, req.lang)));
}
