import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { GENERATED_TEXTS, generatedText } from '../src/lib/generated-texts.ts';
import { appWithUsers, ok } from './helpers.ts';

/** English words of the texts the API writes; none may be left in a French or Arabic answer. */
const ENGLISH = /\b(order|top-up|wallet|parcel|refund|refunded|joined|with|your|canceled|from|to|the|was|is|demo|data|no|real|orders)\b/i;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('texts the API writes, in the language asked for', () => {
  it('every text has a French and an Arabic form with the same placeholders', () => {
    for (const texts of GENERATED_TEXTS) {
      for (const lang of ['fr', 'ar'] as const) {
        expect(placeholders(texts[lang])).toEqual(placeholders(texts.en));
        expect(texts[lang].replace(/\{\w+\}/g, '')).not.toMatch(ENGLISH);
      }
    }
  });

  it('fills the numbers and names in, translates a text inside a text, and leaves what a user typed alone', () => {
    expect(generatedText('Order #5', 'fr')).toBe('Commande n° 5');
    expect(generatedText('Order #5', 'ar')).toBe('الطلب رقم 5');
    expect(generatedText('Order #7 canceled', 'fr')).toBe('Commande n° 7 annulé(e)');
    expect(generatedText('Sam Friend joined with your code', 'ar')).toBe('انضم Sam Friend باستخدام رمزك');
    expect(generatedText('Order #5', 'en')).toBe('Order #5');
    expect(generatedText('Dinner canceled', 'fr')).toBe('Dinner canceled');
    expect(generatedText('Rent for May', 'ar')).toBe('Rent for May');
    expect(generatedText(null, 'ar')).toBeNull();
    expect(generatedText('Order #5', 'de')).toBe('Order #5');
  });

  it('any order, parcel or refund number and any name, in French and Arabic, keeps them and no English word', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?$/);
    const note = fc.oneof(
      fc.nat({ max: 99999 }).map((id) => ({ en: `Order #${id}`, keep: String(id) })),
      fc.nat({ max: 99999 }).map((id) => ({ en: `Refund of order #${id}`, keep: String(id) })),
      fc.nat({ max: 99999 }).map((id) => ({ en: `Parcel #${id} canceled`, keep: String(id) })),
      name.map((n) => ({ en: `${n} joined with your code`, keep: n })),
      name.map((n) => ({ en: `To ${n}`, keep: n })),
      name.map((n) => ({ en: `From ${n}`, keep: n })),
    );
    fc.assert(
      fc.property(note, fc.constantFrom('fr', 'ar'), ({ en, keep }, lang) => {
        const text = generatedText(en, lang);
        expect(text).toContain(keep);
        expect(text.replace(keep, '')).not.toMatch(ENGLISH);
      }),
    );
  });
});

describe('the demo data in French and Arabic', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    ({ app, demo } = await appWithUsers());
  });
  afterAll(() => app.close());

  it.each(['fr', 'ar'])('%s: the wallet history, the notifications and the footer have no English sentence', async (lang) => {
    const history = await ok(app, 'GET', `dashboard/user/wallet/histories?perPage=50&lang=${lang}`, { token: demo });
    const notes = (history.data as { note: string | null }[]).map((r) => r.note).filter((n): n is string => !!n);
    expect(notes.length).toBeGreaterThanOrEqual(5);
    // Names are data: "Sam Friend" stays as written.
    for (const note of notes) expect(note.replace('Sam Friend', '')).not.toMatch(ENGLISH);
    const notifications = await ok(app, 'GET', `dashboard/notifications?perPage=50&lang=${lang}`, { token: demo });
    for (const n of notifications.data as { type: string; title: string; body: string }[]) {
      expect(`${n.title} ${n.body}`.replace(/Sam Friend|Pizza Roma|\$\d+/g, '')).not.toMatch(ENGLISH);
    }
    const settings = (await ok(app, 'GET', `rest/settings?lang=${lang}`)).data as { key: string; value: string }[];
    expect(settings.find((s) => s.key === 'footer_text')!.value).not.toMatch(ENGLISH);
  });

  it('in English, as stored', async () => {
    const history = await ok(app, 'GET', 'dashboard/user/wallet/histories?perPage=50&lang=en', { token: demo });
    expect((history.data as { note: string }[]).map((r) => r.note)).toEqual(expect.arrayContaining(['Top-up', 'Order #5', 'Sam Friend joined with your code', 'Refund of order #7']));
    const settings = (await ok(app, 'GET', 'rest/settings?lang=en')).data as { key: string; value: string }[];
    expect(settings.find((s) => s.key === 'footer_text')!.value).toBe('© Market. Demo data, no real orders.');
  });
});
