import i18next from 'i18next';
import { $locale } from '@market/bus';
import { initI18n } from '@market/i18n';
import { delay } from 'msw';
import { API, createApiServer, http, HttpResponse, ok } from '@market/testing';
import { changeLanguageFx } from './preferences.ts';

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
});
