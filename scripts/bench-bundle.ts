// `npm run bench:bundle`: what the first load of a page downloads — JS per app, gzip and brotli, and the stylesheets —
// against the budget of architecture.md (JS ≤ 300 KiB brotli in ≤ 15 requests on the first load of `/`), and the
// work the browser does for it: `<style>` elements created at run time (antd's styles are built, so 0) and React
// commits until the page settles; the size of each part of the shell's entry; and the map's own size, which no first
// load may carry (Leaflet only where a map shows). Prints figures; exits 1 over budget or with map code in a first load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { packageOf } from '../shared/mf/src/stats-plugin.ts';
import { chromium } from '@playwright/test';
import { assembleSite, buildAll } from './lib/build.ts';
import { takeOption } from './lib/bench.ts';
import { freePort, stopAll } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { CHROMIUM } from '../e2e/playwright.config.ts';
import { demoSessionCookies } from './lib/demo-session.ts';

const BUDGET_KIB = 300;
const BUDGET_REQUESTS = 15;
// Each part of the shell's entry, in bytes before compression: the main thread's share of compiling a script grows with
// its size (about 2 ms per 100 KB here), and a part stays under the 10 ms a task may take before Lighthouse counts it.
const ENTRY_PART_KB = 350;
// The map's code (Leaflet, the map component, Leaflet's stylesheet), loaded only where a map shows (issue 51).
const MAP_BUDGET_KIB = 250;
const args = process.argv.slice(2);
// `--site <dir>`: measure an assembled site as it is (e.g. an older commit's dist/site copied aside) instead of building
// this tree, so that a before and an after are counted the same way.
const siteOption = takeOption(args, '--site');
const pages = args.length ? args : ['/', '/shop/1', '/checkout'];

