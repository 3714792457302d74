/** The referral programme: the latest one, in the language asked for. */
import type { Referral } from '@market/contract';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';

/** The latest referral programme, else 404. */
export function currentReferral(ctx: Ctx, lang: string): Referral {
  const r = ctx.db.get<{ id: number; img: string; translations: string; price_from: number; price_to: number; expired_at: string }>(
    'SELECT * FROM referrals ORDER BY id DESC LIMIT 1',
  );
  if (!r) throw notFound();
  const translation = pick(r.translations, lang);
  return {
    id: r.id, img: r.img, translation: { ...translation, faq: translation.faq ?? null }, price_from: r.price_from, price_to: r.price_to, expired_at: r.expired_at,
  };
}
