import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The host's shell prerenderer, bundled for Node by host/rspack.config.ts and run by it after the host's build. */
export const PRERENDER_BUNDLE = path.join(root, 'node_modules/.cache/market-prerender/build-shells.cjs');
