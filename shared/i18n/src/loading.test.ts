import i18next from 'i18next';
import { createApiServer, http, HttpResponse } from '@market/testing';
import { initI18n } from './setup.ts';

const calls: Record<string, number> = {};
let failuresLeft = 2;

createApiServer(
  http.get('http://localhost/locales/:lng/:ns.json', ({ params }) => {
    const key = `${params.lng}/${params.ns}`;
    calls[key] = (calls[key] ?? 0) + 1;
    if (params.ns === 'common') {
      if (failuresLeft-- > 0) return new HttpResponse(null, { status: 503 });
      return HttpResponse.json({ 'Shop is closed': 'Shop is closed', 'try.again': 'Try again' });
    }
    return new HttpResponse(null, { status: 404 });
  }),
);

describe('translations', () => {
  beforeAll(() => initI18n({ lng: 'en', ns: ['common'], loadPath: 'http://localhost/locales/{{lng}}/{{ns}}.json' }));

  it('retries a catalogue that answers 5xx, then uses it', () => {
    expect(calls['en/common']).toBe(3);
    expect(i18next.t('try.again')).toBe('Try again');
  });

  it('resolves sentence keys with a namespace prefix', () => {
    expect(i18next.t('common:Shop is closed')).toBe('Shop is closed');
  });

  it('does not retry a catalogue that answers 4xx', async () => {
    await i18next.loadNamespaces('missing');
    await new Promise((r) => setTimeout(r, 800));
    expect(calls['en/missing']).toBe(1);
  });
});
