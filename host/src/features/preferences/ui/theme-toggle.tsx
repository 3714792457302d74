import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $theme, themeChangeRequested } from '@market/bus';
import { Button, MoonOutlined, SunOutlined } from '@market/ui';

/** Light/dark: stored in the theme cookie, antd's algorithm follows. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useUnit($theme);
  return (
    <Button
      type="text"
      aria-label={mode === 'dark' ? t('theme.light') : t('theme.dark')}
      aria-pressed={mode === 'dark'}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => themeChangeRequested(mode === 'dark' ? 'light' : 'dark')}
    />
  );
}
