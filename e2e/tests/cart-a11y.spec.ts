import type { Locator, Page } from '@playwright/test';
import { expect, openedDialog, serious, setShellCookies, signInDemo, test, seriousInOtherTheme } from '../fixtures.ts';
import { fillServerCart, openGroupOrder, productWithAddons } from './cart-helpers.ts';

/**
 * The quality target of architecture.md for cart-checkout-group: the cart drawer (desktop), /cart, /checkout and
 * the group page (owner, a guest joining, the guest's picker) have no serious or critical axe violation, in
 * English (ltr) and Arabic (rtl), the pages in the light and the dark theme; at 320px nothing scrolls sideways and checkout's primary button is reachable.
 */
const NARROW = { width: 320, height: 640 };

async function noSidewaysScroll(page: Page) {
  const { width, wide } = await page.evaluate((max) => {
    // What sticks out, to name it when the page is too wide.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > max + 0.5 || r.left < -0.5);
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(el.getBoundingClientRect().left)}, ${Math.round(el.getBoundingClientRect().right)}]`);
    return { width: document.documentElement.scrollWidth, wide };
  }, NARROW.width);
  expect(width, wide.join('\n')).toBeLessThanOrEqual(NARROW.width);
}

/** The element can be scrolled to, lies inside the 320px viewport and takes a click (nothing covers it). */
async function reachable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  await button.click({ trial: true });
}

for (const dir of ['ltr', 'rtl'] as const) {
  test.describe(`cart, checkout and group a11y (${dir})`, () => {
    test.beforeEach(async ({ context }) => {
      await setShellCookies(context, dir);
    });

    test('the cart drawer (desktop)', async ({ page, request }) => {
      const { token } = await signInDemo(page);
      const shopId = await fillServerCart(request, token);
      await page.goto(`/shop/${shopId}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await page.getByRole('banner').getByRole('button', { name: /cart|سلة/i }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // It comes from the end side, where the cart button is.
      const box = (await drawer.boundingBox())!;
      if (dir === 'rtl') expect(box.x).toBeLessThan(1);
      else expect(box.x + box.width).toBeGreaterThan(1279);
      await expect(drawer.getByRole('list').getByRole('listitem').first()).toBeVisible();
      await expect(drawer.getByRole('button').last()).toBeEnabled();
      expect(await serious(page, '.ant-drawer')).toEqual([]);
    });

    test('the cart drawer (desktop) by keyboard: the focus goes in, Tab stays in, Escape closes it', async ({ page, request }) => {
      const { token } = await signInDemo(page);
      const shopId = await fillServerCart(request, token);
      await page.goto(`/shop/${shopId}`);
      const cart = page.getByRole('banner').getByRole('button', { name: /cart|سلة/i });
      const drawer = page.getByRole('dialog');
      const checkout = drawer.getByRole('button', { name: /go to checkout|إتمام الطلب/i });
      // The drawer's root (around the dialog) holds the focus.
      const focusInside = () => page.locator('.ant-drawer').evaluate((root) => root.contains(document.activeElement) && document.activeElement !== document.body);
      await cart.focus();
      await page.keyboard.press('Enter');
      await expect(checkout).toBeVisible();
      await expect.poll(focusInside).toBe(true);
      // Around the drawer's controls and past its last one, forwards and backwards: no control of the page behind it
      // takes the focus. (Past the page's last control Chromium moves the focus to its own window, where the page sees
      // the body focused; the next Tab comes back into the drawer.)
      const nothingBehind = () => page.locator('.ant-drawer').evaluate((root) => root.contains(document.activeElement) || document.activeElement === document.body);
      const controls = await page.locator('.ant-drawer').evaluate((root) => root.querySelectorAll('button, a[href], input, [tabindex="0"]').length);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < controls + 2; i++) {
          await page.keyboard.press(key);
          expect(await nothingBehind(), `${key} ${i + 1}`).toBe(true);
        }
      }
      // Escape closes it, whichever of the page's panels rendered ahead (the address popover, the product dialog) was
      // mounted last, and the focus is back on the cart button.
      await page.keyboard.press('Escape');
      await expect(checkout).toBeHidden();
      await expect(cart).toBeFocused();
    });

    test('a guest cart on /cart at 320px', async ({ page, request }) => {
      await page.setViewportSize(NARROW);
      const { product, shopId } = await productWithAddons(request);
      await page.goto(`/shop/${shopId}?product=${product.uuid}`);
      const dialog = await openedDialog(page);
      await dialog.locator('.ant-btn-primary').click();
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('market:cart-checkout-group:cart') ?? '{"items":[]}') as { items: unknown[] }).items.length)).toBe(1);
      await page.goto('/cart');
      await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(1);
      await noSidewaysScroll(page);
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);
    });

    test('/cart and /checkout signed in, at 320px', async ({ page, request }) => {
      await page.setViewportSize(NARROW);
      const { token } = await signInDemo(page);
      await fillServerCart(request, token);
      await page.goto('/cart');
      await expect(page.getByRole('main').getByRole('list').getByRole('listitem').first()).toBeVisible();
      await noSidewaysScroll(page);
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);

      await page.goto('/checkout');
      const main = page.getByRole('main');
      const shown = async () => {
        await expect(main.locator('.ant-radio-wrapper').first()).toBeVisible();
        await expect(main.locator('.ant-skeleton')).toHaveCount(0);
      };
      await shown();
      await noSidewaysScroll(page);
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page, undefined, shown)).toEqual([]);
      await reachable(main.locator('button.ant-btn-primary.ant-btn-lg'));
    });

    test('/checkout on desktop', async ({ page, request }) => {
      const { token } = await signInDemo(page);
      await fillServerCart(request, token);
      await page.goto('/checkout');
      const shown = async () => {
        await expect(page.getByRole('main').locator('.ant-radio-wrapper').first()).toBeVisible();
        await expect(page.getByRole('main').locator('.ant-skeleton')).toHaveCount(0);
      };
      await shown();
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page, undefined, shown)).toEqual([]);
    });

    test('the group page: owner, a guest joining and picking, at 320px', async ({ page, browser, request }) => {
      await page.setViewportSize(NARROW);
      const { token } = await signInDemo(page);
      await fillServerCart(request, token);
      const link = await openGroupOrder(request, token);
      await page.goto(link);
      await expect(page.getByRole('main').locator('input[readonly]')).toHaveValue(/\/group\/\d+\?g=\d+&o=\d+&s=[\w-]{32,}$/);
      await noSidewaysScroll(page);
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);

      const guestContext = await browser.newContext({ viewport: NARROW });
      await setShellCookies(guestContext, dir);
      const guest = await guestContext.newPage();
      await guest.goto(link);
      const name = guest.getByRole('main').getByRole('textbox');
      await expect(name).toBeVisible();
      await noSidewaysScroll(guest);
      expect(await serious(guest)).toEqual([]);

      await name.fill('Sam');
      await guest.getByRole('main').locator('form button[type="submit"]').click();
      const add = guest.getByRole('main').locator('button[aria-haspopup="dialog"]').first();
      await expect(add).toBeVisible();
      await noSidewaysScroll(guest);
      expect(await serious(guest)).toEqual([]);

      await add.click();
      const picker = guest.getByRole('dialog');
      await expect(picker.locator('.ant-btn-primary')).toBeVisible();
      // axe reads colours as painted: wait for the dialog's zoom-in to end (mid-animation the button is half faded).
      await expect(guest.locator('.ant-modal')).not.toHaveClass(/zoom-(appear|enter)/);
      await expect.poll(() => guest.locator('.ant-modal').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await noSidewaysScroll(guest);
      expect(await serious(guest, '.ant-modal')).toEqual([]);
      await reachable(picker.locator('.ant-btn-primary'));
      // Leave the group: the next spec's group starts without this guest.
      await guest.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await guest.getByRole('main').locator('.ant-btn-dangerous').click();
      await expect(name).toBeVisible();
      await guestContext.close();
    });
  });
}
