import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { TelemetryEvent } from '../../shared/contract/src/telemetry.ts';
import { CANARY_SEED_KEY, canaryBucket } from '../../shared/contract/src/canary.ts';
import { AUTH_EMULATOR, API_URL, expect, test } from '../fixtures.ts';
import { startGateway } from '../../nginx/gateway.ts';
import { startNginx } from '../../nginx/nginx-process.ts';

/**
 * A canary of one remote behind each gateway: `npm run deploy -- reservations --canary 20` with a build that breaks
 * its /reservations page; the browsers are split, each loading one version only; the errors the shell reports are
 * counted against the canary's version; `--watch` aborts it; then the browsers that had the canary load the live
 * version, and a page view's LCP, INP and CLS reach the API.
 *
 * Behind nginx (as deployed) 50 fresh browsers each draw their own seed, and the split is checked within statistical
 * bounds. The split is the shell's (the seed in the browser's storage, the bucket in boot.js and the app), not the
 * gateway's, so behind the node gateway 8 browsers are given seeds whose buckets fall on known sides of the share
 * (4 in the canary, 4 not): the same path through the gateway, the telemetry and the watch, for a fifth of the visits.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const BROWSERS = 50;
const SHARE = 20;

async function deploy(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await run(process.execPath, [path.join(ROOT, 'scripts/deploy.ts'), ...args], { cwd: ROOT });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

type Registry = Record<string, unknown> & { canaries?: Record<string, { entry: string; share: number }> };
const registryOf = (site: string) => JSON.parse(fs.readFileSync(path.join(site, 'mf/remotes.json'), 'utf8')) as Registry;
const versionIn = (manifest: unknown) => /\/mf\/reservations\/([0-9a-f]{12})\//.exec(String(manifest))?.[1];

/** The live reservations build, copied out, whose page module throws as it loads on /reservations (not on the deploy's check at /). */
function breakingBuild(site: string, mark: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-canary-'));
  fs.cpSync(path.join(site, path.dirname(String(registryOf(site).reservations))), dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const page = manifest.exposes.find((e) => e.name === 'reservations-page')!;
  for (const file of page.assets.js.sync) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, `if(location.pathname==="/reservations")throw new Error("the reservations page breaks (${mark})");\n${fs.readFileSync(full, 'utf8')}`);
  }
  return dir;
}

/** The versions of the reservations remote this page downloaded files of. */
const versionsLoaded = (page: Page) =>
  page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => /\/mf\/reservations\/([0-9a-f]{12})\//.exec(e.name)?.[1]).filter(Boolean))]);

/** The page has shown either the live page or its remote's fallback. */
const settled = (page: Page) =>
  expect(page.locator('main h1:visible').or(page.getByText('This part of the page could not be loaded')).first()).toBeVisible({ timeout: 30_000 });

/**
 * Counts the telemetry beacons a page sends (`__beacons`), so a visit can wait for all of them to reach the gateway before the
 * page is closed. A page closed the moment after its last beacon was sent lost it once on a loaded machine: the
 * gateway never saw it, and the canary's views were one short.
 */
const countBeacons = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { __beacons: number };
    w.__beacons = 0;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      if (queued && new URL(String(url), location.href).pathname === '/api/v1/telemetry') w.__beacons += 1;
      return queued;
    };
  });

/** Telemetry beacons of `page` that have had their answer. */
const delivered = new WeakMap<Page, number>();
function trackBeacons(page: Page): void {
  delivered.set(page, 0);
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/telemetry') delivered.set(page, (delivered.get(page) ?? 0) + 1);
  });
}

/** As the shopper leaves: the page is hidden, and the shell sends what it has not sent yet. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/**
 * `hide`, then waits until every beacon the page sent (`countBeacons`, `trackBeacons`) has been answered, so what is
 * counted does not depend on how soon the page is closed after it.
 */
