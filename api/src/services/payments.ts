/** Currencies and payment methods: which exist, which a shop's order may use, and the coupons an order may carry. */
import type { Coupon, Currency, Payment } from '@market/contract';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';

export function currencies(ctx: Ctx): Currency[] {
  return ctx.db
    .all<{ id: number; symbol: string; title: string; position: 'before' | 'after'; is_default: number; rate: number }>(
      'SELECT * FROM currencies WHERE active = 1 ORDER BY id',
    )
    .map((c) => ({ id: c.id, symbol: c.symbol, title: c.title, position: c.position, default: c.is_default === 1, rate: c.rate }));
}

/** A currency by id (or the default one). */
export function currencyOf(ctx: Ctx, id?: number | null): Currency {
  const all = currencies(ctx);
  return all.find((c) => c.id === id) ?? all.find((c) => c.default) ?? all[0]!;
}

export function payments(ctx: Ctx): Payment[] {
  return ctx.db
    .all<{ id: number; tag: Payment['tag']; active: number; sandbox: number }>('SELECT * FROM payments WHERE active = 1 ORDER BY id')
    .map((p) => ({ id: p.id, tag: p.tag, active: p.active === 1, sandbox: p.sandbox === 1 }));
}

/** settings payment_type: 'seller' when each shop offers its own methods, else 'admin' (rest/payments for every shop). */
export function paymentType(ctx: Ctx): 'admin' | 'seller' {
  return ctx.db.get<{ value: string }>("SELECT value FROM settings WHERE key = 'payment_type'")?.value === 'seller' ? 'seller' : 'admin';
}

/** A shop's own methods (rest/shops/{id}/payments): enabled by the shop and active, in payment id order. */
export function shopPayments(ctx: Ctx, shopId: number): (Payment & { shop_id: number })[] {
  return ctx.db
    .all<{ id: number; tag: Payment['tag']; sandbox: number }>(
      'SELECT p.id, p.tag, p.sandbox FROM shop_payments sp JOIN payments p ON p.id = sp.payment_id WHERE sp.shop_id = ? AND sp.status = 1 AND p.active = 1 ORDER BY p.id',
      [shopId],
    )
    .map((p) => ({ id: p.id, tag: p.tag, active: true, sandbox: p.sandbox === 1, shop_id: shopId }));
}

/** The methods an order of the shop may use: the shop's own when payment_type is 'seller', else every active one. */
export function paymentsForShop(ctx: Ctx, shopId: number): Payment[] {
  return paymentType(ctx) === 'seller' ? shopPayments(ctx, shopId) : payments(ctx);
}

/** A valid coupon for the shop, or 422 on the `coupon` field. */
export function checkCoupon(ctx: Ctx, code: string | undefined, shopId: number | undefined, lang: string): Coupon {
  if (!code) throw invalid('coupon', 'Required');
  const c = ctx.db.get<{ id: number; name: string; shop_id: number | null; type: 'fix' | 'percent'; price: number; expired_at: string; qty: number; translations: string }>(
    'SELECT * FROM coupons WHERE name = ?',
    [code],
  );
  if (!c || c.expired_at < ctx.now().toISOString() || c.qty <= 0 || (c.shop_id && shopId && c.shop_id !== shopId)) {
    throw invalid('coupon', 'Coupon is invalid or expired');
  }
  return { id: c.id, name: c.name, shop_id: c.shop_id, type: c.type, price: c.price, expired_at: c.expired_at, translation: pick(c.translations, lang) };
}
