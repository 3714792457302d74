// `npm start`: builds what is stale, then serves the whole app on http://localhost:8080 (PORT to change) with the
// reference API (SQLite under .data/, seeded on first run) and the Firebase Auth emulator. Ctrl-C stops it all.
// The gateway is nginx from the rendered config when nginx is installed (as in `npm test` and production), else
// the Node gateway, which applies the same policy; GATEWAY=node or GATEWAY=nginx chooses. It says which it started.
import path from 'node:path';
import { DATA_DIR } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { onShutdown } from './lib/proc.ts';
import { AUTH_EMULATOR_HOST, startApi, startAuthEmulator } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { findNginx, startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);
const requested = process.env.GATEWAY;
if (requested && requested !== 'node' && requested !== 'nginx') throw new Error(`GATEWAY is "${requested}": use node or nginx`);
const nginxBin = findNginx();
if (requested === 'nginx' && !nginxBin) throw new Error('GATEWAY=nginx, but nginx is not installed (apt-get install nginx-light)');
const useNginx = requested ? requested === 'nginx' : nginxBin !== null;

const built = await buildAll();
console.log(built.length ? `built ${built.join(', ')}` : 'every app is up to date');
const site = await assembleSite();

let closeGateway = async () => {};
onShutdown(async () => {
  console.log('\nstopping…');
  await closeGateway();
});
await startAuthEmulator();
await startApi({ port: apiPort, dbPath: process.env.DB_PATH ?? path.join(DATA_DIR, 'market.sqlite'), kitchenStepMs: Number(process.env.KITCHEN_STEP_MS ?? 20000) });
const apiUrl = `http://127.0.0.1:${apiPort}`;
const authEmulator = `http://${AUTH_EMULATOR_HOST}`;
let url: string;
if (useNginx) {
  // nginx serves config.json from the site; the Node gateway makes it per request from the same environment.
  writeRuntimeConfig(site, { ...process.env, FIREBASE_AUTH_EMULATOR: authEmulator });
  const nginx = await startNginx({ root: site, port, apiUrl, authEmulator });
  closeGateway = () => nginx.close();
  url = `http://localhost:${nginx.port}`;
  console.log(`gateway: nginx (${nginxBin}), config ${nginx.confFile}`);
} else {
  const gateway = await startGateway({ root: site, port, apiUrl, authEmulator });
  closeGateway = () => gateway.close();
  url = `http://localhost:${gateway.port}`;
  console.log(`gateway: the Node gateway (nginx/gateway.ts)${requested ? '' : ': nginx is not installed (apt-get install nginx-light to serve through it)'}`);
}
console.log(`\nMarket is running on ${url}  (demo user: demo@market.test / demo1234; Ctrl-C stops)`);
