/** Settings, languages, currencies, translations, content (pages, FAQ, stories, banners, blogs), payments,
 *  coupons, referral, geocoding, generated media and the sandbox's demo links. */
import fs from 'node:fs';
import path from 'node:path';
import type { Banner, Blog, Faq, GeocodeResult, Language, Page, Referral } from '@market/contract';
import type { SettingRow, SettingsAnswer, StoriesAnswer, StoryFrame } from '@market/contract/src/family/meta.ts';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { distanceKm } from '../lib/geo.ts';
import { latLng, int, str } from '../lib/query.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { MEDIA_KINDS, MEDIA_PREFIX, renderPng, type MediaKind } from '../lib/media.ts';
import { ftsQuery } from '../services/search.ts';
import { promotedShops } from '../services/banners.ts';
import { currencies, payments, checkCoupon } from '../services/payments.ts';
import { htmlPage, SANDBOX_CSP, SANDBOX_CSS, SANDBOX_CSS_PATH } from '../lib/html.ts';
import { generatedText } from '../lib/generated-texts.ts';
import type {
  BannerAnswer, BannersAnswer, BlogAnswer, BlogsAnswer, CouponOne, CurrencyList, FaqsAnswer, GeocodeList, GeocodeOne, HealthOne, InfoPageAnswer,
  LanguageList, PaymentList, ReferralOne, TranslationMap, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

export function metaRoutes({ pub, ctx }: Scopes): void {
  const { db } = ctx;

  // The family's list of rows, not an object: its clients turn it into one themselves.
  // The footer's text, which the API writes, in the language asked for.
  pub.get('/rest/settings', async (req): Promise<SettingsAnswer> => ({
    data: db.all<SettingRow>('SELECT key, value FROM settings ORDER BY key').map((r) => (r.key === 'footer_text' ? { ...r, value: generatedText(r.value, req.lang) } : r)),
  }));

  pub.get('/rest/languages/active', async (): Promise<Wire<typeof LanguageList>> => ({
    data: db
      .all<{ id: number; locale: string; title: string; backward: number; is_default: number }>(
        'SELECT * FROM languages WHERE active = 1 ORDER BY id',
      )
      .map((l): Language => ({ id: l.id, locale: l.locale, title: l.title, backward: l.backward === 1, default: l.is_default === 1 })),
  }));

  pub.get('/rest/currencies/active', async (): Promise<Wire<typeof CurrencyList>> => ({ data: currencies(ctx) }));

  const catalogues = new LocaleCatalogues(ctx.options.localesDir);
  pub.get('/rest/translations/paginate', async (req): Promise<Wire<typeof TranslationMap>> => {
    const overrides = db.all<{ key: string; value: string }>('SELECT key, value FROM translation_overrides WHERE locale = ?', [req.lang]);
    return { data: { ...catalogues.get(req.lang), ...Object.fromEntries(overrides.map((o) => [o.key, o.value])) } };
  });

  pub.get('/rest/referral', async (req): Promise<Wire<typeof ReferralOne>> => {
    const r = db.get<{ id: number; img: string; translations: string; price_from: number; price_to: number; expired_at: string }>(
      'SELECT * FROM referrals ORDER BY id DESC LIMIT 1',
    );
    if (!r) throw notFound();
    const translation = pick(r.translations, req.lang);
    const data: Referral = {
      id: r.id, img: r.img, translation: { ...translation, faq: translation.faq ?? null }, price_from: r.price_from, price_to: r.price_to, expired_at: r.expired_at,
    };
    return { data };
  });

  pub.get('/rest/payments', async (): Promise<Wire<typeof PaymentList>> => ({ data: payments(ctx) }));

  pub.get<{ Params: { type: string } }>('/rest/pages/:type', async (req): Promise<Wire<typeof InfoPageAnswer>> => {
    const row = db.get<{ id: number; type: string; img: string | null; translations: string }>('SELECT * FROM pages WHERE type = ?', [req.params.type]);
    if (!row) throw notFound();
    const page: Page = { id: row.id, type: row.type, img: row.img ?? undefined, translation: pick(row.translations, req.lang) };
    if (row.type === 'help') page.faqs = faqs(ctx, req.lang);
    return { data: page };
  });

  pub.get('/rest/faqs/paginate', async (req): Promise<Wire<typeof FaqsAnswer>> => {
    const p = pageArgs(req.query as Q, 20);
    return pageQuery<{ id: number; translations: string }, Faq>(db, p, 'id, translations', 'FROM faqs', 'position', [], (rows) => rows.map((r) => faq(r, req.lang)));
  });

  // One array per shop, a row per frame, in the order of the newest story of each shop; the body is the bare array
  // (no `data`, no `meta`), as the family answers it. Only stories of a product on sale (not an add-on, active)
  // count. The family drops stories older than a day; the demo's are seeded once and kept, so ours keep them.
  pub.get('/rest/stories/paginate', async (req): Promise<StoriesAnswer> => {
    const p = pageArgs(req.query as Q, 100);
    const rows = db.all<{ shop_id: number; file_urls: string; created_at: string; logo_img: string; shop_texts: string; p_uuid: string; product_texts: string }>(
      `SELECT s.shop_id, s.file_urls, s.created_at, sh.logo_img, sh.translations AS shop_texts, p.uuid AS p_uuid, p.translations AS product_texts
       FROM stories s JOIN shops sh ON sh.id = s.shop_id AND sh.status = 'approved'
       JOIN products p ON p.id = s.product_id AND p.active = 1 AND p.addon = 0
       ORDER BY s.created_at DESC, s.id LIMIT ? OFFSET ?`,
      [p.perPage, p.offset],
    );
    const shops = new Map<number, StoryFrame[]>();
    for (const r of rows) {
      const frames = shops.get(r.shop_id) ?? [];
      const title = pick(r.shop_texts, req.lang).title;
      const productTitle = pick(r.product_texts, req.lang).title;
      for (const url of JSON.parse(r.file_urls) as string[]) {
        frames.push({ shop_id: r.shop_id, logo_img: r.logo_img, title, product_uuid: r.p_uuid, product_title: productTitle, url, created_at: r.created_at, updated_at: r.created_at });
      }
      if (frames.length) shops.set(r.shop_id, frames);
    }
    return [...shops.values()];
  });

  pub.get('/rest/banners/paginate', async (req): Promise<Wire<typeof BannersAnswer>> => {
    const p = pageArgs(req.query as Q);
    // Ad banners (type 'ads') have their own list, rest/banners-ads.
    return pageQuery<BannerRow, Banner>(db, p, '*', "FROM banners WHERE type = 'banner'", 'id', [], (rows) => rows.map((r) => banner(ctx, r, req.lang)));
  });
  pub.get<{ Params: { id: string } }>('/rest/banners/:id', async (req): Promise<Wire<typeof BannerAnswer>> => {
    const row = db.get<BannerRow>('SELECT * FROM banners WHERE id = ?', [int(req.params.id) ?? 0]);
    if (!row) throw notFound();
    // One banner pages its shops as shop cards (the promotion page lists them).
    return { data: { ...banner(ctx, row, req.lang), ...promotedShops(ctx, row.shop_ids, req.lang, req.query as Q) } };
  });

  pub.get('/rest/blogs/paginate', async (req): Promise<Wire<typeof BlogsAnswer>> => {
    const q = req.query as Q;
    const p = pageArgs(q);
    const type = str(q.type);
    if (type && type !== 'blog' && type !== 'notification') throw invalid('type', 'The selected type is invalid.');
    return pageQuery<BlogRow, Blog>(db, p, '*', `FROM blogs WHERE published_at <= ? ${type ? 'AND type = ?' : ''}`, 'published_at DESC, id DESC',
      type ? [ctx.now().toISOString(), type] : [ctx.now().toISOString()], (rows) => rows.map((r) => blog(r, req.lang)));
  });
  pub.get<{ Params: { uuid: string } }>('/rest/blogs/:uuid', async (req): Promise<Wire<typeof BlogAnswer>> => {
    const row = db.get<BlogRow>('SELECT * FROM blogs WHERE uuid = ? OR CAST(id AS TEXT) = ?', [req.params.uuid, req.params.uuid]);
    if (!row) throw notFound();
    return { data: blog(row, req.lang) };
  });

  const couponCheck = async (q: Q, lang: string): Promise<Wire<typeof CouponOne>> => ({ data: checkCoupon(ctx, str(q.coupon), int(q.shop_id), lang) });
  pub.get('/rest/coupons/check', async (req) => couponCheck(req.query as Q, req.lang));
  pub.post('/rest/coupons/check', async (req) => couponCheck({ ...(req.query as Q), ...((req.body as Q | undefined) ?? {}) }, req.lang));

  // Geocoding from the local gazetteer.
  pub.get('/rest/geocode/reverse', async (req): Promise<Wire<typeof GeocodeOne>> => {
    const q = req.query as Q;
    const at = latLng(q.latlng) ?? latLng({ latitude: q.latitude ?? q.lat, longitude: q.longitude ?? q.lng });
    if (!at) throw invalid('latlng', 'The latlng format is invalid.');
    const rows = db.all<PlaceRow>('SELECT * FROM places WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?', [
      at[0] - 0.03, at[0] + 0.03, at[1] - 0.04, at[1] + 0.04,
    ]);
    let best: PlaceRow | undefined;
    let bestKm = 1.5;
    for (const r of rows) {
      const km = distanceKm(at, [r.latitude, r.longitude]);
      if (km <= bestKm) [best, bestKm] = [r, km];
    }
    if (!best) throw new HttpError(404, 'not found');
    return { data: place(best) };
  });
  pub.get('/rest/geocode/search', async (req): Promise<Wire<typeof GeocodeList>> => {
    const q = str((req.query as Q).q ?? (req.query as Q).search);
    const fts = q ? ftsQuery(q) : null;
    if (!fts) throw invalid('q', 'Required');
    const rows = db.all<PlaceRow>(
      `SELECT p.* FROM search_index s JOIN places p ON p.id = s.ref_id WHERE search_index MATCH ? AND s.kind = 'place' ORDER BY rank LIMIT 10`,
      [fts],
    );
    return { data: rows.map(place) };
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

interface BannerRow { id: number; img: string; url: string | null; clickable: number; translations: string; shop_ids: string; created_at: string }
interface BlogRow { id: number; uuid: string; type: 'blog' | 'notification'; img: string; translations: string; published_at: string; created_at: string }
interface PlaceRow { id: number; address: string; city: string; country: string; latitude: number; longitude: number }

function banner(ctx: Ctx, r: BannerRow, lang: string): Banner {
  const ids = JSON.parse(r.shop_ids) as number[];
  const shops = ctx.db.all<{ id: number; uuid: string; translations: string; logo_img: string }>(
    "SELECT id, uuid, translations, logo_img FROM shops WHERE id IN (SELECT value FROM json_each(?)) AND status = 'approved'",
    [JSON.stringify(ids)],
  );
  return {
    id: r.id, img: r.img, url: r.url ?? undefined, clickable: r.clickable === 1, translation: pick(r.translations, lang), created_at: r.created_at,
    shops: shops.map((s) => ({ id: s.id, uuid: s.uuid, logo_img: s.logo_img, translation: pick(s.translations, lang) })),
  };
}

function blog(r: BlogRow, lang: string): Blog {
  return { id: r.id, uuid: r.uuid, type: r.type, img: r.img, translation: pick(r.translations, lang), published_at: r.published_at, created_at: r.created_at };
}

function place(r: PlaceRow): GeocodeResult {
  return { address: r.address, location: { latitude: r.latitude, longitude: r.longitude }, city: r.city, country: r.country };
}

/** A FAQ row as the family answers it: the stored title is the question, the description the answer. */
function faq(r: { id: number; translations: string }, lang: string): Faq {
  const t = pick(r.translations, lang);
  return { id: r.id, active: true, translation: { locale: t.locale, question: t.title, answer: t.description ?? '' } };
}

function faqs(ctx: Ctx, lang: string): Faq[] {
  return ctx.db.all<{ id: number; translations: string }>('SELECT * FROM faqs ORDER BY position').map((r) => faq(r, lang));
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

