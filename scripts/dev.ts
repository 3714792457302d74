// `npm run dev`: every app's dev server with hot reload, behind the same URLs on http://localhost:8080.
import path from 'node:path';
import { APPS, appDir, DATA_DIR, ROOT } from './lib/apps.ts';
import { onShutdown, startProcess, waitForPort } from './lib/proc.ts';
import { AUTH_EMULATOR_HOST, startApi, startAuthEmulator } from './lib/services.ts';
import { DEV_PORTS } from '../shared/mf/src/create-config.ts';
import { startGateway } from '../nginx/gateway.ts';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);
onShutdown(() => console.log('\nstopping…'));

for (const app of APPS) {
  startProcess(app, process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '-c', 'rspack.config.ts'], {
    cwd: appDir(app),
    env: { ...process.env, NODE_ENV: 'development' },
  });
}
await startAuthEmulator();
await startApi({ port: apiPort, dbPath: path.join(DATA_DIR, 'market.sqlite'), kitchenStepMs: 20000 });
await Promise.all(APPS.map((app) => waitForPort(DEV_PORTS[app], '127.0.0.1', 120000)));
const remotes = Object.fromEntries(APPS.filter((a) => a !== 'host').map((a) => [a, `http://127.0.0.1:${DEV_PORTS[a]}`]));
const gateway = await startGateway({
  port,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  authEmulator: `http://${AUTH_EMULATOR_HOST}`,
  dev: { host: `http://127.0.0.1:${DEV_PORTS.host}`, remotes },
});
console.log(`\nDev servers behind http://localhost:${gateway.port} (Ctrl-C stops)`);
