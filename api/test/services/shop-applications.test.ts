/** Be a seller without HTTP: the shop is filed under review and closed, one at a time until a request is rejected. */
import type { ShopCreateBody } from '@market/contract/src/schemas/index.ts';
import { freshContext, refusal } from './helpers.ts';
import { applyForShop, latestShopApplication } from '../../src/services/shop-applications.ts';
import { createUser } from '../../src/services/users.ts';

const ctx = freshContext();
const form: ShopCreateBody = {
  title: { en: 'Corner Deli', fr: 'Épicerie du coin' }, phone: '+1 (202) 555-0188', type: 'shop', price: 2, price_per_km: 0.5, min_amount: 5, tax: 0,
  delivery_time_from: 20, delivery_time_to: 40, delivery_time_type: 'minute', location: { latitude: 38.9, longitude: -77.03 },
};

describe('applyForShop', () => {
  it('files a closed shop under review with hours every day; a second request waits for a rejection', () => {
    const me = createUser(ctx(), { firstname: 'Seller' });
    expect(latestShopApplication(ctx(), me, 'en')).toBeUndefined();
    const shop = applyForShop(ctx(), me, form, 'fr');
    expect(shop).toMatchObject({ status: 'new', open: false, phone: '+12025550188', translation: expect.objectContaining({ title: 'Épicerie du coin' }) });
    expect(ctx().db.get<{ n: number }>("SELECT count(*) AS n FROM shop_working_days WHERE shop_id = ? AND kind = 'shop' AND disabled = 0", [shop.id])!.n).toBe(7);
    expect(ctx().zones().has(shop.id)).toBe(false);
    expect(() => applyForShop(ctx(), me, form, 'en')).toThrow(refusal(422, { title: ['You already have a shop'] }));
    ctx().db.run("UPDATE shops SET status = 'rejected' WHERE id = ?", [shop.id]);
    const again = applyForShop(ctx(), me, form, 'en');
    expect(latestShopApplication(ctx(), me, 'en')!.id).toBe(again.id);
  });
});
