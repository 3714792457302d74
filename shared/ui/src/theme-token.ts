/**
 * `@ant-design/cssinjs` as antd's `theme/useToken` sees it (shared/mf/src/create-config.ts points that import here):
 * the same module, except that `useCacheToken` takes the theme's tokens from the page when the build wrote them
 * there. Deriving them in the browser (the palettes, the alias tokens, a hash of some 600 values and their CSS
 * variables) was the longest single task of the start: one component's render that no time slicing can split.
 * Each prerendered shell document carries its theme's tokens (host/src/prerender/build-shells.ts), computed at build
 * time by the same antd from the same theme; they are used only when the theme asked for is that one (same antd
 * version, CSS variable key, design tokens and component tokens), else the tokens are derived as before.
 */
import { createTheme, useCacheToken as deriveToken } from '@ant-design/cssinjs/es/index.js';
import { flattenToken } from '@ant-design/cssinjs/es/util/index.js';

export * from '@ant-design/cssinjs/es/index.js';

/** The element of a shell document that holds its theme's tokens (JSON). */
export const THEME_TOKEN_ELEMENT_ID = 'market-theme-token';

/** What the build writes: which theme the tokens are for, and the tokens in both of antd's forms. */
export interface ThemeTokenEntry {
  /** antd's salt (its version) and the CSS variable key, prefix of the theme. */
  salt: string;
  key: string;
  prefix: string;
  /** flattenToken of the design tokens and of the component tokens the theme was derived from. */
  tokens: string;
  override: string;
  /** The tokens as CSS variable references (what antd's components read) and as values. */
  token: Record<string, unknown>;
  realToken: Record<string, unknown>;
}

type CacheTokenOption = Parameters<typeof deriveToken>[2];
type CacheToken = ReturnType<typeof deriveToken>;

let entry: ThemeTokenEntry | null | undefined;
function pageEntry(): ThemeTokenEntry | null {
  if (entry !== undefined) return entry;
  entry = null;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(THEME_TOKEN_ELEMENT_ID)?.textContent;
    if (text) entry = JSON.parse(text) as ThemeTokenEntry;
  } catch {
    entry = null;
  }
  return entry;
}

/** For tests: forget the entry read from the page. */
export function resetThemeTokenEntry(): void {
  entry = undefined;
}

/** The page's entry when it is the theme asked for. */
function fromPage(tokens: object[], option: CacheTokenOption): ThemeTokenEntry | null {
  const found = pageEntry();
  const cssVar = option.cssVar;
  if (!found || !cssVar || cssVar.key !== found.key || cssVar.prefix !== found.prefix || (option.salt ?? '') !== found.salt) return null;
  if (tokens.length !== 2 || flattenToken(tokens[1] as object) !== found.tokens || flattenToken(option.override ?? {}) !== found.override) return null;
  return found;
}

// What the derivation gets when the page has the tokens: nothing to derive, under the same salt and prefix, so the
// class of the hash it answers is the theme's. It still runs (with its hooks), so a component's hooks are the same
// whichever way its tokens came.
const NOTHING_THEME = createTheme(() => ({}));
const NOTHING_TOKENS: object[] = [{}];
let made: { entry: ThemeTokenEntry; option: CacheTokenOption; value?: CacheToken } | undefined;
function forEntry(found: ThemeTokenEntry) {
  if (made?.entry !== found) {
    const option = { salt: found.salt, getComputedToken: () => ({}), cssVar: { key: 'market-from-page', prefix: found.prefix } };
    made = { entry: found, option: option as unknown as CacheTokenOption };
  }
  return made;
}

function useTokensFromPage(...[theme, tokens, option]: Parameters<typeof deriveToken>): CacheToken {
  const page = fromPage(tokens as object[], option);
  const nothing = page ? forEntry(page) : undefined;
  const derived = deriveToken(nothing ? NOTHING_THEME : theme, nothing ? NOTHING_TOKENS : tokens, nothing ? nothing.option : option);
  if (!nothing) return derived;
  // As antd's own derivation answers (the same object every time: antd memoizes on it): the CSS variable form, the
  // class of the hash, the values; no CSS to write (the build's stylesheets declare the variables).
  nothing.value ??= [nothing.entry.token, derived[1], nothing.entry.realToken, '', nothing.entry.key] as unknown as CacheToken;
  return nothing.value;
}

/** cssinjs's useCacheToken, with the page's tokens when they are the theme asked for. */
export const useCacheToken = useTokensFromPage as typeof deriveToken;
