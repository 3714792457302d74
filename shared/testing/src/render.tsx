import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@market/ui';
import type { Direction, Theme } from '@market/contract';

export interface ProviderOptions {
  /** The URL the app is at. */
  route?: string;
  /** The route pattern the element is mounted under (for useParams). */
  path?: string;
  theme?: Theme;
  direction?: Direction;
  locale?: string;
  queryClient?: QueryClient;
}

/** A QueryClient like the shell's, minus caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders with every provider the shell gives a remote: QueryClient, antd (theme, direction, locale), router.
 * Call `await initTestI18n()` first (a beforeAll).
 */
export function renderWithProviders(ui: ReactElement, opts: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { route = '/', path, theme = 'light', direction = 'ltr', locale = 'en', queryClient = createTestQueryClient(), ...rest } = opts;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <UiProvider theme={theme} direction={direction} locale={locale}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
