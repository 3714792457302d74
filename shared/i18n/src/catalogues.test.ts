import i18next from 'i18next';
import { initTestI18n, loadCatalogues } from '@market/testing';
import { BUNDLED_LANGUAGES } from './setup.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Placeholders that always hold a number (a count, a position, a limit): each is formatted in every sentence. */
const NUMBERS = new Set(['count', 'n', 'total', 'max', 'kg']);

const catalogues = Object.fromEntries(BUNDLED_LANGUAGES.map((lng) => [lng, loadCatalogues(lng)]));
const placeholders = (text: string) => [...text.matchAll(/{{\s*([^,}\s]+)\s*(?:,\s*([^}]*?))?\s*}}/g)].map(([, name, format]) => ({ name: name!, format: format ?? '' }));

function* sentences() {
  for (const [lng, namespaces] of Object.entries(catalogues))
    for (const [ns, keys] of Object.entries(namespaces)) for (const [key, text] of Object.entries(keys)) yield { lng, ns, key, text };
}

describe('numbers in translated sentences', () => {
  it('formats every count, position and limit with the number formatter, in every language', () => {
    const raw = [...sentences()].flatMap(({ lng, ns, key, text }) =>
      placeholders(text)
        .filter((p) => NUMBERS.has(p.name) && p.format !== 'number')
        .map((p) => `${lng}/${ns}:${key} {{${p.name}}}`),
    );
    expect(raw).toEqual([]);
  });

  it('formats a placeholder the same way in every language and plural form of a sentence', () => {
    const formats = new Map<string, Set<string>>();
    for (const { ns, key, text } of sentences())
      for (const p of placeholders(text)) {
        const id = `${ns}:${key.replace(PLURAL, '')} {{${p.name}}}`;
        formats.set(id, (formats.get(id) ?? new Set()).add(p.format));
      }
    expect([...formats].filter(([, f]) => f.size > 1).map(([id, f]) => `${id}: ${[...f].join(' | ')}`)).toEqual([]);
  });

  it('has every plural form the language has (Intl.PluralRules) for every plural sentence', () => {
    const missing: string[] = [];
    for (const [lng, namespaces] of Object.entries(catalogues)) {
      const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const [ns, keys] of Object.entries(namespaces)) {
        const plural = new Set(Object.keys(keys).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
        for (const base of plural) for (const form of forms) if (!(`${base}_${form}` in keys)) missing.push(`${lng}/${ns}:${base}_${form}`);
      }
    }
    expect(missing).toEqual([]);
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
  });

  it('writes numbers by the language, with its one choice of digits (Latin in Arabic)', async () => {
    await initTestI18n('en');
    const t = (lng: string, key: string, values: Record<string, unknown>) => i18next.getFixedT(lng, 'catalogue-search')(key, values);
    expect(t('en', 'shop.reviews.count', { count: 1234 })).toBe('1,234 reviews');
    expect(t('fr', 'shop.reviews.count', { count: 1234 })).toBe('1\u202f234 avis');
    expect(t('ar', 'shop.reviews.count', { count: 1234 })).toBe('1,234 تقييماً');
    expect(t('ar', 'shop.reviews.count', { count: 3 })).toBe('3 تقييمات');
    expect(t('ar', 'shop.reviews.count', { count: 2 })).toBe('تقييمان');
    expect(t('ar', 'rating', { value: '4.5' })).toMatch(/4\.5/);
    expect(i18next.getFixedT('fr', 'common')('carousel.position', { n: 2, total: 5 })).toMatch(/^2\D+5$/);
  });

  it('leaves what is not a number as it is, and dates take the same digits', async () => {
    await initTestI18n('en');
    const format = i18next.services.formatter!;
    expect(format.format('soon', 'number', 'ar', {})).toBe('soon');
    expect(format.format(new Date(2026, 2, 14), 'datetime', 'ar', {})).toMatch(/^[^\u0660-\u0669]*14[^\u0660-\u0669]*$/);
    expect(format.format(1234.5, 'number', 'ar', {})).toBe('1,234.5');
  });
});
