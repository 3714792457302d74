import type { Translation } from '@market/contract';

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** A record's texts per language, as stored in the `translations` JSON columns. */
export type Texts = Partial<Record<string, Partial<Translation> & Record<string, string | undefined>>>;

/** The translation in `lang`, else English, else any: `{locale, title, …}`. */
export function pick(json: string | Texts | null | undefined, lang: string): Translation & { locale: string } & Record<string, string | undefined> {
  const all: Texts = typeof json === 'string' ? (JSON.parse(json) as Texts) : (json ?? {});
  const locale = all[lang] ? lang : all.en ? 'en' : (Object.keys(all)[0] ?? lang);
  const t = all[locale] ?? {};
  return { locale, ...t, title: t.title ?? '' };
}

/** Same text in every language (brand names). */
export function same(title: string, extra: Record<string, string> = {}): Texts {
  return Object.fromEntries(LOCALES.map((l) => [l, { title, ...extra }]));
}
