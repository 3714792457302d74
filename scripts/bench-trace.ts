// `npm run bench:trace -- [--runs N] [pages…]`: the main thread of a first load, unthrottled, from Chromium's own
// trace: every task of 12 ms or more (12.5 ms is what Lighthouse's default 4× slowdown turns into a 50 ms long task)
// with what ran in it, the evaluation tasks of the shell's entry and bootstrap, React commits and the layout shift,
// per run. Lighthouse simulates its timings from such a trace; this shows the tasks themselves, so a change to the
// start can be seen task by task. The figures move with the machine's load as Lighthouse's do: compare several runs.
// TRACE_DETAILS=1 adds, per commit, how many components rendered and the outermost of them, and every request;
// TRACE_SLOWDOWN=<n> makes the blocking estimate at that CPU slowdown;
// TRACE_EVENTS=<ms> lists the trace events inside each task at least that long; TRACE_ALL=1 lists the tasks of every
// run, not only the first.
// Serves the current dist/site (run `npm run build` first) behind the Node gateway, with the reference API; /checkout
// is loaded signed in (the demo user) with a product in the server cart, as bench:lighthouse measures it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, stopAll } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { CHROMIUM } from '../e2e/playwright.config.ts';
import { pageStart } from './lib/trace.ts';
import { ROOT } from './lib/apps.ts';
import { demoSessionCookies } from './lib/demo-session.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const pages = args.length ? args : ['/'];
const LONG = Number(process.env.TRACE_LONG ?? 12);
// TRACE_SLOWDOWN=<n>: the CPU slowdown the blocking estimate is made at (4, Lighthouse's default).
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4);

interface Ev { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: any }

const apiPort = await freePort();
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-trace-db-')), 't.sqlite'), quiet: true });
const gateway = await startGateway({ root: path.join(ROOT, 'dist/site'), port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));

