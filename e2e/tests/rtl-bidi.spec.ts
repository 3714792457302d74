import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_URL, expect, serious, settled, signInDemo, test } from '../fixtures.ts';
import { clearServerCart, fillServerCart } from './cart-helpers.ts';

/**
 * Right to left reads right: in Arabic, every text that comes from data (an address, a shop's or a product's name,
 * a message, a search term) has a base direction of its own, so a left-to-right address keeps its house number
 * first inside the right-to-left page. Such a text is, or sits inside, a `<bdi>` or a `[dir=auto]` element, or its
 * own element's `unicode-bidi` is `plaintext` (an input: or `dir="ltr"`); a block's own isolation does not count.
 * The texts are found by what the seed holds (read from the API in Arabic), in the light and the dark theme, on a
 * 390 px phone and on a desktop, and axe stays clean on each screen.
 */

const DEMO_ADDRESS = '1700 15th St NW, Washington, DC 20009, USA';
const DEFAULT_POSITION: [number, number] = [38.9120424, -77.035308];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** A remote's Arabic catalogue, as the app shows it. */
const arabicTexts = (remote: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../remotes/${remote}/locales/ar/${remote}.json`), 'utf8')) as Record<string, string>;
const chatTexts = arabicTexts('chat-notifications');
const bookingTexts = arabicTexts('reservations');
const parcelTexts = arabicTexts('parcels-recipes');
const walletTexts = arabicTexts('account-wallet-orders');

/** The months in Arabic, as Intl and day.js write them (April with either hamza). */
const ARABIC_MONTH = /يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;
/** Arabic-Indic and Persian digits: the app writes Arabic with Latin ones, as its prices. */
const NOT_THE_APPS_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;
/** A number written in Arabic-Indic digits only. */
const ARABIC_INDIC_NUMBER = /^[\u0660-\u0669]+$/;

/**
 * This page's Intl writes the app's choice of digits for Arabic (`ar-u-nu-latn`, see `intlLocale` in @market/i18n)
 * with Arabic-Indic ones: a number written by the app's number formatter then shows Arabic-Indic digits, one written
 * any other way (a raw number) Latin ones. Prices keep their own fixed format.
 */
async function arabicIndicDigitChoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = Intl.NumberFormat;
    const swap = (locales: unknown): unknown =>
      typeof locales === 'string' ? locales.replace('-u-nu-latn', '-u-nu-arab') : Array.isArray(locales) ? locales.map(swap) : locales;
    const Swapped = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new Native(swap(locales) as string | string[] | undefined, options);
    } as unknown as typeof Intl.NumberFormat;
    Object.assign(Swapped, { prototype: Native.prototype, supportedLocalesOf: Native.supportedLocalesOf.bind(Native) });
    Object.defineProperty(Intl, 'NumberFormat', { value: Swapped, configurable: true, writable: true });
  });
}

/** Where `text` is shown inside `scope`, the computed direction of its text's element (null when not shown). */
const directionOfText = (page: Page, scope: string, text: string) =>
  page.evaluate(({ scope, text }) => {
    const root = document.querySelector(scope);
    if (!root) return null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.nodeValue ?? '').includes(text) && node.parentElement) return getComputedStyle(node.parentElement).direction;
    }
    return null;
  }, { scope, text });

/** Arabic, right to left, the theme, and a guest's delivery address: the demo one. */
async function arabic(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
  const address = encodeURIComponent(JSON.stringify({ address: DEMO_ADDRESS, location: DEFAULT_POSITION }));
  await context.addCookies(
    Object.entries({ locale: 'ar', dir: 'rtl', theme, address }).map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
  );
}

/** An answer of the reference API, in Arabic. */
async function apiData<T>(request: APIRequestContext, call: string, token?: string): Promise<T> {
  const res = await request.get(`${API_URL}/api/v1/${call}${call.includes('?') ? '&' : '?'}lang=ar`, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  expect(res.ok(), `${call} answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

type Titled = { translation?: { title?: string } | null };
const titleOf = (x: Titled | null | undefined) => x?.translation?.title ?? '';

/**
 * Each of `texts` is shown (a visible text node or an input's value contains it), and each place that shows it gives
 * it a direction of its own. Returns what is not shown, and where a text runs in the page's direction, named.
 */
function directionsOf(page: Page, texts: string[], scope: string): Promise<{ missing: string[]; inherited: string[] }> {
  return page.evaluate(({ wanted, scope }) => {
    const isolatedBy = (el: Element): boolean => {
      if (getComputedStyle(el).unicodeBidi === 'plaintext') return true;
      for (let e: Element | null = el; e; e = e.parentElement) if (e.tagName === 'BDI' || e.getAttribute('dir') === 'auto') return true;
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const seen = new Set<string>();
    const inherited: string[] = [];
    const root = document.querySelector(scope);
    if (!root) return { missing: wanted, inherited: [] };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      for (const text of wanted) {
        if (!(node.nodeValue ?? '').includes(text)) continue;
        seen.add(text);
        if (!isolatedBy(el)) inherited.push(`"${text}" in ${name(el)} < ${el.parentElement ? name(el.parentElement) : ''}`);
      }
    }
    for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!input.checkVisibility()) continue;
      for (const text of wanted) {
        if (!input.value.includes(text)) continue;
        seen.add(text);
        const own = ['auto', 'ltr'].includes(input.getAttribute('dir') ?? '') || getComputedStyle(input).unicodeBidi === 'plaintext';
        if (!own) inherited.push(`"${text}" in the value of ${name(input)}`);
      }
    }
    return { missing: wanted.filter((t) => !seen.has(t)), inherited };
  }, { wanted: texts, scope });
}

