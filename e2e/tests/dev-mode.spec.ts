import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { freePort, freePortBlock } from '../../scripts/lib/proc.ts';

/**
 * A team's daily loop, as the README gives it: `npm run dev -- <remote>` serves that remote from its dev server with
 * hot reload and the shell and the other remotes from the production build (which the suite has built), behind one
 * gateway. An edit of the remote's source shows in the open page without a reload; a compile error shows the dev
 * server's overlay until it is fixed; nothing is refused by the CSP.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTE = 'reservations';
const PAGE_FILE = path.join(ROOT, 'remotes', REMOTE, 'src/routes/reservations-page.tsx');
const ANCHOR = "<PageHeading title={t('reservations.title')} />";

/**
 * Writes the page's source as an editor's save does, in one step: a new file renamed over the old one. A plain
 * `writeFileSync` truncates the file and then writes it, so a busy machine's watcher can see (and the dev server
 * build) the empty file before the full one. Once in 16 runs here a plain edit reloaded the page ("the page was not
 * reloaded" failed), as two builds in a row can make the hot client miss the first one's update.
 */
function save(content: string): void {
  const next = path.join(path.dirname(PAGE_FILE), `.${path.basename(PAGE_FILE)}.${process.pid}.tmp`);
  fs.writeFileSync(next, content);
  fs.renameSync(next, PAGE_FILE);
}

let dev: ChildProcess | undefined;
let baseUrl = '';
let output = '';
let original = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // the production builds are there; the remote's dev server compiles once (~20 s here)
  original = fs.readFileSync(PAGE_FILE, 'utf8');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(await freePort()),
    AUTH_PORT: String(await freePortBlock()),
    DB_PATH: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-dev-')), 'market.sqlite'),
  };
  dev = spawn(process.execPath, [path.join(ROOT, 'scripts/dev.ts'), REMOTE], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready in [\d.]+ s/.test(output)) resolve();
    };
    dev!.stdout!.on('data', read);
    dev!.stderr!.on('data', read);
    dev!.on('exit', (code) => reject(new Error(`npm run dev -- ${REMOTE} exited (${code}):\n${output.slice(-3000)}`)));
  });
  await ready;
  baseUrl = `http://localhost:${port}`;
});

test.afterAll(async () => {
  if (fs.readFileSync(PAGE_FILE, 'utf8') !== original) save(original);
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
});

/** Records what the CSP refused and the pages' own errors (the dev server's overlay is looked at on its own). */
async function watch(page: Page): Promise<{ refused: string[]; errors: string[]; hot: string[] }> {
  const seen = { refused: [] as string[], errors: [] as string[], hot: [] as string[] };
  // The hot client's own account (what it was told, what it applied, why it reloaded), for a failure's message.
  page.on('console', (m) => {
    if (/^\[(HMR|webpack-dev-server)\]/.test(m.text())) seen.hot.push(m.text());
  });
  await page.exposeFunction('__devRefused', (what: string) => seen.refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __devRefused(what: string): void }).__devRefused(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** The remote's hot-reload client has its socket open (through the gateway) and waits for updates. */
function hotClientReady(page: Page): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (m) => m.text().includes('[HMR] Waiting for update signal'), timeout: 30_000 });
}

const overlay = (page: Page) => page.locator('#rspack-dev-server-client-overlay');

test('the compiled app renders with data, and an edit of the remote shows without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  expect(output, 'the dev server compiled without error').not.toMatch(/ERROR in|compiled with \d+ error/);
  const seen = await watch(page);
  await page.goto(`${baseUrl}/`);
  // Home (the shell and catalogue-search from the production build) with the seeded shops.
  await expect(page.getByRole('link', { name: /Pizza Roma/ }).first()).toBeVisible({ timeout: 30_000 });

  const hot = hotClientReady(page);
  await page.goto(`${baseUrl}/reservations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Pizza Roma').first()).toBeVisible();
  await hot;
  await expect(overlay(page)).toHaveCount(0);
  // A reload would lose this.
  await page.evaluate(() => ((window as unknown as { __devMarker?: number }).__devMarker = 1));

  const edited = `Edited in the dev loop ${Date.now()}`;
  save(original.replace(ANCHOR, `${ANCHOR}\n      <p>{'${edited}'}</p>`));
  await expect(page.getByText(edited)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker), `the page was not reloaded; the hot client said:\n${seen.hot.join('\n')}`).toBe(1);

  save(original);
  await expect(page.getByText(edited)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker), `not reloaded; the hot client said:\n${seen.hot.join('\n')}`).toBe(1);
  expect(seen.refused, 'nothing refused by the CSP').toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a compile error shows the overlay, and the page recovers once the file is fixed', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  const hot = hotClientReady(page);
  await page.goto(`${baseUrl}/reservations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible({ timeout: 30_000 });
  await hot;
  await page.evaluate(() => ((window as unknown as { __devMarker?: number }).__devMarker = 1));

  save(original.replace(ANCHOR, `${ANCHOR}\n      <p>{'unclosed}</p>`));
  await expect(overlay(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('#rspack-dev-server-client-overlay').getByText('Compiled with problems')).toBeVisible();

  // The fix shows a new line: once it is on screen, the update is applied and the test ends with nothing in flight
  // (the file itself is put back after the tests).
  const fixed = `Fixed in the dev loop ${Date.now()}`;
  save(original.replace(ANCHOR, `${ANCHOR}\n      <p>{'${fixed}'}</p>`));
  await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(fixed)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker), `not reloaded; the hot client said:\n${seen.hot.join('\n')}`).toBe(1);
  expect(seen.refused, 'nothing refused by the CSP (the overlay included)').toEqual([]);
});
