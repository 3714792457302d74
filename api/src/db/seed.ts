/**
 * The demo seed: deterministic (a seeded PRNG), idempotent (recorded in `meta`), run in one transaction.
 * Dates are relative to the clock at seed time. Stable facts are listed in api/README.md.
 */
import { DAY_NAMES } from '@market/contract';
import type { Db } from './database.ts';
import { createRng, type Rng } from '../lib/prng.ts';
import { circlePolygon, distanceKm, offset, round2, type Point } from '../lib/geo.ts';
import { LOCALES, same, type Texts } from '../lib/i18n.ts';
import { mediaUrl } from '../lib/media.ts';
import { hashPassword } from '../auth/password.ts';
import { indexRecord } from '../services/search.ts';
import {
  ADDONS, CITIES, DC_LETTER_STREETS, DC_NUMBERED_STREETS, DEFAULT_POSITION, EXTRA_GROUPS, FIRST_NAMES, LAST_NAMES,
  MAIN_CATEGORIES, MODIFIERS, ordinal, PLACES, RECEIPT_CATEGORIES, REVIEW_COMMENTS, SHOPS, TAGLINES, TAGS, UNITS,
  dcNumberedStreetLng, type Tri,
} from './seed-data.ts';

export const SEED_VERSION = '1';
export const DEMO_EMAIL = 'demo@market.test';
export const DEMO_PASSWORD = 'demo1234';
export const FRIEND_EMAIL = 'friend@market.test';
export const FRIEND_PASSWORD = 'friend1234';

export const PAYMENT_TAGS = ['cash', 'wallet', 'stripe', 'razorpay', 'paystack', 'moyasar', 'paytabs', 'mercado-pago', 'flutterWave', 'paypal'] as const;

export const NOTIFICATION_TYPES = [
  'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking', 'news_publish', 'order_refunded',
] as const;

const tri = (t: Tri, extra?: (i: number) => Record<string, string>): Texts =>
  Object.fromEntries(LOCALES.map((l, i) => [l, { title: t[i]!, ...(extra?.(i) ?? {}) }]));

/**
 * The methods a few shops take themselves (settings payment_type = 'seller'), by payment id (1 cash, 2 wallet,
 * 3 stripe, 4 razorpay, 5 paystack, 6 moyasar, 7 paytabs, 8 mercado-pago, 9 flutterWave, 10 paypal); a listed
 * but disabled method is negative. Other shops take none of their own.
 */
export const SHOP_PAYMENTS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3, 10],
  2: [1, 4, -10],
  4: [2, 5, 6],
  5: [1, 7, 8, 9],
};


/** Seeds an empty database; does nothing when the seed is already recorded. Returns whether it ran. */
export function seed(db: Db, now: Date = new Date()): boolean {
  if (db.get('SELECT value FROM meta WHERE key = ?', ['seed_version'])) return false;
  db.tx(() => {
    new Seeder(db, now).run();
    db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['seed_version', SEED_VERSION]);
  });
  return true;
}

class Seeder {
  db: Db;
  now: Date;
  rng: Rng = createRng(20240601);
  shopCats = new Map<number, string[]>();
  catIds = new Map<string, number>();
  /** Per shop: its sellable products' first stock ids and prices. */
  shopStocks = new Map<number, { stock: number; product: number; price: number }[]>();

  constructor(db: Db, now: Date) {
    this.db = db;
    this.now = now;
  }

  ago(days: number, hours = 0): string {
    return new Date(this.now.getTime() - (days * 24 + hours) * 3600_000).toISOString();
  }

  day(offsetDays: number): string {
    return this.ago(-offsetDays).slice(0, 10);
  }

  run(): void {
    this.basics();
    this.users();
    this.places();
    this.catalogue();
    this.shops();
    this.shopPayments();
    this.content();
    this.parcels();
    this.recipes();
    this.demoData();
    this.familyContent();
    this.careers();
  }

  basics(): void {
    const { db } = this;
    db.insert('languages', { id: 1, locale: 'en', title: 'English', backward: 0, is_default: 1 });
    db.insert('languages', { id: 2, locale: 'fr', title: 'Français', backward: 0, is_default: 0 });
    db.insert('languages', { id: 3, locale: 'ar', title: 'العربية', backward: 1, is_default: 0 });
    db.insert('currencies', { id: 1, symbol: '$', title: 'USD', position: 'before', is_default: 1, rate: 1 });
    db.insert('currencies', { id: 2, symbol: '€', title: 'EUR', position: 'after', is_default: 0, rate: 0.92 });
    db.insert('currencies', { id: 3, symbol: 'SAR', title: 'SAR', position: 'after', is_default: 0, rate: 3.75 });
    const link = (name: string) => `/api/v1/sandbox/links/${name}`;
    const settings: Record<string, string> = {
      title: 'Market',
      ui_type: '1',
      payment_type: 'admin',
      instagram: link('instagram'),
      facebook: link('facebook'),
      twitter: link('twitter'),
      referral_active: '1',
      otp_expire_time: '90',
      customer_app_android: link('customer-android'),
      customer_app_ios: link('customer-ios'),
      delivery_app_android: link('delivery-android'),
      delivery_app_ios: link('delivery-ios'),
      vendor_app_android: link('vendor-android'),
      vendor_app_ios: link('vendor-ios'),
      group_order: '1',
      footer_text: '© Market. Demo data, no real orders.',
      address: '1700 15th St NW, Washington, DC 20009, USA',
      phone: '+1 202 555 0100',
      email: 'hello@market.test',
      reservation_time_durations: '30',
      reservation_before_time: '1',
      min_reservation_time: '1',
      active_parcel: '1',
      before_order_phone_required: '0',
      service_fee: '1.5',
      default_lang: 'en',
      default_currency: 'USD',
      location: DEFAULT_POSITION.join(','),
    };
    for (const [key, value] of Object.entries(settings)) db.insert('settings', { key, value });
    PAYMENT_TAGS.forEach((tag, i) => db.insert('payments', { id: i + 1, tag, active: 1, sandbox: i > 1 ? 1 : 0 }));
    NOTIFICATION_TYPES.forEach((type, i) => db.insert('notification_settings', { id: i + 1, type }));
    UNITS.forEach((u, i) => db.insert('units', { id: i + 1, translations: JSON.stringify(tri(u)) }));
    TAGS.forEach((t, i) =>
      db.insert('tags', { id: i + 1, img: mediaUrl('square', t[0], 30 * i), translations: JSON.stringify(tri(t)) }),
    );
    db.insert('referrals', {
      id: 1,
      img: mediaUrl('banner', 'Invite friends, earn $5', 150),
      price_from: 5,
      price_to: 10,
      expired_at: this.ago(-365),
      translations: JSON.stringify(
        tri(['Invite friends', 'Invitez vos amis', 'ادعُ أصدقاءك'], (i) => ({
          description: [
            'Your friend gets $10 on their first top-up, you get $5.',
            'Votre ami reçoit 10 $ à sa première recharge, vous recevez 5 $.',
            'يحصل صديقك على 10 دولارات عند أول شحن، وتحصل أنت على 5 دولارات.',
          ][i]!,
          // The programme's terms (HTML), shown under the offer.
          faq: [
            '<p>You earn $5 once a friend who signed up with your code tops up their wallet for the first time. Your friend gets $10 with that top-up.</p><p>Rewards go to the wallet and cannot be withdrawn as cash.</p>',
            '<p>Vous gagnez 5 $ dès qu’un ami inscrit avec votre code recharge son portefeuille pour la première fois. Votre ami reçoit 10 $ avec cette recharge.</p><p>Les récompenses vont au portefeuille et ne peuvent pas être retirées en espèces.</p>',
            '<p>تربح 5 دولارات عندما يشحن صديق سجّل برمزك محفظته لأول مرة. ويحصل صديقك على 10 دولارات مع هذا الشحن.</p><p>تُضاف المكافآت إلى المحفظة ولا يمكن سحبها نقدًا.</p>',
          ][i]!,
        })),
      ),
    });
  }

