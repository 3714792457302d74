import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session, $theme, themeChangeRequested } from '@market/bus';
import { REMOTE_WIDGETS } from '@market/contract';
import { Button, Flex, MoonOutlined, SunOutlined, theme, UserOutlined } from '@market/ui';
import { RemoteModule } from '../../remote/ui/remote-module.tsx';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { LocalePicker } from './locale-picker.tsx';

/** Header widgets from remotes load when the browser is idle, so the first paint pays only for the shell. */
function OnIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const id = ric(() => setReady(true));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, []);
  return ready ? <>{children}</> : null;
}

export function Header() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [mode, session] = useUnit([$theme, $session]);
  return (
    <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" gap={12} wrap style={{ maxWidth: 1280, margin: '0 auto', padding: '10px 16px' }}>
        <Link to="/" aria-label={t('home')}>
          <Logo />
        </Link>
        <div style={{ flex: 1, minWidth: 180 }}>
          <SearchBox />
        </div>
        <LocalePicker />
        <Button
          type="text"
          aria-label={mode === 'dark' ? t('theme.light') : t('theme.dark')}
          icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => themeChangeRequested(mode === 'dark' ? 'light' : 'dark')}
        />
        <OnIdle>
          <RemoteModule remote={REMOTE_WIDGETS.cartButton.remote} module={REMOTE_WIDGETS.cartButton.module} compact />
          {session.signedIn && (
            <RemoteModule remote={REMOTE_WIDGETS.notificationsButton.remote} module={REMOTE_WIDGETS.notificationsButton.module} compact />
          )}
        </OnIdle>
        {session.signedIn ? (
          <Link to="/profile">
            <Button icon={<UserOutlined />}>{session.user?.firstname ?? t('profile')}</Button>
          </Link>
        ) : (
          <Link to="/login">
            <Button type="primary">{t('login')}</Button>
          </Link>
        )}
      </Flex>
    </header>
  );
}
