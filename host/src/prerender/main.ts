// The prerender step's entry, bundled for Node by host/rspack.config.ts: `node build-shells.cjs <host's dist>`.
import path from 'node:path';
import { BUNDLED_LANGUAGES } from '@market/contract';
import { loadUiLocale } from '@market/ui';
import { buildShells } from './build-shells.ts';

const dist = process.argv[2];
if (!dist) throw new Error("usage: build-shells.cjs <the host's dist folder>");
// antd's texts of each language, as the live page loads them before its first render.
void Promise.all(BUNDLED_LANGUAGES.map(loadUiLocale)).then(() => {
  console.log(`prerendered ${buildShells(path.resolve(dist)).length} shell documents`);
});
