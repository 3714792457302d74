// First of all: the Trusted Types `default` policy, before any script (a chunk, a remote's entry) is loaded.
import './trusted-types.ts';
import { warmIntlOffMainThread } from './intl-warm.ts';
// antd's build-time stylesheet of the first paint (shared/ui/styles/generate.ts), linked from index.html.
import '@market/ui/styles/core.css';
// Skeletons that pulse on the compositor instead of repainting on the main thread.
import '@market/ui/styles/motion.css';
// Text from data keeps its own direction where no <bdi> can wrap it (input values, select options).
import '@market/ui/styles/bidi.css';
// The theme button's icon follows the theme on <html> (linked with the first paint's styles: the prerendered header shows it).
import './features/preferences/ui/theme-toggle.css';
import { ANTD_START_STEPS, yieldToMain } from '@market/ui/start';
import { showStartFailed } from './start-failed.ts';

// The page's first Intl formatters, made on a worker's thread while the shell's code downloads and runs.
warmIntlOffMainThread(document.documentElement.lang);

/**
 * The shared libraries the shell starts with, each evaluated in a task of its own before the bootstrap runs: in one
 * go they made one long task that kept the page from answering input. The bootstrap's chunk downloads meanwhile
 * (index.html preloads it).
 */
const START_STEPS: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('effector'),
  () => import('effector-react'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('axios'),
  () => import('@market/router'),
  ...ANTD_START_STEPS,
  () => import('@market/ui'),
  () => import('@market/bus'),
  () => import('@market/http'),
  () => import('@market/i18n'),
];

async function start() {
  // The entry's own evaluation (the federation runtime's start) ends its task; each step then has one of its own.
  for (const step of START_STEPS) {
    await yieldToMain();
    await step();
  }
  await yieldToMain();
  // Async boundary: shared singletons are negotiated before the app's code runs. Named: index.html preloads its
  // files (shared/mf/src/preload-plugin.ts).
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
}

// A shell that cannot start says so and offers to try again; never a blank page.
start().catch((error: unknown) => showStartFailed(error));
