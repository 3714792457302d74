// `npm run test:e2e [-- <playwright args>]`: the Playwright suite against the production build behind a real
// nginx running the nginx/ config, with the reference API (fresh seeded database) and the Auth emulator. A second nginx
// serves the same site over HTTPS (with its plain port redirecting) for the `https` project, with a certificate made
// for the run by a throwaway authority; the test browser trusts that certificate's key alone (its SPKI hash).
//
// The whole suite can run in shards (E2E_SHARDS; by default one per two cores, and one when the arguments name spec
// files): each shard is a Playwright process with its own copy of the site, its own API and database, its own Auth
// emulator and its own gateways, so the specs that share the demo user's cart and orders never meet. The suite is
// bound by the CPU (its browsers render): on this 2-core machine two shards took 27.8 minutes, all 316 tests passing,
// against 28.4 for one in the last CI run, with the CPU's pressure at 70 %. So a 2-core machine (CI's) runs one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.ts';
import { assembleSite, buildAll } from './lib/build.ts';
import { freePort, freePortBlock, stopAll } from './lib/proc.ts';
import { startApi, startAuthEmulator } from './lib/services.ts';
import { ensureSystemPackages } from './lib/system.ts';
import { startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';
import { makeTestCertificate } from '../nginx/tls.ts';

const args = process.argv.slice(2);
const namesSpecs = args.some((a) => /\.spec\.ts\b|(^|\/)tests\//.test(a));
const shards = Number(process.env.E2E_SHARDS ?? (namesSpecs ? 1 : Math.max(1, Math.floor(os.availableParallelism() / 2))));
const reportPath = path.resolve(ROOT, 'e2e', process.env.E2E_JSON ?? '../test-results/e2e.json');

ensureSystemPackages(['nginx', 'chromium']);
await buildAll();
const builtSite = await assembleSite(fs.mkdtempSync(path.join(os.tmpdir(), 'market-site-')));
const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-tls-'));
const cert = makeTestCertificate(certDir);
// Every browser of the suite reaches the API from the gateway's one address: no per-client limit on telemetry.
process.env.API_TELEMETRY_RATE_LIMIT = '0';

type Gateway = Awaited<ReturnType<typeof startNginx>>;
interface Stack {
  env: Record<string, string>;
  gateways: Gateway[];
}

/** One shard's site copy, Auth emulator, API with a fresh database, and its plain and HTTPS gateways. */
async function startStack(shard: number, gateways: Gateway[]): Promise<Stack> {
  // The specs that deploy or break a remote work on copies of this site, but a shard's site is its own all the same.
  const site = shard === 1 ? builtSite : `${builtSite}-${shard}`;
  if (site !== builtSite) fs.cpSync(builtSite, site, { recursive: true });
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const authPort = await freePortBlock();
  const authEmulator = `http://127.0.0.1:${authPort}`;
  // Remotes that do not answer are given up on after 4 s in the tests (the default is 10 s).
  writeRuntimeConfig(site, { ...process.env, FIREBASE_AUTH_EMULATOR: authEmulator, REMOTE_TIMEOUT_MS: '4000' });
  const authEmulatorHost = await startAuthEmulator(authPort);
  await startApi({ authEmulatorHost, port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-db-')), 'e2e.sqlite'), kitchenStepMs: 2000, authRateLimit: 0, quiet: true });
  const nginx = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl, authEmulator });
  gateways.push(nginx);
  const nginxTls = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl, authEmulator, tls: cert, redirectPort: 0 });
  gateways.push(nginxTls);
  console.log(`e2e${shards > 1 ? ` shard ${shard}/${shards}` : ''}: site ${site} on ${nginx.url} and ${nginxTls.url} (api ${apiUrl})`);
  return {
    gateways,
    env: {
      E2E_BASE_URL: nginx.url,
      E2E_HTTPS_URL: nginxTls.url,
      E2E_HTTP_REDIRECT_URL: `http://127.0.0.1:${nginxTls.redirectPort}`,
      E2E_TLS_SPKI: cert.spki,
      E2E_API_URL: apiUrl,
      E2E_AUTH_EMULATOR: authEmulator,
      E2E_SITE: site,
    },
  };
}

/** Playwright on one shard; its lines carry the shard's number when there are several. Resolves with its exit code. */
function runShard(shard: number, stack: Stack): Promise<number> {
  const shardArgs = shards > 1 ? [`--shard=${shard}/${shards}`] : [];
  const env = {
    ...process.env,
    ...stack.env,
    ...(shards > 1 ? { E2E_JSON: shardReport(shard), E2E_OUTPUT_DIR: path.join(ROOT, `test-results/e2e-${shard}`) } : {}),
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...shardArgs, ...args], {
    cwd: ROOT,
    env,
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (shards > 1) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      from?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${shard}] ${line}\n`);
      });
      from?.on('end', () => rest && to.write(`[${shard}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const shardReport = (shard: number) => reportPath.replace(/\.json$/, `-${shard}.json`);

/** The shards' JSON reports as one (their suites side by side, their counts added), where `npm test` reads it. */
function mergeReports(): void {
  const reports = Array.from({ length: shards }, (_, i) => shardReport(i + 1))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!reports.length) return;
  const stats = { startTime: reports[0].stats?.startTime, duration: 0, expected: 0, skipped: 0, unexpected: 0, flaky: 0 };
  for (const r of reports) {
    stats.duration = Math.max(stats.duration, r.stats?.duration ?? 0);
    for (const key of ['expected', 'skipped', 'unexpected', 'flaky'] as const) stats[key] += r.stats?.[key] ?? 0;
  }
  const merged = { config: reports[0].config, suites: reports.flatMap((r) => r.suites ?? []), errors: reports.flatMap((r) => r.errors ?? []), stats };
  fs.mkdirSync(path.dirname(reportPath), { recursive: true });
  fs.writeFileSync(reportPath, JSON.stringify(merged));
}

let code = 1;
const gateways: Gateway[] = [];
try {
  if (shards > 1) for (let i = 1; i <= shards; i++) fs.rmSync(shardReport(i), { force: true });
  const stacks = await Promise.all(Array.from({ length: shards }, (_, i) => startStack(i + 1, gateways)));
  const codes = await Promise.all(stacks.map((stack, i) => runShard(i + 1, stack)));
  if (shards > 1) mergeReports();
  code = codes.every((c) => c === 0) ? 0 : 1;
  if (code) console.error(`e2e: Playwright exited with ${codes.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(gateways.map((g) => g.close()));
  fs.rmSync(certDir, { recursive: true, force: true });
  for (let i = 2; i <= shards; i++) fs.rmSync(`${builtSite}-${i}`, { recursive: true, force: true });
  stopAll();
}
process.exit(code);
