import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, serious, setShellCookies, signInDemo, test, seriousInOtherTheme } from '../fixtures.ts';

/** The remote's own catalogue, so each case finds its controls by the names a reader hears in that language. */
function catalogue(lng: 'en' | 'ar'): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../../remotes/chat-notifications/locales/${lng}/chat-notifications.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Nothing wider than the viewport: no horizontal scrolling at 320 px. */
async function expectNoHorizontalOverflow(page: Page, width = 320) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const dir of ['ltr', 'rtl'] as const) {
  const t = catalogue(dir === 'rtl' ? 'ar' : 'en');
  const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t['notifications.button']}`) });

  test.describe(`chat and notifications a11y (${dir})`, () => {
    test.beforeEach(async ({ context, page }) => {
      await setShellCookies(context, dir);
      await signInDemo(page);
    });

    test('/chat has no serious violation, and fits 320 px', async ({ page }) => {
      await page.goto('/chat');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const log = page.getByRole('log', { name: t['chat.messagesWith'].replace('{{name}}', t['chat.with.admin']) });
      await expect(log.getByTestId('chat-message').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t['chat.attach'] })).toBeVisible();
      expect(await serious(page)).toEqual([]);
      // The selected conversation's row takes the theme's colour in the dark theme too.
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      await page.reload();
      // One pane at a time: the conversations, then the chosen one with its composer.
      const conversations = page.getByRole('navigation', { name: t['chat.conversations'] });
      await expect(conversations).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await conversations.getByRole('button', { name: new RegExp(t['chat.with.admin']) }).click();
      await expect(log.getByTestId('chat-message').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t['chat.send'] })).toBeInViewport();
      await expectNoHorizontalOverflow(page);
      expect(await serious(page)).toEqual([]);
    });

    test('/notifications has no serious violation, and fits 320 px', async ({ page }) => {
      await page.goto('/notifications');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const list = page.getByRole('main').getByRole('list', { name: t['notifications.tab.all'] });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      expect(await serious(page, 'main')).toEqual([]);
    });

    test('the open notifications drawer and chat panel have no serious violation, also at 320 px', async ({ page }) => {
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
        await page.goto('/');
        await bell(page).click();
        const drawer = page.getByRole('dialog', { name: t['notifications.title'] });
        await expect(drawer.getByRole('list', { name: t['notifications.tab.all'] }).getByRole('listitem').first()).toBeVisible();
        expect(await serious(page, '[role="dialog"]'), `notifications drawer at ${width}px`).toEqual([]);
        if (width === 320) await expectNoHorizontalOverflow(page);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        // The chat panel: its conversations, then one conversation with the composer.
        await page.getByRole('button', { name: t['chat.button'] }).click();
        const chat = page.getByRole('dialog', { name: t['chat.title'] });
        const conversations = chat.getByRole('navigation', { name: t['chat.conversations'] });
        await expect(conversations).toBeVisible();
        expect(await serious(page, '[role="dialog"]'), `chat conversations at ${width}px`).toEqual([]);
        await conversations.getByRole('button', { name: new RegExp(t['chat.with.admin']) }).click();
        await expect(chat.getByRole('button', { name: t['chat.attach'] })).toBeVisible();
        await expect(chat.getByTestId('chat-message').first()).toBeVisible();
        expect(await serious(page, '[role="dialog"]'), `chat conversation at ${width}px`).toEqual([]);
        if (width === 320) await expectNoHorizontalOverflow(page);
      }
    });
  });
}
