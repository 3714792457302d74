import { renderToString } from 'react-dom/server';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fork } from 'effector';
import { Provider as ScopeProvider } from 'effector-react';
import { $locale, $theme } from '@market/bus';
import type { Direction, Theme } from '@market/contract';
import { MemoryRouter } from '@market/router';
import { CheckoutSkeleton, DESKTOP_MIN, HomeSkeleton, PageHeading, PageSkeleton, ServerWidthContext, ShopCoverSkeleton, UiProvider } from '@market/ui';
import { addAppFormats, directionOf } from '@market/i18n';
import { Header } from '../features/layout/ui/header.tsx';
import { BackHeader } from '../features/layout/ui/back-header.tsx';
import { PageFrame } from '../features/layout/ui/layout.tsx';

/** The widths the shell's header is rendered at: the desktop layout, and the phone one below it. */
export const SHELL_LAYOUTS = { wide: DESKTOP_MIN, narrow: 390 } as const;

/**
 * What the shell's main shows, one for each kind of page (boot.js names the page's kind on `<html>`, boot.css shows
 * its skeleton): home's heading and first screen, in both of its layouts (boot.js names the one the settings choose),
 * a shop's cover, checkout's heading, or a page's generic skeleton.
 */
function ShellMain() {
  const { t } = useTranslation('host');
  return (
    <>
      <div data-route-skeleton="home">
        <PageHeading title={t('home.title')} />
        {([1, 2] as const).map((layout) => (
          <div key={layout} data-home-layout={layout}>
            <HomeSkeleton layout={layout} />
          </div>
        ))}
      </div>
      <div data-route-skeleton="shop">
        <ShopCoverSkeleton />
        <PageSkeleton />
      </div>
      <div data-route-skeleton="checkout">
        <CheckoutSkeleton />
      </div>
      <div data-route-skeleton="page">
        <PageSkeleton />
      </div>
    </>
  );
}

export interface ShellOptions {
  locale: string;
  theme: Theme;
  /** The shell's catalogues (common and host) of that language, and of English for what it lacks. */
  resources: Resource;
}

export interface Shell {
  /** The markup that goes inside `#root`. */
  html: string;
  direction: Direction;
}

/**
 * The page a guest sees before any script has run: the frame (skip link, header, main), with the header in both
 * layouts (boot.css shows the one the screen's width takes) and the back-button one (shown on the pages that have
 * it), and the page's skeleton in main (ShellMain). It is rendered with the same components as the live page, in the
 * language and theme given; the live page replaces it on its first render.
 */
export function renderShell({ locale, theme, resources }: ShellOptions): Shell {
  const direction = directionOf(locale);
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: ['common', 'host'],
    defaultNS: 'common',
    fallbackNS: 'common',
    nsSeparator: ':',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  addAppFormats(i18n);
  const scope = fork({
    values: [
      [$locale, { locale, direction, languages: [] }],
      [$theme, theme],
    ],
  });
  const header = (layout: keyof typeof SHELL_LAYOUTS) => (
    <div className={`shell-${layout}`}>
      <ServerWidthContext.Provider value={SHELL_LAYOUTS[layout]}>
        <Header />
      </ServerWidthContext.Provider>
    </div>
  );
  const html = renderToString(
    <ScopeProvider value={scope}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <UiProvider theme={theme} direction={direction} locale={locale}>
            <MemoryRouter>
              <PageFrame
                header={
                  <>
                    {header('wide')}
                    {header('narrow')}
                    <div className="shell-back">
                      <BackHeader />
                    </div>
                  </>
                }
              >
                <ShellMain />
              </PageFrame>
            </MemoryRouter>
          </UiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ScopeProvider>,
  );
  return { html, direction };
}
