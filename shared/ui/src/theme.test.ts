import { theme as antdTheme } from 'antd';
import { themeConfig } from './theme.ts';

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
