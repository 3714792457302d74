import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { API_URL, expect, setShellCookies, settled, signInDemo, test } from '../fixtures.ts';

/**
 * What a shopper sees on a phone (390 px), in English (ltr) and Arabic (rtl): nothing the chat button covers, the
 * saved addresses' buttons in one place, the notifications' counts beside their tabs, a toast that leaves the
 * header in sight, and the texts the API writes in the page's language.
 */
const PHONE = { width: 390, height: 844 };

function catalogue(app: string, lng: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../remotes/${app}/locales/${lng}/${app}.json`), 'utf8')) as Record<string, string>;
}

/** Every part of the page built: scrolled to its end until it stops growing (rows built when near), then kept there. */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let last = -1;
    for (let round = 0, same = 0; round < 40 && same < 3; round++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frames();
      await new Promise((r) => setTimeout(r, 100));
      same = document.documentElement.scrollHeight === last ? same + 1 : 0;
      last = document.documentElement.scrollHeight;
    }
  });
}

/**
 * The controls and prices the element covers, at the page's current scroll: each link, button, field or price on
 * screen whose box meets the element's (content scrolled under the sticky header is the header's, not counted).
 */
function coveredBy(el: Locator): Promise<string[]> {
  return el.evaluate((button) => {
    const b = button.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerBox = header?.getBoundingClientRect();
    const found: string[] = [];
    for (const other of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [data-testid="price"]')) {
      if (other === button || button.contains(other) || other.contains(button)) continue;
      if (!other.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = other.getBoundingClientRect();
      const left = Math.max(r.left, b.left);
      const right = Math.min(r.right, b.right);
      const top = Math.max(r.top, b.top);
      const bottom = Math.min(r.bottom, b.bottom);
      if (right - left <= 1 || bottom - top <= 1) continue;
      const y = (top + bottom) / 2;
      // Content scrolled under the sticky header is hidden by the header itself.
      if (header && headerBox && !header.contains(other) && y <= headerBox.bottom) continue;
      found.push(`${other.tagName.toLowerCase()} "${(other.getAttribute('aria-label') ?? other.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** The main routes with the full header (the chat button is one of its widgets), each with what shows once its content is there. */
const ROUTES: [string, string][] = [
  ['/', 'main a[href^="/restaurant/"], main a[href^="/shop/"]'],
  ['/wallet', 'main li [data-testid="price"]'],
  ['/deliver', 'main form input'],
  ['/search?q=pizza', '[data-testid="search-restaurant"] [role="listitem"] article'],
  ['/restaurant/1', 'main section li'],
  ['/shops', 'main [role="listitem"] article'],
];

for (const dir of ['ltr', 'rtl'] as const) {
  const lng = dir === 'rtl' ? 'ar' : 'en';
  const chat = catalogue('chat-notifications', lng);

  test.describe(`on a phone (${dir})`, () => {
    test.beforeEach(async ({ context, page }) => {
      await setShellCookies(context, dir);
      await page.setViewportSize(PHONE);
    });

    test('the chat button covers no link, button, field or price, at the top of the main pages and at their end', async ({ page }) => {
      await signInDemo(page);
      for (const [url, ready] of ROUTES) {
        await page.goto(url);
        await expect(page.locator(ready).first()).toBeVisible();
        await page.keyboard.press('Shift');
        await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
        const button = page.getByRole('button', { name: chat['chat.button'] });
        await expect(button).toBeVisible();
        expect(await coveredBy(button), `${url}, at the top`).toEqual([]);
        await scrollToEnd(page);
        expect(await coveredBy(button), `${url}, at the end`).toEqual([]);
      }
    });

    test("saved addresses: each one's edit and delete buttons stay beside it, in the same place on every row", async ({ page }) => {
      await signInDemo(page);
      await page.goto('/saved-locations');
      const rows = page.getByTestId('saved-address');
      await expect(rows.first()).toBeVisible();
      const layout = await rows.evaluateAll((items) =>
        items.map((row) => {
          const [edit, remove] = [...row.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
          const text = row.querySelector('.ant-radio-wrapper')!.getBoundingClientRect();
          return {
            wraps: [...row.querySelectorAll('bdi')].some((b) => b.getClientRects().length > 1),
            editX: Math.round(edit!.left),
            sameLine: Math.abs(edit!.top - remove!.top) < 1,
            besideText: edit!.top < text.bottom && edit!.bottom > text.top,
          };
        }),
      );
      // The case of the defect: an address long enough to wrap at this width.
      expect(layout.some((r) => r.wraps)).toBe(true);
      expect(layout.map((r) => [r.sameLine, r.besideText])).toEqual(layout.map(() => [true, true]));
      expect(new Set(layout.map((r) => r.editX)).size).toBe(1);
    });

    test('notifications: the counts sit beside their tab labels, and "Mark all as read" shares the title\'s line', async ({ page }) => {
      await signInDemo(page);
      await page.goto('/notifications');
      const main = page.getByRole('main');
      await expect(main.getByRole('list', { name: chat['notifications.tab.all'] }).getByRole('listitem').first()).toBeVisible();
      const tabs = await main.locator('.ant-tabs-tab').evaluateAll((items) =>
        items.flatMap((tab) => {
          const count = tab.querySelector('.ant-badge-count');
          if (!count) return [];
          const c = count.getBoundingClientRect();
          const label = tab.querySelector('.ant-tabs-tab-btn')!.getBoundingClientRect();
          return [{ apart: Math.round(Math.abs(c.top + c.height / 2 - (label.top + label.height / 2))) }];
        }),
      );
      expect(tabs.length).toBeGreaterThan(0);
      expect(tabs).toEqual(tabs.map(() => ({ apart: 0 })));
      const title = await main.getByRole('heading', { level: 1 }).boundingBox();
      const markAll = await main.getByRole('button', { name: chat['notifications.markAll'] }).boundingBox();
      const middle = markAll!.y + markAll!.height / 2;
      expect(middle).toBeGreaterThan(title!.y);
      expect(middle).toBeLessThan(title!.y + title!.height);
    });

    test('the toast of a product added to the cart leaves the header in sight', async ({ page }) => {
      const res = await page.request.get(`${API_URL}/api/v1/rest/shops/1/products?lang=${lng}`);
      const { data } = (await res.json()) as { data: { all: { products: { uuid: string; translation: { title: string }; stocks: { quantity: number }[] }[] }[] } };
      const product = data.all.flatMap((c) => c.products).find((p) => p.stocks[0]?.quantity)!;
      await page.goto(`/restaurant/1?product=${product.uuid}`);
      const dialog = page.getByRole('dialog', { name: product.translation.title });
      await expect(dialog).toBeVisible();
      // The cart's header button (loaded when the browser is idle) is what shows the toast.
      const cartButton = catalogue('cart-checkout-group', lng)['cart.button_one']!.split(/[,،]/)[0]!;
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${cartButton}`) })).toBeVisible();
      await dialog.getByRole('button', { name: new RegExp(catalogue('catalogue-search', lng)['product.add']!, 'i') }).click();
      const toast = page.locator('.ant-notification-notice');
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(product.translation.title);
      // Measured where it comes to rest (it slides in).
      await settled(page);
      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await toast.boundingBox())!;
      expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    });
  });
}

for (const lng of ['fr', 'ar'] as const) {
  test(`${lng}: the wallet page and the footer have no English sentence`, async ({ context, page }) => {
    const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    await context.addCookies([
      { name: 'locale', value: lng, domain: hostname, path: '/' },
      ...(lng === 'ar' ? [{ name: 'dir', value: 'rtl', domain: hostname, path: '/' }] : []),
    ]);
    await signInDemo(page);
    await page.goto('/wallet');
    const history = page.getByRole('main').getByRole('listitem');
    await expect(history.first()).toBeVisible();
    const english = /\b(order|top-up|wallet|parcel|refund|joined|with|your|from|to|the|demo|data|no|real|orders)\b/i;
    // People's names are data, kept as written.
    const texts = (await history.allInnerTexts()).map((t) => t.replace(/Sam Friend|Demo User/g, ''));
    expect(texts.filter((t) => english.test(t))).toEqual([]);
    const footer = page.locator('footer');
    await expect(footer).toContainText('© Market.');
    expect(await footer.innerText()).not.toMatch(english);
  });
}
