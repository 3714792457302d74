/**
 * `npm run bench:api`: the API on a free port with a temporary database, autocannon at 50 connections against
 * shops/paginate, products/search and cart insert (signed in), each one URL asked again and again (what the answer
 * cache serves), then what shoppers send: a mix of 3,000 distinct product searches and shop lists (other words,
 * pages, languages, filters and delivery points; BENCH_SEED, default 56, makes the same mix every run), each asked
 * once before it comes round again, so almost no answer is kept; its warm-up is the mix once through. Prints
 * requests/s, p50 and p99 latency, the API process's CPU time per request (the figure the machine's other load moves
 * least), whether the catalogue reads and the mix meet their p99 target, and the load average before and after.
 * BENCH_ONLY=<text> runs only the runs whose name holds it; BENCH_DUMP=<file> writes the mix's paths there.
 * BENCH_SECONDS (default 10) sets each run's length; each is preceded by a BENCH_WARMUP_SECONDS (default 2) run that is
 * not counted (the JIT, the first answer of a list, the garbage of seeding).
 * Where the client runs: by default the API runs in a process of its own (api-process.ts) and autocannon sends from
 * this one, as a client elsewhere would; the CPU time per request is then the API process's alone. BENCH_CLIENT=thread
 * runs the API in this process and sends from its own thread, as the figures before 2026-11-29 were taken: the
 * client's sending and parsing of every answer then waits in the API's event loop and counts as its latency, and the
 * CPU time per request is the API's and the client's together. BENCH_WORKERS (default 0; repeated URLs only) is the
 * number of worker threads autocannon sends from instead of this thread.
 */
import autocannon, { type Options } from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? 0);
/** Only the runs whose name holds this text (e.g. `BENCH_ONLY=mix`). */
const only = process.env.BENCH_ONLY ?? '';
/** p99 latency the catalogue reads must stay within (issue #16). */
const TARGET_P99_MS = 20;
const seed = Number(process.env.BENCH_SEED ?? 56);
/** Distinct requests in the shoppers' mix. */
const MIX_SIZE = 3000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-'));
const dbPath = path.join(dir, 'market.sqlite');
/** The API in this thread (BENCH_CLIENT=thread) or in a process of its own (the default). */
const sameThread = process.env.BENCH_CLIENT === 'thread';

interface Api {
  port: number;
  /** The CPU time (µs) of the process the API runs in, so far. */
  cpu(): Promise<number>;
  close(): Promise<void>;
}

