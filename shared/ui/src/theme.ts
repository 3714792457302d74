import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '@market/contract';

/** Brand tokens; every colour in the apps comes from these through antd's token system. */
const brand = {
  colorPrimary: '#83b735',
  colorLink: '#4f7a12',
  borderRadius: 10,
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif",
};

export function themeConfig(theme: Theme): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // colorPrimary text on white must keep AA contrast: buttons use the darker shade.
    token: { ...brand, colorPrimary: theme === 'dark' ? '#9bd14a' : '#3f6a0c' },
    cssVar: { key: 'market' },
  };
}

export const useToken = antdTheme.useToken;
