import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useStoreMap } from 'effector-react';
import { $locale, $theme } from '@market/bus';
import { markPageShown, PageSkeleton, UiProvider } from '@market/ui';
import { ErrorBoundary } from '../features/errors/ui/error-boundary.tsx';
import { ShellEffects } from '../features/layout/ui/layout.tsx';
import { ConnectionWatch } from '../features/connection/index.ts';
import { forgetEndedSessions } from '../features/session/index.ts';
import { GoogleRedirectReturn } from '../features/auth/ui/google-redirect-return.tsx';
import { AppRoutes } from './routes.tsx';
import { DocumentRouter } from './login-documents.tsx';

/**
 * antd's provider in the shopper's theme as the page started. A switch of theme repaints the page at once by the theme
 * on `<html>` (showTheme in the switch's handler; every colour, antd's and our inline ones, is a CSS variable both
 * themes declare); antd's provider keeps its first theme, so nothing above the page renders again for a switch (a
 * render here made React walk the whole page in the tap's frame): only the theme button and what reads colours as
 * values (a map's canvas, through useTokenValues) follow it.
 */
function ThemedUi({ direction, locale, children }: { direction: 'ltr' | 'rtl'; locale: string; children: ReactNode }) {
  const [theme] = useState(() => $theme.getState());
  return (
    <UiProvider theme={theme} direction={direction} locale={locale}>
      {children}
    </UiProvider>
  );
}

/** The provider tree: one QueryClient for every app, antd's theme/direction/locale, the router, the shell's effects. */
export function App({ client }: { client: QueryClient }) {
  // Only the language and direction: the list of languages arriving must not render every app again.
  const language = useStoreMap($locale, (l) => l.locale);
  const direction = useStoreMap($locale, (l) => l.direction);
  // Logout or a session the API refused: no server state of the old session survives.
  // Firebase's sign-out: its module (the sign-in pages' code) comes with the session's end, not with every page.
  useEffect(() => forgetEndedSessions(client, () => import('../features/auth/api/firebase.ts').then((m) => m.signOutFirebase())), [client]);
  // The first render is on screen: what waits for "after the first paint" (dialogs' code, …) may start.
  useEffect(markPageShown, []);
  return (
    <QueryClientProvider client={client}>
      <ThemedUi direction={direction} locale={language}>
        <DocumentRouter>
          {/* Above the layouts: a toast outlives the move between them (a 401 on /orders shows on /login). */}
          <ShellEffects />
          <ConnectionWatch />
          <ErrorBoundary>
            <Suspense fallback={<PageSkeleton />}>
              <GoogleRedirectReturn>
                <AppRoutes />
              </GoogleRedirectReturn>
            </Suspense>
          </ErrorBoundary>
        </DocumentRouter>
      </ThemedUi>
    </QueryClientProvider>
  );
}
