import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS } from './shared-deps.ts';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime-plugin.ts';
import { BundleStatsPlugin } from './stats-plugin.ts';
import { PreloadChunkGroupPlugin } from './preload-plugin.ts';
import { ModuleSwapPlugin } from './module-swap-plugin.ts';
import { generateStyles } from '../../ui/styles/generate.ts';
import { devOverlayPolicy, devSocketPath } from '../../contract/src/security.ts';
import { AUTH_PAGES, FRAME_FIRST_CALLS, REMOTE_ROUTES, REMOTE_WIDGETS, SHELL_FIRST_CALLS, type HeaderKind, type ShellSkeleton } from '../../contract/src/routes.ts';

export interface AppConfigOptions {
  /** Folder name: 'host' or a remote's name (kebab-case). */
  name: string;
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Exposed modules: './key' → './src/…' (remotes). */
  exposes?: Record<string, string>;
}

/** Dev-server ports; the gateway in dev mode proxies each app's URLs to these. */
export const DEV_PORTS: Record<string, number> = {
  host: 3000,
  'catalogue-search': 3001,
  'cart-checkout-group': 3002,
  'account-wallet-orders': 3003,
  reservations: 3004,
  'parcels-recipes': 3005,
  'chat-notifications': 3006,
};

const root = path.resolve(import.meta.dirname, '../../..');

/** The browsers the apps support: scripts and stylesheets are compiled for these and nothing older. */
const BROWSERS = 'chrome >= 100, firefox >= 100, safari >= 15';

/**
 * What the host needs before its first paint: bundled into its entry (`eager`) instead of one chunk each fetched
 * after the entry runs (four waves of requests on a phone's network). Remotes still take them from the host's share
 * scope. Firebase, forms and extras stay lazy: the first paint does not use them.
 */
const LAZY_SHARED = new Set(['firebase/app', 'firebase/auth', 'firebase/firestore', 'firebase/messaging', '@market/ui/forms', '@market/ui/extras', '@market/map', 'react/jsx-dev-runtime']);

/**
 * Shared libraries the host's own code never imports, so that its share scope has no copy of them (the federation
 * plugin provides only what the build uses): a remote that uses one brings its own (the map, Firestore, messaging).
 * Any other shared library a remote takes from the host only.
 */
const NOT_IN_HOST = new Set(['firebase/firestore', 'firebase/messaging', '@market/map', 'react/jsx-dev-runtime']);

/** The query that makes a dev server's exposed module the hot-reload wrapper (loaders/hot-expose.cjs). */
const HOT_EXPOSE = /market-hot/;

const antdStyleShapes = createRequire(import.meta.url)('./loaders/antd-style-shapes.cjs') as { STYLE_MODULES: RegExp };

const versionOf = (pkg: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
const ANTD_VERSION = versionOf('antd');
// firebase's subpath entries sit in folders without a package.json of their own, where the federation plugin finds no version.
const FIREBASE_VERSION = versionOf('firebase');
/** The package a shared request names (`react/jsx-runtime` → `react`, `@tanstack/react-query` → itself). */
const packageName = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

function sharedConfig(isHost: boolean, production: boolean) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => [
      pkg,
      {
        singleton: true,
        requiredVersion: false as const,
        // @market/ui's version is the antd it wraps: a deploy refuses a remote built against another antd major.
        ...(pkg.startsWith('@market/') ? { version: pkg.startsWith('@market/ui') ? ANTD_VERSION : '0.0.0' } : {}),
        ...(pkg.startsWith('firebase/') ? { version: FIREBASE_VERSION } : {}),
        // A production remote takes each library the host provides from the host's share scope: it bundles no copy of
        // its own, and its entry registers none (each remote entry 8.7 → 6.4-6.9 KiB brotli). Its manifest still names
        // the version it was built against, which a deploy checks against the host's.
        ...(!isHost && production && !NOT_IN_HOST.has(pkg) ? { import: false as const, ...(pkg.startsWith('@market/') || pkg.startsWith('firebase/') ? {} : { version: versionOf(packageName(pkg)) }) } : {}),
        // In development the shell's own JSX is compiled to react/jsx-dev-runtime, which its entry then needs at once.
        ...(isHost && (!LAZY_SHARED.has(pkg) || (!production && pkg === 'react/jsx-dev-runtime')) ? { eager: true } : {}),
      },
    ]),
  );
}

