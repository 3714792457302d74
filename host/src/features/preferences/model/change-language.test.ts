import i18next from 'i18next';
import { $locale } from '@market/bus';
import { initI18n } from '@market/i18n';
import { delay } from 'msw';
import { API, createApiServer, http, HttpResponse, ok } from '@market/testing';
import { changeLanguageFx } from './preferences.ts';
import { loadLanguage, preloadLanguages } from './load-language.ts';

const asked: string[] = [];
createApiServer(
  http.get(`${API}rest/translations/paginate`, async ({ request }) => {
    asked.push(`translations ${new URL(request.url).searchParams.get('lang')}`);
    // The server's translations answer late: the catalogues are asked meanwhile, not after.
    await delay(150);
    asked.push('translations answered');
    return ok({ greeting: 'Bienvenue (serveur)' });
  }),
  http.get('http://localhost/locales/:lng/:ns.json', ({ params }) => {
    asked.push(`catalogue ${String(params.lng)}/${String(params.ns)}`);
    return HttpResponse.json(params.ns === 'host' ? { menu: params.lng === 'fr' ? 'Menu (fr)' : 'Menu' } : { greeting: 'Hello' });
  }),
);

describe('a switch of language', () => {
  beforeAll(() => initI18n({ lng: 'en', ns: ['common', 'host'], loadPath: 'http://localhost/locales/{{lng}}/{{ns}}.json' }));

  it('asks every loaded catalogue of the new language beside the server’s translations, then shows both', async () => {
    asked.length = 0;
    await changeLanguageFx({ locale: 'fr', languages: [{ id: 2, locale: 'fr', title: 'Français', backward: false, default: false } as never] });
    expect(asked.slice(0, 1)).toEqual(['translations fr']);
    expect(asked.indexOf('catalogue fr/common')).toBeLessThan(asked.indexOf('translations answered'));
    expect(asked.indexOf('catalogue fr/host')).toBeLessThan(asked.indexOf('translations answered'));
    expect(i18next.language).toBe('fr');
    expect(i18next.t('host:menu')).toBe('Menu (fr)');
    expect(i18next.t('common:greeting')).toBe('Bienvenue (serveur)');
    expect($locale.getState()).toMatchObject({ locale: 'fr', direction: 'ltr' });
    expect(document.documentElement.lang).toBe('fr');
  });

  it('a language whose texts loaded as the list opened switches without asking them again', async () => {
    const ar = { id: 3, locale: 'ar', title: 'العربية', backward: true, default: false } as never;
    asked.length = 0;
    preloadLanguages(['ar']);
    // After the frame that shows the list.
    expect(asked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await loadLanguage('ar');
    expect(asked).toEqual(expect.arrayContaining(['translations ar', 'catalogue ar/common', 'catalogue ar/host']));
    asked.length = 0;
    await changeLanguageFx({ locale: 'ar', languages: [ar] });
    expect(asked).toEqual([]);
    expect(i18next.language).toBe('ar');
    expect($locale.getState()).toMatchObject({ locale: 'ar', direction: 'rtl' });
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows the new language in a task after the tap, not in the tap’s own (its texts in already)', async () => {
    await loadLanguage('en');
    let switchedInTheTap = false;
    const switching = changeLanguageFx({ locale: 'en', languages: [] });
    await Promise.resolve();
    await Promise.resolve();
    switchedInTheTap = i18next.language === 'en';
    await switching;
    expect(switchedInTheTap).toBe(false);
    expect(i18next.language).toBe('en');
  });
});