function label(children: Ev[]): string {
  const byKind = new Map<string, number>();
  for (const e of children) {
    let k: string | null = null;
    const d = e.args?.data ?? {};
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') k = `eval ${String(d.url ?? '').split('/').pop()}`;
    else if (e.name === 'FunctionCall') k = `call ${String(d.url ?? '').split('/').pop()}:${d.functionName ?? ''}@${d.lineNumber}:${d.columnNumber}`;
    else if (e.name === 'TimerFire') k = 'timer';
    else if (e.name === 'FireAnimationFrame') k = 'rAF';
    else if (e.name === 'EventDispatch') k = `event ${d.type}`;
    else if (e.name === 'UpdateLayoutTree') k = 'style';
    else if (e.name === 'Layout') k = 'layout';
    else if (e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize') k = 'paint';
    else if (e.name === 'ParseHTML') k = 'parseHTML';
    else if (e.name === 'ParseAuthorStyleSheet') k = 'parseCSS';
    else if (e.name === 'MajorGC' || e.name === 'MinorGC' || e.name === 'V8.GC_SCAVENGER') k = 'gc';
    else if (e.name === 'v8.compile' || e.name === 'v8.compileModule') k = 'compile';
    if (k) byKind.set(k, (byKind.get(k) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
}


try {
  for (const p of pages) {
    const totals: number[] = [];
    const blocking: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addCookies([{ name: 'address', value: address, url: gateway.url }]);
      // Checkout and an order's page as bench:lighthouse measures them: signed in, with a product in the server cart.
      if (p.startsWith('/checkout') || p.startsWith('/orders')) {
        await context.addCookies(await demoSessionCookies(gateway.url));
      }
      const page = await context.newPage();
      if (process.env.TRACE_DETAILS) await page.addInitScript(() => ((window as any).__traceDetails = true));
      // Every React commit, with its time and priority (through the hook React DOM reports to when developer tools
      // are present), and every request, with its time: to line them up with the tasks.
      await page.addInitScript(() => {
        const w = window as unknown as { __commits: [number, number, string][]; __cls: number };
        w.__commits = [];
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        let id = 0;
        // With TRACE_DETAILS: per commit, how many components rendered (React's PerformedWork flag) and the
        // outermost of them, by name: what made the commit.
        const detail = (root: any): string => {
          let count = 0;
          const tops: string[] = [];
          const named = (f: any) => typeof f.type === 'function' || (f.type && typeof f.type === 'object' && (f.type.render || f.type.type));
          const nameOf = (f: any) => {
            const t = f.type?.render ?? f.type?.type ?? f.type;
            return t?.displayName || t?.name || '?';
          };
          // DevTools' rule: a child without an alternate was mounted now; one with an alternate was reconciled
          // only when its parent's child list changed; a subtree whose child is its alternate's was left alone.
          const mount = (f: any) => {
            for (let c = f; c; c = c.sibling) {
              if (named(c)) count++;
              if (c.child) mount(c.child);
            }
          };
          const update = (next: any, prev: any, parentRendered: boolean) => {
            if (!prev || next.child === prev.child) return;
            for (let c = next.child; c; c = c.sibling) {
              if (!c.alternate) {
                if (!parentRendered && tops.length < 5 && named(c)) tops.push(`+${nameOf(c)}`);
                if (named(c)) count++;
                if (c.child) mount(c.child);
                continue;
              }
              const rendered = named(c) && (c.flags & 1) === 1;
              if (rendered) {
                count++;
                if (!parentRendered && tops.length < 5) tops.push(nameOf(c));
              }
              update(c, c.alternate, parentRendered || rendered);
            }
          };
          update(root.current, root.current.alternate, false);
          return `${count}: ${tops.join(' ')}`;
        };
        const details = (window as any).__traceDetails;
        Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
          value: { supportsFiber: true, renderers: new Map(), inject: () => ++id, onCommitFiberRoot: (_r: number, root: any, priority: number) => void w.__commits.push([performance.now(), priority, details ? detail(root) : '']), onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
        });
      });
      const requests: [number, string][] = [];
      const t0 = Date.now();
      page.on('request', (req) => requests.push([Date.now() - t0, new URL(req.url()).pathname + new URL(req.url()).search]));
      await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
      await page.goto(gateway.url + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { commits, cls } = await page.evaluate(() => ({ commits: (window as unknown as { __commits: [number, number, string][] }).__commits, cls: (window as unknown as { __cls: number }).__cls }));
      const buf = await browser.stopTracing();
      if (r === 0 && process.env.TRACE_DETAILS) {
        console.log(`  ${commits.length} commits (at ms, components rendered: the outermost):\n${commits.map(([t, , d]) => `    ${t.toFixed(0).padStart(5)} ${d}`).join('\n')}`);
        console.log(`  ${requests.length} requests:\n${requests.map(([t, u]) => `    ${String(t).padStart(5)} ${u.slice(0, 110)}`).join('\n')}`);
      }
      await context.close();
      const events = (JSON.parse(buf.toString()).traceEvents ?? JSON.parse(buf.toString())) as Ev[];
      // The page's main thread: where its main frame's navigation started.
      const navEv = pageStart(events, gateway.url);
      if (!navEv) {
        console.log(`  run ${r + 1}: no navigationStart of the page in the trace (${events.filter((e) => e.name === 'navigationStart').map((e) => JSON.stringify(e.args?.data ?? {})).join('; ')})`);
        continue;
      }
      const nav = navEv.ts;
      const main = events.filter((e) => e.pid === navEv.pid && e.tid === navEv.tid && e.ph === 'X' && e.ts >= nav);
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navEv.pid && e.ts >= nav)?.ts;
      const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG * 1000).sort((a, b) => a.ts - b.ts);
      const all = main.filter((e) => e.name === 'RunTask');
      let sum = 0;
      let blocked = 0;
      if (r === 0 || process.env.TRACE_ALL) console.log(`\n${p} (run ${r + 1}): tasks of ${LONG} ms or more; FCP at ${fcp ? ((fcp - nav) / 1000).toFixed(0) : '?'} ms`);
      // Lighthouse counts what blocks after the first contentful paint, from a simulation (Lantern) that multiplies
      // each task by the CPU slowdown and leaves out the tasks under 10 ms (unless linked to several others).
      for (const t of all) {
        const d = t.dur! / 1000;
        if ((!fcp || t.ts >= fcp) && d >= 10) blocked += Math.max(0, SLOWDOWN * d - 50);
      }
      for (const t of tasks) {
        const d = t.dur! / 1000;
        sum += d;
        if (r === 0 || process.env.TRACE_ALL) {
          const kids = main.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e !== t);
          console.log(`  at ${((t.ts - nav) / 1000).toFixed(0).padStart(5)} ms ${d.toFixed(1).padStart(6)} ms  ${label(kids)}`);
          if (process.env.TRACE_EVENTS && d >= Number(process.env.TRACE_EVENTS)) {
            const byName = new Map<string, number>();
            for (const k of kids) byName.set(k.name, (byName.get(k.name) ?? 0) + (k.dur ?? 0) / 1000);
            console.log(`      ${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
          }
        }
      }
      // The shell's own scripts' evaluation tasks, every run: the start's fixed cost.
      const evals = tasks
        .map((t) => ({ t, l: label(main.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e !== t)) }))
        .filter(({ l }) => /^eval (main|bootstrap)\./.test(l))
        .map(({ t, l }) => `${l.split(' ')[1]!.split('.')[0]} ${(t.dur! / 1000).toFixed(0)} ms`);
      const busy = all.filter((e) => e.ts >= nav).reduce((s, e) => s + (e.dur ?? 0) / 1000, 0);
      console.log(`  run ${r + 1}: ${tasks.length} tasks ≥ ${LONG} ms, ${sum.toFixed(0)} ms in them; main thread busy ${busy.toFixed(0)} ms; blocking at ${SLOWDOWN}× after FCP ≈ ${blocked.toFixed(0)} ms; FCP ${fcp ? ((fcp - nav) / 1000).toFixed(0) : '?'} ms; ${evals.join(', ')}; ${commits.length} commits; CLS ${cls.toFixed(3)}`);
      totals.push(busy);
      blocking.push(blocked);
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`${p}: median busy ${med(totals).toFixed(0)} ms, blocking at ${SLOWDOWN}× ≈ ${med(blocking).toFixed(0)} ms (${RUNS} runs)`);
  }
} finally {
  await browser.close();
  await gateway.close();
  stopAll();
}
