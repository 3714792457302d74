import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $theme, themeChangeRequested } from '@market/bus';
import type { Theme } from '@market/contract';
import { afterNextPaint, answerAfterPaint, Button, MoonOutlined, SunOutlined } from '@market/ui';

/**
 * The theme the button names, following the theme chosen once the frame showing it is painted: a switch repaints the
 * page by the theme on `<html>` alone (showTheme), and the button's icon follows that too (theme-toggle.css), so its
 * render (antd's Button, the icons) comes after the paint instead of in the tap's task.
 */
function useThemeAfterPaint(theme: Theme): Theme {
  const [named, setNamed] = useState(theme);
  useEffect(() => (named === theme ? undefined : afterNextPaint(() => setNamed(theme))), [named, theme]);
  return named;
}

/** Light/dark: stored in the theme cookie, antd's algorithm follows. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const named = useThemeAfterPaint(useUnit($theme));
  // The switch waiting for the press's frame to be painted: the press's own frame shows the button pressed, and the
  // page's new colours (every element's style computed anew, then the whole page painted) come in the next one. A
  // second press before then calls the first off: two presses leave the theme as it was.
  const waiting = useRef<(() => void) | null>(null);
  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    if (waiting.current) {
      waiting.current();
      waiting.current = null;
      return;
    }
    waiting.current = answerAfterPaint(event.currentTarget, () => {
      waiting.current = null;
      themeChangeRequested($theme.getState() === 'dark' ? 'light' : 'dark');
    });
  }, []);
  return useMemo(
    () => (
      <Button
        type="text"
        aria-label={named === 'dark' ? t('theme.light') : t('theme.dark')}
        aria-pressed={named === 'dark'}
        // Both icons, one shown by the theme on <html> (theme-toggle.css): the moon in the light theme, the sun in the dark.
        icon={
          <span className="market-theme-icon">
            <MoonOutlined className="market-theme-icon-light" />
            <SunOutlined className="market-theme-icon-dark" />
          </span>
        }
        // From the theme chosen, which the button names only after the paint (a second tap may come before).
        onClick={onClick}
      />
    ),
    [named, t, onClick],
  );
}