const hideAndDeliver = async (page: Page) => {
  await hide(page);
  const sent = await page.evaluate(() => (window as unknown as { __beacons: number }).__beacons);
  await expect.poll(() => delivered.get(page) ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(sent);
};

interface Health {
  version: string;
  views: number;
  errors: number;
  error_views: number;
  samples: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>;
}
const health = async (version: string | undefined): Promise<Health | undefined> => {
  const res = await fetch(`${API_URL}/api/v1/telemetry/health?remote=reservations&minutes=30`);
  return ((await res.json()) as { data: Health[] }).data.find((r) => r.version === version);
};

/** Opens /reservations in `contexts` (five at a time: the machine has two cores) and returns each one's versions. */
async function visitAll(contexts: BrowserContext[], base: string, after?: (page: Page) => Promise<void>): Promise<string[][]> {
  const seen: string[][] = [];
  for (let i = 0; i < contexts.length; i += 5) {
    seen.push(
      ...(await Promise.all(
        contexts.slice(i, i + 5).map(async (context) => {
          const page = await context.newPage();
          trackBeacons(page);
          await page.goto(`${base}/reservations`);
          await settled(page);
          const versions = await versionsLoaded(page);
          await after?.(page);
          await page.close();
          return versions as string[];
        }),
      )),
    );
  }
  return seen;
}

async function freshBrowsers(browser: Browser, n: number): Promise<BrowserContext[]> {
  const contexts = await Promise.all(Array.from({ length: n }, () => browser.newContext()));
  await Promise.all(contexts.map(countBeacons));
  return contexts;
}

/** Browsers whose seeds put the first `inCanary` of them in the canary `entry` of reservations, the others not. */
async function seededBrowsers(browser: Browser, base: string, entry: string, n: number, inCanary: number): Promise<BrowserContext[]> {
  const seeds: string[] = [];
  for (let i = 0; seeds.length < n; i++) {
    const seed = i.toString(16).padStart(16, '0');
    const wanted = seeds.length < inCanary;
    if (canaryBucket(seed, 'reservations', entry) < SHARE === wanted) seeds.push(seed);
  }
  const contexts = await Promise.all(
    seeds.map((seed) => browser.newContext({ storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: CANARY_SEED_KEY, value: seed }] }] } })),
  );
  await Promise.all(contexts.map(countBeacons));
  return contexts;
}

