import type { BrowserContext, Page } from '@playwright/test';
import { REMOTE_ROUTES } from '../../shared/contract/src/routes.ts';
import { API_URL, cspViolations, expect, runtimeStyles, serious, setShellCookies, signInDemo, test, unstyledComponents, watchStyles, seriousInOtherTheme } from '../fixtures.ts';

/**
 * The quality target of architecture.md for the routes of catalogue-search, account-wallet-orders, reservations
 * and parcels-recipes: axe finds no serious or critical violation, in the light theme nor in the dark one (switched
 * on the page, as a user does; in left-to-right only, as the theme changes colours and not direction), antd's styles all come from the build (no runtime <style>, every component styled),
 * and at 320px nothing scrolls sideways, in English (ltr) and Arabic (rtl). The demo user is signed in once per direction; each case loads its page once in
 * that browser (its scripts cached, as for a user moving around the site), waits for the page's own content (seed
 * facts in api/README.md), not the skeleton, runs axe, then narrows the window to 320px.
 */
const REMOTES = ['catalogue-search', 'account-wallet-orders', 'reservations', 'parcels-recipes'];

interface Case {
  /** The page opened: the route pattern with the seed's ids. */
  url: string;
  /** What the page shows once its data is there (language-neutral selectors inside <main>). */
  ready: string[];
}

/** A liked shop on this device (catalogue-search keeps the card's fields in localStorage), for /liked. */
async function likePizzaRoma(context: BrowserContext) {
  const res = await context.request.get(`${API_URL}/api/v1/rest/shops/1?lang=en`);
  expect(res.ok()).toBeTruthy();
  const { data: s } = (await res.json()) as { data: Record<string, unknown> };
  const liked = [['id', 'uuid', 'type', 'logo_img', 'background_img', 'open', 'rating_avg', 'price', 'delivery_time', 'translation'].reduce((o, k) => ({ ...o, [k]: s[k] }), {})];
  await context.addInitScript((v) => localStorage.setItem('market:catalogue-search:liked-shops', v), JSON.stringify(liked));
}

/** A complete parcel draft for tomorrow, as the parcel form leaves it in sessionStorage, for /parcel-checkout. */
async function parcelDraft(context: BrowserContext) {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  const party = (name: string, address: string, latitude: number, longitude: number) => ({ name, phone: '+12025550101', address, latitude, longitude, house: '', floor: '', room: '' });
  const draft = {
    typeId: 1,
    from: party('Demo User', '1700 15th St NW', 38.9120424, -77.035308),
    to: party('Sam Friend', '1600 Pennsylvania Ave NW', 38.8976763, -77.0365298),
    date,
    time: '12:00',
    description: '',
    instruction: '',
    note: '',
    notify: true,
  };
  await context.addInitScript((v) => sessionStorage.setItem('market:parcels-recipes:parcel-draft', v), JSON.stringify(draft));
}

/** After two frames: the page's scroll width, and the elements that stick out of a 320px viewport on either side. */
function overflowAt320(page: Page) {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const outside = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > 320.5 || r.left < -0.5) && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`);
    return { width: Math.max(320, document.documentElement.scrollWidth), outside: document.documentElement.scrollWidth > 320 ? outside : [] };
  });
}

const CASES: Record<string, Case> = {
  '/search': { url: '/search?q=pizza', ready: ['[data-testid="search-restaurant"] [role="listitem"] article', '[data-testid="search-products"] [role="listitem"] a'] },
  '/shop/:id': { url: '/shop/1', ready: ['nav a', 'section li'] },
  '/restaurant/:id': { url: '/restaurant/1', ready: ['nav a', 'section li'] },
  '/shops': { url: '/shops', ready: ['[role="listitem"] article'] },
  '/liked': { url: '/liked', ready: ['[role="listitem"] a[href="/restaurant/1"]'] },
  '/profile': { url: '/profile', ready: ['form input'] },
  '/settings': { url: '/settings', ready: ['li [role="switch"]'] },
  '/orders': { url: '/orders', ready: ['a[href="/orders/6"]'] },
  '/orders/:id': { url: '/orders/1', ready: ['h2', 'a[href="/orders"]'] },
  '/order-refunds': { url: '/order-refunds', ready: ['li a[href^="/orders/"]'] },
  '/wallet': { url: '/wallet', ready: ['li'] },
  '/referrals': { url: '/referrals', ready: ['input[readonly]'] },
  '/saved-locations': { url: '/saved-locations', ready: ['[data-testid="saved-address"]'] },
  '/be-seller': { url: '/be-seller', ready: ['form input'] },
  '/deliver': { url: '/deliver', ready: ['h2', 'form input'] },
  '/help': { url: '/help', ready: ['.ant-collapse-item'] },
  '/reservations': { url: '/reservations', ready: ['section[aria-labelledby="my-bookings"] li', 'a[href="/reservations/1"]'] },
  '/reservations/:shopId': { url: '/reservations/1', ready: ['label:has(input[type="radio"])'] },
  '/parcels': { url: '/parcels', ready: ['form input', 'a[href="/parcels/1"]'] },
  '/parcels/:id': { url: '/parcels/1', ready: ['.ant-descriptions'] },
  '/parcel-checkout': { url: '/parcel-checkout', ready: ['.ant-descriptions', 'label:has(input[type="radio"])'] },
  '/recipes': { url: '/recipes', ready: ['li a[href^="/recipes/"]'] },
  '/recipes/:id': { url: '/recipes/1', ready: ['ul li'] },
};

const routes = REMOTE_ROUTES.filter((r) => REMOTES.includes(r.remote));

test('every route of the four remotes has a case', () => {
  expect(routes.map((r) => r.path).sort()).toEqual(Object.keys(CASES).sort());
});

for (const dir of ['ltr', 'rtl'] as const) {
  test.describe(`routes a11y (${dir})`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080', locale: 'en-US' });
      await setShellCookies(context, dir);
      await watchStyles(context);
      await likePizzaRoma(context);
      await parcelDraft(context);
      page = await context.newPage();
      await signInDemo(page);
    });
    test.afterAll(() => context.close());

    for (const route of routes) {
      const c = CASES[route.path];
      if (!c) continue;
      test(`${route.path}: no serious violation, nothing wider than 320px`, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(c.url);
        const main = page.locator('main');
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const ready = async () => {
          await expect(main.locator('h1:visible')).toBeVisible();
          for (const selector of c.ready) await expect(main.locator(selector).first()).toBeVisible();
          // Parts below the first screen are built when scrolled near or at the first key press: a key, as a
          // keyboard user meets the page, so axe sees all of it.
          await page.keyboard.press('Shift');
          await expect(main.locator('.ant-skeleton')).toHaveCount(0);
        };
        await ready();

        expect(await serious(page)).toEqual([]);
        // The dark theme changes colours, not direction: its contrast is checked once, in left-to-right (the
        // direction's own checks, light, run in both). Halves the suite's axe runs in the dark.
        if (dir === 'ltr') expect(await seriousInOtherTheme(page, undefined, ready), 'axe in the dark theme').toEqual([]);
        // antd's CSS comes from the build: no <style> was made in the browser, and every component has its rules.
        expect(await runtimeStyles(page)).toEqual([]);
        expect(await unstyledComponents(page)).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);

        // The same page narrowed to 320px (the layout reflows, breakpoints re-render, auto-sized fields measure
        // again; no reload): once settled, nothing scrolls sideways.
        await page.setViewportSize({ width: 320, height: 720 });
        await expect.poll(() => overflowAt320(page), { timeout: 3000 }).toEqual({ width: 320, outside: [] });
      });
    }
  });
}
