// `npm run test:e2e [-- <playwright args>]`: the Playwright suite against the production build behind a real
// nginx running the nginx/ config, with the reference API (fresh seeded database) and the Auth emulator. A second nginx
// serves the same site over HTTPS (with its plain port redirecting) for the `https` project, with a certificate made
// for the run by a throwaway authority; the test browser trusts that certificate's key alone (its SPKI hash).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { freePort, freePortBlock, run, stopAll } from './lib/proc.ts';
import { startApi, startAuthEmulator } from './lib/services.ts';
import { ensureSystemPackages } from './lib/system.ts';
import { startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';
import { makeTestCertificate } from '../nginx/tls.ts';

ensureSystemPackages(['nginx', 'chromium']);
await buildAll();
const site = await assembleSite(fs.mkdtempSync(path.join(os.tmpdir(), 'market-site-')));

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const authPort = await freePortBlock();
const authEmulator = `http://127.0.0.1:${authPort}`;
// Remotes that do not answer are given up on after 4 s in the tests (the default is 10 s).
writeRuntimeConfig(site, { ...process.env, FIREBASE_AUTH_EMULATOR: authEmulator, REMOTE_TIMEOUT_MS: '4000' });

let code = 1;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let nginxTls: Awaited<ReturnType<typeof startNginx>> | undefined;
const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-tls-'));
try {
  const authEmulatorHost = await startAuthEmulator(authPort);
  // Every browser of the suite reaches the API from the gateway's one address: no per-client limit on telemetry.
  process.env.API_TELEMETRY_RATE_LIMIT = '0';
  await startApi({ authEmulatorHost, port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-db-')), 'e2e.sqlite'), kitchenStepMs: 2000, authRateLimit: 0, quiet: true });
  nginx = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl, authEmulator });
  const cert = makeTestCertificate(certDir);
  nginxTls = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl, authEmulator, tls: cert, redirectPort: 0 });
  console.log(`e2e: site ${site} on ${nginx.url} and ${nginxTls.url} (api ${apiUrl})`);
  await run(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_BASE_URL: nginx.url,
      E2E_HTTPS_URL: nginxTls.url,
      E2E_HTTP_REDIRECT_URL: `http://127.0.0.1:${nginxTls.redirectPort}`,
      E2E_TLS_SPKI: cert.spki,
      E2E_API_URL: apiUrl,
      E2E_AUTH_EMULATOR: authEmulator,
      E2E_SITE: site,
    },
  });
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await nginx?.close();
  await nginxTls?.close();
  fs.rmSync(certDir, { recursive: true, force: true });
  stopAll();
}
process.exit(code);
