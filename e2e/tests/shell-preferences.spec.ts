import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const html = (page: Page) => page.locator('html');

async function openPicker(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Language and currency' }).click();
}

test.describe('shell: language, currency, theme, mobile header', () => {
  // An address already chosen: the first-visit question stays out of the way.
  test.beforeEach(async ({ context }) => {
    const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));
    await context.addCookies([{ name: 'address', value: address, domain: url.hostname, path: '/' }]);
  });

  test('switching to Arabic flips the layout without a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await openPicker(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /arab|عرب/i }).click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(page.locator('.ant-app').first()).toBeVisible();
    await expect(page.locator('[class*="-rtl"]').first()).toBeAttached();
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