async function startApi(): Promise<Api> {
  if (sameThread) {
    const { buildApp } = await import('../src/server.ts');
    const app = await buildApp({ dbPath, jwtSecret: 'bench', authRateLimit: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      port: (app.server.address() as AddressInfo).port,
      cpu: async () => {
        const used = process.cpuUsage();
        return used.user + used.system;
      },
      close: () => app.close(),
    };
  }
  const child = fork(new URL('./api-process.ts', import.meta.url), { env: { ...process.env, BENCH_DB: dbPath } });
  const [ready] = (await once(child, 'message')) as [{ port: number }];
  return {
    port: ready.port,
    cpu: async () => {
      child.send('cpu');
      const [answer] = (await once(child, 'message')) as [{ cpu: number }];
      return answer.cpu;
    },
    close: async () => {
      child.send('close');
      await once(child, 'exit');
    },
  };
}
const api = await startApi();
const base = `http://127.0.0.1:${api.port}/api/v1`;

const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const products = (await (await fetch(`${base}/rest/shops/1/products/paginate?perPage=1`)).json()) as { data: { stocks: { id: number }[] }[] };
const stockId = products.data[0]!.stocks[0]!.id;

/** mulberry32: the same numbers for the same seed. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What shoppers send: product searches (a word of a product's title or its first letters, in their language, a page
 * of results) and shop lists (a page, a type, open now, a word, at a delivery point near a shop or somewhere else),
 * MIX_SIZE distinct paths in a fixed order from the seed.
 */
function shoppersMix(): string[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  const words = [
    ...new Set(
      db
        .prepare("SELECT title FROM search_index WHERE kind IN ('product', 'shop')")
        .all()
        .flatMap((r) => String(r.title).toLowerCase().split(/[^\p{L}\p{N}]+/u))
        .filter((w) => w.length > 2),
    ),
  ].sort();
  const points = db.prepare('SELECT latitude, longitude FROM shops ORDER BY id').all() as { latitude: number; longitude: number }[];
  db.close();
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const paths = new Set<string>();
  while (paths.size < MIX_SIZE) {
    const lang = pick(['en', 'en', 'fr', 'ar']);
    const word = pick(words);
    const term = rnd() < 0.3 ? word.slice(0, 3 + Math.floor(rnd() * 2)) : word;
    const page = 1 + Math.floor(rnd() * rnd() * 4);
    if (rnd() < 0.5) {
      paths.add(`/api/v1/rest/products/search?search=${encodeURIComponent(term)}&page=${page}&perPage=12&lang=${lang}`);
      continue;
    }
    const q = new URLSearchParams({ perPage: '12', page: String(page), lang });
    const near = pick(points);
    // A delivery point within a few km of a shop, or anywhere around the city.
    const spread = rnd() < 0.7 ? 0.03 : 0.3;
    q.set('address[latitude]', (near.latitude + (rnd() - 0.5) * spread).toFixed(5));
    q.set('address[longitude]', (near.longitude + (rnd() - 0.5) * spread).toFixed(5));
    const filter = rnd();
    if (filter < 0.2) q.set('search', term);
    else if (filter < 0.35) q.set('type', pick(['shop', 'restaurant']));
    else if (filter < 0.45) q.set('open', '1');
    paths.add(`/api/v1/rest/shops/paginate?${q}`);
  }
  return [...paths];
}
const mix = shoppersMix();
if (process.env.BENCH_DUMP) fs.writeFileSync(process.env.BENCH_DUMP, JSON.stringify(mix));
let next = 0;

const runs: (Options & { name: string; target?: number })[] = [
  { name: 'GET rest/shops/paginate', url: `${base}/rest/shops/paginate?perPage=12&lang=en`, target: TARGET_P99_MS },
  { name: 'GET rest/products/search?search=pizza', url: `${base}/rest/products/search?search=pizza&lang=en`, target: TARGET_P99_MS },
  {
    name: 'POST dashboard/user/cart/insert-product',
    url: `${base}/dashboard/user/cart/insert-product`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stockId, quantity: 2 }] }),
  },
  {
    name: `GET shoppers' mix: ${MIX_SIZE} distinct searches and shop lists (seed ${seed})`,
    url: base,
    requests: [{ setupRequest: (req) => ({ ...req, path: mix[next++ % mix.length]! }) }],
    target: TARGET_P99_MS,
  },
];

const client = workers > 0 ? `${workers} worker thread(s)` : sameThread ? "the API's thread" : "a process other than the API's";
const cpuOf = sameThread ? "the API's and the client's process" : "the API's process alone";
console.log(`autocannon: 50 connections from ${client}, ${seconds} s each after ${warmup} s not counted, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}; CPU ms/request: ${cpuOf}\n`);
console.log('| endpoint | requests/s | p50 ms | p99 ms | CPU ms/request | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
const checks: string[] = [];
for (const run of runs.filter((r) => r.name.includes(only))) {
  const { name, target, ...options } = run;
  // The mix's paths are chosen by a function of this thread: it is sent from here whatever BENCH_WORKERS says.
  const common = { ...options, connections: 50, ...(workers > 0 && !options.requests ? { workers } : {}) };
  // The mix's warm-up sends it once through, whatever its length: a running API has presented its catalogue before.
  if (options.requests) await autocannon({ ...common, amount: mix.length });
  else if (warmup > 0) await autocannon({ ...common, duration: warmup });
  const cpu = await api.cpu();
  const r = await autocannon({ ...common, duration: seconds });
  // The API process's CPU time per answered request (with BENCH_CLIENT=thread, the client's too): what the machine's
  // other load changes least.
  const cpuMs = ((await api.cpu()) - cpu) / 1000 / Math.max(1, r.requests.total);
  console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${cpuMs.toFixed(3)} | ${r.non2xx + r.errors + r.timeouts} |`);
  if (target !== undefined) checks.push(`${name}: p99 ${r.latency.p99} ms, target ≤ ${target} ms → ${r.latency.p99 <= target ? 'met' : 'OVER'}`);
}
console.log(`\n${checks.join('\n')}\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
await api.close();
fs.rmSync(dir, { recursive: true, force: true });
