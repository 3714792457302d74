import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $addToCartQueue, $session, notificationsOpenRequested } from '@market/bus';
import { REMOTE_WIDGETS } from '@market/contract';
import { afterFirstPaint, Button, Flex, theme, UserOutlined, useIsDesktop } from '@market/ui';
import { RemoteModule } from '../../remote/index.ts';
import { AddressSelector } from '../../address/index.ts';
import { Logo } from './logo.tsx';
import { SearchBox } from '../../search/index.ts';
import { LocalePicker, ThemeToggle } from '../../preferences/index.ts';
import { UserMenu } from '../../account-menu/index.ts';

/**
 * Header widgets from remotes load once the page has loaded, its first render is on screen and the browser is idle
 * (afterFirstPaint), or at once when asked for
 * (first use, an add to the cart): the first paint and the page's own content pay only for the shell, not for the cart's and the
 * notifications' code.
 */
function OnIdle({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Mounted in a transition: React builds the widgets in time slices rather than in one task.
    const cancel = afterFirstPaint(() => startTransition(() => setReady(true)));
    const sub = notificationsOpenRequested.watch(() => setReady(true));
    // An add to the cart, kept on the bus until the cart app takes it: the cart's code is needed now.
    const adds = $addToCartQueue.watch((queue) => queue.length && setReady(true));
    return () => {
      cancel();
      sub.unsubscribe();
      adds.unsubscribe();
    };
  }, []);
  return <>{ready ? children : placeholder}</>;
}

/** The room a header widget takes (a small icon button), kept while its code loads so nothing beside it moves. */
function WidgetSlot() {
  const { token } = theme.useToken();
  return <span aria-hidden style={{ display: 'inline-block', width: token.controlHeight, height: token.controlHeight, flexShrink: 0 }} />;
}

function RemoteWidgets() {
  const { signedIn } = useUnit($session);
  // The chat button floats in the page's corner beside the desktop header, and is one of the mobile header's icons.
  const chatInBar = !useIsDesktop();
  return (
    <OnIdle
      placeholder={
        <>
          <WidgetSlot />
          {signedIn && <WidgetSlot />}
          {signedIn && chatInBar && <WidgetSlot />}
        </>
      }
    >
      <RemoteModule remote={REMOTE_WIDGETS.cartButton.remote} module={REMOTE_WIDGETS.cartButton.module} compact loading={<WidgetSlot />} />
      {signedIn && <RemoteModule remote={REMOTE_WIDGETS.notificationsButton.remote} module={REMOTE_WIDGETS.notificationsButton.module} compact loading={<WidgetSlot />} />}
      {/* chatRequested from any app opens its panel. */}
      {signedIn && <RemoteModule remote={REMOTE_WIDGETS.chatWidget.remote} module={REMOTE_WIDGETS.chatWidget.module} compact loading={chatInBar ? <WidgetSlot /> : null} />}
    </OnIdle>
  );
}

function Account({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { signedIn } = useUnit($session);
  if (signedIn) return <UserMenu compact={compact} />;
  const login = () => navigate(`/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  // The mobile header has room for an icon only (320px, the longest translation).
  if (compact) return <Button type="primary" icon={<UserOutlined />} aria-label={t('login')} onClick={login} />;
  return (
    <Button type="primary" onClick={login}>
      {t('login')}
    </Button>
  );
}

/**
 * A part of the header that shows the shopper's own state (their address, their account): marked so that the shell
 * prerendered for a guest hides its guest version while it is shown to a shopper with one (boot.css). `contents`:
 * the mark adds no box, the layout is the part's own.
 */
function OwnState({ part, children }: { part: 'address' | 'account'; children: ReactNode }) {
  return (
    <span data-shell={part} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/** The full header: desktop layout from 1140px, the mobile one below (panels become bottom drawers). */
export function Header() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const desktop = useIsDesktop();
  const home = (
    <Link to="/" aria-label={t('logo.home')} style={{ display: 'inline-flex', flexShrink: 0 }}>
      <Logo compact={!desktop} />
    </Link>
  );
  return (
    <header
      data-testid={desktop ? 'header-desktop' : 'header-mobile'}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10 }}
    >
      {desktop ? (
        <Flex align="center" gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '10px 16px' }}>
          {home}
          <OwnState part="address">
            <AddressSelector />
          </OwnState>
          <div style={{ flex: 1, minWidth: 180 }}>
            <SearchBox />
          </div>
          <LocalePicker />
          <ThemeToggle />
          <RemoteWidgets />
          <OwnState part="account">
            <Account />
          </OwnState>
        </Flex>
      ) : (
        <Flex vertical gap={8} style={{ padding: '8px 12px' }}>
          <Flex align="center" gap={4}>
            {home}
            <div style={{ flex: 1, minWidth: 0 }}>
              <OwnState part="address">
                <AddressSelector compact />
              </OwnState>
            </div>
            <ThemeToggle />
            <LocalePicker compact />
            <RemoteWidgets />
            <OwnState part="account">
              <Account compact />
            </OwnState>
          </Flex>
          <SearchBox />
        </Flex>
      )}
    </header>
  );
}
