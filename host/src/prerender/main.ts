// The prerender step's entry, bundled for Node by host/rspack.config.ts: `node build-shells.cjs <host's dist>`.
import path from 'node:path';
import { buildShells } from './build-shells.ts';

const dist = process.argv[2];
if (!dist) throw new Error("usage: build-shells.cjs <the host's dist folder>");
console.log(`prerendered ${buildShells(path.resolve(dist)).length} shell documents`);