  user(id: number, firstname: string, lastname: string, extra: Record<string, string | number | null> = {}): void {
    const created = this.ago(400 - id);
    this.db.insert('users', {
      id,
      uuid: this.rng.uuid(),
      firstname,
      lastname,
      img: mediaUrl('avatar', `${firstname} ${lastname}`),
      wallet_uuid: this.rng.uuid(),
      my_referral: `${firstname.toUpperCase().replace(/[^A-Z]/g, '')}${1000 + id}`,
      currency_id: 1,
      created_at: created,
      updated_at: created,
      ...extra,
    });
  }

  users(): void {
    const verified = this.ago(300);
    this.user(1, 'Demo', 'User', {
      email: DEMO_EMAIL,
      phone: '+12025550101',
      password_hash: hashPassword(DEMO_PASSWORD),
      wallet_price: 500,
      gender: 'female',
      my_referral: 'DEMO1001',
      email_verified_at: verified,
      phone_verified_at: verified,
    });
    this.user(2, 'Sam', 'Friend', {
      email: FRIEND_EMAIL,
      phone: '+12025550102',
      password_hash: hashPassword(FRIEND_PASSWORD),
      wallet_price: 100,
      referred_by: 1,
      email_verified_at: verified,
    });
    ['Alex', 'Jordan', 'Casey'].forEach((n, i) => {
      const phone = `+1202555020${i}`;
      this.user(3 + i, n, 'Courier', { role: 'deliveryman', phone, email: `courier${i + 1}@market.test` });
      // The couriers signed up through /deliver: their applications were accepted.
      const at = this.ago(200 - i * 10);
      this.db.insert('deliveryman_requests', {
        user_id: 3 + i, name: `${n} Courier`, phone, vehicle_type: (['bicycle', 'scooter', 'car'] as const)[i], city: 'Washington',
        documents: JSON.stringify([mediaUrl('square', `${n} licence`)]), status: 'approved', created_at: at, updated_at: at,
      });
    });
    for (let id = 6; id <= 25; id++) {
      this.user(id, FIRST_NAMES[(id - 6) % FIRST_NAMES.length]!, this.rng.pick(LAST_NAMES), { email: `customer${id}@market.test` });
    }
  }

  places(): void {
    const { db } = this;
    let id = 1;
    const add = (address: string, city: string, country: string, at: Point) => {
      db.insert('places', { id, address, city, country, latitude: at[0], longitude: at[1] });
      indexRecord(db, 'place', id, null, { en: { title: address, description: city } });
      id++;
    };
    for (let n = 1; n <= DC_NUMBERED_STREETS; n++) {
      const lng = dcNumberedStreetLng(n);
      for (const [street, lat, block] of DC_LETTER_STREETS) {
        const zip = lat > 38.906 ? '20009' : '20005';
        add(`${block} ${ordinal(n)} St NW, Washington, DC ${zip}, USA`, 'Washington', 'USA', [lat, lng]);
        if (n % 2 === 0) add(`${n * 100} ${street}, Washington, DC ${zip}, USA`, 'Washington', 'USA', [lat, lng + 0.0004]);
      }
    }
    for (const p of PLACES) add(p.address, CITIES[p.city].city, CITIES[p.city].country, p.at);
  }

  catalogue(): void {
    const { db, rng } = this;
    let id = 1;
    for (const c of MAIN_CATEGORIES) {
      const parent = id++;
      this.catIds.set(c.slug, parent);
      db.insert('categories', {
        id: parent, uuid: rng.uuid(), slug: c.slug, type: 'main', img: mediaUrl('square', c.name[0], c.hue), position: parent,
        translations: JSON.stringify(tri(c.name)),
      });
      for (const child of c.children ?? []) {
        this.catIds.set(child.slug, id);
        db.insert('categories', {
          id, uuid: rng.uuid(), slug: child.slug, type: 'main', parent_id: parent, img: mediaUrl('square', child.name[0], c.hue + 15),
          position: id, translations: JSON.stringify(tri(child.name)),
        });
        id++;
      }
    }
    for (const c of RECEIPT_CATEGORIES) {
      this.catIds.set(c.slug, id);
      db.insert('categories', {
        id, uuid: rng.uuid(), slug: c.slug, type: 'receipt', img: mediaUrl('square', c.name[0], c.hue), position: id,
        translations: JSON.stringify(tri(c.name)),
      });
      id++;
    }
    let valueId = 1;
    Object.values(EXTRA_GROUPS).forEach((g, i) => {
      db.insert('extra_groups', { id: i + 1, type: g.type, translations: JSON.stringify(tri(g.name)) });
      for (const v of g.values) db.insert('extra_values', { id: valueId++, group_id: i + 1, value: v });
    });
  }

  shopPayments(): void {
    for (const [shop, ids] of Object.entries(SHOP_PAYMENTS)) {
      for (const id of ids) this.db.insert('shop_payments', { shop_id: Number(shop), payment_id: Math.abs(id), status: id > 0 ? 1 : 0 });
    }
  }