/**
 * What boot.js starts loading for the page it opens, before the shell's scripts have run: per page (a pattern of its
 * path), the remote that renders it (its federation name), the exposed module, and the API calls its first paint
 * makes (the shell's, the frame's unless it is a sign-in page, then the page's own), and which of those answers names
 * the page's largest picture (the call, and the field of its first item), the page's header (the prerendered
 * shell shows its full header only where the page has one) and its skeleton (the shell's home one, or a page's). boot.js reads the module's files
 * from that remote's manifest and preloads them, and starts the calls. Home is the home-content widget; the routes
 * come from the ownership table; the sign-in pages have no remote; any other page (the last row matches every path)
 * gets the shell's and the frame's calls. Written into the host's HTML as a JSON data block (not a script: the CSP
 * allows no inline one).
 */
export function firstLoadTable(): [pattern: string, remote: string, module: string, calls: string[], picture: [call: string, field: string] | null, header: HeaderKind, skeleton: ShellSkeleton][] {
  // A path parameter is a named group: boot.js puts its value into the page's calls (`:id` → the shop's id).
  const pattern = (route: string) => `^${route.replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}/?$`;
  const framed = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS];
  const { homeContent } = REMOTE_WIDGETS;
  return [
    ['^/$', homeContent.remote.replace(/-/g, '_'), homeContent.module, [...framed, ...homeContent.firstCalls], [homeContent.largestPicture.call, homeContent.largestPicture.field], 'full', 'home'],
    ...REMOTE_ROUTES.map((r): [string, string, string, string[], [string, string] | null, HeaderKind, ShellSkeleton] => [
      pattern(r.path),
      r.remote.replace(/-/g, '_'),
      r.module,
      [...framed, ...(r.firstCalls ?? [])],
      r.largestPicture ? [r.largestPicture.call, r.largestPicture.field] : null,
      r.header,
      r.skeleton ?? 'page',
    ]),
    // The sign-in pages: no frame, so no settings.
    ...AUTH_PAGES.map((p): [string, string, string, string[], null, HeaderKind, ShellSkeleton] => [pattern(p), '', '', [...SHELL_FIRST_CALLS], null, 'none', 'page']),
    ['', '', '', framed, null, 'full', 'page'],
  ];
}

/**
 * The one Rspack base config plus federation config. Each app's rspack.config.ts names only its name, port
 * and exposes.
 */
