import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_LANGUAGES, type Direction } from '@market/contract';
import { dateTimeFormat, numberFormat } from './format.ts';

export const DEFAULT_LANGUAGE = 'en';
export { BUNDLED_LANGUAGES };
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'ku', 'yi', 'dv', 'sd', 'ug']);

/** Translation loading: retried up to 5 times from 350 ms doubling (5xx or no answer only), 10 parallel reads. */
export const LOAD_RETRIES = 5;
export const LOAD_RETRY_MS = 350;
export const PARALLEL_READS = 10;

/** The i18next event after which translated components render again with the server's translations. */
export const SERVER_TRANSLATIONS_ADDED = 'serverTranslationsAdded';

export interface I18nOptions {
  lng: string;
  /** Namespaces to load before the first render. */
  ns: string[];
  /** Where the catalogues are served from: a template, or a function of the languages and namespaces giving one. */
  loadPath?: string | ((languages: string[], namespaces: string[]) => string);
}

/** Set up the shared i18next instance: catalogues from /locales/{lng}/{ns}.json, one namespace per app. */
export async function initI18n(opts: I18nOptions): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: opts.lng,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: opts.ns,
      defaultNS: 'common',
      fallbackNS: 'common',
      load: 'languageOnly',
      // Flat catalogues whose keys may be sentences ("Shop is closed", "Error occured. Please, …"): an explicit
      // nsSeparator keeps `common:<sentence>` working (i18next otherwise treats sentences as natural language).
      nsSeparator: ':',
      keySeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      maxRetries: LOAD_RETRIES,
      retryTimeout: LOAD_RETRY_MS,
      maxParallelReads: PARALLEL_READS,
      backend: { loadPath: opts.loadPath ?? '/locales/{{lng}}/{{ns}}.json' },
      // Translated components render again when the language changes or the server's translations arrive
      // (rest/translations, once per language), not each time an app's catalogue is added: a remote's namespace
      // loading while the page starts would re-render every translated component of every app.
      react: { useSuspense: true, bindI18n: `languageChanged ${SERVER_TRANSLATIONS_ADDED}`, bindI18nStore: false },
    });
  addAppFormats(i18next);
  return i18next;
}

/**
 * Numbers and dates inside translated sentences (`{{count, number}}`, `{{day, datetime}}`) as every other screen
 * shows them: Intl with the current language and its one choice of digits (Latin in Arabic, as its prices). i18next's
 * own formatters would give Arabic its Arabic-Indic digits. A value that is not a number is left as it is.
 */
export function addAppFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value: unknown, lng: string | undefined, options: Intl.NumberFormatOptions) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? numberFormat(lng ?? DEFAULT_LANGUAGE, options).format(number) : String(value);
  });
  formatter.add('datetime', (value: unknown, lng: string | undefined, options: Intl.DateTimeFormatOptions) => {
    const date = value instanceof Date ? value : new Date(value as string | number);
    return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(lng ?? DEFAULT_LANGUAGE, options).format(date);
  });
}

/** Direction of a language: rtl when the API marks it backward, else by its code. */
export function directionOf(locale: string, backward?: boolean): Direction {
  if (backward !== undefined) return backward ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
}

/**
 * Server translations (rest/translations) are added over the local catalogue; what is on screen shows them. Those of
 * a language not on screen (asked before a switch to it) render nothing: the switch renders them.
 */
export function addServerTranslations(lng: string, data: Record<string, string>): void {
  i18next.addResourceBundle(lng, 'common', data, true, true);
  const shown = i18next.language;
  if (!shown || shown.split('-')[0] === lng.split('-')[0]) i18next.emit(SERVER_TRANSLATIONS_ADDED, lng);
}
