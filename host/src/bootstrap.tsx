import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { AUTH_PAGES } from '@market/contract';
import { createQueryClient, getRuntimeConfig, loadRuntimeConfig, withDeadline } from '@market/http';
import { initI18n } from '@market/i18n';
import { loadUiLocale, yieldToMain } from '@market/ui';
import { initPreferences, initialLocale } from './features/preferences/model/preferences.ts';
import { refetchOnLanguageChange } from './features/preferences/model/refetch-on-language.ts';
import { RemoteFallback } from './features/remote/ui/remote-fallback.tsx';
import { initRemotes, loadRemoteModule, remoteBase } from './runtime/index.ts';
import { initSession } from './features/session/model/session.ts';
import { initAddress } from './features/address/model/address.ts';
import { settingsBeforeFirstRender } from './features/layout/model/settings.ts';
import { showStartFailed } from './start-failed.ts';
import { prepareFirstPage } from './features/remote/model/first-page.ts';
import { startTelemetry } from './features/telemetry/model/telemetry.ts';
// Evaluated with this module, not with the app's components below: the toasts and sign-in requests raised while the
// start is under way (a 401 on its first reads) are kept from the first moment.
import './features/toasts/model/shell-requests.ts';

/**
 * The shell's catalogues are its own (/locales/…); a remote's come with its live version
 * (/mf/<remote>/<version>/locales/…), so a deploy brings its texts with its code.
 */
const catalogue = (_languages: string[], [namespace = '']: string[]) => {
  const base = remoteBase(namespace);
  return base ? `${base}locales/{{lng}}/{{ns}}.json` : '/locales/{{lng}}/{{ns}}.json';
};

/** How long the first render waits for the page's module and first reads. */
const FIRST_PAGE_WAIT_MS = 1000;

async function start() {
  // The start runs as a series of short tasks (yieldToMain between its steps) rather than one or two long ones: on a
  // phone each step takes several times longer, and a tap or a paint waits for the task under way to end.
  // This module's evaluation ends its task (an answer already there would let the next steps run on in it).
  await yieldToMain();
  await loadRuntimeConfig();
  // Field measurements for a sampled share of page loads: listeners only; the vitals' library comes after the load.
  startTelemetry(getRuntimeConfig().telemetry);
  // The language's texts: the catalogues, and antd's own (English comes with its code).
  const texts = Promise.all([initI18n({ lng: initialLocale(), ns: ['common', 'host'], loadPath: catalogue }), loadUiLocale(initialLocale()).catch(() => undefined)]);
  await yieldToMain();
  await Promise.all([texts, initRemotes(RemoteFallback)]);
  await yieldToMain();
  // One data cache for every app (the session's profile refresh goes into it too).
  const client = createQueryClient();
  initPreferences();
  refetchOnLanguageChange(client);
  await yieldToMain();
  // The session's subscribers update, and a signed-in shopper's profile is asked for (a request's start is a call to
  // the browser): a task of its own.
  initSession(client);
  await yieldToMain();
  initAddress();
  // The pages in the shell's frame render with the settings when they are there.
  if (!(AUTH_PAGES as readonly string[]).includes(location.pathname)) await settingsBeforeFirstRender(client);
  await yieldToMain();
  // The page's own module and first reads, for a moment: the first render then shows the page whole (one commit),
  // not the frame with a skeleton and then a render per answer. Later than that, the page renders as it arrives.
  await withDeadline(
    prepareFirstPage(
      client,
      location.pathname,
      (page) => loadRemoteModule(page.remote, page.module, 0),
      // index.html has preloaded the catalogue: this takes it into i18next.
      (page) => i18next.loadNamespaces(page.remote),
    ).catch(() => undefined),
    FIRST_PAGE_WAIT_MS,
    () => undefined,
  );
  await yieldToMain();
  // The app's own components (its frame, header and routes) are evaluated here, in a task of their own, rather than
  // with this module: they made its evaluation a long task. In this file's chunk all the same (no request).
  const { App } = await import(/* webpackMode: "eager" */ './app/app.tsx');
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React renders it in time slices and lets the browser paint and answer input
  // between them, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
}

// A start that fails (the runtime config, a catalogue, a shared library) says so and offers to try again.
start().catch((error: unknown) => showStartFailed(error));