  shops(): void {
    const { db, rng } = this;
    let productId = 1;
    let stockId = 1;
    SHOPS.forEach((def, index) => {
      const id = index + 1;
      const city = CITIES[def.city];
      const at: Point = def.at
        ? offset(city.center, def.at[0], def.at[1])
        : offset(city.center, def.city === 'dc' ? 0.3 + rng.next() * 2.7 : rng.next() * 3, rng.int(0, 359));
      const cats = def.cats.map((slug) => MAIN_CATEGORIES.find((c) => c.slug === slug)!);
      const tagline = rng.pick(TAGLINES);
      const hue = cats[0]!.hue;
      const nearest = this.nearestPlace(at);
      const texts: Texts = Object.fromEntries(
        LOCALES.map((l, i) => [
          l,
          {
            title: l === 'ar' && def.ar ? def.ar : def.name,
            description: `${cats.map((c) => c.name[i]).join(', ')} — ${tagline[i]}`,
            address: nearest,
          },
        ]),
      );
      const zoneKm = def.zoneKm ?? (def.city === 'dc' ? 6 + rng.int(0, 4) : 8);
      db.insert('shops', {
        id, uuid: rng.uuid(), type: def.type, status: 'approved',
        logo_img: mediaUrl('logo', def.name, hue), background_img: mediaUrl('cover', def.name, hue + 20),
        open: def.closed ? 0 : 1, price: [0, 1.99, 2.99, 3.99][rng.int(0, 3)]!, price_per_km: [0, 0.5, 1][rng.int(0, 2)]!,
        min_amount: [0, 10, 15, 20][rng.int(0, 3)]!, tax: [0, 5, 8][rng.int(0, 2)]!,
        delivery_time_from: 15 + 5 * rng.int(0, 3), delivery_time_to: 40 + 5 * rng.int(0, 4), delivery_time_type: 'minute',
        latitude: at[0], longitude: at[1], phone: `+1202555${String(1000 + id).slice(-4)}`,
        translations: JSON.stringify(texts), is_recommended: def.recommended ? 1 : 0, booking: def.booking ? 1 : 0,
        // Verified: the recommended shops and every third one (no draw, so the rest of the seed stays the same).
        verify: def.recommended || id % 3 === 0 ? 1 : 0,
        zone: JSON.stringify(circlePolygon(at, zoneKm)), created_at: this.ago(200 - id * 3),
      });
      // Tags: free delivery when the fee is 0, plus 1–3 others.
      const tagIds = new Set<number>(rng.shuffle([2, 3, 4, 5, 6, 7, 8]).slice(0, rng.int(1, 3)));
      if ((db.get<{ price: number }>('SELECT price FROM shops WHERE id = ?', [id])?.price ?? 1) === 0) tagIds.add(1);
      for (const t of tagIds) db.insert('shop_tags', { shop_id: id, tag_id: t });
      const tagTexts = [...tagIds].map((t) => TAGS[t - 1]!);
      DAY_NAMES.forEach((day) => {
        const [from, to] = def.hours ?? ['00:00', '23:59'];
        db.insert('shop_working_days', { shop_id: id, kind: 'shop', day, from_time: from, to_time: to, disabled: 0 });
        if (def.booking) {
          db.insert('shop_working_days', { shop_id: id, kind: 'booking', day, from_time: '10:00', to_time: '23:00', disabled: day === 'monday' ? 1 : 0 });
        }
      });
      if (id % 5 === 0) db.insert('shop_closed_dates', { shop_id: id, kind: 'shop', day: this.day(20 + id) });
      if (def.booking) db.insert('shop_closed_dates', { shop_id: id, kind: 'booking', day: this.day(10) });
      if (id % 4 === 1) {
        for (let b = 0; b < 2; b++) {
          const p = offset(at, 1 + rng.next() * 3, rng.int(0, 359));
          db.insert('branches', {
            shop_id: id, address: this.nearestPlace(p), latitude: p[0], longitude: p[1],
            translations: JSON.stringify(same(`${def.name} — ${['North', 'South'][b]}`)),
          });
        }
      }

      // Products
      this.shopCats.set(id, def.cats);
      const stocks: { stock: number; product: number; price: number }[] = [];
      const count = def.type === 'restaurant' ? rng.int(45, 52) : rng.int(50, 58);
      const combos: { cat: (typeof cats)[number]; item: Tri; mod: Tri }[] = [];
      for (const mod of MODIFIERS) for (const cat of cats) for (const item of cat.items) combos.push({ cat, item, mod });
      const chosen = combos.slice(0, count);
      // Add-ons of this shop (restaurants only)
      const addonStocks: number[] = [];
      if (def.type === 'restaurant') {
        const bank = ADDONS[def.cats[0]!] ?? ADDONS.default!;
        for (const [name, price] of bank) {
          const pid = productId++;
          db.insert('products', {
            id: pid, uuid: rng.uuid(), shop_id: id, category_id: this.catIds.get(def.cats[0]!)!, unit_id: 1,
            img: mediaUrl('product', name[0], hue + 40), translations: JSON.stringify(tri(name)), addon: 1, created_at: this.ago(150),
          });
          db.insert('stocks', { id: stockId, product_id: pid, price, quantity: 1000, discount: 0 });
          addonStocks.push(pid);
          stockId++;
        }
      }
      for (const { cat, item, mod } of chosen) {
        const pid = productId++;
        const title = tri(item, () => ({}));
        for (const [i, l] of LOCALES.entries()) {
          const m = mod[i]!;
          const base = item[i]!;
          title[l] = {
            title: !m ? base : l === 'en' ? `${m} ${base}` : `${base} ${m}`,
            description: `${base} · ${cat.name[i]}`,
          };
        }
        const childSlugs = MAIN_CATEGORIES.find((c) => c.slug === cat.slug)?.children;
        const categoryId = childSlugs ? this.catIds.get(rng.pick(childSlugs).slug)! : this.catIds.get(cat.slug)!;
        const basePrice = round2(cat.price[0] + rng.next() * (cat.price[1] - cat.price[0])) + 0.0;
        const price = Math.floor(basePrice) + [0.49, 0.99, 0.5, 0][rng.int(0, 3)]!;
        db.insert('products', {
          id: pid, uuid: rng.uuid(), shop_id: id, category_id: categoryId,
          unit_id: cat.extra === 'weight' ? 2 : 1, img: mediaUrl('product', title.en!.title!, cat.hue + rng.int(-15, 15)),
          translations: JSON.stringify(title), min_qty: 1, max_qty: 20, interval: 1, tax: 0, addon: 0,
          is_recommended: rng.chance(0.15) ? 1 : 0, rating_avg: round2(3.5 + rng.next() * 1.5), sold: rng.int(0, 500),
          tags: JSON.stringify(rng.chance(0.2) ? ['popular'] : []), created_at: this.ago(rng.int(1, 180)),
        });
        indexRecord(db, 'product', pid, id, title, tri(cat.name));
        db.run('INSERT OR IGNORE INTO shop_categories (shop_id, category_id) VALUES (?, ?), (?, ?)', [id, categoryId, id, this.catIds.get(cat.slug)!]);
        const discount = rng.chance(0.12) ? round2(price * 0.1) : 0;
        const multi = cat.extra && rng.chance(0.3);
        const group = cat.extra ? EXTRA_GROUPS[cat.extra] : undefined;
        const variants = multi && group ? [0, 1, 2] : [-1];
        let first = 0;
        for (const v of variants) {
          const sp = v < 0 ? price : round2(price * group!.factor[v]!);
          db.insert('stocks', { id: stockId, product_id: pid, price: sp, quantity: rng.chance(0.05) ? 0 : rng.int(5, 200), discount: v < 0 ? discount : 0 });
          if (v >= 0) {
            const groupIndex = Object.keys(EXTRA_GROUPS).indexOf(cat.extra!);
            db.insert('stock_extras', { stock_id: stockId, extra_value_id: groupIndex * 3 + v + 1 });
          }
          if (addonStocks.length && rng.chance(0.5)) {
            for (const a of rng.shuffle([...addonStocks]).slice(0, rng.int(2, addonStocks.length))) {
              db.insert('stock_addons', { stock_id: stockId, addon_product_id: a });
            }
          }
          if (!first) first = stockId;
          stockId++;
        }
        stocks.push({ stock: first, product: pid, price });
      }
      this.shopStocks.set(id, stocks);
      indexRecord(db, 'shop', id, id, texts, Object.fromEntries(LOCALES.map((l, i) => [l, { title: tagTexts.map((t) => t[i]).join(' ') }])));

      // Reviews
      const reviews = def.closed ? 2 : rng.int(3, 14);
      for (let r = 0; r < reviews; r++) {
        db.insert('reviews', {
          reviewable_type: 'shop', reviewable_id: id, shop_id: id, user_id: rng.int(6, 25), rating: rng.pick([3, 4, 4, 5, 5, 5]),
          comment: rng.pick(REVIEW_COMMENTS), created_at: this.ago(rng.int(1, 120), rng.int(0, 23)),
        });
      }
      db.run(
        `UPDATE shops SET reviews_count = (SELECT count(*) FROM reviews WHERE shop_id = ?),
           rating_avg = (SELECT round(avg(rating), 1) FROM reviews WHERE shop_id = ?), orders_count = ? WHERE id = ?`,
        [id, id, rng.int(10, 900), id],
      );

      // Reservations
      if (def.booking) {
        db.insert('bookings', { shop_id: id, max_time: 2, price: 0, active: 1 });
        const sections: Tri[] = [['Main hall', 'Salle principale', 'القاعة الرئيسية'], ['Terrace', 'Terrasse', 'الشرفة']];
        sections.forEach((s, i) => {
          const sectionId = db.insert('shop_sections', {
            shop_id: id, img: mediaUrl('square', s[0], 200 + i * 40), area: 80 + i * 40, translations: JSON.stringify(tri(s)),
          });
          for (let t = 1; t <= 4 + i * 2; t++) {
            db.insert('booking_tables', { name: `${i === 0 ? 'H' : 'T'}${t}`, shop_section_id: sectionId, chair_count: [2, 4, 4, 6][t % 4]! });
          }
        });
      }
    });
  }

