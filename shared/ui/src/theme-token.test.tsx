import { useContext, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { jest } from '@jest/globals';
import { createCache, StyleProvider, useCacheToken as deriveToken } from '@ant-design/cssinjs/es/index.js';
import { version } from 'antd';
import { defaultConfig, DesignTokenContext, useToken as useInternalToken } from 'antd/es/theme/internal';
import { getComputedToken, ignore, unitless } from 'antd/es/theme/useToken';
import type { Theme } from '@market/contract';
import { UiProvider } from './providers.tsx';
import { resetThemeTokenEntry, THEME_TOKEN_ELEMENT_ID, useCacheToken } from './theme-token.ts';
import { themeTokenElement } from './theme-token-entry.tsx';

type Result = ReturnType<typeof deriveToken>;

/** Renders in a theme's provider, with a style cache of its own (antd's global one would answer a theme derived by
 * an earlier render without deriving it). */
function inTheme(theme: Theme, children: ReactNode) {
  render(
    <StyleProvider cache={createCache()}>
      <UiProvider theme={theme} direction="ltr" locale="en">
        {children}
      </UiProvider>
    </StyleProvider>,
  );
}

/** Calls a token hook the way antd's theme/useToken does, in the provider of a theme, with a spy as the derivation. */
function tokensOf(theme: Theme, hook: typeof deriveToken, derive: (...args: Parameters<typeof getComputedToken>) => unknown): Result {
  let result: Result | undefined;
  function Probe() {
    const context = useContext(DesignTokenContext);
    result = hook(context.theme as unknown as Parameters<typeof hook>[0], [defaultConfig.token, context.token], {
      salt: `${version}-${context.hashed || ''}`,
      override: context.override,
      getComputedToken: derive as unknown as NonNullable<Parameters<typeof hook>[2]['getComputedToken']>,
      cssVar: { prefix: 'ant', key: context.cssVar!.key!, unitless, ignore },
    });
    return null;
  }
  inTheme(theme, <Probe />);
  return result!;
}

/** The tokens antd's own hook gives the components of a theme. */
function antdTokens(theme: Theme) {
  let found: { token: unknown; realToken: unknown } | undefined;
  function Probe() {
    const [, realToken, , token] = useInternalToken();
    found = { token, realToken };
    return null;
  }
  inTheme(theme, <Probe />);
  return found!;
}

function putOnPage(html: string | null) {
  document.getElementById(THEME_TOKEN_ELEMENT_ID)?.remove();
  if (html) document.body.insertAdjacentHTML('beforeend', html);
  resetThemeTokenEntry();
}

afterEach(() => putOnPage(null));

describe.each(['light', 'dark'] as const)('the %s theme’s tokens from the page', (theme) => {
  it('are what antd derives, without deriving them', () => {
    const derived = antdTokens(theme);
    putOnPage(themeTokenElement(theme));
    const derive = jest.fn(getComputedToken);
    const fromPage = tokensOf(theme, useCacheToken, derive);
    expect(derive).not.toHaveBeenCalled();
    expect(fromPage[0]).toEqual(derived.token);
    expect(fromPage[2]).toEqual(derived.realToken);
    expect(fromPage[1]).toBe(tokensOf(theme, deriveToken, jest.fn(getComputedToken))[1]);
  });

  it('are not used for another theme: that one is derived', () => {
    putOnPage(themeTokenElement(theme === 'light' ? 'dark' : 'light'));
    const derive = jest.fn(getComputedToken);
    const result = tokensOf(theme, useCacheToken, derive);
    expect(derive).toHaveBeenCalled();
    expect(result[2]).toEqual(antdTokens(theme).realToken);
  });
});

it('derives the tokens when the page carries none, or carries a broken block', () => {
  const derive = jest.fn(getComputedToken);
  tokensOf('light', useCacheToken, derive);
  expect(derive).toHaveBeenCalled();
  putOnPage(`<script type="application/json" id="${THEME_TOKEN_ELEMENT_ID}">{not json</script>`);
  const again = jest.fn(getComputedToken);
  tokensOf('light', useCacheToken, again);
  expect(again).toHaveBeenCalled();
});
