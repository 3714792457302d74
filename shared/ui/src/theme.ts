import { createContext, useContext, useSyncExternalStore } from 'react';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { presetDarkPalettes, presetPalettes } from '@ant-design/colors';
import type { Theme } from '@market/contract';
import { shownTheme, subscribeShownTheme } from './document-theme.ts';

/** Brand tokens; every colour in the apps comes from these through antd's token system. */
const brand = {
  colorPrimary: '#83b735',
  borderRadius: 10,
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif",
};

/**
 * WCAG AA (4.5:1) for secondary text, descriptions, labels and placeholders: antd's defaults (45 % and 25 %
 * black) are below it on white and on the layout grey.
 */
const text = {
  // Also the error colour: #ff4d4f is 3.9:1 as text (negative prices, form errors) and under white (danger buttons).
  light: {
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // The light fills of the primary colour (selected rows, own chat bubbles): antd derives a greyish #a6ab9b from
    // the dark primary, under which secondary text falls below 4.5:1; a pale green keeps every text colour AA.
    colorPrimaryBg: '#eef5e4',
    colorPrimaryBgHover: '#e1edd1',
    // Hovered and pressed primary buttons get darker, not lighter: antd's lighter hover (#587b2f) leaves white text
    // at 3.9:1 while the pointer is on the button.
    colorPrimaryHover: '#325608',
    colorPrimaryActive: '#274306',
    // Links (and link buttons) keep AA in every state on every light surface, grey fills included: antd derives a
    // lighter hover (#789446, 3.2:1 on white), and the brand's #4f7a12 falls to 4.4:1 on #f0f0f0. Hover and press
    // go darker, so a colour caught mid-transition is never lighter than the resting one (5.6:1 on #f0f0f0).
    colorLink: '#3f6a0c',
    colorLinkHover: '#325608',
    colorLinkActive: '#274306',
  },
  dark: {
    // antd's dark red (#dc4446) is 3.9:1 on elevated surfaces (#1f1f1f) as text (danger buttons, form errors): this
    // seed derives #dc6966, 4.9:1 there and 5.5:1 on the page; pressed it goes lighter, not darker (3.3:1).
    colorError: '#ff7875',
    colorErrorActive: '#e89590',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    // On dark surfaces links go lighter on hover, so every state is lighter than the resting 7.9:1 on #2a2a2a.
    colorLink: '#9bd14a',
    colorLinkHover: '#b5e07a',
    colorLinkActive: '#b5e07a',
  },
};

/**
 * Coloured tags on their own tinted background (shade 1 of the palette). In the light theme antd writes the text in
 * shade 7 (2–3.4:1 for green, gold, cyan…); shade 8, or 9 for the yellows, keeps 4.5:1. In the dark theme the
 * palettes run the other way (shade 1 is the darkest) and shade 7 leaves purple at 3.4:1 and geekblue at 4.2:1;
 * shade 8 keeps every preset at 5.6:1 or more. Status tags (success, warning…) take the same shades.
 */
const PRESETS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;
const componentTokens: Partial<Record<Theme, NonNullable<ThemeConfig['components']>>> = {};
function themeComponents(theme: Theme): NonNullable<ThemeConfig['components']> {
  const cached = componentTokens[theme];
  if (cached) return cached;
  const dark = theme === 'dark';
  // antd's preset palettes, as its default and dark algorithms derive them (a test keeps them equal), without
  // deriving a whole design token as the app starts.
  const palettes = dark ? presetDarkPalettes : presetPalettes;
  const shade = (name: string, n: number) => palettes[name]![n - 1]!;
  const textShade = (name: string) => (!dark && ['gold', 'yellow', 'lime'].includes(name) ? 9 : 8);
  const Tag = {
    ...Object.fromEntries(PRESETS.map((name) => [`${name}7`, shade(name, textShade(name))])),
    colorSuccess: shade('green', 8),
    colorWarning: shade('gold', dark ? 8 : 9),
    colorError: shade('red', 8),
    colorInfo: shade('blue', 8),
  };
  // On dark surfaces the primary green and the error red are light (#87b542, #dc6966): white on them is 2.4:1 and
  // 3.4:1, near-black 5:1 or more in every state. Solid primary and danger controls write their text dark, as
  // "on primary" text does in dark themes; the other light-on-colour texts (tooltips on grey) keep white.
  const onColour = 'rgba(0, 0, 0, 0.88)';
  return (componentTokens[theme] = dark ? { Tag, Button: { primaryColor: onColour, dangerColor: onColour }, Radio: { buttonSolidCheckedColor: onColour } } : { Tag });
}

