import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, makeApp, ok } from './helpers.ts';

const SETTING_KEYS = [
  'ui_type', 'payment_type', 'instagram', 'facebook', 'twitter', 'referral_active', 'otp_expire_time', 'customer_app_android', 'customer_app_ios',
  'delivery_app_android', 'delivery_app_ios', 'vendor_app_android', 'vendor_app_ios', 'group_order', 'footer_text', 'address', 'phone', 'email',
  'reservation_time_durations', 'reservation_before_time', 'min_reservation_time', 'active_parcel', 'before_order_phone_required',
];

let app: FastifyInstance;
let locales: string;
beforeAll(async () => {
  locales = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  fs.mkdirSync(path.join(locales, 'fr'));
  fs.writeFileSync(path.join(locales, 'fr', 'common.json'), JSON.stringify({ cart: { title: 'Panier' }, hello: 'Bonjour' }));
  app = await makeApp({ localesDir: locales });
  app.market.db.run("INSERT INTO translation_overrides (locale, key, value) VALUES ('fr', 'hello', 'Salut')");
});
afterAll(async () => {
  await app.close();
  fs.rmSync(locales, { recursive: true, force: true });
});

describe('settings, languages, currencies, translations', () => {
  it('answers every settings key of the spec with the demo values', async () => {
    const rows: { key: string; value: string }[] = (await ok(app, 'GET', 'rest/settings')).data;
    const data = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    for (const key of SETTING_KEYS) expect(typeof data[key]).toBe('string');
    expect(data).toMatchObject({ ui_type: '1', group_order: '1', active_parcel: '1', before_order_phone_required: '0', referral_active: '1' });
    expect(JSON.stringify(data)).not.toMatch(/https?:\/\//);
  });

  it('lists en (default), fr and ar (right to left)', async () => {
    const { data } = await ok(app, 'GET', 'rest/languages/active');
    expect(data.map((l: { locale: string }) => l.locale)).toEqual(['en', 'fr', 'ar']);
    expect(data[0].default).toBe(true);
    expect(data.find((l: { locale: string }) => l.locale === 'ar').backward).toBe(true);
  });

  it('lists USD (default, before), EUR (after) and SAR', async () => {
    const { data } = await ok(app, 'GET', 'rest/currencies/active');
    expect(data[0]).toMatchObject({ title: 'USD', symbol: '$', position: 'before', default: true, rate: 1 });
    expect(data[1]).toMatchObject({ title: 'EUR', symbol: '€', position: 'after', default: false });
    expect(data).toHaveLength(3);
  });

  it('serves the locale catalogue flattened, merged with database overrides; absent catalogues give {}', async () => {
    expect((await ok(app, 'GET', 'rest/translations/paginate?lang=fr')).data).toEqual({ 'cart.title': 'Panier', hello: 'Salut' });
    expect((await ok(app, 'GET', 'rest/translations/paginate?lang=ar')).data).toEqual({});
    expect((await ok(app, 'GET', 'rest/translations/paginate?lang=xx')).data).toEqual({});
  });
});

describe('content', () => {
  it('answers titles in the requested language, falling back to English', async () => {
    expect((await ok(app, 'GET', 'rest/pages/help?lang=fr')).data.translation).toMatchObject({ locale: 'fr', title: "Centre d'aide" });
    expect((await ok(app, 'GET', 'rest/pages/help?lang=de')).data.translation).toMatchObject({ locale: 'en', title: 'Help center' });
  });

  it('has help with FAQ and the delivery page; 404 for an unknown page', async () => {
    expect((await ok(app, 'GET', 'rest/pages/help')).data.faqs.length).toBeGreaterThan(3);
    expect((await ok(app, 'GET', 'rest/pages/delivery')).data.translation.description).toContain('<p>');
    expect((await call(app, 'GET', 'rest/pages/nope')).statusCode).toBe(404);
    expect((await ok(app, 'GET', 'rest/faqs/paginate')).meta.total).toBeGreaterThan(3);
  });

  it('pages stories, banners and blogs; a blog by uuid has an HTML body', async () => {
    const stories = await ok(app, 'GET', 'rest/stories/paginate?perPage=2');
    expect(stories).toHaveLength(2);
    expect(stories[0][0].url).toMatch(/^\/api\/v1\/media\//);
    const banners = await ok(app, 'GET', 'rest/banners/paginate');
    expect(banners.data[0].shops.length).toBeGreaterThan(0);
    expect((await ok(app, 'GET', `rest/banners/${banners.data[0].id}`)).data.id).toBe(banners.data[0].id);
    const news = await ok(app, 'GET', 'rest/blogs/paginate?type=notification');
    expect(news.data.every((b: { type: string }) => b.type === 'notification')).toBe(true);
    const blog = await ok(app, 'GET', `rest/blogs/${news.data[0].uuid}`);
    expect(blog.data.translation.description).toMatch(/<h2>/);
    expect((await call(app, 'GET', 'rest/blogs/no-such-uuid')).statusCode).toBe(404);
  });

  it('lists cash, wallet and the 8 providers; answers the referral', async () => {
    const tags = (await ok(app, 'GET', 'rest/payments')).data.map((p: { tag: string }) => p.tag);
    expect(tags).toEqual(['cash', 'wallet', 'stripe', 'razorpay', 'paystack', 'moyasar', 'paytabs', 'mercado-pago', 'flutterWave', 'paypal']);
    expect((await ok(app, 'GET', 'rest/referral')).data).toMatchObject({ price_from: 5, price_to: 10 });
  });

  it('checks coupons: valid, shop-bound, expired, unknown', async () => {
    expect((await ok(app, 'GET', 'rest/coupons/check?coupon=WELCOME10&shop_id=3')).data).toMatchObject({ type: 'percent', price: 10 });
    expect((await ok(app, 'POST', 'rest/coupons/check', { body: { coupon: 'PIZZA20', shop_id: 1 } })).data.name).toBe('PIZZA20');
    for (const q of ['coupon=PIZZA20&shop_id=2', 'coupon=OLD10', 'coupon=NOPE', '']) {
      const r = await call(app, 'GET', `rest/coupons/check?${q}`);
      expect(r.statusCode).toBe(422);
      expect(r.json().params.coupon).toHaveLength(1);
    }
  });
});

describe('geocoding', () => {
  it('reverses the default position to a Washington street', async () => {
    const { data } = await ok(app, 'GET', 'rest/geocode/reverse?latlng=38.9120424,-77.035308');
    expect(data.address).toMatch(/St NW, Washington, DC/);
    expect((await ok(app, 'GET', 'rest/geocode/reverse?latitude=48.8584&longitude=2.2945')).data.address).toContain('Paris');
  });

  it('answers 404 "not found" far from every street, 422 without a position', async () => {
    const r = await call(app, 'GET', 'rest/geocode/reverse?latlng=0,0');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('not found');
    expect((await call(app, 'GET', 'rest/geocode/reverse?latlng=abc')).statusCode).toBe(422);
  });

  it('searches streets by prefix', async () => {
    const { data } = await ok(app, 'GET', 'rest/geocode/search?q=champs');
    expect(data[0].address).toContain('Champs-Élysées');
  });
});

describe('media', () => {
  it('draws pictures as PNG with long cache headers and a restrictive CSP', async () => {
    const { data } = await ok(app, 'GET', 'rest/shops/1');
    expect(data.logo_img).toMatch(/^\/api\/v1\/media\/logo\/\d+\/.+\.png$/);
    const r = await app.inject(data.logo_img);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.headers['content-security-policy']).toBe("default-src 'none'");
    expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('sends the SVG addresses of older databases on to the same picture, and refuses unknown kinds', async () => {
    const r = await app.inject(`/api/v1/media/product/10/${encodeURIComponent('Caesar salad')}.svg`);
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe(`/api/v1/media/product/10/${encodeURIComponent('Caesar salad')}.png`);
    expect((await app.inject('/api/v1/media/evil/10/x.png')).statusCode).toBe(404);
    expect((await app.inject('/api/v1/media/product/999/x.png')).statusCode).toBe(404);
    expect((await app.inject('/api/v1/media/product/10/x.gif')).statusCode).toBe(404);
  });

  it('serves local stand-ins for the settings links', async () => {
    const r = await app.inject('/api/v1/sandbox/links/instagram');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toMatch(/<script/i);
    // No inline style (the site's CSP refuses it): the page's stylesheet is a file of the API.
    expect(r.body).not.toMatch(/<style|style=/i);
    expect(r.headers['content-security-policy']).not.toContain('unsafe-');
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(r.body)?.[1];
    const css = await app.inject(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.pay{');
  });
});
