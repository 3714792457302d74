import { createContext, useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import arEG from 'antd/es/locale/ar_EG';
import type { Direction, Theme } from '@market/contract';
import { themeConfig, useToken } from './theme.ts';

const antdLocales = { en: enUS, fr: frFR, ar: arEG } as const;

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

/** antd's ConfigProvider with the theme, direction and locale; apps never configure antd themselves. */
export function UiProvider({ theme, direction, locale, children }: UiProviderProps) {
  const antdLocale = antdLocales[locale.split('-')[0] as keyof typeof antdLocales] ?? enUS;
  return (
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={themeConfig(theme)} direction={direction} locale={antdLocale}>
        <LanguageContext.Provider value={locale}>
          <TextBase>{children}</TextBase>
        </LanguageContext.Provider>
      </ConfigProvider>
    </StyleProvider>
  );
}
