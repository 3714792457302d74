import { jest } from '@jest/globals';
import { showTheme, shownTheme, subscribeShownTheme } from './document-theme.ts';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('showTheme', () => {
  it('computes the new theme’s styles with transitions off, and turns them on again after the next frame', () => {
    jest.useFakeTimers();
    const html = document.documentElement;
    html.dataset.theme = 'light';
    const seen: { theme?: string; switching: boolean }[] = [];
    jest.spyOn(window, 'getComputedStyle').mockImplementation(() => {
      seen.push({ theme: html.dataset.theme, switching: html.hasAttribute('data-theme-switch') });
      return { color: '' } as CSSStyleDeclaration;
    });
    showTheme('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(seen).toEqual([{ theme: 'dark', switching: true }]);
    expect(html).toHaveAttribute('data-theme-switch');
    jest.advanceTimersByTime(100);
    expect(html).not.toHaveAttribute('data-theme-switch');
  });

  it('does nothing for the theme already shown', () => {
    const html = document.documentElement;
    html.dataset.theme = 'dark';
    const computed = jest.spyOn(window, 'getComputedStyle');
    showTheme('dark');
    expect(computed).not.toHaveBeenCalled();
    expect(html).not.toHaveAttribute('data-theme-switch');
  });

  it('tells its subscribers once the new theme is on <html>, and not for the theme already shown', () => {
    const html = document.documentElement;
    html.dataset.theme = 'light';
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeShownTheme(() => seen.push(shownTheme()));
    showTheme('dark');
    showTheme('dark');
    unsubscribe();
    showTheme('light');
    expect(seen).toEqual(['dark']);
  });
});
