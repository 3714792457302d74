/**
 * `@ant-design/cssinjs` as antd's component style hooks see it (shared/mf/src/create-config.ts points their import
 * here): the same module, except that registering a component's CSS variables does nothing. With `zeroRuntime`,
 * antd still computed every component's tokens in the browser, turned them into CSS variables and wrote them into
 * a detached node (providers.tsx), the first time each kind of component rendered: one of the longest tasks of the
 * start. The build-time stylesheets declare those variables already (shared/ui/styles/generate.ts), from the same
 * theme. The theme's own tokens (theme.useToken) are still computed: the apps read them for inline styles.
 */
export * from '@ant-design/cssinjs/es/index.js';

/** The component hooks ignore what it returns. */
export function useCSSVarRegister(): void {}
