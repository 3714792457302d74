// `npm run dev`: every app's dev server with hot reload, behind the same URLs on http://localhost:8080.
// `npm run dev -- <remote>`: that remote's dev server alone, with hot reload, and the shell and the other remotes
// from the production build (built first where stale), behind the same :8080: what a team runs while it works on
// its remote. Ctrl-C stops it all. PORT, API_PORT, AUTH_PORT and DB_PATH choose other ports and database (the e2e).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, appDir, DATA_DIR, ROOT, type App } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { onShutdown, startProcess, waitForPort } from './lib/proc.ts';
import { startApi, startAuthEmulator } from './lib/services.ts';
import { DEV_PORTS } from '../shared/mf/src/create-config.ts';
import { REMOTES, type RemoteName } from '../shared/contract/src/remotes.ts';
import { startGateway } from '../nginx/gateway.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const only = positionals[0] as RemoteName | undefined;
if (positionals.length > 1 || (only !== undefined && !(REMOTES as readonly string[]).includes(only))) {
  console.error(`usage: npm run dev [-- <remote>]; a remote is one of ${REMOTES.join(', ')}`);
  process.exit(2);
}
const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);
const authPort = process.env.AUTH_PORT ? Number(process.env.AUTH_PORT) : undefined;
onShutdown(() => console.log('\nstopping…'));

let site: string | undefined;
if (only) {
  // The shell and the other remotes as `npm start` serves them; the remote's own build too, for the site's layout
  // (the registry the gateway serves points it at its dev server instead).
  const built = await buildAll();
  console.log(built.length ? `built ${built.join(', ')}` : 'every production build is up to date');
  // A site of its own, so that a running `npm start` (dist/site) is left as it is.
  site = await assembleSite(path.join(ROOT, 'dist', 'dev-site'));
}
const served: App[] = only ? [only] : [...APPS];
for (const app of served) {
  startProcess(app, process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '-c', 'rspack.config.ts'], {
    cwd: appDir(app),
    env: { ...process.env, NODE_ENV: 'development', ...(only ? { MARKET_DEV_SHELL: 'build' } : {}) },
  });
}
const authEmulatorHost = await startAuthEmulator(authPort);
await startApi({ port: apiPort, dbPath: process.env.DB_PATH ?? path.join(DATA_DIR, 'market.sqlite'), kitchenStepMs: 20000, authEmulatorHost });
await Promise.all(served.map((app) => waitForPort(DEV_PORTS[app], '127.0.0.1', 180000)));
const devUrl = (app: App) => `http://127.0.0.1:${DEV_PORTS[app]}`;
const gateway = await startGateway({
  port,
  root: site,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  authEmulator: `http://${authEmulatorHost}`,
  dev: {
    host: only ? undefined : devUrl('host'),
    remotes: Object.fromEntries(served.filter((app) => app !== 'host').map((app) => [app, devUrl(app)])),
  },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  only
    ? `\n${only} from its dev server (hot reload), the shell and the other remotes from the production build, behind http://localhost:${gateway.port}: ready in ${seconds} s (Ctrl-C stops)`
    : `\nDev servers behind http://localhost:${gateway.port}: ready in ${seconds} s (Ctrl-C stops)`,
);
