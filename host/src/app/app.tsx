import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $locale, $theme } from '@market/bus';
import { createQueryClient } from '@market/http';
import { PageSkeleton, UiProvider } from '@market/ui';
import { ErrorBoundary } from '../features/errors/ui/error-boundary.tsx';
import { AppRoutes } from './routes.tsx';

/** The provider tree: one QueryClient for every app, antd's theme/direction/locale, the router. */
export function App() {
  const [client] = useState(createQueryClient);
  const [theme, locale] = useUnit([$theme, $locale]);
  return (
    <QueryClientProvider client={client}>
      <UiProvider theme={theme} direction={locale.direction} locale={locale.locale}>
        <BrowserRouter>
          <ErrorBoundary>
            <Suspense fallback={<PageSkeleton />}>
              <AppRoutes />
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}
