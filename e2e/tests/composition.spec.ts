import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { FRAME_FIRST_CALLS, REMOTE_ROUTES, REMOTE_WIDGETS, SHELL_FIRST_CALLS, SHOP_FIRST_CALLS, firstCallUrl } from '../../shared/contract/src/routes.ts';
import { SINGLE_COPY_PACKAGES } from '../../shared/mf/src/shared-deps.ts';
import { cspViolations, expect, recordScripts, serious, seriousInOtherTheme, setShellCookies, signInDemo, test, unstyledComponents, watchStyles } from '../fixtures.ts';

/** The API calls the page has made (rest/…), each with what asked it: `fetch` for boot.js, `xmlhttprequest` for the app. */
function apiCallsAsked(page: Page): Promise<{ call: string; by: string }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => new URL(e.name).pathname.startsWith('/api/v1/rest/'))
      .map((e) => ({ call: new URL(e.name).pathname + new URL(e.name).search, by: e.initiatorType })),
  );
}

const examplePath = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '1');
const fallback = (page: Page) => page.getByTestId('remote-fallback');
const header = (page: Page) => page.getByRole('banner');

test.describe('composition', () => {
  test('every remote route renders its page inside the shell', async ({ page }) => {
    test.setTimeout(150_000); // ~30 routes, one page load each
    await signInDemo(page);
    for (const route of REMOTE_ROUTES) {
      await page.goto(examplePath(route.path));
      await expect(page.locator('main h1:visible').first(), `${route.path} (${route.remote})`).toBeVisible();
      await expect(fallback(page), route.path).toHaveCount(0);
      await expect(header(page)).toBeVisible();
    }
  });

  test("the shell's stylesheet is whole: every variable it declares on the document is the page's, in both themes", async ({ page, context }) => {
    for (const theme of ['light', 'dark'] as const) {
      await setShellCookies(context, 'ltr');
      await context.addCookies([{ name: 'theme', value: theme, url: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080' }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('main h1:visible').first()).toBeVisible();
      const missing = await page.evaluate(async (dark) => {
        // The document's blocks as the served file writes them (a rule the browser cannot read is dropped whole).
        const href = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href).find((h) => /\/main\.[^/]*\.css$/.test(h));
        const text = await (await fetch(href!)).text();
        const selector = dark ? /html\[data-theme=["']?dark["']?\]\{([^}]*)\}/g : /:root\{([^}]*)\}/g;
        // A variable declared `inherit` on the document has no value there (nothing above it to inherit from).
        const names = [...text.matchAll(selector)].flatMap((m) => [...m[1]!.matchAll(/(--[\w-]+):([^;]*)/g)].filter((n) => n[2] !== 'inherit').map((n) => n[1]!));
        const style = getComputedStyle(document.documentElement);
        return { declared: names.length, missing: names.filter((n) => style.getPropertyValue(n) === '') };
      }, theme === 'dark');
      expect(missing.declared, theme).toBeGreaterThan(400);
      expect(missing.missing, theme).toEqual([]);
    }
  });

  test('a deep link renders the remote page on first load', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.locator('main h1:visible').first()).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test("the shell's bootstrap and the page's remote files are asked for by preloads, each once, all of them used", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto('/shop/1');
    await expect(page.locator('main h1:visible')).toBeVisible();
    await expect(page.locator('main section li').first()).toBeVisible();
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.startsWith('/mf/catalogue-search/') && /\.(js|css)$/.test(e.name))
        .map((e) => ({ file: new URL(e.name).pathname.replace(/^\/mf\/catalogue-search\/[^/]+\//, ''), by: e.initiatorType })),
    );
    // The entry and the shop page's own chunks came from boot.js's <link rel=preload>, before the shell had run.
    expect(loads.filter((l) => l.file === 'remoteEntry.js')).toEqual([{ file: 'remoteEntry.js', by: 'link' }]);
    expect(loads.some((l) => l.file.startsWith('__federation_expose_shop_page') && l.by === 'link')).toBe(true);
    const files = loads.map((l) => l.file);
    expect(files.filter((f, i) => files.indexOf(f) !== i), 'files loaded twice').toEqual([]);
    // The shell's bootstrap chunk is asked for by index.html beside the entry, not after the entry has run.
    const bootstrap = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => /^\/bootstrap\.[0-9a-f]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.initiatorType),
    );
    expect(bootstrap).toEqual(['link']);
    // Chrome warns of a preload the page did not use within a few seconds.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });

  test("the first paint's API calls are started by boot.js with the HTML, and the app takes their answers", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /what would you like/i })).toBeVisible();
    // The home page has its banners: the early answer reached the page.
    await expect(page.locator('main img[src*="/media/banner/"]').first()).toBeVisible();
    const calls = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS, ...REMOTE_WIDGETS.homeContent.firstCalls].map((c) => `/api/v1/${firstCallUrl(c, { lang: 'en' })}`);
    const asked = await apiCallsAsked(page);
    // Each once, by boot.js's fetch(); the HTTP client (XMLHttpRequest) did not ask again.
    for (const call of calls) expect(asked.filter((a) => a.call === call), call).toEqual([{ call, by: 'fetch' }]);
    // The first banner's picture, the page's largest paint, was asked for by boot.js's preload (once, by a link),
    // and it is the picture the page shows first. A request shows in the page's resource timing once its answer has
    // ended: on a busy machine the picture may still be arriving when the live page, started by boot.js's deadline,
    // shows its banner.
    const first = await page.locator('main img[src*="/media/banner/"]').first().getAttribute('src');
    const pictures = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => e.initiatorType === 'link' && new URL(e.name).pathname.includes('/media/'))
          .map((e) => new URL(e.name).pathname),
      );
    await expect.poll(pictures).toEqual([new URL(first!, page.url()).pathname]);
    await expect(page.locator('link[rel=preload][as=image]')).toHaveAttribute('fetchpriority', 'high');
  });

  test("a shop page's own first calls start with the HTML, with the shop's id, and are not asked again", async ({ page }) => {
    await page.goto('/shop/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /reviews/i })).toBeVisible();
    // No delivery address in this browser: the shop is asked for without a point.
    const calls = SHOP_FIRST_CALLS.map((c) => `/api/v1/${firstCallUrl(c, { params: { id: '1' }, lang: 'en' })}`);
    const asked = await apiCallsAsked(page);
    for (const call of calls) expect(asked.filter((a) => a.call === call), call).toEqual([{ call, by: 'fetch' }]);
  });

  test('a first page whose reads are slow is not waited for: the shell renders it with its skeletons, then its answers', async ({ page }) => {
    // The banners' answer (boot.js asks for it with the HTML) is held back until the page has shown itself.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/rest\/banners\/paginate/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    // The shell waits a moment for the page's reads before its first render, never for ever.
    await expect(header(page)).toBeVisible();
    await expect(page.locator('main h1:visible')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' })).toHaveCount(0);
    // The banners' place holds their skeleton, the first banner's box, as wide as most of the row.
    await expect(page.locator('.market-shell')).toHaveCount(0);
    const skeleton = page.locator('main [data-shell-picture]');
    await expect(skeleton).toBeVisible();
    expect((await skeleton.boundingBox())!.width).toBeGreaterThan(300);
    const below = page.getByRole('heading', { level: 2, name: 'Recommended' });
    const before = (await below.boundingBox())!.y;
    release();
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(page.locator('main [data-shell-picture]')).toHaveCount(0);
    // The skeleton held the banners' place: what is below them did not move.
    expect(Math.abs((await below.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
    await expect(fallback(page)).toHaveCount(0);
  });

  test('the page downloads no shared library twice', async ({ page }) => {
    const site = process.env.E2E_SITE!;
    const scripts = recordScripts(page);
    await signInDemo(page);
    for (const p of ['/', '/search?q=pizza', '/cart', '/orders', '/reservations', '/recipes', '/notifications']) {
      await page.goto(p);
      await expect(page.locator('main h1:visible').first()).toBeVisible();
    }
    const statsOf = (dir: string): Record<string, string[]> => JSON.parse(fs.readFileSync(path.join(site, dir, 'bundle-stats.json'), 'utf8')).files;
    const appOf = (url: string) => (url.startsWith('/mf/') ? url.split('/')[2] : 'host');
    const downloadedFrom = new Map<string, Set<string>>();
    for (const url of new Set(scripts)) {
      const app = appOf(url);
      // A remote's scripts come from its live version: /mf/<remote>/<version>/<file>.
      const [, , , version = '', ...rest] = url.split('/');
      const file = app === 'host' ? url.slice(1) : rest.join('/');
      const pkgs = statsOf(app === 'host' ? '.' : `mf/${app}/${version}`)[file] ?? [];
      for (const pkg of pkgs) downloadedFrom.set(pkg, (downloadedFrom.get(pkg) ?? new Set()).add(app));
    }
    expect(downloadedFrom.get('react-dom')?.size, 'react-dom was downloaded').toBe(1);
    for (const pkg of SINGLE_COPY_PACKAGES) {
      expect([...(downloadedFrom.get(pkg) ?? [])].length, `${pkg} came from ${[...(downloadedFrom.get(pkg) ?? [])].join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});

/** The ways a remote can fail to load, each with what the browser sees. */
const failures: Record<string, (route: Route, url: string) => Promise<void> | void> = {
  'connection refused': (route) => route.abort('connectionrefused'),
  '404': (route) => route.fulfill({ status: 404, body: 'not found' }),
  '500': (route) => route.fulfill({ status: 500, body: 'boom' }),
  'truncated script': async (route, url) => {
    if (!url.endsWith('remoteEntry.js')) return route.continue();
    const res = await route.fetch();
    const body = await res.text();
    // Half the file, as a connection cut mid-answer leaves it: a browser keeps no such answer (a cut answer fails
    // its length), so neither may this one be kept: no validator, no caching; the retry fetches afresh.
    const headers = Object.fromEntries(Object.entries(res.headers()).filter(([k]) => !['etag', 'last-modified', 'content-length', 'cache-control'].includes(k)));
    await route.fulfill({ status: 200, headers, body: body.slice(0, Math.floor(body.length / 2)) });
  },
  'no answer': () => {
    // Never answered: the shell gives up after its timeout (4 s in the e2e config).
  },
};

const targets = [
  { remote: 'catalogue-search', path: '/', heading: /what would you like/i },
  { remote: 'reservations', path: '/reservations', heading: /reservations/i },
];

for (const target of targets) {
  test.describe(`${target.remote} failing to load`, () => {
    for (const [mode, handler] of Object.entries(failures)) {
      test(`${mode}: fallback with retry in its area only, then recovery`, async ({ page }) => {
        const pattern = mode === 'truncated script' || mode === 'no answer' ? `**/mf/${target.remote}/*/remoteEntry.js` : `**/mf/${target.remote}/**`;
        await page.route(pattern, (route) => handler(route, route.request().url()));
        await page.goto(target.path);
        await expect(fallback(page)).toBeVisible({ timeout: 15_000 });
        // The header (shell) and the other remotes keep working.
        await expect(header(page).locator('input').first()).toBeVisible();
        await expect(header(page).getByRole('button', { name: /cart/i })).toBeVisible();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await fallback(page).getByRole('button', { name: /try again/i }).click();
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(fallback(page)).toHaveCount(0);
      });
    }
  });
}

test.describe('the shell failing to start', () => {
  // The message is plain HTML in the theme's system colours (it shows when antd may be what failed). The bootstrap's
  // failure is caught by the entry, which shows it; the entry's own, by boot.js, which puts the document's copy of it
  // (in the document's language) in the inert shell's place.
  for (const [what, script, fail] of [
    ['a bootstrap that cannot download', /\/bootstrap\.[0-9a-f]+\.js$/, (route: Route) => route.abort('failed')],
    ['an entry that cannot download', /\/main\.[0-9a-f]+\.js$/, (route: Route) => route.abort('failed')],
    ['a part of the entry (its antd) that cannot download', /\/main-antd\.[0-9a-f]+\.js$/, (route: Route) => route.abort('failed')],
    [
      'an entry whose bytes do not match their integrity',
      /\/main\.[0-9a-f]+\.js$/,
      (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tampered = true;' }),
    ],
  ] as const) {
    test(`${what} leaves a translated message with a retry, not a blank page or a dead shell, clean for axe in both themes`, async ({ page, context }) => {
      const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
      await context.addCookies([{ name: 'locale', value: 'fr', domain: hostname, path: '/' }]);
      let failing = true;
      await page.route(script, (route) => (failing ? fail(route) : route.fallback()));
      await page.goto('/');
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1, name: "La page n'a pas pu démarrer" })).toBeVisible();
      const retry = alert.getByRole('button', { name: 'Réessayer' });
      await expect(retry).toBeFocused();
      await expect(page.locator('.market-shell')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered ?? false)).toBe(false);
      expect(await serious(page)).toEqual([]);
      expect(await seriousInOtherTheme(page, undefined, () => expect(retry).toBeVisible())).toEqual([]);
      failing = false;
      await retry.click();
      await expect(header(page).locator('input').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: "La page n'a pas pu démarrer" })).toHaveCount(0);
    });
  }
});

test.describe('the prerendered shell', () => {
  const catalogue = (lng: 'en' | 'ar', ns: 'common' | 'host' = 'common') =>
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../host/locales/${lng}/${ns}.json`), 'utf8')) as Record<string, string>;
  /**
   * The page at `at` where only boot.js runs: none of the app's scripts arrives, so what shows is the HTML with its
   * stylesheets. The entry's answer is held, not refused: an entry that fails has boot.js show the start-failed message
   * instead of the shell (tested below); held, it keeps the document's load from ending, so this waits for its parse.
   */
  const openWithoutAppScripts = async (page: Page, at: string) => {
    await page.route(/\.js(\?.*)?$/, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/boot.js') return route.continue();
      if (/^\/main(-[a-z]+)?\.[0-9a-f]+\.js$/.test(pathname)) return; // held (the entry and its parts)
      return route.abort();
    });
    await page.goto(at, { waitUntil: 'domcontentloaded' });
  };
  // The shell is inert (its controls wait for the live ones), so it is out of the accessibility tree: found by markup.
  const shell = (page: Page) => page.locator('.market-shell[inert]');
  const shellHeader = (page: Page) => shell(page).locator('header:visible');
  /** A control by its name: its label, or its text. */
  const control = (scope: Locator, tag: 'a' | 'button', name: string) => scope.locator(`${tag}[aria-label="${name}"], ${tag}:has-text("${name}")`);

  for (const [width, layout] of [
    [390, 'header-mobile'],
    [1280, 'header-desktop'],
  ] as const) {
    test(`before any script of the app, ${width} px wide: the header of that width and a loading page, nothing the CSP refuses`, async ({ page, context }) => {
      await watchStyles(context);
      await page.setViewportSize({ width, height: 800 });
      await openWithoutAppScripts(page, '/');
      const en = catalogue('en');
      // One header: the other layout's is not displayed.
      await expect(shellHeader(page)).toHaveCount(1);
      await expect(shellHeader(page)).toHaveAttribute('data-testid', layout);
      await expect(control(shellHeader(page), 'a', en['logo.home']!)).toBeVisible();
      await expect(control(shellHeader(page), 'button', en.login!)).toBeVisible();
      await expect(shellHeader(page).getByPlaceholder(en['search.placeholder']!)).toBeVisible();
      // Home's heading and skeleton (not a page's).
      await expect(shell(page).locator('main h1:visible')).toHaveText(catalogue('en', 'host')['home.title']!);
      await expect(shell(page).locator(`main [role="status"][aria-label="${en.loading}"]:visible`)).toHaveCount(1);
      await expect(shell(page).locator('[data-route-skeleton="page"]')).toBeHidden();
      expect(await cspViolations(page)).toEqual([]);
      expect(await unstyledComponents(page)).toEqual([]);
    });
  }

  test('in Arabic and the dark theme: right to left, in Arabic, in dark colours', async ({ page, context }) => {
    await setShellCookies(context, 'rtl');
    const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    await context.addCookies([{ name: 'theme', value: 'dark', domain: hostname, path: '/' }]);
    await page.setViewportSize({ width: 390, height: 800 });
    await openWithoutAppScripts(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(control(shellHeader(page), 'button', catalogue('ar').login!)).toBeVisible();
    const background = await shellHeader(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(20, 20, 20)');
  });

  test("a shopper signed in and with an address is not shown the guest's sign-in button and address prompt", async ({ page, context }) => {
    const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    await context.addCookies([{ name: 'user', value: encodeURIComponent('{"id":1}'), domain: hostname, path: '/' }]);
    await setShellCookies(context, 'ltr');
    await page.setViewportSize({ width: 390, height: 800 });
    await openWithoutAppScripts(page, '/');
    const en = catalogue('en');
    await expect(control(shellHeader(page), 'a', en['logo.home']!)).toBeVisible();
    await expect(control(shellHeader(page), 'button', en.login!)).toBeHidden();
    await expect(shellHeader(page).getByText(catalogue('en', 'host')['address.choose']!)).toBeHidden();
  });

  test('a page with the back-button header (checkout) is shown that one, a sign-in page none', async ({ page }) => {
    await openWithoutAppScripts(page, '/checkout');
    const en = catalogue('en');
    // The back-button header, not the full one.
    await expect(shellHeader(page)).toHaveCount(1);
    await expect(control(shellHeader(page), 'button', en.back!)).toBeVisible();
    await expect(control(shellHeader(page), 'a', en['logo.home']!)).toBeVisible();
    await expect(control(shellHeader(page), 'button', en.login!)).toHaveCount(0);
    // Checkout's heading over a page's skeleton, not home's.
    await expect(shell(page).locator('main h1:visible')).toHaveText(en['checkout.title']!);
    await expect(shell(page).locator('main [role="status"]:visible')).toHaveCount(1);
    await expect(shell(page).locator('[data-route-skeleton="checkout"] [role="status"]')).toBeVisible();
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(shellHeader(page)).toHaveCount(0);
  });

  test("a tap on the shell's control is taken by the live one: the theme switches", async ({ page }) => {
    await page.goto('/');
    // Clicked as soon as it shows: the shell's button does not take it (inert); the app's, once there, does.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(shell(page)).toHaveCount(0);
  });

  for (const [at, what, width, height] of [
    ['/', "the first banner's", 412, 823],
    ['/', "the first banner's", 1280, 900],
    ['/shop/1', "the shop's cover", 412, 823],
  ] as const) {
    test(`on ${at}, ${width} px wide: ${what} picture shows before any script of the app, where and as large as the live page shows it`, async ({ page, browser }) => {
      const first = await browser.newPage({ viewport: { width, height } });
      await openWithoutAppScripts(first, at);
      // boot.js paints the picture the page's early answer names into the box the shell's skeleton keeps for it.
      const painted = shell(first).locator('[data-shell-picture] > img:visible');
      await expect(painted).toHaveCount(1);
      await expect.poll(() => painted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // It is the page's largest paint, with none of the app's scripts. A loaded picture is painted a frame later, and
      // only then is its largest-paint entry written: asked again until it is, or the test's timeout.
      const largestPaint = () =>
        first.evaluate(
          () =>
            new Promise<string | null>((resolve) => {
              new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element?.parentElement?.getAttribute('data-shell-picture') ?? null)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              });
              setTimeout(() => resolve(null), 500); // no entry yet
            }),
        );
      await expect.poll(largestPaint).toBe('');
      const src = await painted.getAttribute('src');
      const before = await painted.boundingBox();
      const heading = at === '/' ? await shell(first).locator('main h1:visible').boundingBox() : null;
      await first.close();

      await page.setViewportSize({ width, height });
      await page.goto(at);
      const live = at === '/' ? page.getByRole('region', { name: 'Offers' }).locator('img').first() : page.locator('main header img').first();
      await expect(live).toBeVisible();
      expect(await live.getAttribute('src')).toBe(src);
      expect(await live.boundingBox()).toEqual(before);
      if (heading) expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
    });
  }

  test("the shell's entry is added once the page's largest picture has loaded, and after the first paint on a page without one", async ({ page }) => {
    // What boot.js adds to the document, when (ms since the navigation began): the picture it paints into the
    // shell's box ('picture', once loaded) and the entry's script ('entry'); and the page's first frame ('frame').
    await page.addInitScript(() => {
      const order: { what: string; at: number }[] = [];
      (window as unknown as { __order: typeof order }).__order = order;
      requestAnimationFrame(() => order.push({ what: 'frame', at: performance.now() }));
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) order.push({ what: 'entry', at: performance.now() });
            if (node instanceof HTMLImageElement && node.parentElement?.hasAttribute('data-shell-picture'))
              node.addEventListener('load', () => order.push({ what: 'picture', at: performance.now() }));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    const order = () => page.evaluate(() => (window as unknown as { __order: { what: string; at: number }[] }).__order);
    const entries = async () => (await order()).filter((e) => e.what === 'entry');
    for (const at of ['/', '/shop/1']) {
      await page.goto(at);
      await expect.poll(entries).toHaveLength(1);
      const seen = await order();
      const entry = seen.find((e) => e.what === 'entry')!;
      const picture = seen.find((e) => e.what === 'picture');
      // After the picture; or, on a machine so busy that the picture took longer, by boot.js's one-second deadline.
      expect(entry.at >= (picture?.at ?? Infinity) || entry.at >= 1000, `${at}: ${JSON.stringify(seen)}`).toBe(true);
    }
    await page.goto('/checkout');
    await expect.poll(entries).toHaveLength(1);
    // Neither fetched nor run before the frame that shows the prerendered shell.
    expect((await order()).map((e) => e.what)).toEqual(['frame', 'entry']);
  });

  test('the live page takes its place with the header where it was, and nothing on the first screen shifts', async ({ page, browser }) => {
    const first = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openWithoutAppScripts(first, '/');
    const before = await shellHeader(first).boundingBox();
    await first.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Recommended' })).toBeVisible();
    expect(await header(page).boundingBox()).toEqual(before);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(shifted).toBeLessThanOrEqual(0.05);
  });
});