  nearestPlace(at: Point): string {
    const rows = this.db.all<{ address: string; latitude: number; longitude: number }>(
      'SELECT address, latitude, longitude FROM places WHERE latitude BETWEEN ? AND ?',
      [at[0] - 0.1, at[0] + 0.1],
    );
    let best = '';
    let bestKm = Infinity;
    for (const r of rows) {
      const km = distanceKm(at, [r.latitude, r.longitude]);
      if (km < bestKm) [best, bestKm] = [r.address, km];
    }
    return best || `${at[0].toFixed(4)}, ${at[1].toFixed(4)}`;
  }

  content(): void {
    const { db, rng } = this;
    // Stories: 10 shops, 1–3 frames each (their products' images).
    for (let shop = 1; shop <= 12; shop++) {
      if (SHOPS[shop - 1]!.closed) continue;
      const products = this.shopStocks.get(shop)!.slice(0, rng.int(1, 3));
      const urls = products.map((p) => {
        const title = db.get<{ t: string }>("SELECT json_extract(translations, '$.en.title') AS t FROM products WHERE id = ?", [p.product])!.t;
        return mediaUrl('story', title, rng.int(0, 359));
      });
      db.insert('stories', { shop_id: shop, product_id: products[0]!.product, file_urls: JSON.stringify(urls), created_at: this.ago(0, shop) });
    }
    // Galleries: the first three products of each of the first 12 shops have two more pictures (other views, drawn
    // in other colours), so product pages show a gallery. No draw from the seed's random stream: the rest of the
    // seed stays as it was.
    for (let shop = 1; shop <= 12; shop++) {
      for (const { product } of this.shopStocks.get(shop)!.slice(0, 3)) {
        const title = db.get<{ t: string }>("SELECT json_extract(translations, '$.en.title') AS t FROM products WHERE id = ?", [product])!.t;
        for (const position of [1, 2]) db.insert('product_galleries', { product_id: product, url: mediaUrl('product', title, (product * 37 + position * 120) % 360), position });
      }
    }
    const banners: [Tri, number[]][] = [
      [['Pizza week: 20% off at Pizza Roma', 'Semaine de la pizza : -20 % chez Pizza Roma', 'أسبوع البيتزا: خصم 20٪ في بيتزا روما'], [1]],
      [['Free delivery on fresh groceries', 'Livraison gratuite sur les courses fraîches', 'توصيل مجاني للبقالة الطازجة'], [29, 38]],
      [['Sushi night for two', 'Soirée sushi pour deux', 'ليلة سوشي لشخصين'], [5, 23]],
      [['Brunch is served', 'Le brunch est servi', 'الفطور المتأخر جاهز'], [15, 10]],
      [['Flowers for every occasion', 'Des fleurs pour chaque occasion', 'زهور لكل مناسبة'], [34]],
    ];
    banners.forEach(([t, shops], i) =>
      db.insert('banners', {
        img: mediaUrl('banner', t[0], 20 + i * 60), url: `/shop/${shops[0]}`, clickable: 1, translations: JSON.stringify(tri(t)),
        shop_ids: JSON.stringify(shops), created_at: this.ago(i),
      }),
    );
    const blogs: [Tri, 'blog' | 'notification'][] = [
      [['New: group orders are here', 'Nouveau : les commandes groupées', 'جديد: الطلبات الجماعية'], 'notification'],
      [['Parcel delivery now in Washington', 'Livraison de colis à Washington', 'توصيل الطرود الآن في واشنطن'], 'notification'],
      [['Reserve a table in two taps', 'Réservez une table en deux gestes', 'احجز طاولة بلمستين'], 'notification'],
      [['10 pizzas to try this month', '10 pizzas à goûter ce mois-ci', '10 أنواع بيتزا لتجربتها هذا الشهر'], 'blog'],
      [['How we pick our partner shops', 'Comment nous choisissons nos boutiques', 'كيف نختار متاجرنا الشريكة'], 'blog'],
      [['Eating well on a budget', 'Bien manger sans se ruiner', 'أكل صحي بميزانية محدودة'], 'blog'],
    ];
    blogs.forEach(([t, type], i) => {
      const texts = tri(t, (l) => ({
        short_desc: [`${t[0]} — read more.`, `${t[1]} — en savoir plus.`, `${t[2]} — اقرأ المزيد.`][l]!,
        description: `<h2>${t[l]}</h2><p>${['Demo article body with <strong>rich text</strong>.', 'Article de démonstration avec du <strong>texte enrichi</strong>.', 'نص مقال تجريبي مع <strong>نص منسق</strong>.'][l]}</p><ul><li>1</li><li>2</li><li>3</li></ul>`,
      }));
      db.insert('blogs', {
        uuid: rng.uuid(), type, img: mediaUrl('banner', t[0], 180 + i * 25), translations: JSON.stringify(texts),
        published_at: this.ago(i * 3), created_at: this.ago(i * 3),
      });
    });
    const pages: [string, Tri, Tri][] = [
      ['help', ['Help center', "Centre d'aide", 'مركز المساعدة'], ['Answers to common questions about orders, payments and delivery.', 'Réponses aux questions fréquentes sur les commandes, paiements et livraisons.', 'إجابات عن الأسئلة الشائعة حول الطلبات والدفع والتوصيل.']],
      ['delivery', ['Deliver with us', 'Livrez avec nous', 'وصّل معنا'], ['Choose your hours, earn per delivery, get paid weekly. Download the courier app to sign up.', "Choisissez vos horaires, gagnez à chaque livraison, payé chaque semaine. Téléchargez l'application coursier.", 'اختر ساعاتك، واربح مع كل توصيلة، واحصل على أجرك أسبوعياً. حمّل تطبيق المندوب للتسجيل.']],
      ['about', ['About us', 'À propos', 'من نحن'], ['A demo marketplace for food and goods delivery.', 'Une place de marché de démonstration.', 'سوق تجريبي لتوصيل الطعام والبضائع.']],
      ['privacy', ['Privacy policy', 'Politique de confidentialité', 'سياسة الخصوصية'], ['We keep only what the service needs.', 'Nous ne gardons que le nécessaire.', 'نحتفظ فقط بما تحتاجه الخدمة.']],
      ['terms', ['Terms', 'Conditions', 'الشروط'], ['Demo terms of use.', "Conditions d'utilisation de démonstration.", 'شروط استخدام تجريبية.']],
    ];
    pages.forEach(([type, title, body], i) =>
      db.insert('pages', {
        type, img: mediaUrl('banner', title[0], 90 + i * 50),
        translations: JSON.stringify(tri(title, (l) => ({ description: `<p>${body[l]}</p>` }))),
      }),
    );
    const faqs: [Tri, Tri][] = [
      [['How do I track my order?', 'Comment suivre ma commande ?', 'كيف أتتبع طلبي؟'], ['Open Orders and pick the order: its status updates live.', 'Ouvrez Commandes et choisissez la commande : son statut se met à jour.', 'افتح الطلبات واختر الطلب: تتحدث حالته مباشرة.']],
      [['Can I cancel an order?', 'Puis-je annuler une commande ?', 'هل يمكنني إلغاء الطلب؟'], ['Yes, while it is still new.', 'Oui, tant qu’elle est nouvelle.', 'نعم، ما دام جديداً.']],
      [['How do refunds work?', 'Comment fonctionnent les remboursements ?', 'كيف يتم الاسترداد؟'], ['Ask for a refund on a delivered order; approved refunds go to your wallet.', 'Demandez un remboursement sur une commande livrée ; il est versé sur votre portefeuille.', 'اطلب الاسترداد لطلب تم توصيله؛ يذهب المبلغ إلى محفظتك.']],
      [['Which payment methods can I use?', 'Quels moyens de paiement ?', 'ما طرق الدفع المتاحة؟'], ['Cash, wallet and the card providers shown at checkout.', 'Espèces, portefeuille et les prestataires proposés au paiement.', 'نقداً، المحفظة، ومزودو البطاقات المعروضون عند الدفع.']],
      [['What is a group order?', 'Qu’est-ce qu’une commande groupée ?', 'ما هو الطلب الجماعي؟'], ['Share a link so friends add to one cart from the same shop.', 'Partagez un lien pour que vos amis remplissent le même panier.', 'شارك رابطاً ليضيف أصدقاؤك إلى سلة واحدة من المتجر نفسه.']],
    ];
    faqs.forEach(([q, a], i) =>
      db.insert('faqs', { position: i + 1, translations: JSON.stringify(tri(q, (l) => ({ description: a[l]! }))) }),
    );
    db.insert('coupons', { name: 'WELCOME10', type: 'percent', price: 10, expired_at: this.ago(-365), translations: JSON.stringify(same('10% off')) });
    db.insert('coupons', { name: 'SAVE5', type: 'fix', price: 5, expired_at: this.ago(-365), translations: JSON.stringify(same('$5 off')) });
    db.insert('coupons', { name: 'PIZZA20', shop_id: 1, type: 'percent', price: 20, expired_at: this.ago(-90), translations: JSON.stringify(same('20% off at Pizza Roma')) });
    db.insert('coupons', { name: 'OLD10', type: 'percent', price: 10, expired_at: this.ago(30), translations: JSON.stringify(same('Expired')) });
  }