if (!siteOption) await buildAll();
const site = siteOption ? path.resolve(siteOption) : await assembleSite(fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-')));
const apiPort = await freePort();
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-db-')), 'b.sqlite'), quiet: true });
const gateway = await startGateway({ root: site, port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
const browser = await chromium.launch(CHROMIUM);
let over = false;

/**
 * Whether a file of the site is the map's: a script that carries Leaflet (the app's build stats, which name the
 * packages of each emitted script) or a stylesheet with Leaflet's rules.
 */
const statsOf = new Map<string, Record<string, string[]>>();
function isMapFile(url: string): boolean {
  const file = path.join(site, url);
  if (!fs.existsSync(file)) return false;
  if (url.endsWith('.css')) return fs.readFileSync(file, 'utf8').includes('.leaflet-container');
  const dir = path.dirname(file);
  if (!statsOf.has(dir)) {
    const stats = path.join(dir, 'bundle-stats.json');
    statsOf.set(dir, fs.existsSync(stats) ? (JSON.parse(fs.readFileSync(stats, 'utf8')) as { files: Record<string, string[]> }).files : {});
  }
  return (statsOf.get(dir)![path.basename(file)] ?? []).includes('leaflet');
}
const brotliOf = (urls: Iterable<string>) => [...urls].reduce((n, url) => n + zlib.brotliCompressSync(fs.readFileSync(path.join(site, url))).length, 0);
/** The scripts each page loaded, for a closer look (e.g. per package with the source maps). */
const loaded: Record<string, string[]> = {};
try {
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    // Checkout as bench:lighthouse and bench:trace measure it: signed in, with a product in the server cart (signed
    // out, it is a sign-in prompt).
    if (p.startsWith('/checkout')) await context.addCookies(await demoSessionCookies(gateway.url));
    const page = await context.newPage();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' && res.ok()) scripts.add(new URL(res.url()).pathname);
      if (type === 'stylesheet' && res.ok()) styles.add(new URL(res.url()).pathname);
    });
    // Counted from the first byte: every <style> element that enters the document, and every React commit (through
    // the hook React DOM reports to when developer tools are present).
    await page.addInitScript(() => {
      const w = window as unknown as { __bench: { styles: string[]; commits: number; firstCommit: number; commitTimes: number[] } };
      w.__bench = { styles: [], commits: 0, firstCommit: Infinity, commitTimes: [] };
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'STYLE') w.__bench.styles.push((n as Element).getAttribute('data-css-hash') ?? (n as Element).getAttribute('rc-util-key') ?? (n.textContent ?? '').slice(0, 40));
      }).observe(document, { childList: true, subtree: true });
      let id = 0;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: { supportsFiber: true, renderers: new Map(), inject: () => ++id, onCommitFiberRoot: () => {
          if (w.__bench.commits++ === 0) w.__bench.firstCommit = performance.now();
          w.__bench.commitTimes.push(performance.now());
        }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
      });
    });
    await page.goto(`${gateway.url}${p}`, { waitUntil: 'networkidle' });
    const work = await page.evaluate(() => (window as unknown as { __bench: { styles: string[]; commits: number; firstCommit: number; commitTimes: number[] } }).__bench);
    // The page's largest contentful paint (the last candidate the browser reported): the commits up to it are what
    // the first paint of the page's content cost.
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    // When each script was asked for (a preload's start counts): those asked before the app's first render are what
    // the first paint needs (the shell renders the first page whole, its module and reads loaded before); the others
    // came after it (the header's widgets, code preloaded when the browser was idle).
    const started = new Map(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as [string, number])),
    );
    const rows = (urls: string[]) => {
      const perApp = new Map<string, { files: number; raw: number; gz: number; br: number }>();
      for (const url of urls) {
        const body = fs.readFileSync(path.join(site, url));
        const app = url.startsWith('/mf/') ? url.split('/')[2]! : 'host';
        const row = perApp.get(app) ?? { files: 0, raw: 0, gz: 0, br: 0 };
        row.files += 1;
        row.raw += body.length;
        row.gz += zlib.gzipSync(body, { level: 9 }).length;
        row.br += zlib.brotliCompressSync(body).length;
        perApp.set(app, row);
      }
      return perApp;
    };
    const present = [...scripts].filter((url) => fs.existsSync(path.join(site, url)));
    loaded[p] = present;
    const firstPaint = present.filter((url) => (started.get(url) ?? Infinity) < work.firstCommit);
    const later = present.filter((url) => !firstPaint.includes(url));
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(8);
    const table = (title: string, perApp: ReturnType<typeof rows>) => {
      console.log(title);
      console.log(`${'app'.padEnd(24)}${'files'.padStart(6)}${'raw KiB'.padStart(9)}${'gzip KiB'.padStart(9)}${'br KiB'.padStart(9)}`);
      const total = { files: 0, raw: 0, gz: 0, br: 0 };
      for (const [app, r] of perApp) {
        console.log(`${app.padEnd(24)}${String(r.files).padStart(6)}${kib(r.raw)} ${kib(r.gz)} ${kib(r.br)}`);
        total.files += r.files;
        total.raw += r.raw;
        total.gz += r.gz;
        total.br += r.br;
      }
      console.log(`${'total'.padEnd(24)}${String(total.files).padStart(6)}${kib(total.raw)} ${kib(total.gz)} ${kib(total.br)}`);
      return total;
    };
    const total = table(`\nfirst load of ${p} (mobile): JS for the first paint (asked before the app's first render), by app`, rows(firstPaint));
    const after = table(`after the first paint, until the network is idle:`, rows(later));
    // Each file asked after the first paint, with what it is made of (the packages of its source map, most modules first).
    for (const url of later) {
      const body = fs.readFileSync(path.join(site, url));
      const map = path.join(site, `${url}.map`);
      const sources: string[] = fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
      const count = new Map<string, number>();
      for (const source of sources) {
        const key = packageOf(source) ?? source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*\/(host|remotes\/[^/]+|shared\/[^/]+)\/src\//, '$1/');
        count.set(key, (count.get(key) ?? 0) + 1);
      }
      const parts = [...count].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, n]) => `${k}${n > 1 ? ` ×${n}` : ''}`);
      console.log(`  ${(zlib.brotliCompressSync(body).length / 1024).toFixed(1).padStart(6)} KiB  ${url}  ${parts.join(', ')}`);
    }
    console.log(`all JS until idle: ${total.files + after.files} files, ${(total.br / 1024 + after.br / 1024).toFixed(1)} KiB brotli`);
    let css = 0;
    for (const url of styles) {
      const file = path.join(site, url);
      if (fs.existsSync(file)) css += zlib.brotliCompressSync(fs.readFileSync(file)).length;
    }
    console.log(`stylesheets: ${styles.size} files, ${(css / 1024).toFixed(1)} KiB brotli (${[...styles].join(', ')})`);
    console.log(`<style> elements created at run time: ${work.styles.length}${work.styles.length ? ` (${work.styles.join(', ')})` : ''}`);
    console.log(`React commits until the largest contentful paint (${Math.round(lcp)} ms): ${work.commitTimes.filter((t) => t <= lcp).length}; until the page settled: ${work.commits}`);
    // Not one byte of the map on a first load: neither for its first paint nor until the network is idle.
    const mapLoaded = [...present, ...styles].filter(isMapFile);
    over ||= mapLoaded.length > 0;
    console.log(`map code in this first load: ${mapLoaded.length ? `${mapLoaded.join(', ')} → OVER` : 'none → within'}`);
    if (p === '/') {
      const ok = total.br / 1024 <= BUDGET_KIB && total.files <= BUDGET_REQUESTS;
      over ||= !ok;
      console.log(`budget for the first paint of /: ${BUDGET_KIB} KiB brotli in ${BUDGET_REQUESTS} scripts → ${ok ? 'within' : 'OVER'}`);
    }
    await context.close();
  }
  // The map's own size: what the browser downloads when the address editor's map shows (signed in, /saved-locations).
  {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addCookies(await demoSessionCookies(gateway.url));
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && res.ok()) files.add(new URL(res.url()).pathname);
    });
    await page.goto(`${gateway.url}/saved-locations`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.locator('.leaflet-container').waitFor();
    await page.waitForLoadState('networkidle');
    const map = [...files].filter(isMapFile);
    const js = map.filter((u) => u.endsWith('.js'));
    const br = brotliOf(map) / 1024;
    const ok = js.length > 0 && br <= MAP_BUDGET_KIB;
    over ||= !ok;
    console.log(
      `\nthe map's own code (the address editor's map): ${js.length} scripts ${(brotliOf(js) / 1024).toFixed(1)} KiB brotli, ` +
        `${map.length - js.length} stylesheet ${(brotliOf(map.filter((u) => u.endsWith('.css'))) / 1024).toFixed(1)} KiB brotli; ` +
        `${br.toFixed(1)} KiB in all (≤ ${MAP_BUDGET_KIB} KiB → ${ok ? 'within' : 'OVER'})`,
    );
    await context.close();
  }
  // The shell's entry, as the document names it for boot.js (host/src/prerender/entry.ts): each part's size.
  const block = /<script type="application\/json" id="market-entry">([^<]*)<\/script>/.exec(fs.readFileSync(path.join(site, 'index.html'), 'utf8'));
  const parts = block ? (JSON.parse(block[1]!) as { scripts: { src: string }[] }).scripts.map((s) => [s.src, fs.statSync(path.join(site, s.src)).size / 1000] as const) : [];
  const partsOk = parts.length > 0 && parts.every(([, kb]) => kb <= ENTRY_PART_KB);
  over ||= !partsOk;
  console.log(`\nthe shell's entry: ${parts.map(([src, kb]) => `${src} ${kb.toFixed(1)} KB`).join(', ') || 'not found'} (each ≤ ${ENTRY_PART_KB} KB → ${partsOk ? 'within' : 'OVER'})`);
  // boot.js, the one script that runs before anything else (host/public/boot.js, minified by the build).
  const boot = fs.readFileSync(path.join(site, 'boot.js'));
  console.log(`boot.js: ${boot.length} bytes, gzip ${zlib.gzipSync(boot, { level: 9 }).length}, brotli ${zlib.brotliCompressSync(boot).length}`);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/bench-bundle.json', JSON.stringify({ site, loaded }, null, 2));
} finally {
  await browser.close();
  await gateway.close();
  stopAll();
}
process.exit(over ? 1 : 0);
