// A CPU profile of a page's first load (unthrottled), self time per package (mapped through the source maps) and per
// long task of the first load: where the main thread's work goes. `npm run prof:cpu -- /` after `npm run build` (with
// MF_KEEP_NAMES=1, the functions keep their names). /checkout is loaded signed in, with a product in the cart.
// `--tap <selector>` profiles one interaction instead: the page loaded and idle, the CPU slowed down (`--slowdown N`,
// 4 unless told), then a click on the Playwright selector (e.g. `--tap 'role=link[name="Pizza"]'`), profiled until
// the page is quiet again; the long tasks are then timed from the tap, and the requests the tap started are listed.
// `--type <text>` then types the text there, a key each 200 ms (e.g. `--tap 'header input' --type pizza`). With a tap,
// the Event Timing of each interaction (its longest event, as INP takes it) is printed. `--first <selector>` is clicked
// before, at full speed (e.g. a product's link before `--tap '[role=dialog] .ant-btn-primary'`). PROF_DESKTOP=1: a
// desktop's window (1280×800: the header's cart opens its drawer there); PROF_SIGNED_IN=1: any page signed in, with a
// product in the server cart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { chromium } from '@playwright/test';
import { freePort, stopAll } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { CHROMIUM } from '../e2e/playwright.config.ts';
import { pageStart } from './lib/trace.ts';
import { ROOT } from './lib/apps.ts';
import { packageOf } from '../shared/mf/src/stats-plugin.ts';
import { demoSessionCookies } from './lib/demo-session.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const TAP = option('--tap');
const TYPE = option('--type');
const FIRST = option('--first');
const SLOWDOWN = Number(option('--slowdown') ?? 4);
const p = args[0] ?? '/';
const site = path.join(ROOT, 'dist/site');
const apiPort = await freePort();
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-prof-db-')), 't.sqlite'), quiet: true });
const gateway = await startGateway({ root: site, port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
const browser = await chromium.launch({ ...CHROMIUM, headless: true });

const maps = new Map<string, SourceMap | null>();
function mapOf(url: string): SourceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let m: SourceMap | null = null;
  try {
    const file = path.join(site, new URL(url).pathname + '.map');
    if (fs.existsSync(file)) m = new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {}
  maps.set(url, m);
  return m;
}
try {
  const context = await browser.newContext(process.env.PROF_DESKTOP === '1' ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 412, height: 823 }, isMobile: true });
  const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));
  await context.addCookies([{ name: 'address', value: address, url: gateway.url }]);
  // Checkout as bench:lighthouse measures it: signed in, with a product in the server cart.
  if (p.startsWith('/checkout') || p.startsWith('/orders') || process.env.PROF_SIGNED_IN === '1') await context.addCookies(await demoSessionCookies(gateway.url));
  await context.addInitScript(() => {
    const w = window as unknown as { __events: { id: number; name: string; start: number; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  const requests: { url: string; at: number }[] = [];
  let tapAt = 0;
  if (TAP) {
    await page.goto(gateway.url + p, { waitUntil: 'networkidle' });
    if (FIRST) {
      await page.locator(FIRST).first().click();
      await page.locator(TAP).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() - tapAt }));
  }
  await cdp.send('Profiler.start');
  if (TAP) {
    tapAt = Date.now();
    await page.locator(TAP).first().click();
    if (TYPE) await page.keyboard.type(TYPE, { delay: 200 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000 * SLOWDOWN);
    type Ev = { id: number; name: string; start: number; duration: number };
    const evs = await page.evaluate(() => (window as unknown as { __events: Ev[] }).__events);
    const first = evs[0]?.start ?? 0;
    console.log('event timing (ms from the first event, the longest event of each interaction):');
    const longest = new Map<number, Ev>();
    for (const e of evs) if (!longest.has(e.id) || longest.get(e.id)!.duration < e.duration) longest.set(e.id, e);
    for (const e of longest.values()) console.log(`  ${(e.start - first).toFixed(0).padStart(6)}  ${e.name.padEnd(12)} ${e.duration} ms`);
  } else {
    await page.goto(gateway.url + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  // PROF_SAVE=<file>: the raw profile too (for chrome://inspect or a look at its call stacks).
  if (process.env.PROF_SAVE) fs.writeFileSync(process.env.PROF_SAVE, JSON.stringify(profile));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events: any[] = trace.traceEvents ?? trace;
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const times: number[] = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (times[i + 1] ?? 0) / 1000);
  const perPkg = new Map<string, number>();
  const perFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const cf = byId.get(id).callFrame;
    let key: string = cf.url ? (new URL(cf.url).pathname.split("/").pop() ?? cf.url) : `(${cf.functionName || "program"})`;
    let fn = `${cf.functionName || '(anon)'} ${key}`;
    if (cf.url && cf.lineNumber >= 0) {
      const m = mapOf(cf.url);
      const e = m?.findEntry(cf.lineNumber, cf.columnNumber) as any;
      if (e?.originalSource) {
        key = packageOf(e.originalSource) ?? e.originalSource.replace(/^.*\/(host|remotes\/[^/]+)\/src\//, '$1/');
        fn = `${e.name ?? cf.functionName ?? '(anon)'} ${e.originalSource.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${e.originalLine + 1}`;
      }
    }
    perPkg.set(key, (perPkg.get(key) ?? 0) + ms);
    perFn.set(fn, (perFn.get(fn) ?? 0) + ms);
  }
  // Who calls the heaviest functions: the callers' chain (3 frames up) of the 6 heaviest, by self time.
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const nameOf = (id: number) => {
    const cf = byId.get(id).callFrame;
    const e = cf.url ? (mapOf(cf.url)?.findEntry(cf.lineNumber, cf.columnNumber) as any) : null;
    return e?.originalSource ? `${e.name ?? cf.functionName} ${e.originalSource.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${e.originalLine + 1}` : `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`;
  };
  const heavy = [...perFn].sort((a, b) => b[1] - a[1]).filter(([k]) => !k.startsWith('(')).slice(0, Number(process.env.CALLERS ?? 6)).map(([k]) => k);
  for (const h of heavy) {
    const chains = new Map<string, number>();
    for (const [id, ms] of self) {
      if (nameOf(id) !== h) continue;
      const chain: string[] = [];
      let cur = parentOf.get(id);
      for (let d = 0; d < 4 && cur !== undefined; d++, cur = parentOf.get(cur)) chain.push(nameOf(cur).replace(/ .*\//, ' '));
      const key = chain.join(' < ');
      chains.set(key, (chains.get(key) ?? 0) + ms);
    }
    console.log(`callers of ${h}:`);
    for (const [c, ms] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`    ${ms.toFixed(1).padStart(6)}  < ${c}`);
  }
  // Each script's top-level evaluation (a child of the root with the script's URL and no function name): the time
  // spent under it, per package.
  const inclusive = (id: number, into: Map<string, number>) => {
    const n = byId.get(id);
    const ms = self.get(id) ?? 0;
    if (ms) {
      const cf = n.callFrame;
      const e = cf.url ? (mapOf(cf.url)?.findEntry(cf.lineNumber, cf.columnNumber) as any) : null;
      const k = e?.originalSource ? (packageOf(e.originalSource) ?? e.originalSource.replace(/^.*\/(host|remotes\/[^/]+)\/src\//, '$1/')) : cf.functionName || cf.url.split('/').pop() || '(program)';
      into.set(k, (into.get(k) ?? 0) + ms);
    }
    for (const c of n.children ?? []) inclusive(c, into);
  };
  const root = profile.nodes[0];
  for (const c of root.children ?? []) {
    const cf = byId.get(c).callFrame;
    if (!cf.url || cf.functionName !== '' || !/\.js$/.test(cf.url)) continue;
    const into = new Map<string, number>();
    inclusive(c, into);
    const sum = [...into.values()].reduce((a, b) => a + b, 0);
    if (sum < 5) continue;
    console.log(`evaluation of ${cf.url.split('/').pop()}: ${sum.toFixed(1)} ms: ${[...into].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  }
  // Each long task of the page's main thread (12 ms or more: 50 ms at Lighthouse's 4× slowdown), with the samples
  // that fall inside it, per package: what the task was made of.
  const loadStart = pageStart(events, gateway.url);
  // With --tap, the tasks are timed from the click's pointerdown.
  const down = TAP && loadStart ? events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown' && e.pid === loadStart.pid && e.tid === loadStart.tid) : undefined;
  const navEv = down && loadStart ? { ...loadStart, ts: down.ts } : loadStart;
  if (TAP) {
    console.log(`tap on ${TAP} at ${SLOWDOWN}× (pointerdown ${down ? 'found' : 'not found'} in the trace); requests it started (ms after the click was sent):`);
    for (const r of requests) console.log(`  ${String(r.at).padStart(6)}  ${r.url.replace(gateway.url, '')}`);
  }
  if (navEv) {
    const tasks = events.filter((e) => e.pid === navEv.pid && e.tid === navEv.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts + e.dur >= navEv.ts && e.dur >= 12000).sort((a, b) => a.ts - b.ts);
    const sampleTimes: number[] = [];
    let t = profile.startTime;
    for (const d of times) sampleTimes.push((t += d));
    const pkgOfNode = new Map<number, string>();
    // PROF_FUNCTIONS=1: per function (with its source line) rather than per package.
    const byFunction = process.env.PROF_FUNCTIONS === '1';
    const pkgOf = (id: number) => {
      if (byFunction) return nameOf(id).replace(/^(\S+) .*\//, '$1 ');
      if (!pkgOfNode.has(id)) {
        const cf = byId.get(id).callFrame;
        const e = cf.url ? (mapOf(cf.url)?.findEntry(cf.lineNumber, cf.columnNumber) as any) : null;
        pkgOfNode.set(id, e?.originalSource ? (packageOf(e.originalSource) ?? e.originalSource.replace(/^.*\/(host|remotes\/[^/]+)\/src\//, '$1/')) : cf.functionName || '(native)');
      }
      return pkgOfNode.get(id)!;
    };
    console.log(`long tasks (ms from ${TAP ? 'the tap' : 'navigation'}, length; sampled time inside, per ${process.env.PROF_FUNCTIONS === '1' ? 'function' : 'package'}):`);
    for (const task of tasks) {
      const into = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i++) {
        if (sampleTimes[i]! < task.ts || sampleTimes[i]! > task.ts + task.dur) continue;
        const k = pkgOf(profile.samples[i]);
        into.set(k, (into.get(k) ?? 0) + (times[i + 1] ?? 0) / 1000);
      }
      console.log(`  ${((task.ts - navEv.ts) / 1000).toFixed(0).padStart(5)} ${(task.dur / 1000).toFixed(1).padStart(6)}  ${[...into].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROF_TOP ?? 8)).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
    }
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`${p}: ${total.toFixed(0)} ms of samples`);
  for (const [k, v] of [...perPkg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('top functions (self time)');
  for (const [k, v] of [...perFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
} finally {
  await browser.close();
  await gateway.close();
  stopAll();
}
