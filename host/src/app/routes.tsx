import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@market/router';
import { useUnit } from 'effector-react';
import { $address, $session } from '@market/bus';
import { askPageAhead } from '@market/http';
import { REMOTE_ROUTES, type RemoteRoute } from '@market/contract';
import { CheckoutSkeleton, PageSkeleton, ShopCoverSkeleton } from '@market/ui';
import { RemoteModule } from '../features/remote/ui/remote-module.tsx';
import { moveShown } from '../features/remote/model/move-ahead.ts';
import { Layout } from '../features/layout/ui/layout.tsx';
import { AuthLayout } from '../features/layout/ui/auth-layout.tsx';
import { HomePage } from '../routes/home-page.tsx';

// The sign-in pages are their own chunks: Firebase and the forms never reach the home page's download.
const NotFoundPage = lazy(() => import('../routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => import('../routes/login-page.tsx'));
const RegisterPage = lazy(() => import('../routes/register-page.tsx'));
const ResetPasswordPage = lazy(() => import('../routes/reset-password-page.tsx'));
const VerifyPhonePage = lazy(() => import('../routes/verify-phone-page.tsx'));
const UpdatePasswordPage = lazy(() => import('../routes/update-password-page.tsx'));
const UpdateDetailsPage = lazy(() => import('../routes/update-details-page.tsx'));
const WelcomePage = lazy(() => import('../routes/welcome-page.tsx'));

/** Pages that need an account send guests to /login, which brings them back afterwards. */
function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useUnit($session);
  const location = useLocation();
  if (signedIn) return <>{children}</>;
  return <Navigate replace to={`/login?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`} />;
}

/**
 * What a remote's page shows while its code loads: the skeleton the prerendered shell shows for it (host/src/prerender/
 * shell.tsx), so a move there shows what a first visit does: checkout's heading, a shop's cover, else a page's.
 */
function routeSkeleton(route: RemoteRoute): ReactNode {
  if (route.skeleton === 'checkout') return <CheckoutSkeleton />;
  if (route.skeleton === 'shop') {
    return (
      <>
        <ShopCoverSkeleton />
        <PageSkeleton />
      </>
    );
  }
  return <PageSkeleton />;
}

/**
 * A remote's page. Reached by a move within the app, its first calls start with its code (the route's `firstCalls`,
 * with this address's parameters), not once the code has loaded and rendered: the shop's own answer, its products,
 * branches and reviews were asked one after another behind the page's module. The history starts both as the move is
 * made (moveStarted); this asks again only what is not on its way already. (The first page's were started by boot.js
 * with the HTML.)
 */
function RemotePage({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const calls = route.firstCalls;
  const onLoad = calls ? () => askPageAhead(calls, { params, point: $address.getState()?.location }) : undefined;
  return <RemoteModule remote={route.remote} module={route.module} onLoad={onLoad} onShown={moveShown} loading={routeSkeleton(route)} />;
}

function remotePage(r: RemoteRoute) {
  const page = <RemotePage key={r.module} route={r} />;
  return <Route key={r.path} path={r.path} element={r.auth ? <RequireAuth>{page}</RequireAuth> : page} />;
}

/** The route table: the shell's own pages, then every remote page of the ownership table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout header="full" />}>
        <Route index element={<HomePage />} />
        {REMOTE_ROUTES.filter((r) => r.header === 'full').map(remotePage)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<Layout header="back" />}>{REMOTE_ROUTES.filter((r) => r.header === 'back').map(remotePage)}</Route>
      <Route element={<AuthLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-phone" element={<VerifyPhonePage />} />
        <Route
          path="/update-password"
          element={
            <RequireAuth>
              <UpdatePasswordPage />
            </RequireAuth>
          }
        />
        <Route
          path="/update-details"
          element={
            <RequireAuth>
              <UpdateDetailsPage />
            </RequireAuth>
          }
        />
        <Route path="/welcome" element={<WelcomePage />} />
      </Route>
    </Routes>
  );
}
