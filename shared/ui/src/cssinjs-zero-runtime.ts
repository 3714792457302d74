/**
 * `@ant-design/cssinjs` as antd's component style hooks and its icon reset style see it (shared/mf/src/create-config.ts
 * points their import here): the same module, except that registering a component's CSS variables or a style does
 * nothing. With `zeroRuntime`,
 * antd still computed every component's tokens in the browser, turned them into CSS variables and wrote them into
 * a detached node (providers.tsx), the first time each kind of component rendered: one of the longest tasks of the
 * start. The build-time stylesheets declare those variables already (shared/ui/styles/generate.ts), from the same
 * theme. The theme's own tokens (theme.useToken) are still computed: the apps read them for inline styles.
 */
export * from '@ant-design/cssinjs/es/index.js';

/** The component hooks ignore what it returns. */
export function useCSSVarRegister(): void {}

/**
 * With `zeroRuntime` the component hooks return before they register a style; the one caller left is the
 * ConfigProvider's icon reset style (`.anticon`), which the build-time stylesheet holds already. antd still built it
 * in the browser with stylis at each provider's first render (into the detached node of providers.tsx), so stylis
 * and the style serializer were in the shell's first script for nothing. Callers ignore what it returns.
 */
export function useStyleRegister(): void {}
