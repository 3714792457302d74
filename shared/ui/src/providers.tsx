import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/es/locale/en_US';
import type { Direction, Theme } from '@market/contract';
import { themeConfig, ThemesContext, useToken } from './theme.ts';
import { showTheme } from './document-theme.ts';
import { wave } from './wave.ts';

/**
 * antd's texts (empty lists, pagination, pickers, confirmations) per language. English comes with the code; another
 * language's arrive with that language (`loadUiLocale`, which the shell awaits beside the language's catalogues),
 * so a page in one language does not download the others'.
 */
const antdLocales: Record<string, Locale> = { en: enUS };
const antdLocaleLoaders: Record<string, () => Promise<{ default: unknown }>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  ar: () => import('antd/es/locale/ar_EG'),
};
const languageOf = (locale: string) => locale.split('-')[0]!;

/** Loads antd's texts for a language (nothing for English or a language antd's texts are not bundled for). */
export function loadUiLocale(locale: string): Promise<void> {
  const language = languageOf(locale);
  const load = antdLocaleLoaders[language];
  if (antdLocales[language] || !load) return Promise.resolve();
  return load().then((m) => {
    // The bundler gives the locale as the default export; antd's CommonJS build (the unit tests) one level deeper.
    const inner = (m.default as { default?: Locale }).default;
    antdLocales[language] = inner ?? (m.default as Locale);
  });
}

export interface UiProviderProps {
  theme: Theme;
  direction: Direction;
  locale: string;
  children: ReactNode;
}

/**
 * The text defaults antd's App would give (colour, font, size, line height) without App itself, which would put
 * Modal, message and notification on every first load; toasts use notification.useNotification where they are shown.
 */
function TextBase({ children }: { children: ReactNode }) {
  const { token } = useToken();
  return <div style={{ color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{children}</div>;
}

/**
 * Where antd's CSS-in-JS would put its `<style>` elements. With `zeroRuntime` it builds no component CSS, but it
 * still writes each theme's CSS-variable blocks, which the build-time stylesheets already declare: they go into a
 * node that is never attached, so no `<style>` reaches the page (nor needs the CSP's permission).
 */
const detachedStyles = typeof document === 'undefined' ? undefined : document.createElement('div');

const LanguageContext = createContext('en');

/** The language the page is shown in (the UiProvider's `locale`), for the numbers @market/ui's components write. */
export const useUiLanguage = () => useContext(LanguageContext);

/**
 * antd's ConfigProvider with the theme, direction and locale; apps never configure antd themselves. The theme is on
 * `<html>` (`data-theme`), which the stylesheets' variables follow; antd's provider keeps the theme it was first
 * rendered with (ThemesContext), so a switch of theme re-renders only what reads the colours as values
 * (useTokenValues). A parent need not render this again for a switch: showTheme alone is enough.
 */
export function UiProvider({ theme, direction, locale, children }: UiProviderProps) {
  const [provided] = useState(theme);
  // The shell sets it with the switch already (before any render); a remote on its own relies on this.
  useLayoutEffect(() => {
    showTheme(theme);
  }, [theme]);
  const language = languageOf(locale);
  const [, setLoaded] = useState<string>();
  // A language whose texts were not loaded before (the shell loads them first): English until they arrive.
  useEffect(() => {
    if (!antdLocales[language]) void loadUiLocale(language).then(() => setLoaded(language), () => undefined);
  }, [language]);
  const antdLocale = antdLocales[language] ?? enUS;
  return (
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={themeConfig(provided)} direction={direction} locale={antdLocale} wave={wave}>
        <ThemesContext.Provider value={provided}>
          <LanguageContext.Provider value={locale}>
            <TextBase>{children}</TextBase>
          </LanguageContext.Provider>
        </ThemesContext.Provider>
      </ConfigProvider>
    </StyleProvider>
  );
}