  parcels(): void {
    const { db } = this;
    const options: Tri[] = [['Fragile', 'Fragile', 'قابل للكسر'], ['Keep upright', 'Garder debout', 'يحفظ بشكل عمودي'], ['Insurance', 'Assurance', 'تأمين']];
    options.forEach((o, i) => db.insert('parcel_options', { id: i + 1, translations: JSON.stringify(tri(o)) }));
    const types: [string, number[], number, number, number][] = [
      // type, [w, h, l max in cm], max g, price, per km
      ['Envelope', [35, 5, 25], 500, 3, 0.5],
      ['Small box', [30, 20, 30], 3000, 5, 0.75],
      ['Medium box', [50, 40, 50], 10000, 8, 1],
      ['Large box', [80, 60, 80], 25000, 12, 1.5],
    ];
    types.forEach(([type, [w, h, l], g, price, perKm], i) => {
      db.insert('parcel_types', {
        id: i + 1, type, img: mediaUrl('square', type, 260 + i * 20), min_width: 1, max_width: w!, min_height: 1, max_height: h!,
        min_length: 1, max_length: l!, min_g: 1, max_g: g, price, price_per_km: perKm, max_range: 30,
      });
      for (let o = 1; o <= Math.min(3, i + 1); o++) db.insert('parcel_type_options', { type_id: i + 1, option_id: o });
    });
  }

