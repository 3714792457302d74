/**
 * The parts of antd that `@market/ui` brings, in the order they build on each other, each as its own dynamic
 * import. The host evaluates them one per task before its bootstrap runs (host/src/index.ts): evaluating antd in one
 * go was one of the longest tasks of the start. The modules are the very ones `@market/ui` re-exports (one module
 * graph in the host's build), so nothing is loaded twice; an app other than the host never imports this file.
 */
export const ANTD_START_STEPS: (() => Promise<unknown>)[] = [
  () => import('antd/es/config-provider'),
  () => import('antd/es/theme'),
  () => import('antd/es/layout/layout'),
  () => import('antd/es/typography'),
  () => import('antd/es/button'),
  () => import('./antd-parts.ts'),
  () => import('antd/es/skeleton'),
  () => import('antd/es/popover'),
  () => import('antd/es/badge/Badge'),
];

/** The host's entry yields between those steps with this (it cannot import `@market/ui` before them). */
export { yieldToMain } from './yield-to-main.ts';
