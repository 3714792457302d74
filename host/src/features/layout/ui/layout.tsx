import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { loggedOut, settingsLoaded } from '@market/bus';
import type { HeaderKind } from '@market/contract';
import { settingsQuery } from '@market/http';
import { Layout as AntLayout, PageSkeleton, theme } from '@market/ui';
import { Header } from './header.tsx';
import { BackHeader } from './back-header.tsx';
import { Footer } from './footer.tsx';
import { OfflineNotice, UpdatePrompt } from '../../connection/index.ts';
import { $pendingNavigation, $toasts, navigated, Toasts } from '../../toasts/index.ts';


/** Shows bus toasts (their code loads with the first one) and takes the remotes to sign-in when they ask (loginRequested). */
export function ShellEffects() {
  const navigate = useNavigate();
  const [toasts, pending] = useUnit([$toasts, $pendingNavigation]);
  useEffect(() => {
    if (pending === null) return;
    navigated();
    navigate(pending);
  }, [pending, navigate]);
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toasts toasts={toasts} />
    </Suspense>
  ) : null;
}

/** Fetches the settings and hands them to the bus; renders nothing, so their arrival renders no page again. */
function SettingsSync() {
  const query = useQuery(settingsQuery());
  const { data, refetch } = query;
  useEffect(() => {
    if (data) settingsLoaded(data);
  }, [data]);
  // Logout clears the settings; the page still needs the public ones, fetched afresh.
  useEffect(
    () =>
      loggedOut.watch(() => {
        void refetch().then((r) => r.data && settingsLoaded(r.data));
      }),
    [refetch],
  );
  return null;
}

/** Its own component: new translations render the link again, not the page around it. */
function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('skip.to.content')}
    </a>
  );
}

/** Every page's frame: the skip link, a header, the main landmark (with the page, or `children` outside the routes), a footer. */
export function PageFrame({ header, footer, children }: { header: ReactNode; footer?: ReactNode; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <AntLayout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <SkipLink />
      {header}
      <OfflineNotice />
      <UpdatePrompt />
      {/* main fills the first screen, so the footer never moves inside it while the page's content loads (CLS). */}
      <main id="main" tabIndex={-1} style={{ flex: 1, width: '100%', maxWidth: 1280, margin: '0 auto', padding: '16px', minHeight: '100vh' }}>
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </main>
      {footer}
    </AntLayout>
  );
}

export function Layout({ header }: { header: HeaderKind }) {
  return (
    <>
      <SettingsSync />
      <PageFrame header={header === 'full' ? <Header /> : header === 'back' ? <BackHeader /> : null} footer={<Footer />} />
    </>
  );
}
