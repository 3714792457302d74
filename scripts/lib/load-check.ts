import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { federationName, type RemoteName } from '../../shared/contract/src/remotes.ts';
import { CHROMIUM } from '../../e2e/playwright.config.ts';
import { startGateway } from '../../nginx/gateway.ts';
import { DeployError, readRegistry } from './deploy.ts';

/** A browser to check with: Debian's chromium (CHROMIUM_PATH to choose another), or null. */
export function checkBrowser(): string | null {
  return fs.existsSync(CHROMIUM.executablePath) ? CHROMIUM.executablePath : null;
}

/**
 * Loads a remote build the way the host loads it, before it goes live: the site's own host page in headless
 * Chromium, served by the Node gateway, with a registry that points this remote at the build (only in this page;
 * the site's registry is not touched). The host's federation runtime then fetches the build's manifest and remote
 * entry, shares its libraries with it and loads every module it exposes. Anything that fails (a chunk that does not
 * load, a module that throws as it runs, an error on the page) refuses the build with the reason.
 */
export async function checkLoadsInBrowser(site: string, remote: RemoteName, manifestUrl: string, modules: readonly string[]): Promise<void> {
  const executablePath = checkBrowser();
  if (!executablePath) {
    throw new DeployError(`no browser to load ${remote} in before it goes live (${CHROMIUM.executablePath}): install chromium, or set CHROMIUM_PATH`);
  }
  const name = federationName(remote);
  // The live versions with this one in its place, and no canaries: the page loads exactly the version checked.
  const { canaries: _canaries, ...live } = readRegistry(site);
  const registry = { ...live, [name]: manifestUrl };
  // No API behind: loading code needs none, and the page's own requests for data simply fail.
  const gateway = await startGateway({ root: site, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
  const browser = await chromium.launch({ ...CHROMIUM, executablePath, headless: true });
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The host's fallback plugin says why a module failed before it hands the page its fallback.
    const reasons: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[mf]') && message.text().includes(name)) reasons.push(message.text());
    });
    await page.route('**/mf/remotes.json', (route) => route.fulfill({ json: registry, headers: { 'cache-control': 'no-store' } }));
    await page.goto(`${gateway.url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } }).__FEDERATION__?.__INSTANCES__?.some((i) => i.name === 'host'), null, { timeout: 20000 });
    const failures = await page.evaluate(
      async ({ name, entry, modules }) => {
        type Instance = { name: string; registerRemotes(r: { name: string; entry: string }[], o: { force: boolean }): void; loadRemote(id: string): Promise<unknown> };
        const host = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'host')!;
        host.registerRemotes([{ name, entry }], { force: true });
        const out: string[] = [];
        for (const module of modules) {
          try {
            const loaded = (await host.loadRemote(`${name}/${module}`)) as { default?: unknown; __fallback?: boolean } | undefined;
            // The host's fallback plugin answers a module that failed with its fallback area.
            if (loaded?.__fallback) out.push(`./${module} does not load`);
            else if (!loaded || loaded.default === undefined) out.push(`./${module} loads no default export`);
          } catch (error) {
            out.push(`./${module} does not load (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
          }
        }
        return out;
      },
      { name, entry: manifestUrl, modules: [...modules] },
    );
    const problems = [
      ...new Set([
      ...failures,
      ...pageErrors.map((m) => `the page threw: ${m}`),
      ...(failures.length ? reasons.map((r) => `the host said: ${r.split('\n')[0]}`) : []),
      ]),
    ];
    if (problems.length) throw new DeployError(`${remote} is refused: loaded the way the host loads it, ${problems.join('; ')}`);
  } finally {
    await browser.close();
    await gateway.close();
  }
}
