/**
 * `npm run bench:api`: the API on a free port with a temporary database, autocannon at 50 connections against
 * shops/paginate, products/search and cart insert (signed in). Prints requests/s and p99 latency.
 * BENCH_SECONDS (default 10) sets each run's length.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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
  { name: 'GET rest/shops/paginate', url: `${base}/rest/shops/paginate?perPage=12&lang=en` },
  { name: 'GET rest/products/search?search=pizza', url: `${base}/rest/products/search?search=pizza&lang=en` },
  {
    name: 'POST dashboard/user/cart/insert-product',
    url: `${base}/dashboard/user/cart/insert-product`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stockId, quantity: 2 }] }),
  },
];

console.log(`autocannon: 50 connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} CPU(s)\n`);
console.log('| endpoint | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|');
for (const run of runs) {
  const { name, ...options } = run;
  const r = await autocannon({ ...options, connections: 50, duration: seconds });
  console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} |`);
}
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
