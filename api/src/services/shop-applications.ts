/**
 * Be a seller: a user's request to open a shop. The shop is made at once with status "new" (under review, closed,
 * open 09:00–21:00 every day, delivering within 5 km of its point) until an admin approves it; a user has one shop
 * that is not rejected at a time.
 */
import { randomUUID } from 'node:crypto';
import { DAY_NAMES, normalizePhone, type Shop } from '@market/contract';
import type { ShopCreateBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import type { Texts } from '../lib/i18n.ts';
import { circlePolygon } from '../lib/geo.ts';
import { mediaUrl } from '../lib/media.ts';
import { presentShops, type ShopRow } from './present.ts';
import { indexRecord } from './search.ts';

/** Files the request (422 title when the user already has a shop under review or approved); returns the shop as its owner sees it. */
export function applyForShop(ctx: Ctx, userId: number, b: ShopCreateBody, lang: string): Shop {
  const { db } = ctx;
  if (db.get("SELECT id FROM shops WHERE user_id = ? AND status != 'rejected'", [userId])) throw invalid('title', 'You already have a shop');
  const texts: Texts = {};
  for (const [locale, title] of Object.entries(b.title)) {
    texts[locale] = { title, description: b.description?.[locale], address: b.address?.[locale] };
  }
  const name = b.title.en ?? Object.values(b.title)[0]!;
  const [logo, background] = b.images ?? [];
  const id = db.tx(() => {
    const shopId = db.insert('shops', {
      uuid: randomUUID(), user_id: userId, type: b.type, status: 'new', logo_img: logo ?? mediaUrl('logo', name), background_img: background ?? mediaUrl('cover', name),
      open: 0, price: b.price, price_per_km: b.price_per_km, min_amount: b.min_amount, tax: b.tax, delivery_time_from: b.delivery_time_from,
      delivery_time_to: b.delivery_time_to, delivery_time_type: b.delivery_time_type, latitude: b.location.latitude, longitude: b.location.longitude,
      phone: normalizePhone(b.phone), translations: JSON.stringify(texts), zone: JSON.stringify(circlePolygon([b.location.latitude, b.location.longitude], 5)),
      created_at: ctx.now().toISOString(),
    });
    for (const c of b.categories ?? []) db.run('INSERT OR IGNORE INTO shop_categories (shop_id, category_id) SELECT ?, id FROM categories WHERE id = ?', [shopId, c]);
    for (const t of b.tags ?? []) db.run('INSERT OR IGNORE INTO shop_tags (shop_id, tag_id) SELECT ?, id FROM tags WHERE id = ?', [shopId, t]);
    for (const day of DAY_NAMES) {
      db.insert('shop_working_days', { shop_id: shopId, kind: 'shop', day, from_time: '09:00', to_time: '21:00', disabled: 0 });
    }
    indexRecord(db, 'shop', shopId, shopId, texts);
    return shopId;
  });
  ctx.invalidateShops();
  return presentShops(ctx, [db.get<ShopRow>('SELECT * FROM shops WHERE id = ?', [id])!], lang, { detail: true })[0]!;
}

/** The user's latest shop request, whatever its status. */
export function latestShopApplication(ctx: Ctx, userId: number, lang: string): Shop | undefined {
  const row = ctx.db.get<ShopRow>('SELECT * FROM shops WHERE user_id = ? ORDER BY id DESC LIMIT 1', [userId]);
  return row && presentShops(ctx, [row], lang, { detail: true })[0];
}
