/**
 * `npm run bench:api`: the API on a free port with a temporary database, autocannon at 50 connections against
 * shops/paginate, products/search and cart insert (signed in). Prints requests/s, p50 and p99 latency, and whether the
 * two catalogue reads meet their p99 target.
 * BENCH_SECONDS (default 10) sets each run's length; each is preceded by a BENCH_WARMUP_SECONDS (default 2) run that is
 * not counted (the JIT, the first answer of a list, the garbage of seeding). BENCH_WORKERS (default 0) is the number
 * of worker threads autocannon sends from; 0 sends from the API's own thread, as the published figures were taken,
 * so the client's parsing of every answer counts as latency. On a shared 2-core machine a worker thread is not
 * reliably better: it competes for the same cores.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? 0);
/** p99 latency the catalogue reads must stay within (issue #16). */
const TARGET_P99_MS = 20;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-'));
const app = await buildApp({ dbPath: path.join(dir, 'market.sqlite'), jwtSecret: 'bench', authRateLimit: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;

const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const products = (await (await fetch(`${base}/rest/shops/1/products/paginate?perPage=1`)).json()) as { data: { stocks: { id: number }[] }[] };
const stockId = products.data[0]!.stocks[0]!.id;

const runs = [
  { name: 'GET rest/shops/paginate', url: `${base}/rest/shops/paginate?perPage=12&lang=en`, target: TARGET_P99_MS },
  { name: 'GET rest/products/search?search=pizza', url: `${base}/rest/products/search?search=pizza&lang=en`, target: TARGET_P99_MS },
  {
    name: 'POST dashboard/user/cart/insert-product',
    url: `${base}/dashboard/user/cart/insert-product`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stockId, quantity: 2 }] }),
  },
];

const client = workers > 0 ? `${workers} worker thread(s)` : "the API's thread";
console.log(`autocannon: 50 connections from ${client}, ${seconds} s each after ${warmup} s not counted, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]!.toFixed(2)}\n`);
console.log('| endpoint | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|');
const checks: string[] = [];
for (const run of runs) {
  const { name, target, ...options } = run;
  const common = { ...options, connections: 50, ...(workers > 0 ? { workers } : {}) };
  if (warmup > 0) await autocannon({ ...common, duration: warmup });
  const r = await autocannon({ ...common, duration: seconds });
  console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} |`);
  if (target !== undefined) checks.push(`${name}: p99 ${r.latency.p99} ms, target ≤ ${target} ms → ${r.latency.p99 <= target ? 'met' : 'OVER'}`);
}
console.log(`\n${checks.join('\n')}`);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
