import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import arEG from 'antd/locale/ar_EG';
import type { Direction, Theme } from '@market/contract';
import { themeConfig } from './theme.ts';

const antdLocales = { en: enUS, fr: frFR, ar: arEG } as const;

export interface UiProviderProps {
  theme: Theme;
  direction: Direction;
  locale: string;
  children: ReactNode;
}

/** antd's ConfigProvider with the theme, direction and locale; apps never configure antd themselves. */
export function UiProvider({ theme, direction, locale, children }: UiProviderProps) {
  const antdLocale = antdLocales[locale.split('-')[0] as keyof typeof antdLocales] ?? enUS;
  return (
    <ConfigProvider theme={themeConfig(theme)} direction={direction} locale={antdLocale}>
      <App message={{ top: 16, maxCount: 3 }} notification={{ placement: direction === 'rtl' ? 'topLeft' : 'topRight' }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
