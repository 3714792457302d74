import { cspViolations, expect, runtimeStyles, serious, setShellCookies, signInDemo, test, unstyledComponents, watchStyles, seriousInOtherTheme } from '../fixtures.ts';

for (const dir of ['ltr', 'rtl'] as const) {
  test.describe(`shell a11y (${dir})`, () => {
    test.beforeEach(async ({ context }) => {
      await setShellCookies(context, dir);
      await watchStyles(context);
    });

    test('the header has no serious violation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await serious(page, 'header')).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page, 'header')).toEqual([]);
    });

    test('home (/) with its content has no serious violation, nothing wider than 320px', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('main h1:visible')).toBeVisible();
      // The content of catalogue-search: offers, shop rows and the list of every shop, loaded. The rows below the
      // first screen are built when scrolled near, as a visitor would.
      await page.locator('#all-shops-title').scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: /^(Shops|المتاجر)$/ }).getByRole('link').nth(1)).toBeVisible();
      await expect(page.locator('main section[aria-labelledby="all-shops-title"] :is(a[href^="/shop/"], a[href^="/restaurant/"])').first()).toBeVisible();
      // The banners' pictures are decoration (their title is text laid over them): there, but not named images.
      await expect(page.getByRole('region', { name: /Offers|العروض/ }).locator('img').first()).toBeVisible();
      expect(await serious(page, 'main'), 'axe at 1280px').toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page, 'main'), 'axe at 1280px, dark').toEqual([]);
      // antd's CSS comes from the build: no <style> made in the browser, every component styled, nothing refused.
      expect(await runtimeStyles(page)).toEqual([]);
      expect(await unstyledComponents(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width at 320px' }).toBeLessThanOrEqual(320);
      expect(await serious(page, 'main'), 'axe at 320px').toEqual([]);
    });

    for (const path of ['/login', '/register']) {
      test(`${path} has no serious violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main h1:visible')).toBeVisible();
        expect(await serious(page)).toEqual([]);
        if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);
      });
    }

    // The shell's other pages (the remotes' own routes are in a11y-routes.spec.ts); the account ones signed in.
    const PAGES: { path: string; signedIn?: boolean; ready: string }[] = [
      { path: '/reset-password', ready: 'form input' },
      { path: '/verify-phone', ready: 'form input' },
      { path: '/welcome', ready: 'button' },
      { path: '/update-password', signedIn: true, ready: 'form input[type="password"]' },
      { path: '/update-details', signedIn: true, ready: 'form input' },
      { path: '/no-such-page', ready: 'a[href="/"]' },
    ];
    for (const { path, signedIn, ready } of PAGES) {
      test(`${path} has no serious violation, nothing wider than 320px`, async ({ page }) => {
        if (signedIn) await signInDemo(page);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const shown = async () => {
          await expect(page.locator('main h1:visible')).toBeVisible();
          await expect(page.locator('main').locator(ready).first()).toBeVisible();
        };
        await shown();
        expect(await serious(page), 'axe at 1280px').toEqual([]);
        if (dir === 'ltr') expect(await seriousInOtherTheme(page, undefined, shown), 'axe at 1280px, dark').toEqual([]);

        await page.setViewportSize({ width: 320, height: 720 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width at 320px' }).toBeLessThanOrEqual(320);
        expect(await serious(page), 'axe at 320px').toEqual([]);
      });
    }
  });
}