/**
 * The class each theme's ConfigProvider puts on every antd root, under which the build declares that theme's
 * components' CSS variables (shared/ui/styles/generate.ts; the design tokens' are declared on the document alone):
 * both themes' variables live in one stylesheet.
 */
export const CSS_VAR_KEYS = { light: 'market', dark: 'market-dark' } as const;

/**
 * antd never builds CSS in the browser (`zeroRuntime`): its stylesheets are generated at build time from this same
 * config, with unhashed class names so the built CSS matches whatever renders.
 */
const configs: Partial<Record<Theme, ThemeConfig>> = {};
export function themeConfig(theme: Theme): ThemeConfig {
  // One object per theme: antd compares a new config deeply on every render of the provider.
  const cached = configs[theme];
  if (cached) return cached;
  const dark = theme === 'dark';
  return (configs[theme] = {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // colorPrimary text on white must keep AA contrast: buttons use the darker shade.
    token: { ...brand, colorPrimary: dark ? '#9bd14a' : '#3f6a0c', ...text[dark ? 'dark' : 'light'] },
    components: themeComponents(theme),
    cssVar: { key: CSS_VAR_KEYS[dark ? 'dark' : 'light'] },
    hashed: false,
    zeroRuntime: true,
  });
}

type AntdTheme = typeof antdTheme;
type TokenResult = ReturnType<AntdTheme['useToken']>;
const asVariables = new WeakMap<object, TokenResult['token']>();

/**
 * The theme's tokens as our components read them for inline styles: every colour and shadow as its CSS variable
 * (`var(--ant-color-bg-container)`), sizes as values. Both themes declare those variables (generate.ts), under the
 * theme on `<html>`, so a switch of theme repaints our own surfaces with antd's at once, without a render.
 */
function useVariableToken(): TokenResult {
  const result = antdTheme.useToken();
  const { token } = result;
  let variables = asVariables.get(token);
  if (!variables) {
    // antd hands the same tokens as references to its variables under the name `cssVar`.
    const references = (result.cssVar ?? {}) as unknown as Record<string, unknown>;
    const entries = Object.entries(token).map(([key, value]) => {
      const reference = references[key];
      return [key, /^(color|boxShadow)/.test(key) && typeof reference === 'string' && reference.startsWith('var(') ? reference : value];
    });
    variables = Object.fromEntries(entries) as TokenResult['token'];
    asVariables.set(token, variables);
  }
  return { ...result, token: variables };
}

/** antd's `theme`, whose `useToken` gives the colours as CSS variables (useVariableToken). */
export const theme: AntdTheme = { ...antdTheme, useToken: useVariableToken };
export const useToken = useVariableToken;

/**
 * The theme antd's provider renders with. The provider keeps the theme it started with: every colour of antd's and of
 * our inline styles is a CSS variable both themes declare, and the theme on `<html>` decides their values whatever key
 * the provider puts on antd's roots, so a switch of theme renders no component again. Only what needs the colours as
 * values follows the theme shown (useTokenValues, through showTheme's subscription: this context never changes).
 */
export const ThemesContext = createContext<Theme | null>(null);

const designTokens: Partial<Record<Theme, TokenResult['token']>> = {};
/** A theme's tokens as values, derived once per theme (the same derivation antd's provider makes). */
function designTokenOf(name: Theme): TokenResult['token'] {
  return (designTokens[name] ??= antdTheme.getDesignToken(themeConfig(name)) as TokenResult['token']);
}

/**
 * The theme's tokens as values, for what cannot read a CSS variable (a canvas, a colour computed from another): they
 * follow the theme the page shows, which may differ from the one antd's provider renders with (ThemesContext).
 */
export function useTokenValues(): TokenResult {
  const result = antdTheme.useToken();
  const provided = useContext(ThemesContext);
  const shown = useSyncExternalStore(subscribeShownTheme, () => shownTheme() ?? provided, () => provided);
  if (!provided || !shown || shown === provided) return result;
  return { ...result, token: designTokenOf(shown) };
}