  recipes(): void {
    const { db, rng } = this;
    const recipes: [Tri, string, number][] = [
      [['Shakshuka for two', 'Chakchouka pour deux', 'شكشوكة لشخصين'], 'recipes-breakfast', 29],
      [['Overnight oats', "Flocons d'avoine de la veille", 'شوفان منقوع'], 'recipes-breakfast', 38],
      [['Avocado toast', "Toast à l'avocat", 'توست الأفوكادو'], 'recipes-breakfast', 29],
      [['Greek salad', 'Salade grecque', 'سلطة يونانية'], 'recipes-lunch', 29],
      [['Lentil soup', 'Soupe de lentilles', 'شوربة العدس'], 'recipes-lunch', 38],
      [['Tomato pasta', 'Pâtes à la tomate', 'معكرونة بالطماطم'], 'recipes-dinner', 30],
      [['Grilled salmon', 'Saumon grillé', 'سلمون مشوي'], 'recipes-dinner', 33],
      [['Steak night', 'Soirée steak', 'ليلة الستيك'], 'recipes-dinner', 33],
      [['Banana bread', 'Pain à la banane', 'خبز الموز'], 'recipes-sweet', 38],
      [['Strawberry yogurt bowl', 'Bol yaourt fraises', 'وعاء زبادي بالفراولة'], 'recipes-sweet', 29],
      [['Vegan buddha bowl', 'Bouddha bowl végane', 'وعاء بوذا نباتي'], 'recipes-vegan', 38],
      [['Roasted vegetables', 'Légumes rôtis', 'خضار مشوية'], 'recipes-vegan', 31],
    ];
    recipes.forEach(([t, cat, shop], i) => {
      const texts = tri(t, (l) => ({ description: ['A simple home recipe.', 'Une recette maison simple.', 'وصفة منزلية بسيطة.'][l]! }));
      const steps = [['Prepare the ingredients.', 'Cook gently.', 'Serve warm.'], ['Préparez les ingrédients.', 'Faites cuire doucement.', 'Servez chaud.'], ['جهّز المكونات.', 'اطهُ على نار هادئة.', 'قدّمه دافئاً.']];
      const stocks = rng.shuffle([...this.shopStocks.get(shop)!]).slice(0, rng.int(3, 5));
      const names = stocks.map((s) => db.get<{ t: string }>("SELECT translations AS t FROM products WHERE id = ?", [s.product])!.t);
      const ingredient = Object.fromEntries(
        LOCALES.map((l) => [l, `<ul>${names.map((n) => `<li>${(JSON.parse(n) as Texts)[l]?.title}</li>`).join('')}</ul>`]),
      );
      const instruction = Object.fromEntries(LOCALES.map((l, li) => [l, `<ol>${steps[li]!.map((s) => `<li>${s}</li>`).join('')}</ol>`]));
      const id = db.insert('receipts', {
        shop_id: shop, category_id: this.catIds.get(cat)!, img: mediaUrl('product', t[0], 20 + i * 29), translations: JSON.stringify(texts),
        active_time: 10 + 5 * rng.int(0, 4), total_time: 20 + 10 * rng.int(0, 5), calories: 200 + 50 * rng.int(0, 10), servings: rng.int(1, 4),
        ingredient: JSON.stringify(ingredient), instruction: JSON.stringify(instruction),
        nutritions: JSON.stringify([
          { id: 1, weight: `${rng.int(5, 40)} g`, percentage: rng.int(5, 40), translation: tri(['Protein', 'Protéines', 'بروتين']) },
          { id: 2, weight: `${rng.int(10, 80)} g`, percentage: rng.int(5, 40), translation: tri(['Carbohydrates', 'Glucides', 'كربوهيدرات']) },
          { id: 3, weight: `${rng.int(3, 30)} g`, percentage: rng.int(5, 40), translation: tri(['Fat', 'Lipides', 'دهون']) },
        ]),
        created_at: this.ago(i * 2),
      });
      for (const s of stocks) db.insert('receipt_stocks', { receipt_id: id, stock_id: s.stock, min_quantity: rng.int(1, 2) });
    });
  }

  /** The demo user's addresses, orders, wallet, notifications, booking, parcels and chat; the friend's order. */
  /** Job offers for the careers pages: three open, one closed (not public). Without the random stream. */
  careers(): void {
    const offers: [boolean, [string, string, string], [string, string, string], [string, string, string], [string, string, string]][] = [
      [true, ['Courier', 'Coursier', 'مندوب توصيل'], ['Deliver orders by bike or scooter, on hours you choose.', 'Livrez à vélo ou en scooter, aux heures que vous choisissez.', 'وصّل الطلبات بالدراجة أو السكوتر في الساعات التي تختارها.'], ['1700 15th St NW, Washington, DC 20009, USA', '1700 15th St NW, Washington, DC 20009, USA', '1700 15th St NW, Washington, DC 20009, USA'], ['Delivery', 'Livraison', 'التوصيل']],
      [true, ['Customer support agent', 'Agent du service client', 'موظف خدمة العملاء'], ['Help shoppers, shops and couriers by chat and phone.', 'Aidez clients, boutiques et coursiers par chat et téléphone.', 'ساعد المتسوقين والمتاجر والمندوبين عبر المحادثة والهاتف.'], ['Remote', 'À distance', 'عن بُعد'], ['Support', 'Support', 'الدعم']],
      [true, ['Shop partnerships manager', 'Responsable des partenariats', 'مدير شراكات المتاجر'], ['Bring new restaurants and shops to the marketplace.', 'Faites venir de nouveaux restaurants et boutiques.', 'استقطب مطاعم ومتاجر جديدة إلى السوق.'], ['Washington, DC, USA', 'Washington, DC, USA', 'Washington, DC, USA'], ['Sales', 'Ventes', 'المبيعات']],
      [false, ['Night shift dispatcher', 'Répartiteur de nuit', 'منسق الطلبات الليلي'], ['Closed.', 'Pourvu.', 'مغلق.'], ['Washington, DC, USA', 'Washington, DC, USA', 'Washington, DC, USA'], ['Delivery', 'Livraison', 'التوصيل']],
    ];
    const langs = ['en', 'fr', 'ar'] as const;
    offers.forEach(([active, title, description, address, category], i) =>
      this.db.insert('careers', {
        id: i + 1,
        active: active ? 1 : 0,
        translations: JSON.stringify(Object.fromEntries(langs.map((l, k) => [l, { title: title[k], description: description[k], address: address[k] }]))),
        category: JSON.stringify(Object.fromEntries(langs.map((l, k) => [l, { title: category[k] }]))),
        created_at: this.ago(10 - i),
      }),
    );
  }

