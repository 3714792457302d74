import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createApiServer, http, HttpResponse } from '@market/testing';
import { addServerTranslations, initI18n } from './setup.ts';

createApiServer(
  http.get('http://localhost/locales/:lng/:ns.json', ({ params }) =>
    HttpResponse.json(params.ns === 'common' ? { greeting: 'Hello' } : { other: 'Other' }),
  ),
);

let renders = 0;
function Greeting() {
  const { t } = useTranslation('common');
  renders++;
  return <p>{t('greeting')}</p>;
}

describe('when translated components render again', () => {
  beforeAll(() => initI18n({ lng: 'en', ns: ['common'], loadPath: 'http://localhost/locales/{{lng}}/{{ns}}.json' }));

  it('not when another app adds its catalogue, once when the server’s translations arrive', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    const before = renders;
    // A remote's namespace loading while the page starts: nothing on screen changes, so nothing renders.
    await act(() => i18next.loadNamespaces('catalogue-search'));
    expect(i18next.hasLoadedNamespace('catalogue-search')).toBe(true);
    expect(renders).toBe(before);
    // The server's translations override the catalogue: the text on screen follows.
    act(() => addServerTranslations('en', { greeting: 'Welcome' }));
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });

  it('not when the server’s translations of a language not on screen arrive; that language shows them when chosen', async () => {
    render(<Greeting />);
    act(() => addServerTranslations('en', { greeting: 'Welcome' }));
    const before = renders;
    // Asked before a switch to French: nothing on screen changes, so nothing renders.
    act(() => addServerTranslations('fr', { greeting: 'Bienvenue' }));
    expect(renders).toBe(before);
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByText('Bienvenue')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });
});