for (const gateway of ['node', 'nginx'] as const) {
  // nginx: fresh browsers, each its own random seed; node: seeded browsers, 4 of 8 in the canary.
  const seeded = gateway === 'node';
  const browsers = seeded ? 8 : BROWSERS;
  test.describe(`a canary behind the ${gateway} gateway`, () => {
    let site = '';
    let base = '';
    let close: () => Promise<void> = async () => {};

    test.beforeAll(async () => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), `market-canary-${gateway}-`));
      fs.cpSync(process.env.E2E_SITE!, site, { recursive: true });
      const started =
        gateway === 'node'
          ? await startGateway({ root: site, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR, env: { ...process.env, REMOTE_TIMEOUT_MS: '4000' } })
          : await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR });
      base = started.url.replace(/\/$/, '');
      close = () => started.close();
    });
    test.afterAll(async () => {
      await close();
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(`${site}.deploys.json`, { force: true });
    });

    const who = seeded ? `4 of ${browsers} seeded browsers` : `${SHARE} % of ${browsers} fresh browsers`;
    test(`${who} get the canary, its errors count against it, the watch aborts it, then its browsers load the live version`, async ({ browser }) => {
      test.setTimeout(600_000);
      const live = versionIn(registryOf(site).reservations)!;
      const build = breakingBuild(site, `${gateway} ${Date.now()}`);
      try {
        const deployed = await deploy(['reservations', '--site', site, '--dist', build, '--canary', String(SHARE)]);
        expect(deployed.code, deployed.out).toBe(0);
        expect(deployed.out).toMatch(new RegExp(`reservations: [0-9a-f]{12} is the canary for ${SHARE} % of browsers, beside ${live}`));
      } finally {
        fs.rmSync(build, { recursive: true, force: true });
      }
      const canaryEntry = registryOf(site).canaries?.reservations?.entry;
      const canary = versionIn(canaryEntry)!;
      expect(registryOf(site).reservations).toContain(live);

      const contexts = seeded ? await seededBrowsers(browser, base, canaryEntry!, browsers, 4) : await freshBrowsers(browser, browsers);
      try {
        const first = await visitAll(contexts, base, hideAndDeliver);
        // One version per page, never two.
        for (const versions of first) expect(versions.length === 1 && [live, canary].includes(versions[0]!), versions.join(', ')).toBe(true);
        const inCanary = first.filter((v) => v[0] === canary).length;
        if (seeded) {
          // Each browser loads the version its seed's bucket names.
          expect(first.map((v) => v[0])).toEqual([canary, canary, canary, canary, live, live, live, live]);
        } else {
          // Binomial(50, 0.2): 10 expected, σ ≈ 2.8; outside [2, 20] happens about once in 5000 runs.
          expect(inCanary).toBeGreaterThanOrEqual(2);
          expect(inCanary).toBeLessThanOrEqual(20);
        }

        // The same browser comes back to the same version.
        const returning = seeded ? [0, 1, 4, 5] : [0, 1, 2, 3, 4];
        const again = await visitAll(returning.map((i) => contexts[i]!), base, hideAndDeliver);
        expect(again).toEqual(returning.map((i) => first[i]));
        const canaryVisits = first.filter((v) => v[0] === canary).length + again.filter((v) => v[0] === canary).length;

        // Each canary page view met the breaking page, and it is counted against the canary's version.
        await expect.poll(async () => (await health(canary))?.views ?? 0, { timeout: 20_000 }).toBe(canaryVisits);
        const broken = (await health(canary))!;
        expect(broken.error_views).toBe(canaryVisits);
        expect(broken.errors).toBeGreaterThanOrEqual(canaryVisits);
        expect((await health(live))?.views ?? 0).toBeGreaterThanOrEqual(browsers - inCanary);

        const watched = await deploy(['reservations', '--watch', '--once', '--site', site, '--api', `${API_URL}/api/v1/`, '--min-views', '2', '--margin', '5']);
        expect(watched.code, watched.out).toBe(1);
        expect(watched.out).toMatch(new RegExp(`reservations canary ${canary} \\(${SHARE} %\\): abort: the canary throws more than the live version: its error rate 100\\.0 %`));
        expect(watched.out).toMatch(new RegExp(`the canary ${canary} is aborted; every browser loads ${live} again`));
        expect(registryOf(site).canaries).toBeUndefined();

        // Every browser that had the canary now loads the live version, and so do those that had not (five of them: the
        // abort only takes the canary's entry out of the registry, so their choice cannot change; each visit costs a
        // fresh browser's first load on two cores).
        const hadCanary = contexts.filter((_, i) => first[i]![0] === canary);
        const hadLive = contexts.filter((_, i) => first[i]![0] === live).slice(0, 5);
        const after = await visitAll([...hadCanary, ...hadLive], base);
        expect(after).toEqual(Array.from({ length: hadCanary.length + hadLive.length }, () => [live]));
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });

    test("a page view's LCP, INP and CLS reach the API, against the page's remote and version", async ({ page }) => {
      const live = versionIn(registryOf(site).reservations)!;
      const before = (await health(live))?.samples ?? { LCP: 0, INP: 0, CLS: 0, TTFB: 0 };
      // What this page sends (beacons are requests like any other).
      const sent: TelemetryEvent[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/telemetry')) sent.push(...(JSON.parse(request.postData() ?? '{}') as { events: TelemetryEvent[] }).events);
      });
      // The vitals' library comes after the page's load, in a file of its own: it must be running before the page hides.
      const vitalsFile = page.waitForResponse(/\/web-vitals\.[0-9a-f]+\.js$/);
      await page.goto(`${base}/reservations`);
      await expect(page.locator('main h1:visible').first()).toHaveText('Reservations');
      await vitalsFile;
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      // An interaction, for INP.
      await page.locator('main h1:visible').first().click();
      // Its timing is reported after the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
      await hide(page);
      const vitals = () => sent.filter((e): e is Extract<TelemetryEvent, { type: 'vital' }> => e.type === 'vital');
      await expect.poll(() => vitals().map((e) => e.name).sort(), { timeout: 20_000 }).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
      const [view] = sent.filter((e) => e.type === 'view');
      for (const vital of vitals()) {
        expect(vital).toMatchObject({ view: view!.view, route: '/reservations', remote: 'reservations', version: live });
        expect(vital.value).toBeGreaterThanOrEqual(0);
      }
      // And the API has them: its counts grew by this page's.
      await expect
        .poll(async () => {
          const samples = (await health(live))?.samples;
          return samples && (['LCP', 'INP', 'CLS', 'TTFB'] as const).filter((name) => samples[name] > before[name]);
        }, { timeout: 20_000 })
        .toEqual(['LCP', 'INP', 'CLS', 'TTFB']);
    });
  });
}