  /**
   * What the family's customer screens read beyond ours: ad banners, brands of the shops' (not the restaurants')
   * products, the welcome landing page and the about page's further sections. Seeded last and without the random
   * stream, so everything seeded before stays as it was.
   */
  familyContent(): void {
    const { db } = this;
    const ads: [Tri, number[]][] = [
      [['Groceries delivered in 30 minutes', 'Vos courses livrées en 30 minutes', 'بقالتك خلال 30 دقيقة'], [29, 38]],
      [['Order lunch for the whole office', 'Le déjeuner pour tout le bureau', 'اطلب الغداء للمكتب كله'], [1, 5]],
      [['Fresh flowers, same day', 'Des fleurs fraîches, le jour même', 'زهور طازجة في اليوم نفسه'], [34]],
    ];
    ads.forEach(([t, shops], i) =>
      db.insert('banners', {
        type: 'ads', img: mediaUrl('banner', t[0], 200 + i * 50), url: `/shop/${shops[0]}`, clickable: 1, translations: JSON.stringify(tri(t)),
        shop_ids: JSON.stringify(shops), created_at: this.ago(i),
      }),
    );
    const brands = ['Green Valley', 'Morning Farm', 'Blue Coast', 'Golden Field', 'Urban Bakery', 'Sunny Orchard'];
    brands.forEach((title, i) =>
      db.insert('brands', { id: i + 1, uuid: `b7a1d000-0000-4000-8000-00000000000${i + 1}`, title, img: mediaUrl('logo', title, 40 + i * 50) }),
    );
    // Every product of the shops (not their add-ons) has a brand, spread over the brands by id; restaurants' dishes have none.
    db.run(`UPDATE products SET brand_id = (id % ${brands.length}) + 1 WHERE addon = 0 AND shop_id IN (SELECT id FROM shops WHERE type = 'shop')`);
    const welcome = {
      img: mediaUrl('banner', 'Welcome', 150),
      title: { en: 'Everything you need, delivered', fr: 'Tout ce qu’il vous faut, livré', ar: 'كل ما تحتاجه، حتى بابك' },
      description: {
        en: 'Restaurants, groceries and flowers near you, at your door in minutes.',
        fr: 'Restaurants, courses et fleurs près de chez vous, livrés en quelques minutes.',
        ar: 'مطاعم وبقالة وزهور بالقرب منك، تصلك خلال دقائق.',
      },
      features: [
        [['Fast delivery', 'Livraison rapide', 'توصيل سريع'], ['Couriers near every shop.', 'Des coursiers près de chaque boutique.', 'مندوبون قرب كل متجر.']],
        [['Pay your way', 'Payez comme vous voulez', 'ادفع كما تريد'], ['Cash, wallet or card.', 'Espèces, portefeuille ou carte.', 'نقداً أو بالمحفظة أو بالبطاقة.']],
        [['Order together', 'Commandez ensemble', 'اطلبوا معاً'], ['One cart for the whole group.', 'Un panier pour tout le groupe.', 'سلة واحدة للمجموعة كلها.']],
      ].map(([title, body], i) => ({
        img: mediaUrl('square', title![0], 30 + i * 90),
        title: Object.fromEntries(LOCALES.map((l, j) => [l, title![j]!])),
        description: Object.fromEntries(LOCALES.map((l, j) => [l, body![j]!])),
      })),
    };
    db.insert('landing_pages', { type: 'welcome', data: JSON.stringify(welcome), created_at: this.ago(30) });
    const about: [string, Tri, Tri][] = [
      ['about_second', ['What we do', 'Ce que nous faisons', 'ماذا نفعل'], ['We bring the shops of your city to your door.', 'Nous apportons les boutiques de votre ville à votre porte.', 'نوصل متاجر مدينتك إلى بابك.']],
      ['about_three', ['Our couriers', 'Nos coursiers', 'مندوبونا'], ['Paid per delivery, every week.', 'Payés à la livraison, chaque semaine.', 'يتقاضون أجرهم عن كل توصيلة، كل أسبوع.']],
    ];
    about.forEach(([type, title, body], i) =>
      db.insert('pages', { type, img: mediaUrl('banner', title[0], 250 + i * 40), translations: JSON.stringify(tri(title, (l) => ({ description: `<p>${body[l]}</p>` }))) }),
    );
  }

