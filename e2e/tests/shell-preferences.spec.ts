import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInDemo, test } from '../fixtures.ts';

const html = (page: Page) => page.locator('html');

/** An address already chosen: the first-visit question stays out of the way. */
async function addressChosen(context: BrowserContext) {
  const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
  const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));
  await context.addCookies([{ name: 'address', value: address, domain: url.hostname, path: '/' }]);
}

async function openPicker(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Language and currency' }).click();
}

test.describe('shell: language, currency, theme, mobile header', () => {
  test.beforeEach(({ context }) => addressChosen(context));

  test('switching to Arabic flips the layout without a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await openPicker(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /arab|عرب/i }).click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    // The page is shown in Arabic whole: the shell's heading and a remote's texts (catalogue-search's home) alike.
    await expect(page.locator('main h1')).toHaveText('ماذا تريد اليوم؟');
    await expect(page.locator('#all-shops-title')).toHaveText('كل المتاجر');
    // antd follows: its components carry their right-to-left classes.
    await expect(page.locator('[class*="ant-"][class*="-rtl"]').first()).toBeAttached();
    // What the server wrote is asked again in Arabic, without a reload: the footer's line.
    await expect(page.getByRole('contentinfo')).toContainText('بيانات تجريبية، لا طلبات حقيقية');
    await page.reload();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });

  test('switching currency changes the prices and closes the picker', async ({ page }) => {
    await page.goto('/');
    const price = page.getByTestId('price').first();
    await expect(price).toBeVisible();
    const before = await price.textContent();
    await openPicker(page);
    const select = page.getByRole('combobox', { name: 'Currency' });
    await select.click();
    await page.locator('.ant-select-item-option:not(.ant-select-item-option-selected)').first().click();
    await expect(select).toBeHidden();
    await expect(price).not.toHaveText(before ?? '');
  });

  test('the theme survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('a switch of theme shows the new colours at once, starting no transition, and transitions come back after it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('price').first()).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' });
    // By the keyboard: a pointer's hover would start the button's own transition.
    await toggle.focus();
    const header = page.getByRole('banner');
    const light = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => {
      const w = window as unknown as { __transitions: string[] };
      w.__transitions = [];
      document.addEventListener('transitionrun', (e) => w.__transitions.push(`${(e.target as Element).className} ${e.propertyName}`), true);
    });
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
    await expect(html(page)).not.toHaveAttribute('data-theme-switch');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions)).toEqual([]);
    // antd's transitions are on again: a button's colours still ease on hover.
    expect(await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).evaluate((el) => getComputedStyle(el).transitionDuration)).not.toMatch(/^0s$/);
  });

  test('a pressed button sends out its ring as an animation of its own shadow, in the theme’s colour, adding no element', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Language and currency' });
    await expect(button).toBeVisible();
    // Each animation started on an element, noted as it starts (it lasts 0.4 s: a busy machine could look too late).
    // On the prototype: the prerendered header's button is replaced by the live one.
    await page.evaluate(() => {
      const rings: { label: string | null; frames: string[] }[] = [];
      (window as unknown as { __rings: typeof rings }).__rings = rings;
      const animate = HTMLElement.prototype.animate;
      HTMLElement.prototype.animate = function (this: HTMLElement, keyframes, options) {
        const animation = animate.call(this, keyframes, options);
        rings.push({ label: this.getAttribute('aria-label'), frames: (animation.effect as KeyframeEffect).getKeyframes().map((k) => String(k.boxShadow ?? '')) });
        return animation;
      };
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __rings: unknown[] }).__rings))
      .toContainEqual({ label: expect.stringMatching(/^Language and currency/), frames: [expect.stringContaining('var(--ant-color-primary)'), 'transparent 0px 0px 0px 6px'] });
    // antd's own ring was a <div class="ant-wave"> added beside the button, rendered in a React root of its own.
    expect(await page.locator('.ant-wave').count()).toBe(0);
  });

  test('below 1140px the mobile header, with bottom drawers instead of popovers', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('header-mobile')).toBeVisible();
    await openPicker(page);
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Language' }) });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByTestId('header-desktop')).toBeVisible();
  });
});

/** The shell's texts in a language, from its catalogues. */
function texts(lng: 'en' | 'ar'): Record<string, string> {
  const read = (ns: string) => JSON.parse(fs.readFileSync(new URL(`../../host/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return { ...read('common'), ...read('host') };
}

async function arabic(context: BrowserContext) {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
  await context.addCookies([
    { name: 'locale', value: 'ar', domain: hostname, path: '/' },
    { name: 'dir', value: 'rtl', domain: hostname, path: '/' },
  ]);
}

/** Each header control: on screen, and the one a tap at its centre reaches (nothing covers it). */
async function headerControls(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const box = header.getBoundingClientRect();
    return [...header.querySelectorAll<HTMLElement>('a[href], button, input')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      // Inside the bar (beside the desktop header, the floating chat button lives in the header's tree but sits at the
      // bottom of the screen).
      .filter(({ el, r }) => el.checkVisibility({ visibilityProperty: true }) && r.top < box.bottom)
      .map(({ el, r }) => {
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? el.tagName, left: r.left, right: r.right, reached: Boolean(hit && el.contains(hit)) };
      });
  });
}

test.describe('shell: the mobile header at 320px', () => {
  test.beforeEach(({ context }) => addressChosen(context));

  for (const dir of ['ltr', 'rtl'] as const) {
    for (const who of ['signed out', 'signed in'] as const) {
      test(`${dir}, ${who}: nothing wider than the screen, every control on screen and usable`, async ({ page, context }) => {
        const tx = texts(dir === 'rtl' ? 'ar' : 'en');
        if (dir === 'rtl') await arabic(context);
        if (who === 'signed in') await signInDemo(page);
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto('/');
        const banner = page.getByRole('banner');
        await expect(page.getByTestId('header-mobile')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        // The remote widgets are in (they load when the browser is idle).
        await expect(banner.getByRole('button', { name: dir === 'rtl' ? /السلة/ : /Cart/ })).toBeVisible();
        const account = who === 'signed in' ? banner.getByRole('button', { name: tx['menu.account.label'].replace('{{name}}', 'Demo') }) : banner.getByRole('button', { name: tx.login });
        await expect(account).toBeVisible();

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        const controls = await headerControls(page);
        expect(controls.length).toBeGreaterThanOrEqual(who === 'signed in' ? 8 : 7);
        for (const c of controls) {
          expect(c.left, `${c.name} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(c.right, `${c.name} ends on screen`).toBeLessThanOrEqual(320);
          expect(c.reached, `${c.name} is not covered`).toBe(true);
        }

        // Usable: the language and currency drawer opens and closes, the search box takes text, the account control answers.
        await banner.getByRole('button', { name: tx['language.and.currency'] }).click();
        const drawer = page.getByRole('dialog', { name: tx['language.and.currency'] });
        await expect(drawer.getByRole('combobox', { name: tx.language })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await banner.getByRole('searchbox', { name: tx.search }).fill('pizza');
        await expect(page).toHaveURL(/\/search\?q=pizza/);
        await account.click();
        if (who === 'signed in') await expect(page.getByRole('menuitem', { name: tx['menu.orders'] })).toBeVisible();
        else await expect(page).toHaveURL(/\/login\?returnTo=/);
      });
    }
  }
});
