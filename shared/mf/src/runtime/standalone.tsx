import { StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@market/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $locale, $theme } from '@market/bus';
import { createQueryClient, loadRuntimeConfig } from '@market/http';
import { initI18n } from '@market/i18n';
import { markPageShown, PageSkeleton, UiProvider } from '@market/ui';
// antd's build-time stylesheet (the host links it from its HTML; a remote on its own dev server loads it here).
import '@market/ui/styles/core.css';
// Skeletons that pulse on the compositor instead of repainting on the main thread.
import '@market/ui/styles/motion.css';
// Text from data keeps its own direction where no <bdi> can wrap it (input values, select options).
import '@market/ui/styles/bidi.css';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

function Standalone({ routes }: { routes: StandaloneRoute[] }) {
  const [theme, locale] = useUnit([$theme, $locale]);
  // The first render is on screen: what waits for "after the first paint" may start.
  useEffect(markPageShown, []);
  return (
    <UiProvider theme={theme} direction={locale.direction} locale={locale.locale}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Suspense>
    </UiProvider>
  );
}

/** Runs a remote on its own dev server, without the shell: its routes with the same providers the shell gives. */
export async function mountStandalone(namespace: string, routes: StandaloneRoute[]): Promise<void> {
  await loadRuntimeConfig();
  await initI18n({ lng: 'en', ns: ['common', namespace] });
  const client = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Standalone routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