  demoData(): void {
    const { db } = this;
    const places = [
      ['Home', '1700 15th St NW, Washington, DC 20009, USA', DEFAULT_POSITION],
      ['Work', '1400 K St NW, Washington, DC 20005, USA', [38.9025, -77.0323]],
      ['Gym', '2000 14th St NW, Washington, DC 20009, USA', [38.917, -77.0317]],
    ] as const;
    places.forEach(([title, address, at], i) =>
      db.insert('addresses', {
        user_id: 1, title, address: JSON.stringify({ address, house: i === 0 ? '12' : undefined, floor: i === 0 ? '3' : undefined }),
        latitude: at[0], longitude: at[1], active: i === 0 ? 1 : 0, created_at: this.ago(60 - i),
      }),
    );
    db.insert('addresses', {
      user_id: 2, title: 'Home', address: JSON.stringify({ address: '1500 P St NW, Washington, DC 20005, USA' }),
      latitude: 38.9097, longitude: -77.0349, active: 1, created_at: this.ago(50),
    });

    // Orders (not moved by the kitchen simulation: simulated = 0)
    const orders: { user: number; shop: number; status: string; days: number; payment: number; courier?: number }[] = [
      { user: 1, shop: 1, status: 'delivered', days: 5, payment: 1, courier: 3 },
      { user: 1, shop: 4, status: 'delivered', days: 3, payment: 3, courier: 4 },
      { user: 1, shop: 5, status: 'canceled', days: 2, payment: 1 },
      { user: 1, shop: 2, status: 'on_a_way', days: 0, payment: 1, courier: 3 },
      { user: 1, shop: 10, status: 'accepted', days: 0, payment: 2 },
      { user: 1, shop: 1, status: 'new', days: 0, payment: 1 },
      { user: 1, shop: 29, status: 'delivered', days: 10, payment: 2, courier: 5 },
      { user: 2, shop: 4, status: 'delivered', days: 4, payment: 1, courier: 4 },
    ];
    orders.forEach((o, i) => {
      const id = i + 1;
      const created = this.ago(o.days, 2 + i);
      const items = this.shopStocks.get(o.shop)!.slice(i % 3, (i % 3) + 2 + (i % 2));
      const shop = db.get<{ price: number; tax: number }>('SELECT price, tax FROM shops WHERE id = ?', [o.shop])!;
      const origin = round2(items.reduce((s, it, k) => s + it.price * (k + 1), 0));
      const tax = round2((origin * shop.tax) / 100);
      const total = round2(origin + tax + shop.price + 1.5);
      const addr = places[0];
      db.insert('orders', {
        id, user_id: o.user, shop_id: o.shop, status: o.status, total_price: total, origin_price: origin, delivery_fee: shop.price,
        service_fee: 1.5, tax, tips: 0, total_discount: 0, currency_id: 1, rate: 1, delivery_type: 'delivery',
        delivery_date: created.slice(0, 10), delivery_time: '12:30',
        address: JSON.stringify({ address: o.user === 1 ? addr[1] : '1500 P St NW, Washington, DC 20005, USA' }),
        latitude: addr[2][0], longitude: addr[2][1], deliveryman_id: o.courier ?? null, simulated: 0, created_at: created, updated_at: created,
      });
      items.forEach((it, k) =>
        db.insert('order_details', {
          order_id: id, stock_id: it.stock, quantity: k + 1, origin_price: it.price, total_price: round2(it.price * (k + 1)), discount: 0,
        }),
      );
      const paid = o.status === 'delivered' || o.payment !== 1;
      db.insert('transactions', {
        payable_type: 'order', payable_id: id, user_id: o.user, payment_id: o.payment, price: total,
        status: o.status === 'canceled' ? 'canceled' : paid ? 'paid' : 'progress', created_at: created, updated_at: created,
      });
    });
    db.insert('reviews', { reviewable_type: 'order', reviewable_id: 1, shop_id: 1, user_id: 1, rating: 5, comment: 'Perfect as always!', created_at: this.ago(4) });
    db.insert('order_refunds', { order_id: 2, user_id: 1, cause: 'One item was missing.', status: 'pending', created_at: this.ago(2) });
    const refunded = db.get<{ total_price: number }>('SELECT total_price FROM orders WHERE id = 7')!.total_price;
    db.insert('order_refunds', { order_id: 7, user_id: 1, cause: 'Wrong items delivered.', answer: 'Sorry! Refunded to your wallet.', status: 'accepted', created_at: this.ago(9) });
    const accepted = db.get<{ total_price: number }>('SELECT total_price FROM orders WHERE id = 5')!.total_price;

    // Wallet: 300 + 200 + refund − order 7 − order 5 + … = 500
    const history: [string, number, string, number | null, number][] = [
      ['topup', 300, 'Top-up', null, 30],
      ['withdraw', refunded, 'Order #7', null, 10],
      ['refund', refunded, 'Refund of order #7', null, 8],
      ['referral_from', 5, 'Sam Friend joined with your code', 2, 7],
      ['withdraw', accepted, 'Order #5', null, 0],
      ['topup', round2(195 + accepted), 'Top-up', null, 1],
    ];
    history.forEach(([type, price, note, author, days]) =>
      db.insert('wallet_histories', {
        uuid: this.rng.uuid(), user_id: 1, type, price, note, status: 'paid', author_id: author ?? 1, created_at: this.ago(days, 1),
      }),
    );
    db.insert('wallet_histories', { uuid: this.rng.uuid(), user_id: 2, type: 'topup', price: 100, note: 'Top-up', status: 'paid', author_id: 2, created_at: this.ago(20) });

    // Booking: tomorrow 19:00 at shop 1 (table 1)
    const booking = db.get<{ id: number }>('SELECT id FROM bookings WHERE shop_id = 1')!.id;
    const table = db.get<{ id: number }>('SELECT t.id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE s.shop_id = 1 ORDER BY t.id LIMIT 1')!.id;
    const bookingId = db.insert('user_bookings', {
      user_id: 1, booking_id: booking, table_id: table, start_date: `${this.day(1)} 19:00`, end_date: `${this.day(1)} 21:00`,
      guest: 2, note: 'Window seat, please', status: 'accepted', created_at: this.ago(1),
    });

    // Parcels
    const from = { latitude: DEFAULT_POSITION[0], longitude: DEFAULT_POSITION[1], address: places[0][1], house: '12' };
    const to = { latitude: 38.9025, longitude: -77.0323, address: places[1][1] };
    [['delivered', 6], ['new', 0]].forEach(([status, days], i) =>
      db.insert('parcel_orders', {
        user_id: 1, type_id: i + 1, status: status as string, total_price: 6.2 + i * 3, km: 1.7, currency_id: 1, rate: 1,
        phone_from: '+12025550101', username_from: 'Demo User', address_from: JSON.stringify(from), phone_to: '+12025550177',
        username_to: 'Jamie Doe', address_to: JSON.stringify(to), delivery_date: this.day(-(days as number)), delivery_time: '15:00',
        note: 'Ring twice', description: 'Documents', instruction: 'Leave at reception', notify: 1, simulated: 0,
        created_at: this.ago(days as number, 3), updated_at: this.ago(days as number, 3),
      }),
    );

    // Notifications
    const blog = (id: number) => db.get<{ uuid: string }>('SELECT uuid FROM blogs WHERE id = ?', [id])!.uuid;
    const notes: [string, string, string, Record<string, number | string>, number, boolean][] = [
      ['status_changed', 'Order #4', 'Your order is on the way', { order_id: 4 }, 0, false],
      ['status_changed', 'Order #5', 'Your order was accepted', { order_id: 5 }, 0, false],
      ['status_changed', 'Order #1', 'Your order was delivered', { order_id: 1 }, 5, true],
      ['news_publish', 'New: group orders are here', 'Order together with friends', { blog_uuid: blog(1) }, 1, false],
      ['news_publish', 'Parcel delivery now in Washington', 'Send anything across town', { blog_uuid: blog(2) }, 4, true],
      ['order_refunded', 'Order #7 refunded', 'The refund is in your wallet', { order_id: 7 }, 8, true],
      ['new_user_by_referral', 'Sam Friend joined', 'You earned $5', { client_id: 2 }, 7, false],
      ['booking_status', 'Reservation accepted', 'Pizza Roma confirmed your table', { booking_id: bookingId }, 1, false],
    ];
    notes.forEach(([type, title, body, refs, days, read], i) =>
      db.insert('notifications', {
        user_id: 1, type, title, body, ...refs, read_at: read ? this.ago(days) : null, created_at: this.ago(days, 8 - i),
      }),
    );
    db.insert('notifications', { user_id: 2, type: 'status_changed', title: 'Order #8', body: 'Your order was delivered', order_id: 8, created_at: this.ago(4) });

    // Chat with support
    db.insert('chats', { id: 'chat-1-admin', user_id: 1, role_id: 'admin', created_at: this.ago(3) });
    const msgs: [string, number][] = [
      ['Hi! Where can I see my refund?', 1],
      ['Hello Demo, refunds appear in your wallet history once accepted.', 0],
      ['Thanks!', 1],
    ];
    msgs.forEach(([text, sender], i) =>
      db.insert('chat_messages', {
        id: `msg-1-${i + 1}`, chat_id: 'chat-1-admin', chat_content: text, sender, unread: 0, role_id: 'admin',
        created_at: this.ago(3, -i),
      }),
    );
  }
}
