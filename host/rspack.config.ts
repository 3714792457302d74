import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createAppConfig, DEV_PORTS } from '@market/mf';

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

export default [app, messagingWorker];
