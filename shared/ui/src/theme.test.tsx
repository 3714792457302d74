import { render, renderHook, screen } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import type { Theme } from '@market/contract';
import { UiProvider } from './providers.tsx';
import { theme, themeConfig, useTokenValues } from './theme.ts';
import { byDocumentTheme, documentBlocks } from '../styles/generate.ts';

describe('the theme config', () => {
  it.each(['light', 'dark'] as const)('gives tags in the %s theme the shades of antd’s own palette for that theme', (name) => {
    const derived = antdTheme.getDesignToken(name === 'dark' ? { algorithm: antdTheme.darkAlgorithm } : undefined) as unknown as Record<string, string>;
    const tag = themeConfig(name).components!.Tag as Record<string, string>;
    const textShade = (c: string) => (name === 'light' && ['gold', 'yellow', 'lime'].includes(c) ? 9 : 8);
    for (const c of ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'])
      expect(tag[`${c}7`]?.toLowerCase()).toBe(derived[`${c}${textShade(c)}`]?.toLowerCase());
    expect(tag.colorSuccess?.toLowerCase()).toBe(derived.green8?.toLowerCase());
    expect(tag.colorError?.toLowerCase()).toBe(derived.red8?.toLowerCase());
  });

  it('is one object per theme, so antd need not compare it on every render', () => {
    expect(themeConfig('dark')).toBe(themeConfig('dark'));
    expect(themeConfig('light')).not.toBe(themeConfig('dark'));
  });
});

describe('the tokens our components read', () => {
  it('give every colour as the CSS variable both themes declare, and sizes as values, in both themes', () => {
    for (const name of ['light', 'dark'] as const) {
      const { result } = renderHook(() => theme.useToken(), { wrapper: ({ children }) => <ConfigProvider theme={themeConfig(name)}>{children}</ConfigProvider> });
      expect(result.current.token.colorBgContainer).toBe('var(--ant-color-bg-container)');
      expect(result.current.token.colorTextSecondary).toBe('var(--ant-color-text-secondary)');
      expect(result.current.token.boxShadowSecondary).toBe('var(--ant-box-shadow-secondary)');
      expect(result.current.token.borderRadiusLG).toBe(themeConfig(name).token!.borderRadius! + 2);
      expect(result.current.token.fontSize).toBe(14);
    }
  });

  it('give values where a variable cannot be read (useTokenValues), and they follow the provider’s theme', () => {
    const values = (name: 'light' | 'dark') =>
      renderHook(() => useTokenValues(), { wrapper: ({ children }) => <ConfigProvider theme={themeConfig(name)}>{children}</ConfigProvider> }).result.current.token;
    expect(values('light').colorPrimary).toBe(antdTheme.getDesignToken(themeConfig('light')).colorPrimary);
    expect(values('dark').colorPrimary).toBe(antdTheme.getDesignToken(themeConfig('dark')).colorPrimary);
    expect(values('dark').colorPrimary).not.toBe(values('light').colorPrimary);
  });
});

describe('a switch of theme under the UiProvider', () => {
  it('puts the theme on <html>, keeps antd’s roots under their first key, renders the page no more, and gives the shown theme’s values', () => {
    let renders = 0;
    function Page() {
      renders++;
      return <Button>Buy</Button>;
    }
    function Canvas() {
      const { token } = useTokenValues();
      return <output>{token.colorPrimary}</output>;
    }
    const page = <Page />;
    const ui = (name: Theme) => (
      <UiProvider theme={name} direction="ltr" locale="en">
        {page}
        <Canvas />
      </UiProvider>
    );
    const { rerender } = render(ui('light'));
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(button).toHaveClass('market');
    expect(screen.getByRole('status')).toHaveTextContent(antdTheme.getDesignToken(themeConfig('light')).colorPrimary);

    rerender(ui('dark'));
    // The stylesheets declare the dark values for `.market` under html[data-theme="dark"].
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Buy' })).toBe(button);
    expect(button).toHaveClass('market');
    expect(button).not.toHaveClass('market-dark');
    expect(renders).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent(antdTheme.getDesignToken(themeConfig('dark')).colorPrimary);

    rerender(ui('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('status')).toHaveTextContent(antdTheme.getDesignToken(themeConfig('light')).colorPrimary);
  });

  it('gives a page started dark the light values after a switch, as the light provider would', () => {
    function Canvas() {
      const { token } = useTokenValues();
      return <output>{[token.colorBgContainer, token.colorText].join(' ')}</output>;
    }
    const ui = (name: Theme) => (
      <UiProvider theme={name} direction="ltr" locale="en">
        <Canvas />
      </UiProvider>
    );
    const expected = (name: Theme) => {
      const { result } = renderHook(() => useTokenValues(), { wrapper: ({ children }) => <ConfigProvider theme={themeConfig(name)}>{children}</ConfigProvider> });
      return [result.current.token.colorBgContainer, result.current.token.colorText].join(' ');
    };
    const { rerender } = render(ui('dark'));
    expect(screen.getByRole('status')).toHaveTextContent(expected('dark'));
    rerender(ui('light'));
    expect(screen.getByRole('status')).toHaveTextContent(expected('light'));
    expect(expected('light')).not.toBe(expected('dark'));
  });
});

describe('the stylesheets’ variables by the theme on <html>', () => {
  it('declare each theme’s variables for the other key under that theme, and the design tokens on the document alone', () => {
    expect(byDocumentTheme(['.market{--a:1;}', '.market.ant-btn{--b:2;}', '.market.ant-list, .market.ant-list-container{--c:3;}'], 'light')).toEqual([
      ':root{--a:1;}',
      '.market.ant-btn,html[data-theme="light"] .market-dark.ant-btn{--b:2;}',
      '.market.ant-list,.market.ant-list-container,html[data-theme="light"] .market-dark.ant-list,html[data-theme="light"] .market-dark.ant-list-container{--c:3;}',
    ]);
    expect(byDocumentTheme(['.market-dark{--a:0;}', '.market-dark.ant-btn{--b:0;}'], 'dark')).toEqual([
      'html[data-theme="dark"]{--a:0;}',
      '.market-dark.ant-btn,html[data-theme="dark"] .market.ant-btn{--b:0;}',
    ]);
  });

  it('declare the blocks asked on the document, and on the document only the blocks whose every variable has one value', () => {
    const blocks = ['.market{--a:1;--ok:2;}', '.market.ant-btn{--ant-btn-x:var(--a);}', '.market.ant-tag{--ant-tag-y:3;--ok:9;}'];
    const onDocument = documentBlocks(blocks);
    // The tag gives --ok a value of its own: it stays on the tags.
    expect([...onDocument]).toEqual(['.market.ant-btn{--ant-btn-x:var(--a);}']);
    expect(byDocumentTheme(blocks, 'light', onDocument)).toEqual([
      ':root{--a:1;--ok:2;}',
      ':root{--ant-btn-x:var(--a);}',
      '.market.ant-tag,html[data-theme="light"] .market-dark.ant-tag{--ant-tag-y:3;--ok:9;}',
    ]);
  });
});
