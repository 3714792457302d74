// `npm run bench:gateway`: the two gateways under load, on loopback only. The production build's site behind nginx
// (the rendered config) and behind the Node gateway (`npm start` without nginx), each in its own process, in front
// of the reference API. For each: a static asset (a hashed chunk of the host, brotli), a page route (the SPA document) and an
// API call, at 200 concurrent connections for 20 s (BENCH_SECONDS to change), with autocannon. Prints requests/s,
// p50 and p99 latency and errors; exits 1 unless every run had 0 errors and the Node gateway's p99 on the static
// asset is within 2× of nginx's.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assembleSite, buildAll } from './lib/build.ts';
import { ROOT } from './lib/apps.ts';
import { freePort, startProcess, stopAll, waitForPort } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { requireNginx, startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 200;

requireNginx();
await buildAll();
const site = await assembleSite(fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-site-')));
writeRuntimeConfig(site);
// A typical hashed chunk (the largest under 50 KB): with the 300 KB entry the client, not the gateway, is the limit.
const entry = fs
  .readdirSync(site)
  .filter((f) => /^[0-9a-z]+\.[0-9a-f]{10}\.js$/.test(f))
  .map((f) => ({ f, size: fs.statSync(path.join(site, f)).size }))
  .filter((c) => c.size < 50 * 1024)
  .sort((a, b) => b.size - a.size)[0]?.f;
if (!entry) throw new Error('no hashed chunk in the assembled site');

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-db-')), 'bench.sqlite'), authRateLimit: 0, quiet: true });

const nginx = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl });
const nodePort = await freePort();
startProcess('node-gateway', process.execPath, [path.join(ROOT, 'nginx/gateway.ts'), '--root', site, '--port', String(nodePort), '--listen', '127.0.0.1', '--api', apiUrl], { cwd: ROOT, quiet: true });
await waitForPort(nodePort);

const gateways = [
  { name: 'nginx', url: nginx.url },
  { name: 'Node gateway', url: `http://127.0.0.1:${nodePort}` },
];
const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: `static asset /${entry} (br)`, path: `/${entry}`, headers: { 'accept-encoding': 'gzip, br' } },
  { name: 'page route /shop/1', path: '/shop/1', headers: { 'accept-encoding': 'gzip, br' } },
  { name: 'API GET rest/languages/active', path: '/api/v1/rest/languages/active?lang=en', headers: {} },
];

interface Row {
  gateway: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];
console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, Node ${process.version}, ${os.cpus().length} CPU(s)\n`);
try {
  for (const target of targets) {
    for (const gateway of gateways) {
      const result = await autocannon({ url: `${gateway.url}${target.path}`, connections: CONNECTIONS, duration: SECONDS, headers: target.headers });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({ gateway: gateway.name, target: target.name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors });
      console.log(`${gateway.name.padEnd(14)}${target.name.padEnd(48)}${String(Math.round(result.requests.average)).padStart(8)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  errors ${errors}`);
    }
  }
} finally {
  await nginx.close();
  stopAll();
}

const p99 = (gateway: string) => rows.find((r) => r.gateway === gateway && r.target === targets[0]!.name)!.p99;
const ratio = p99('Node gateway') / Math.max(1, p99('nginx'));
const errorFree = rows.every((r) => r.errors === 0);
console.log(`\nerrors: ${errorFree ? '0 in every run' : 'SOME'} (target 0)`);
console.log(`static asset p99: Node gateway ${p99('Node gateway')} ms, nginx ${p99('nginx')} ms, ratio ${ratio.toFixed(2)} (target ≤ 2)`);
process.exit(errorFree && ratio <= 2 ? 0 : 1);
