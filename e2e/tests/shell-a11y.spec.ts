import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

async function serious(page: Page, include?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}

for (const dir of ['ltr', 'rtl'] as const) {
  test.describe(`shell a11y (${dir})`, () => {
    test.beforeEach(async ({ context }) => {
      const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
      const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));
      await context.addCookies([{ name: 'address', value: address, domain: url.hostname, path: '/' }]);
      if (dir === 'rtl') {
        await context.addCookies([
          { name: 'locale', value: 'ar', domain: url.hostname, path: '/' },
          { name: 'dir', value: 'rtl', domain: url.hostname, path: '/' },
        ]);
      }
    });

    test('the header has no serious violation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await serious(page, 'header')).toEqual([]);
    });

    for (const path of ['/login', '/register']) {
      test(`${path} has no serious violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await serious(page)).toEqual([]);
      });
    }
  });
}
