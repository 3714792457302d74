import { localeChanged } from '@market/bus';
import { createQueryClient } from '@market/http';
import { refetchOnLanguageChange } from './refetch-on-language.ts';

describe('answers after a change of language', () => {
  it('are asked again when the language changes, and not when only the list of languages does', async () => {
    const client = createQueryClient();
    localeChanged({ locale: 'en', direction: 'ltr', languages: [] });
    client.setQueryData(['rest/settings'], { footer_text: '© Market' });
    const stop = refetchOnLanguageChange(client);
    localeChanged({ locale: 'en', direction: 'ltr', languages: [{ id: 1, locale: 'en', title: 'English' } as never] });
    expect(client.getQueryState(['rest/settings'])?.isInvalidated).toBe(false);
    localeChanged({ locale: 'ar', direction: 'rtl', languages: [] });
    expect(client.getQueryState(['rest/settings'])?.isInvalidated).toBe(true);
    stop();
  });
});
