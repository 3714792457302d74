import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { createAppConfig, DEV_PORTS, PRERENDER_BUNDLE } from '@market/mf';
import { writeServiceWorker } from './sw-manifest.ts';

const app: Configuration = { ...createAppConfig({ name: 'host', dir: import.meta.dirname, port: DEV_PORTS.host }), name: 'host' };

/**
 * Firebase messaging's service worker, /firebase-messaging-sw.js: one self-contained script (no chunks, no
 * federation, no dev-server client) under a stable name at the site root, built after the app so the app's
 * `clean` keeps it.
 */
const messagingWorker: Configuration = {
  name: 'firebase-messaging-sw',
  dependencies: ['host'],
  mode: app.mode,
  context: import.meta.dirname,
  // A bare ES target (no web platform): the dev server adds its client only to web builds.
  target: 'es2022',
  entry: { 'firebase-messaging-sw': './src/sw/firebase-messaging-sw.ts' },
  devtool: app.mode === 'production' ? 'source-map' : false,
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    publicPath: '/',
    filename: '[name].js',
    globalObject: 'self',
    chunkFormat: false,
    chunkLoading: false,
    asyncChunks: false,
    clean: false,
  },
  // Still the packages' browser builds.
  resolve: { ...app.resolve, conditionNames: ['browser', 'import', 'module', 'default'], mainFields: ['browser', 'module', 'main'] },
  module: app.module,
  optimization: { splitChunks: false },
  performance: false,
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(app.mode) })],
  stats: 'errors-warnings',
};

/**
 * The app's service worker, /sw.js (src/sw/app-sw.ts): bundled like the messaging worker into a cache folder, then
 * given this build's precache list (sw-manifest.ts) once the shell documents are written: production builds only.
 */
const APP_SW_BUILD = path.join(import.meta.dirname, '../node_modules/.cache/market-app-sw');
class WriteServiceWorker {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteServiceWorker', async () => {
      const { count, size } = await writeServiceWorker(path.join(APP_SW_BUILD, 'sw.js'), path.join(import.meta.dirname, 'dist'));
      console.log(`sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
    });
  }
}
const appWorker: Configuration = {
  ...messagingWorker,
  name: 'app-sw',
  // After the prerender: the precache list holds the shell documents it writes.
  dependencies: ['host', 'prerender'],
  mode: 'production',
  entry: { sw: './src/sw/app-sw.ts' },
  devtool: false,
  output: { ...messagingWorker.output, path: APP_SW_BUILD, clean: true },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new WriteServiceWorker()],
};

/**
 * The shell prerendered at build time (host/src/prerender): the same components bundled for Node into a cache folder
 * (not the site), then run on the built index.html and catalogues, which it writes the shell documents beside.
 * Production builds only: the dev servers serve the bare index.html.
 */
class RunPrerender {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('RunPrerender', () => {
      execFileSync(process.execPath, [PRERENDER_BUNDLE, path.join(import.meta.dirname, 'dist')], { stdio: 'inherit' });
    });
  }
}
const prerender: Configuration = {
  name: 'prerender',
  // After the app: it reads the app's index.html.
  dependencies: ['host'],
  mode: 'production',
  context: import.meta.dirname,
  target: 'node',
  entry: { 'build-shells': './src/prerender/main.ts' },
  devtool: false,
  output: { path: path.dirname(PRERENDER_BUNDLE), filename: '[name].cjs', asyncChunks: false, clean: true },
  resolve: app.resolve,
  module: {
    rules: [
      ...(app.module?.rules ?? []).filter((r) => !(r && typeof r === 'object' && String(r.test) === String(/\.css$/))),
      // Stylesheets are the browser's business: the shell's markup only needs their class names.
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: false,
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new RunPrerender()],
  stats: 'errors-warnings',
};

export default app.mode === 'production' ? [app, messagingWorker, prerender, appWorker] : [app, messagingWorker];
