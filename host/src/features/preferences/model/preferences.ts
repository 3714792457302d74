import { createEffect, createStore, sample } from 'effector';
import i18next from 'i18next';
import {
  $currency,
  $session,
  $locale,
  currencyChanged,
  currencyChangeRequested,
  languageChangeRequested,
  localeChanged,
  themeChanged,
  themeChangeRequested,
} from '@market/bus';
import type { Language, Theme } from '@market/contract';
import { COOKIE, getCookie, setCookie } from '@market/http';
import { directionOf } from '@market/i18n';
import { afterNextPaint, showTheme } from '@market/ui';
import { fetchCurrencies, fetchLanguages } from '../api/preferences.ts';
import { loadLanguage, loadServerTranslations } from './load-language.ts';

/** The <html> element follows the language (lang, dir) and theme, as boot.js set them before the first paint. */
function applyDocument(locale: string, dir: 'ltr' | 'rtl', theme?: Theme) {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = dir;
  if (theme) html.dataset.theme = theme;
}

export function initialTheme(): Theme {
  const saved = getCookie(COOKIE.theme);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function initialLocale(): string {
  return getCookie(COOKIE.locale) || 'en';
}

export const fetchLanguagesFx = createEffect(fetchLanguages);

export const fetchCurrenciesFx = createEffect(fetchCurrencies);

export const $languages = createStore<Language[]>([]).on(fetchLanguagesFx.doneData, (_, l) => l);

/** Load the language's catalogues, store it, switch, and set the direction (rtl when backward). */
export const changeLanguageFx = createEffect(async ({ locale, languages }: { locale: string; languages: Language[] }) => {
  const lang = languages.find((l) => l.locale === locale);
  const direction = directionOf(locale, lang?.backward);
  await loadLanguage(locale).catch(() => undefined);
  // The page is built in the new language in a task after the tap's frame: with the texts in already (preloadLanguages),
  // the switch would otherwise render the whole page inside the tap's task.
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  await i18next.changeLanguage(locale);
  setCookie(COOKIE.locale, locale);
  setCookie(COOKIE.dir, direction);
  applyDocument(locale, direction);
  return { locale, direction, languages };
});

sample({
  clock: languageChangeRequested,
  source: $languages,
  fn: (languages, locale) => ({ locale, languages }),
  target: changeLanguageFx,
});
sample({ clock: changeLanguageFx.doneData, target: localeChanged });
sample({
  clock: fetchLanguagesFx.doneData,
  source: $locale,
  fn: (state, languages) => ({ ...state, direction: directionOf(state.locale, languages.find((l) => l.locale === state.locale)?.backward), languages }),
  target: localeChanged,
});

/**
 * The theme shown at once (showTheme: the theme on `<html>`); the cookie for the next visit is written after the frame
 * that shows it (writing `document.cookie` asks the browser's cookie store, which need not hold up the tap's frame).
 */
export const changeThemeFx = createEffect((theme: Theme) => {
  showTheme(theme);
  afterNextPaint(() => setCookie(COOKIE.theme, theme));
  return theme;
});
sample({ clock: themeChangeRequested, target: changeThemeFx });
sample({ clock: changeThemeFx.doneData, target: themeChanged });

/** Currency: the stored choice, else the default one. */
sample({
  clock: fetchCurrenciesFx.doneData,
  fn: (currencies) => {
    const saved = Number(getCookie(COOKIE.currency));
    const current = currencies.find((c) => c.id === saved) ?? currencies.find((c) => c.default) ?? currencies[0] ?? null;
    return { current, currencies };
  },
  target: currencyChanged,
});
sample({
  clock: currencyChangeRequested,
  source: $currency,
  filter: (state, id) => state.currencies.some((c) => c.id === id),
  fn: (state, id) => {
    setCookie(COOKIE.currency, String(id));
    return { ...state, current: state.currencies.find((c) => c.id === id) ?? state.current };
  },
  target: currencyChanged,
});

/** A signed-in user's preferred currency (profile currency_id) applies when this browser has no choice of its own. */
sample({
  clock: [$session, $currency],
  source: { session: $session, currency: $currency },
  filter: ({ session, currency }) => {
    const preferred = session.user?.currency_id;
    return (
      Boolean(preferred) &&
      !getCookie(COOKIE.currency) &&
      currency.current?.id !== preferred &&
      currency.currencies.some((c) => c.id === preferred)
    );
  },
  fn: ({ session }) => session.user!.currency_id!,
  target: currencyChangeRequested,
});

/** Start-up: the saved language, direction and theme, then the lists from the API. */
export function initPreferences(): void {
  const locale = initialLocale();
  const direction = (getCookie(COOKIE.dir) as 'ltr' | 'rtl' | undefined) ?? directionOf(locale);
  const theme = initialTheme();
  applyDocument(locale, direction, theme);
  localeChanged({ locale, direction, languages: [] });
  themeChanged(theme);
  fetchLanguagesFx();
  fetchCurrenciesFx();
  void loadServerTranslations(locale);
}
