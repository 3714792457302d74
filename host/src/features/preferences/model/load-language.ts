import i18next from 'i18next';
import { addServerTranslations } from '@market/i18n';
import { afterNextPaint, loadUiLocale } from '@market/ui';
import { fetchServerTranslations } from '../api/preferences.ts';

/** The server's translations (rest/translations/paginate) over the local catalogue; the local one alone if they fail (false). */
export async function loadServerTranslations(locale: string): Promise<boolean> {
  try {
    const data = await fetchServerTranslations(locale);
    if (data && typeof data === 'object' && !Array.isArray(data)) addServerTranslations(locale, data);
    return true;
  } catch {
    // The bundled catalogues still work.
    return false;
  }
}

/** Each language's catalogues on their way or in (a load whose server translations failed is forgotten once over). */
const languageLoads = new Map<string, Promise<void>>();

/**
 * Loads a language's texts, once: the server's translations, antd's texts (where they fail to load, antd's English ones
 * until the page asks again), and every loaded app's catalogue, all at once (the switch then finds them there instead
 * of asking them one round trip later).
 */
export function loadLanguage(locale: string): Promise<void> {
  let load = languageLoads.get(locale);
  if (!load) {
    load = Promise.all([loadServerTranslations(locale), loadUiLocale(locale).catch(() => undefined), i18next.loadLanguages(locale)]).then(
      ([server]) => {
        if (!server) languageLoads.delete(locale);
      },
      (error: unknown) => {
        languageLoads.delete(locale);
        throw error;
      },
    );
    languageLoads.set(locale, load);
  }
  return load;
}

/**
 * The shopper opened the list of languages: the texts of those listed start loading after the frame that shows the
 * list, so the tap on one switches without waiting for them (they were asked in the tap's own task, some 70 ms of
 * requests set up at 4×, and the page waited a round trip and their parsing before it showed the new language).
 */
export function preloadLanguages(locales: readonly string[]): void {
  afterNextPaint(() => {
    for (const locale of locales) void loadLanguage(locale).catch(() => undefined);
  });
}
