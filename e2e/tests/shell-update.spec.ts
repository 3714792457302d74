import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR, API_URL, expect, test } from '../fixtures.ts';
import { startNginx } from '../../nginx/nginx-process.ts';

/**
 * A new shell version deployed under a page with the app's service worker active (behind nginx, on a copy of the e2e
 * site): the page keeps its version, the next load still shows it (the worker answers with the shell it precached)
 * and offers "A new version is available" with Reload; Reload brings the new version.
 *
 * The new version is the site's shell with its documents changed (their description), and its worker with the
 * documents' new revisions in its precache list, as a new build of the host writes them (host/sw-manifest.ts: a
 * document's revision is the MD5 of its content).
 */

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available' });
const DESCRIPTION = /<meta name="description" content="([^"]*)">/;
/** The description of the document the page runs from (the page's title is its own: "<page> · Market"). */
const description = (page: Page) => page.locator('meta[name="description"]');

/** The shell's next version: every document's description changed, the worker's precache list given their revisions. */
function deployNewShell(site: string, mark: string): void {
  const worker = path.join(site, 'sw.js');
  let source = fs.readFileSync(worker, 'utf8');
  const documents = fs.readdirSync(site).filter((name) => /^index.*\.html$/.test(name));
  expect(documents.length).toBeGreaterThan(1);
  for (const name of documents) {
    const file = path.join(site, name);
    const before = fs.readFileSync(file);
    const after = before.toString('utf8').replace(DESCRIPTION, (_tag, text: string) => `<meta name="description" content="${text}${mark}">`);
    expect(after, name).toContain(`${mark}">`);
    fs.writeFileSync(file, after);
    const md5 = (body: string | Buffer) => crypto.createHash('md5').update(body).digest('hex');
    const entry = `{"revision":"${md5(before)}","url":"${name}"}`;
    expect(source, `sw.js precaches ${name}`).toContain(entry);
    source = source.replace(entry, `{"revision":"${md5(after)}","url":"${name}"}`);
  }
  fs.writeFileSync(worker, source);
  // The gateway serves a file's precompressed copy where it has one: the changed files' are gone with the old version.
  for (const name of [...documents, 'sw.js']) for (const ext of ['.br', '.gz']) fs.rmSync(path.join(site, name + ext), { force: true });
}

/** The page on this version with the worker in control, the new shell deployed, the page loaded again and offering it. */
async function toTheUpdatePrompt(page: Page, base: string, site: string): Promise<void> {
  await page.goto(`${base}/`);
  await expect(description(page)).not.toHaveAttribute('content', /version two/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
  await expect(updatePrompt(page)).toHaveCount(0);

  deployNewShell(site, ' (version two)');

  // The next load is still this version's (the worker answers it from its precache); the browser finds the new
  // worker as it loads, installs it beside this one, and the page offers it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
  await expect(description(page)).not.toHaveAttribute('content', /version two/);
}

/** Reload, then the new version on the page, and on the next load too (the new worker controls the page). */
async function reloadBringsVersionTwo(page: Page): Promise<void> {
  await updatePrompt(page).getByRole('button', { name: 'Reload' }).click();
  await expect(description(page)).toHaveAttribute('content', /\(version two\)$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(updatePrompt(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(description(page)).toHaveAttribute('content', /\(version two\)$/);
  await expect(updatePrompt(page)).toHaveCount(0);
}

test.describe('a new shell version', () => {
  let site = '';
  let base = '';
  let close: () => Promise<void> = async () => {};

  // A site of its own per test: each deploys its new version there.
  test.beforeEach(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'market-shell-update-'));
    fs.cpSync(process.env.E2E_SITE!, site, { recursive: true });
    const started = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR });
    base = started.url.replace(/\/$/, '');
    close = () => started.close();
  });
  test.afterEach(async () => {
    await close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test('a page with the worker active keeps its version, offers "A new version is available", and Reload brings the new one', async ({ page }) => {
    test.setTimeout(90_000);
    await toTheUpdatePrompt(page, base, site);
    await reloadBringsVersionTwo(page);
  });

  test("Reload while the worker still fetches the code the page's first move asked for brings the new one", async ({ page }) => {
    test.setTimeout(90_000);
    await toTheUpdatePrompt(page, base, site);
    // The first move loads the dialogs', drawers' and selects' code (one after the other), through the old worker: its
    // fetches from the network take a second each here, so the Reload comes while one is on its way and the
    // page would ask for the next as the browser stops the old worker for the new one.
    let firstOnItsWay: () => void = () => {};
    const onItsWay = new Promise<void>((resolve) => (firstOnItsWay = resolve));
    const shellChunk = /\/\d+\.[0-9a-f]{10}\.(js|css)$/;
    await page.context().route(
      (url) => shellChunk.test(url.pathname),
      async (route) => {
        firstOnItsWay();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue().catch(() => undefined);
      },
    );
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await onItsWay;
    await reloadBringsVersionTwo(page);
  });
});