/**
 * Waits until every text is shown inside `scope` (parts of a page are built after its first screen), checks their
 * directions, and runs axe there (the page's main part when the scope is the whole page).
 */
async function expectOwnDirections(page: Page, texts: string[], where: string, scope = 'body'): Promise<void> {
  expect(texts.filter(Boolean).length, `${where}: data strings to look for`).toBe(texts.length);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Looked for every quarter of a second at most (one walk of the page's text, a few milliseconds): the default's steps
  // of a second left up to a second between the data being shown and the test seeing it, on every screen checked.
  await expect
    .poll(async () => (await directionsOf(page, texts, scope)).missing, { message: `${where}: data not shown`, timeout: 15_000, intervals: [50, 100, 150, 250] })
    .toEqual([]);
  await settled(page);
  expect((await directionsOf(page, texts, scope)).inherited, `${where}: data laid out in the page's direction`).toEqual([]);
  expect(await serious(page, scope === 'body' ? 'main' : scope), `${where}: axe`).toEqual([]);
}

/** The header's delivery address button (the one with the location pin). */
const headerAddress = (page: Page) => page.getByRole('banner').locator('button:has(.anticon-environment)').first();

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`right to left reads right (${theme}, ${size})`, () => {
      // Each test reads the API, opens one or two screens and runs axe on each: longer than the suite's default.
      test.describe.configure({ timeout: 120_000 });
      test.use({ viewport });
      test.beforeEach(async ({ context }) => {
        await arabic(context, theme);
      });

      test('the header address of a guest', async ({ page }) => {
        await page.goto('/');
        await expect(headerAddress(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectOwnDirections(page, ['1700 15th St NW'], 'header', 'header');
      });

      test('the address list, in the header and on /saved-locations', async ({ page }) => {
        await signInDemo(page);
        await page.goto('/');
        await headerAddress(page).click();
        const list = page.getByRole('radiogroup').first();
        await expect(list.getByRole('radio')).toHaveCount(3);
        // A popover on a desktop, a bottom drawer on a phone.
        const panel = `${size === 'phone' ? '[role="dialog"]' : '.ant-popover'}:has([role="radiogroup"])`;
        await expectOwnDirections(page, ['Home', 'Work', '1700 15th St NW', '1400 K St NW', '2000 14th St NW'], 'saved addresses in the header', panel);
        await page.goto('/saved-locations');
        await expect(page.getByRole('main').getByRole('radio')).toHaveCount(3);
        await expectOwnDirections(page, ['Work', 'Gym', '1400 K St NW', '2000 14th St NW'], '/saved-locations');
      });

      test('a shop page', async ({ page, request }) => {
        const shop = await apiData<Titled & { id: number }>(request, 'rest/shops/1');
        const menu = await apiData<{ all: (Titled & { products: Titled[] })[] }>(request, 'rest/shops/1/products');
        const category = menu.all.find((c) => c.products.length)!;
        await page.goto('/shop/1');
        await expectOwnDirections(page, [titleOf(shop), titleOf(category), titleOf(category.products[0])], '/shop/1');
      });

      test('the cart drawer and checkout', async ({ page, request }) => {
        await clearServerCart(request);
        const { token } = await signInDemo(page);
        const shopId = await fillServerCart(request, token);
        const shop = await apiData<Titled>(request, `rest/shops/${shopId}`);
        const cart = await apiData<{ user_carts: { cartDetails: { stock: { product: Titled } }[] }[] }>(request, 'dashboard/user/cart', token);
        const product = titleOf(cart.user_carts[0]!.cartDetails[0]!.stock.product);
        await page.goto(`/shop/${shopId}`);
        await page.getByRole('banner').getByRole('button', { name: /السلة/ }).click();
        // A drawer on a desktop; on a phone the button leads to /cart.
        if (size === 'phone') await expect(page).toHaveURL(/\/cart$/);
        else await expect(page.getByRole('dialog')).toBeVisible();
        await expectOwnDirections(page, [titleOf(shop), product], 'the cart', size === 'phone' ? 'main' : '[role="dialog"]:has(ul[aria-label])');

        // A signed-in shopper's delivery address is their active saved one (other specs may have chosen another).
        const saved = await apiData<{ active: boolean | number; address: { address: string } }[]>(request, 'dashboard/user/addresses', token);
        const street = saved.find((a) => a.active)!.address.address.split(',')[0]!;
        await page.goto('/checkout');
        await expectOwnDirections(page, [street, product], '/checkout');
        await clearServerCart(request);
      });

      test('an order page', async ({ page, request }) => {
        const { token } = await signInDemo(page);
        const order = await apiData<{ shop: Titled; details: { stock: { product: Titled } }[]; deliveryman?: { firstname: string } }>(request, 'dashboard/user/orders/1', token);
        await page.goto('/orders/1');
        const texts = [titleOf(order.shop), '1700 15th St NW', titleOf(order.details[0]!.stock.product)];
        if (order.deliveryman) texts.push(order.deliveryman.firstname);
        await expectOwnDirections(page, texts, '/orders/1');
      });

      test('chat', async ({ page }) => {
        await signInDemo(page);
        await page.goto('/chat');
        const log = page.getByRole('log');
        const conversations = page.getByRole('navigation', { name: chatTexts['chat.conversations'] });
        // On a phone the conversations come first, one pane at a time.
        await expect(log.or(conversations).first()).toBeVisible();
        if (!(await log.isVisible())) await conversations.getByRole('button', { name: new RegExp(chatTexts['chat.with.admin']!) }).click();
        await expect(log.getByTestId('chat-message').first()).toBeVisible();
        await expectOwnDirections(page, ['Hi! Where can I see my refund?', 'refunds appear in your wallet history', 'Thanks!'], '/chat');
      });

      test('search results and recent searches', async ({ page, request }) => {
        const at = `address[latitude]=${DEFAULT_POSITION[0]}&address[longitude]=${DEFAULT_POSITION[1]}`;
        const found = await apiData<Titled[]>(request, `rest/products/search?search=pizza&${at}&perPage=10&page=1`);
        await page.goto('/search?q=pizza');
        await expectOwnDirections(page, ['pizza', titleOf(found[0])], '/search?q=pizza');
        await page.goto('/search');
        await expect(page.getByRole('main').getByRole('link', { name: 'pizza' })).toBeVisible();
        await expectOwnDirections(page, ['pizza'], 'recent searches');
      });

      test('prices are written left to right, and a parcel\'s address in My parcels keeps its own direction', async ({ page, request }) => {
        const { token } = await signInDemo(page);
        const parcels = await apiData<{ address_to?: { address?: string } | null }[]>(request, 'dashboard/user/parcel-orders?perPage=20&column=id&sort=desc', token);
        const street = parcels.find((p) => p.address_to?.address)?.address_to?.address?.split(',')[0] ?? '';
        await page.goto('/parcels');
        await expectOwnDirections(page, [street], 'My parcels', 'section[aria-labelledby="my-parcels"]');
        await page.goto('/wallet');
        // A payment from the wallet is negative: its minus stays before the symbol (-$13.55, not $13.55-).
        const prices = page.getByRole('main').getByTestId('price');
        await expect(prices.filter({ hasText: /^-/ }).first()).toBeVisible();
        expect(await prices.evaluateAll((els) => els.filter((el) => getComputedStyle(el).direction !== 'ltr').map((el) => el.textContent))).toEqual([]);
      });

      test('the wallet\'s least amount keeps its own direction in its sentence, left to right', async ({ page }) => {
        await signInDemo(page);
        await page.goto('/wallet');
        const main = page.getByRole('main');
        const sentence = walletTexts['wallet.amount.min']!.split('{{amount}}');
        const error = main.locator('.ant-form-item-explain-error');
        await main.getByRole('spinbutton').fill('0.001');
        await main.getByRole('button', { name: walletTexts['wallet.topup.submit'] }).click();
        await expect(error).toHaveText(`${sentence[0]}$0.01${sentence[1]}`);
        await expectOwnDirections(page, ['$0.01'], 'the wallet\'s amount error', 'main');
        // "$0.01" has no letter to take a direction from: it is written left to right, as <Price> writes a price.
        expect(await directionOfText(page, 'main .ant-form-item-explain-error', '$0.01')).toBe('ltr');
        // The currency's symbol in the field's label is data too.
        await expectOwnDirections(page, ['$'], 'the wallet\'s amount label', 'main .ant-form-item-label');
      });

      test('the parcel types\' sizes are written left to right, in their own direction, with the unit of the catalogue', async ({ page, request }) => {
        const types = await apiData<{ max_width: number; max_height: number; max_length: number }[]>(request, 'rest/parcel-order/types');
        const sizes = types.map((t) => `${t.max_width} × ${t.max_height} × ${t.max_length}`);
        await page.goto('/parcels');
        const group = `[role="radiogroup"][aria-label="${parcelTexts['parcel.type']}"]`;
        await expectOwnDirections(page, sizes, 'parcel sizes', group);
        for (const size of sizes) expect(await directionOfText(page, group, size), size).toBe('ltr');
        // "حتى 35 × 25 × 5 سم، …": the unit is the Arabic catalogue's, after the size.
        const [before, after] = parcelTexts['parcel.limits']!.split('{{size}}');
        await expect(page.locator(group)).toContainText(`${before}${sizes[0]}${after!.split('{{')[0]!.trimEnd()}`);
      });

      test('the booking days and the counts in its sentences: Arabic month names, the app\'s digits', async ({ page }) => {
        await page.goto('/reservations/1');
        const tables = page.getByRole('radiogroup', { name: bookingTexts['step.table'] });
        // A count inside a translated sentence ("{{name}} · seats: {{n}}") is written with the app's digits.
        await expect(tables).toContainText(/: \d+/);
        await tables.getByText(/·/).first().click();
        await expect(page.getByText(new RegExp(bookingTexts['guests.max']!.replace(/{{.*}}/, '\\d+')))).toBeVisible();
        const days = page.getByRole('group', { name: bookingTexts['step.date'] }).getByRole('button');
        await expect(days.first()).toBeVisible();
        const shown = await days.allTextContents();
        expect(shown.length).toBeGreaterThan(1);
        for (const day of shown) {
          expect(day).toMatch(ARABIC_MONTH);
          expect(day).toMatch(/\d/);
          expect(day).not.toMatch(NOT_THE_APPS_DIGITS);
        }
        await settled(page);
        expect(await serious(page, 'main'), 'booking: axe').toEqual([]);
      });

      test('the parcel date calendar: Arabic month names, the app\'s digits, right to left', async ({ page }) => {
        await page.goto('/parcels');
        await page.getByLabel(parcelTexts['parcel.date']!, { exact: true }).click();
        const calendar = page.locator('.ant-picker-dropdown:visible');
        await expect(calendar).toBeVisible();
        await expect(calendar).toHaveClass(/ant-picker-dropdown-rtl/);
        await expect(calendar.locator('.ant-picker-header-view')).toHaveText(ARABIC_MONTH);
        const cells = await calendar.locator('.ant-picker-cell-in-view').allTextContents();
        expect(cells.slice(0, 3)).toEqual(['1', '2', '3']);
        expect(await calendar.textContent()).not.toMatch(NOT_THE_APPS_DIGITS);
        await settled(page);
        expect(await serious(page, 'main'), 'parcels: axe').toEqual([]);
      });
    });
  }
}

