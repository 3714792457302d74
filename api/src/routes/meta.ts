/** Settings, languages, currencies, translations, content (pages, FAQ, stories, banners, blogs), payments,
 *  coupons, referral, geocoding, generated media and the sandbox's demo links. */
import fs from 'node:fs';
import path from 'node:path';
import type { SettingsAnswer, StoriesAnswer } from '@market/contract/src/family/meta.ts';
import type { Scopes } from '../types.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { latLng, int, str } from '../lib/query.ts';
import { pageArgs } from '../lib/paginate.ts';
import { MEDIA_KINDS, MEDIA_PREFIX, renderPng, type MediaKind } from '../lib/media.ts';
import { ftsQuery } from '../services/search.ts';
import { bannerOf, bannerPage } from '../services/banners.ts';
import { blogOf, blogPage } from '../services/blogs.ts';
import { faqPage, infoPage } from '../services/help.ts';
import { placeAt, placesMatching } from '../services/places.ts';
import { currentReferral } from '../services/referrals.ts';
import { activeLanguages, siteSettings, translationOverrides } from '../services/settings.ts';
import { storyRuns } from '../services/stories.ts';
import { currencies, payments, checkCoupon } from '../services/payments.ts';
import { htmlPage, SANDBOX_CSP, SANDBOX_CSS, SANDBOX_CSS_PATH } from '../lib/html.ts';
import type {
  BannerAnswer, BannersAnswer, BlogAnswer, BlogsAnswer, CouponOne, CurrencyList, FaqsAnswer, GeocodeList, GeocodeOne, HealthOne, InfoPageAnswer,
  LanguageList, PaymentList, ReferralOne, TranslationMap, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

export function metaRoutes({ pub, ctx }: Scopes): void {
  pub.get('/rest/settings', async (req): Promise<SettingsAnswer> => ({ data: siteSettings(ctx, req.lang) }));

  pub.get('/rest/languages/active', async (): Promise<Wire<typeof LanguageList>> => ({ data: activeLanguages(ctx) }));

  pub.get('/rest/currencies/active', async (): Promise<Wire<typeof CurrencyList>> => ({ data: currencies(ctx) }));

  const catalogues = new LocaleCatalogues(ctx.options.localesDir);
  pub.get('/rest/translations/paginate', async (req): Promise<Wire<typeof TranslationMap>> => {
    return { data: { ...catalogues.get(req.lang), ...translationOverrides(ctx, req.lang) } };
  });

  pub.get('/rest/referral', async (req): Promise<Wire<typeof ReferralOne>> => ({ data: currentReferral(ctx, req.lang) }));

  pub.get('/rest/payments', async (): Promise<Wire<typeof PaymentList>> => ({ data: payments(ctx) }));

  pub.get<{ Params: { type: string } }>('/rest/pages/:type', async (req): Promise<Wire<typeof InfoPageAnswer>> => ({ data: infoPage(ctx, req.params.type, req.lang) }));

  pub.get('/rest/faqs/paginate', async (req): Promise<Wire<typeof FaqsAnswer>> => faqPage(ctx, pageArgs(req.query as Q, 20), req.lang));

  // One array per shop, in the order of the newest story of each shop; the body is the bare array (no `data`, no
  // `meta`), as the family answers it.
  pub.get('/rest/stories/paginate', async (req): Promise<StoriesAnswer> => storyRuns(ctx, pageArgs(req.query as Q, 100), req.lang));

  pub.get('/rest/banners/paginate', async (req): Promise<Wire<typeof BannersAnswer>> => bannerPage(ctx, pageArgs(req.query as Q), req.lang));
  // One banner pages its shops as shop cards (the promotion page lists them).
  pub.get<{ Params: { id: string } }>('/rest/banners/:id', async (req): Promise<Wire<typeof BannerAnswer>> => ({
    data: bannerOf(ctx, int(req.params.id) ?? 0, req.lang, req.query as Q),
  }));

  pub.get('/rest/blogs/paginate', async (req): Promise<Wire<typeof BlogsAnswer>> => {
    const q = req.query as Q;
    const p = pageArgs(q);
    const type = str(q.type);
    if (type && type !== 'blog' && type !== 'notification') throw invalid('type', 'The selected type is invalid.');
    return blogPage(ctx, type, p, req.lang);
  });
  pub.get<{ Params: { uuid: string } }>('/rest/blogs/:uuid', async (req): Promise<Wire<typeof BlogAnswer>> => ({ data: blogOf(ctx, req.params.uuid, req.lang) }));

  const couponCheck = async (q: Q, lang: string): Promise<Wire<typeof CouponOne>> => ({ data: checkCoupon(ctx, str(q.coupon), int(q.shop_id), lang) });
  pub.get('/rest/coupons/check', async (req) => couponCheck(req.query as Q, req.lang));
  pub.post('/rest/coupons/check', async (req) => couponCheck({ ...(req.query as Q), ...((req.body as Q | undefined) ?? {}) }, req.lang));

  // Geocoding from the local gazetteer.
  pub.get('/rest/geocode/reverse', async (req): Promise<Wire<typeof GeocodeOne>> => {
    const q = req.query as Q;
    const at = latLng(q.latlng) ?? latLng({ latitude: q.latitude ?? q.lat, longitude: q.longitude ?? q.lng });
    if (!at) throw invalid('latlng', 'The latlng format is invalid.');
    return { data: placeAt(ctx, at) };
  });
  pub.get('/rest/geocode/search', async (req): Promise<Wire<typeof GeocodeList>> => {
    const q = str((req.query as Q).q ?? (req.query as Q).search);
    const fts = q ? ftsQuery(q) : null;
    if (!fts) throw invalid('q', 'Required');
    return { data: placesMatching(ctx, fts) };
  });

  // Generated images: /media/<kind>/<hue>/<text>.png (the text only names the picture). Databases seeded before the
  // pictures were raster hold `.svg` addresses: those are sent on to the same picture as PNG.
  pub.get<{ Params: { kind: string; hue: string; file: string } }>('/media/:kind/:hue/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const hue = int(req.params.hue);
    if (!(kind in MEDIA_KINDS) || hue === undefined || hue < 0 || hue > 359 || !/\.(png|svg)$/.test(file)) throw notFound();
    if (file.endsWith('.svg')) {
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .redirect(`${MEDIA_PREFIX}/${kind}/${hue}/${encodeURIComponent(file.slice(0, -4))}.png`, 301);
    }
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(renderPng(kind as MediaKind, hue));
  });

  // Local stand-ins for the social and app-store links of the settings (the seed has no external URLs).
  pub.get<{ Params: { name: string } }>('/sandbox/links/:name', async (req, reply) => {
    const name = req.params.name.replace(/[^a-z0-9-]/gi, '').slice(0, 40);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', SANDBOX_CSP)
      .send(htmlPage(`Demo link: ${name}`, `<p>In a real deployment this goes to <strong>${name}</strong>.</p><p><a href="/">Back to the shop</a></p>`));
  });

  pub.get(SANDBOX_CSS_PATH.slice('/api/v1'.length), async (_req, reply) =>
    reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(SANDBOX_CSS),
  );

  pub.get('/health', async (): Promise<Wire<typeof HealthOne>> => ({ data: { status: 'ok' } }));
}

/** `<dir>/<lng>/common.json`, flattened to dot keys, re-read when the file changes; {} when absent. */
class LocaleCatalogues {
  dir: string;
  cache = new Map<string, { mtime: number; data: Record<string, string> }>();

  constructor(dir: string) {
    this.dir = dir;
  }

  get(lang: string): Record<string, string> {
    const file = path.join(this.dir, lang, 'common.json');
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return {};
    }
    const hit = this.cache.get(lang);
    if (hit?.mtime === mtime) return hit.data;
    let data: Record<string, string> = {};
    try {
      data = flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
    } catch {
      data = {};
    }
    this.cache.set(lang, { mtime, data });
    return data;
  }
}

function flatten(v: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix && (typeof v === 'string' || typeof v === 'number')) out[prefix] = String(v);
  return out;
}

