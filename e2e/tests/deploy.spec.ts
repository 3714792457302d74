import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR, API_URL, expect, test } from '../fixtures.ts';
import { startGateway } from '../../nginx/gateway.ts';
import { startNginx } from '../../nginx/nginx-process.ts';
import { walkFiles } from '../../nginx/precompress.ts';

/**
 * Deploying one remote alone (`npm run deploy` / `npm run rollback`) on a copy of the e2e site, behind the Node
 * gateway and behind nginx: an open tab keeps working, a reload shows the new version, the host's files do not
 * change, a rollback brings the old one back, a build that would break the page is refused, and two deploys at
 * once both land.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

async function command(kind: 'deploy' | 'rollback', args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await run(process.execPath, [path.join(ROOT, `scripts/${kind}.ts`), ...args], { cwd: ROOT });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const registryOf = (site: string) => JSON.parse(fs.readFileSync(path.join(site, 'mf/remotes.json'), 'utf8')) as Record<string, string>;
const versionDir = (site: string, manifest: string) => path.join(site, path.dirname(manifest));

const made: string[] = [];
test.afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The live build of a remote, copied out (without its precompressed files), changed by `edit`. */
function variant(site: string, fed: string, edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-variant-'));
  made.push(dir);
  fs.cpSync(versionDir(site, registryOf(site)[fed]!), dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  edit(dir);
  return dir;
}
const setText = (dir: string, ns: string, key: string, value: string) => {
  const file = path.join(dir, `locales/en/${ns}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), [key]: value }, null, 2));
};

/** A hash of every file of the host (the site outside /mf). */
function hostFiles(site: string): string {
  const hash = crypto.createHash('sha256');
  for (const full of walkFiles(site)) {
    const rel = path.relative(site, full);
    if (!rel.startsWith(`mf${path.sep}`)) hash.update(`${rel}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

const heading = (page: Page) => page.locator('main h1:visible').first();

for (const gateway of ['node', 'nginx'] as const) {
  test.describe(`deploying one remote behind the ${gateway} gateway`, () => {
    let site = '';
    let base = '';
    let close: () => Promise<void> = async () => {};

    test.beforeAll(async () => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), `market-deploy-${gateway}-`));
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

    test('an open tab keeps working, a reload shows the new version, rollback brings the old one back, the host is untouched', async ({ page }) => {
      test.setTimeout(120_000);
      const before = registryOf(site);
      const host = hostFiles(site);
      await page.goto(`${base}/search`);
      await expect(heading(page)).toHaveText('Search results');
      // With the app's service worker active, and the remote's files saved by it: the worker never holds a page back
      // from the live version (the registry is read network-first) nor mixes two versions in one page.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
      await page.reload();
      await expect(heading(page)).toHaveText('Search results');

      const changed = variant(site, 'catalogue_search', (dir) => setText(dir, 'catalogue-search', 'search.title', 'Search results, version two'));
      const deployed = await command('deploy', ['catalogue-search', '--site', site, '--dist', changed]);
      expect(deployed.code, deployed.out).toBe(0);
      expect(deployed.out).toMatch(/catalogue-search: [0-9a-f]{12} → [0-9a-f]{12} is live/);
      const after = registryOf(site);
      expect(after.catalogue_search).not.toBe(before.catalogue_search);
      expect({ ...after, catalogue_search: '' }).toEqual({ ...before, catalogue_search: '' });

      // The open tab still has the old version: its next page comes from the old version's chunks, still served.
      await page.evaluate(() => {
        history.pushState({}, '', '/liked');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);

      await page.goto(`${base}/search`);
      await expect(heading(page)).toHaveText('Search results, version two');
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
      expect(hostFiles(site)).toBe(host);

      const back = await command('rollback', ['catalogue-search', '--site', site]);
      expect(back.code, back.out).toBe(0);
      expect(registryOf(site)).toEqual(before);
      await page.reload();
      await expect(heading(page)).toHaveText('Search results');
      expect(hostFiles(site)).toBe(host);
    });

    test('a remote built for another React, a broken build, or one that fails as it loads, is refused and nothing changes', async () => {
      test.setTimeout(90_000);
      const before = registryOf(site);
      const versions = fs.readdirSync(path.join(site, 'mf/catalogue-search')).sort();
      const incompatible = variant(site, 'catalogue_search', (dir) => {
        const file = path.join(dir, 'mf-manifest.json');
        const mf = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: { name: string; version: string }[] };
        for (const s of mf.shared) if (s.name === 'react' || s.name === 'react-dom') s.version = '18.3.1';
        fs.writeFileSync(file, JSON.stringify(mf));
      });
      const refused = await command('deploy', ['catalogue-search', '--site', site, '--dist', incompatible]);
      expect(refused.code).toBe(2);
      expect(refused.out).toMatch(/react 18\.3\.1, the host provides 19/);
      expect(refused.out).toMatch(/Nothing was changed/);

      const broken = variant(site, 'catalogue_search', (dir) => {
        const mf = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
        const page = mf.exposes.find((e) => e.name === 'search-page')!;
        fs.rmSync(path.join(dir, page.assets.js.sync[0]!));
      });
      const refusedBroken = await command('deploy', ['catalogue-search', '--site', site, '--dist', broken]);
      expect(refusedBroken.code).toBe(2);
      expect(refusedBroken.out).toMatch(/is missing/);

      // Whole and valid on its files, but its search page throws as it loads: only loading it finds that.
      const throwing = variant(site, 'catalogue_search', (dir) => {
        const mf = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
        const file = path.join(dir, mf.exposes.find((e) => e.name === 'search-page')!.assets.js.sync.at(-1)!);
        fs.writeFileSync(file, `throw new Error('search page broken at load');\n${fs.readFileSync(file, 'utf8')}`);
      });
      const refusedThrowing = await command('deploy', ['catalogue-search', '--site', site, '--dist', throwing]);
      expect(refusedThrowing.code, refusedThrowing.out).toBe(2);
      expect(refusedThrowing.out).toMatch(/loaded the way the host loads it, \.\/search-page does not load/);
      expect(refusedThrowing.out).toMatch(/search page broken at load/);

      expect(registryOf(site)).toEqual(before);
      expect(fs.readdirSync(path.join(site, 'mf/catalogue-search')).sort()).toEqual(versions);
    });

    test('two deploys started together both land', async ({ page }) => {
      test.setTimeout(120_000);
      const before = registryOf(site);
      const search = variant(site, 'catalogue_search', (dir) => setText(dir, 'catalogue-search', 'search.title', 'Search results, together'));
      const bookings = variant(site, 'reservations', (dir) => setText(dir, 'reservations', 'reservations.title', 'Reservations, together'));
      const [a, b] = await Promise.all([
        command('deploy', ['catalogue-search', '--site', site, '--dist', search]),
        command('deploy', ['reservations', '--site', site, '--dist', bookings]),
      ]);
      expect(a.code, a.out).toBe(0);
      expect(b.code, b.out).toBe(0);
      const after = registryOf(site);
      expect(after.catalogue_search).not.toBe(before.catalogue_search);
      expect(after.reservations).not.toBe(before.reservations);
      await page.goto(`${base}/search`);
      await expect(heading(page)).toHaveText('Search results, together');
      await page.goto(`${base}/reservations`);
      await expect(heading(page)).toHaveText('Reservations, together');
    });
  });
}

test.describe('npm run deploy, building the remote itself', () => {
  test('without --dist it builds the remote alone, loads it in a browser, makes it live, and the site serves it', async ({ page }) => {
    test.setTimeout(180_000);
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'market-deploy-build-'));
    made.push(site, `${site}.deploys.json`);
    fs.cpSync(process.env.E2E_SITE!, site, { recursive: true });
    const host = hostFiles(site);
    const r = await command('deploy', ['reservations', '--site', site]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/building reservations…/);
    expect(r.out).toMatch(/loading reservations [0-9a-f]{12} in a browser, the way the host loads it/);
    expect(r.out).toMatch(/reservations: [0-9a-f]{12} → [0-9a-f]{12} is live/);
    const live = registryOf(site).reservations!;
    expect(fs.existsSync(path.join(site, live))).toBe(true);
    expect(hostFiles(site)).toBe(host);
    const gateway = await startGateway({ root: site, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR });
    try {
      await page.goto(`${gateway.url}/reservations`);
      await expect(heading(page)).toHaveText('Reservations');
    } finally {
      await gateway.close();
    }
  });
});