test.describe('the header address in Arabic', () => {
  test.use({ viewport: SIZES.desktop });

  test('looks as it is written: the house number first, at the start of the line', async ({ page, context }) => {
    await arabic(context, 'light');
    await page.goto('/');
    const button = headerAddress(page);
    await expect(button).toContainText(DEMO_ADDRESS);
    await settled(page);
    await expect(button).toHaveScreenshot('header-address-ar.png', { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 });
  });
});

test.describe('counts in badges and page numbers in Arabic', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`are written by the app's number formatter, as its other numbers (${size})`, async ({ page, context, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await arabic(context, 'light');
      await arabicIndicDigitChoice(page);
      await clearServerCart(request);
      const { token } = await signInDemo(page);
      const shopId = await fillServerCart(request, token);
      await page.goto(`/shop/${shopId}`);
      const banner = page.getByRole('banner');
      // The cart's and the notifications' badges in the header.
      const cartBadge = banner.locator('.ant-badge:has(button[aria-label*="السلة"]) .ant-badge-count');
      const bellBadge = banner.locator('.ant-badge:has(.anticon-bell) .ant-badge-count');
      await expect(cartBadge).toHaveText(ARABIC_INDIC_NUMBER);
      await expect(bellBadge).toHaveText(ARABIC_INDIC_NUMBER);
      // The parcel types' sizes too.
      await page.goto('/parcels');
      await expect(page.getByRole('radiogroup', { name: parcelTexts['parcel.type'] })).toContainText(/[\u0660-\u0669]+ × [\u0660-\u0669]+ × [\u0660-\u0669]+/);

      // A shop whose reviews take more than one page: their page numbers.
      let reviewed = 0;
      for (let id = 1; id <= 30 && !reviewed; id++) {
        const res = await request.get(`${API_URL}/api/v1/rest/shops/${id}/reviews?page=1&perPage=5`);
        if (res.ok() && ((await res.json()) as { meta?: { last_page?: number } }).meta?.last_page! > 1) reviewed = id;
      }
      expect(reviewed, 'a shop with more than 5 reviews in the seed').toBeGreaterThan(0);
      await page.goto(`/shop/${reviewed}`);
      const reviews = page.locator('section[aria-labelledby="reviews-title"]');
      await reviews.scrollIntoViewIfNeeded();
      const pages = reviews.locator('.ant-pagination-item');
      await expect(pages.first()).toHaveText('\u0661');
      for (const text of await pages.allTextContents()) expect(text).toMatch(ARABIC_INDIC_NUMBER);
      await settled(page);
      expect(await serious(page, 'main'), 'shop: axe').toEqual([]);
      await clearServerCart(request);
    });
  }
});