export function createAppConfig(opts: AppConfigOptions): Configuration {
  const isHost = opts.name === 'host';
  // antd's stylesheets are built from the theme before any app that imports them (a no-op when up to date).
  generateStyles();
  const production = process.env.NODE_ENV !== 'development' && !process.argv.includes('serve');
  // A dev server (`rspack serve`): an edit of a remote remounts the module the shell rendered from it
  // (loaders/hot-expose.cjs), an edit of the shell reloads the page. (React Refresh, tried, accepted a remote's edits
  // without re-rendering them: its runtime in a remote's container never reached the page's React.) Under a
  // production shell (`npm run dev -- <remote>`, MARKET_DEV_SHELL=build) the page's React is a production one, which
  // has no jsxDEV: the remote's JSX is compiled for it.
  const serving = !production && process.argv.includes('serve');
  const shellBuilt = serving && process.env.MARKET_DEV_SHELL === 'build';
  const federationName = opts.name.replace(/-/g, '_');
  // A remote's production build does not know where it is published: a deploy puts it in its own version folder
  // (/mf/<remote>/<version>/). 'auto' makes its chunks load from beside its remoteEntry.js, and the host's
  // federation runtime reads its assets from beside its manifest; neither evaluates code (getPublicPath would,
  // and the CSP forbids eval). The dev servers keep a fixed path.
  const devPublicPath = isHost ? '/' : `/mf/${opts.name}/`;
  const publicPath = isHost || !production ? devPublicPath : 'auto';
  const copy: { from: string; to: string; noErrorOnMissing: boolean }[] = [
    { from: path.join(opts.dir, 'locales'), to: 'locales', noErrorOnMissing: true },
  ];
  if (fs.existsSync(path.join(opts.dir, 'public'))) {
    copy.push({ from: path.join(opts.dir, 'public'), to: '.', noErrorOnMissing: true });
  }

  return {
    mode: production ? 'production' : 'development',
    context: opts.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath,
      uniqueName: federationName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // The runtime wraps each entry in an IIFE. V8 compiles a parenthesised `function` eagerly, on the thread that
      // streams the script in, but an arrow lazily: the arrow made the main thread parse the host's 1.2 MB entry a
      // second time when it ran (70 ms of 170 ms in its evaluation task, unthrottled).
      environment: { arrowFunction: false },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // React Router's package resolves to its development build under every condition (its production build differs
      // only by leaving out its development warnings): a production build takes the production one.
      ...(production
        ? {
            alias: {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            },
          }
        : {}),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [HOT_EXPOSE] },
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production && !shellBuilt, refresh: false } },
            },
            env: { targets: BROWSERS },
          },
          type: 'javascript/auto',
        },
        { resourceQuery: HOT_EXPOSE, loader: path.join(import.meta.dirname, 'loaders/hot-expose.cjs'), type: 'javascript/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        // antd's component packages declare no `sideEffects`, so each barrel import (`import { omit } from
        // '@rc-component/util'`, antd's form context importing `@rc-component/form` for its provider) kept every
        // module the barrel names: the whole form library with its validator on every first load. They have none.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        // Leaflet writes two strings through innerHTML (its inline-SVG probe as it loads, a div icon's text), which
        // the page's Trusted Types refuse: the probe's answer is known, and a div icon's content is an element here.
        { test: /[\\/]leaflet[\\/]dist[\\/]leaflet-src(\.esm)?\.js$/, loader: path.join(import.meta.dirname, 'loaders/leaflet-trusted-types.cjs') },
        // Auto-sizing text areas set their measuring copy's style as an attribute, which the CSP refuses.
        { test: /[\\/]@rc-component[\\/]input[\\/]es[\\/]calculateNodeHeight\.js$/, loader: path.join(import.meta.dirname, 'loaders/style-attribute.cjs') },
        // The <style> helpers (rc-util's, and the icons' copy of it) fill their elements through innerHTML, which the
        // page's Trusted Types refuse for a string.
        {
          test: /[\\/](@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS|@ant-design[\\/]icons[\\/]es[\\/]cssUtils)\.js$/,
          loader: path.join(import.meta.dirname, 'loaders/style-text.cjs'),
        },
        // antd's CSS-in-JS style builders, which zeroRuntime never runs: only the shape of their exports ships.
        { test: antdStyleShapes.STYLE_MODULES, loader: path.join(import.meta.dirname, 'loaders/antd-style-shapes.cjs') },
        // Plain stylesheets (antd's, generated at build time): the entry's are linked from the HTML, a chunk's load
        // with the chunk.
        { test: /\.css$/, type: 'css' },
      ],
    },
    optimization: {
      // The host's entry in four scripts: React, antd, the other libraries, then the shell's own code and the
      // federation runtime. The main thread finishes compiling each script it runs (V8 compiles it while it streams
      // in, then the main thread adds the result to the page): about 20 ms for the entry in one script (unthrottled),
      // one task that stood out after the first paint; 4–7 ms for each part, each in its own task
      // (host/src/prerender/entry.ts, boot.js).
      ...(isHost && production
        ? {
            splitChunks: {
              chunks: (chunk: { name?: string | null }) => chunk.name === 'main',
              cacheGroups: {
                default: false,
                defaultVendors: false,
                react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'main-react', enforce: true, priority: 3 },
                antd: { test: /[\\/]node_modules[\\/](antd|@rc-component|@ant-design|@babel[\\/]runtime|clsx|classnames)[\\/]/, name: 'main-antd', enforce: true, priority: 2 },
                lib: { test: /[\\/]node_modules[\\/]/, name: 'main-lib', enforce: true, priority: 1 },
              },
            },
          }
        : {}),
      // A dev server's build that fails is not emitted. Emitted, it became the base of the next build's hot update,
      // which the page (still on the last good build) could not find: the fix of a compile error reloaded the page
      // ("[HMR] Cannot find update. Need to do a full reload!"). Not emitted, the fix is a hot update like any edit.
      ...(serving ? { emitOnErrors: false } : {}),
      // Stable ids keep unchanged chunks' hashes stable across builds (long-term caching).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The CSS minifier's default targets are every browser ever, for which it rewrites each logical property
      // (margin-inline-start…) into :lang() fallbacks: antd's grid alone grew to 350 KB.
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(process.env.MF_KEEP_NAMES ? { minimizerOptions: { mangle: { keep_fnames: true, keep_classnames: true }, compress: { keep_fnames: true } } } : {}), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } })],
    },
    performance: false,
    // rspack serve compiles a dynamic import only once the browser asks for it, through its own middleware at the dev
    // server's origin; a page composed behind the gateway loads each remote's chunks from that remote's path instead.
    lazyCompilation: false,
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: serving && opts.exposes ? Object.fromEntries(Object.entries(opts.exposes).map(([key, file]) => [key, `${file}?${HOT_EXPOSE.source}`])) : opts.exposes,
        // The host registers its remotes at runtime from /mf/remotes.json.
        remotes: {},
        shared: sharedConfig(isHost, production),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page: the host provides it, production remotes use it (a dev server still
        // carries its own, so a remote runs standalone).
        // `target: 'web'`: the runtime leaves out its Node loading paths. A production remote loads no remote of its
        // own (the host's runtime loads them all): its entry leaves out the bundler's remote loading.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          optimization: { target: 'web' as const, ...(!isHost && production ? { disableRemote: true } : {}) },
        },
      }),
      // After the federation plugin, whose runtime files it swaps for their ES module build.
      new EsmFederationRuntimePlugin(),
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shared/mf/index.html'),
        templateParameters: {
          title: isHost ? 'Market' : `Market · ${opts.name}`,
          firstLoad: JSON.stringify(isHost ? firstLoadTable() : []).replace(/</g, '\\u003c'),
        },
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({ patterns: copy }),
      new ModuleSwapPlugin([
        // antd's dialogs and drawers lock the page's scroll with a <style> element the CSP refuses: ours sets the
        // body's style instead (shared/ui/src/scroll-locker.ts).
        { request: /^\.\/useScrollLocker$/, from: /[\\/]@rc-component[\\/]portal[\\/]/, to: path.join(root, 'shared/ui/src/scroll-locker.ts') },
        // antd's component style hooks register each component's CSS variables at run time even with zeroRuntime;
        // the build-time stylesheets declare them already (shared/ui/src/cssinjs-zero-runtime.ts).
        { request: /^@ant-design\/cssinjs$/, from: /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util$/, to: path.join(root, 'shared/ui/src/cssinjs-zero-runtime.ts') },
        // antd's theme tokens (its theme/useToken): taken from the shell document when the build wrote them there, else derived as before
        // (shared/ui/src/theme-token.ts).
        { request: /^@ant-design\/cssinjs$/, from: /[\\/]antd[\\/]es[\\/]theme$/, to: path.join(root, 'shared/ui/src/theme-token.ts') },
        // antd's Radio.Group takes one small helper from the form's hook module, which holds the form engine's store:
        // the helper alone (shared/ui/src/form-name-path.ts).
        { request: /^\.\.\/form\/hooks\/useForm$/, from: /[\\/]antd[\\/]es[\\/]radio$/, to: path.join(root, 'shared/ui/src/form-name-path.ts') },
        // axios's fetch adapter: never used in a browser, where axios takes XMLHttpRequest first
        // (shared/http/src/axios-no-fetch.ts).
        { request: /^\.\/fetch\.js$/, from: /[\\/]axios[\\/]lib[\\/]adapters$/, to: path.join(root, 'shared/http/src/axios-no-fetch.ts') },
        // antd's Layout looks for a Sider among its children by the Sider's type, which brought the Sider's code (and its
        // icons) to every first load: no page has one (a Sider still announces itself to its Layout as it mounts).
        { request: /^\.\/hooks\/useHasSider$/, from: /[\\/]antd[\\/]es[\\/]layout$/, to: path.join(root, 'shared/ui/src/layout-has-sider.ts') },
        // antd's Typography in-place editor loads when a text is edited, not with every page (shared/ui/src/typography-editable.tsx).
        { request: /^\.\.\/Editable$/, from: /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/, to: path.join(root, 'shared/ui/src/typography-editable.tsx') },
        // Likewise tables measure scroll bars with a <style> element: ours reads the computed style.
        { request: /^\.\/getScrollBarSize$/, from: /[\\/]@rc-component[\\/]util[\\/]/, to: path.join(root, 'shared/ui/src/scrollbar-size.ts') },
      ]),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // The production build's stats only: a dev server writes into the same dist/ folder, and its chunks' names would
      // replace the built files' in the stats the next assembly copies (the bundle bench and e2e read them).
      ...(production ? [new BundleStatsPlugin()] : []),
      // The host's bootstrap chunk is asked for with its entry (host/src/index.ts names it).
      ...(isHost && production ? [new PreloadChunkGroupPlugin('bootstrap')] : []),
      // V8's compile hint for the host's entry and its parts: every function in them is compiled with the script, off
      // the main thread while it streams in, instead of one by one on the main thread as the shared libraries start
      // (the bootstrap's evaluation task went from 120 to 60 ms, unthrottled). Added after minification, which drops
      // comments. Scripts only: in the entry's stylesheet the line is no comment but the start of the first rule's
      // selector, and the browser dropped that rule (the alert's light-theme variables went missing that way).
      ...(isHost && production
        ? [new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, entryOnly: true, include: /^main[.-].*\.js$/, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 })]
        : []),
    ],
    devServer: {
      port: opts.port,
      // Loopback only: the gateway (or a browser on this machine) is the one client. Its pages come from localhost
      // through the gateway, so their sockets' Origin is localhost while their Host is this server's address.
      host: '127.0.0.1',
      allowedHosts: ['localhost', '127.0.0.1'],
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      devMiddleware: { publicPath: devPublicPath },
      // boot.js, boot.css and the shared images, also for a remote running standalone.
      static: { directory: path.join(root, 'host/public'), publicPath: '/' },
      webSocketServer: { type: 'ws', options: { path: devSocketPath(opts.name) } },
      client: {
        // The page's own origin (host name and port 0 mean the page's): the gateway's, or this server's when it runs
        // standalone.
        webSocketURL: { protocol: 'auto:', hostname: '0.0.0.0', port: 0, pathname: devSocketPath(opts.name) },
        // A compile error shows over the page until it is fixed; what the page throws is the app's own error
        // boundaries' to show.
        // (The client takes trustedTypesPolicyName, and the server passes it on, but the server's types leave it out.)
        overlay: { errors: true, warnings: false, runtimeErrors: false, ...{ trustedTypesPolicyName: devOverlayPolicy(opts.name) } },
      },
    },
    stats: 'errors-warnings',
  };
}
