/** The marketplace's settings, its active languages and the translations an administrator changed. */
import type { Language } from '@market/contract';
import type { SettingRow } from '@market/contract/src/family/meta.ts';
import type { Ctx } from '../context.ts';
import { generatedText } from '../lib/generated-texts.ts';

/**
 * The settings as the family lists them (rows of key and value, by key, not an object: its clients turn it into one
 * themselves); the footer's text, which the API writes, in the language asked for.
 */
export function siteSettings(ctx: Ctx, lang: string): SettingRow[] {
  return ctx.db.all<SettingRow>('SELECT key, value FROM settings ORDER BY key').map((r) => (r.key === 'footer_text' ? { ...r, value: generatedText(r.value, lang) } : r));
}

export function activeLanguages(ctx: Ctx): Language[] {
  return ctx.db
    .all<{ id: number; locale: string; title: string; backward: number; is_default: number }>('SELECT * FROM languages WHERE active = 1 ORDER BY id')
    .map((l): Language => ({ id: l.id, locale: l.locale, title: l.title, backward: l.backward === 1, default: l.is_default === 1 }));
}

/** The translations changed for a language, by key (they win over the catalogue's). */
export function translationOverrides(ctx: Ctx, lang: string): Record<string, string> {
  const overrides = ctx.db.all<{ key: string; value: string }>('SELECT key, value FROM translation_overrides WHERE locale = ?', [lang]);
  return Object.fromEntries(overrides.map((o) => [o.key, o.value]));
}
