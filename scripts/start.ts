// `npm start`: builds what is stale, then serves the whole app on http://localhost:8080 (PORT to change) with the
// reference API (SQLite under .data/, seeded on first run) and the Firebase Auth emulator. Ctrl-C stops it all.
// The gateway is nginx from the rendered config when nginx is installed (as in `npm test` and production), else
// the Node gateway, which applies the same policy; GATEWAY=node or GATEWAY=nginx chooses. It says which it started.
// HTTPS: a certificate and its key, `npm start -- --tls-cert <pem> --tls-key <pem>` or TLS_CERT and TLS_KEY: then the
// site is https://localhost:8443 (PORT) and http://…:8080 (HTTP_PORT) redirects to it (301). Without them, plain HTTP
// on 8080, for this machine only, and it says so.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { onShutdown } from './lib/proc.ts';
import { AUTH_EMULATOR_HOST, startApi, startAuthEmulator } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { findNginx, startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';
import { tlsFromEnv } from '../nginx/tls.ts';

const { values: flags } = parseArgs({ options: { 'tls-cert': { type: 'string' }, 'tls-key': { type: 'string' } } });
const tls = tlsFromEnv({ TLS_CERT: flags['tls-cert'] ?? process.env.TLS_CERT, TLS_KEY: flags['tls-key'] ?? process.env.TLS_KEY });
const port = Number(process.env.PORT ?? (tls ? 8443 : 8080));
const redirectPort = tls ? Number(process.env.HTTP_PORT ?? 8080) : undefined;
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
  const nginx = await startNginx({ root: site, port, apiUrl, authEmulator, tls, redirectPort });
  closeGateway = () => nginx.close();
  url = `${tls ? 'https' : 'http'}://localhost:${nginx.port}`;
  console.log(`gateway: nginx (${nginxBin}), config ${nginx.confFile}`);
} else {
  const gateway = await startGateway({
    root: site,
    port,
    apiUrl,
    authEmulator,
    tls: tls && { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) },
    redirectPort,
  });
  closeGateway = () => gateway.close();
  url = `${tls ? 'https' : 'http'}://localhost:${gateway.port}`;
  console.log(`gateway: the Node gateway (nginx/gateway.ts)${requested ? '' : ': nginx is not installed (apt-get install nginx-light to serve through it)'}`);
}
if (tls) console.log(`HTTPS with ${tls.cert}; http://localhost:${redirectPort} redirects to it (301); the session cookie (HttpOnly) is Secure`);
else console.log('plain HTTP, for this machine only: no certificate (TLS_CERT and TLS_KEY, or --tls-cert and --tls-key, to serve HTTPS); the session cookie (HttpOnly) is not Secure over it');
console.log("verification codes: in the API's answers too (API_DEV_CODES=1, for development only) and in its outbox table");
console.log(`\nMarket is running on ${url}  (demo user: demo@market.test / demo1234; Ctrl-C stops)`);
