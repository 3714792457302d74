// `npm start`: builds what is stale, then serves the whole app on http://localhost:8080 (PORT to change) with the
// reference API (SQLite under .data/, seeded on first run) and the Firebase Auth emulator. Ctrl-C stops it all.
import path from 'node:path';
import { DATA_DIR } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { onShutdown } from './lib/proc.ts';
import { AUTH_EMULATOR_HOST, startApi, startAuthEmulator } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);

const built = await buildAll();
console.log(built.length ? `built ${built.join(', ')}` : 'every app is up to date');
const site = await assembleSite();

onShutdown(() => console.log('\nstopping…'));
await startAuthEmulator();
await startApi({ port: apiPort, dbPath: process.env.DB_PATH ?? path.join(DATA_DIR, 'market.sqlite'), kitchenStepMs: Number(process.env.KITCHEN_STEP_MS ?? 20000) });
const gateway = await startGateway({ root: site, port, apiUrl: `http://127.0.0.1:${apiPort}`, authEmulator: `http://${AUTH_EMULATOR_HOST}` });
console.log(`\nMarket is running on http://localhost:${gateway.port}  (demo user: demo@market.test / demo1234; Ctrl-C stops)`);
