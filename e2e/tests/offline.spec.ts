import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, signInDemo, test } from '../fixtures.ts';
import { clearServerCart, fillServerCart, productWithAddons } from './cart-helpers.ts';

/**
 * Through a tunnel: the offline notice comes and goes with the network; with the app's service worker active a shop
 * seen before opens offline from its saved reads; what needs the server waits, with the reason, and works once back;
 * an add made offline lands once.
 */

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

/** The live page has replaced the prerendered shell, its header's widgets are in, and nothing is on its way. */
async function settledPage(page: Page): Promise<void> {
  await expect(page.locator('.market-shell')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /cart, \d+ items?/i })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** The app's service worker controls the page (it registers after the first paint and claims the page). */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
}

async function serverQuantities(request: APIRequestContext, token: string): Promise<Record<number, number>> {
  const res = await request.get(`${API_URL}/api/v1/dashboard/user/cart`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status() === 404) return {};
  const cart = (await res.json()) as { data: { user_carts: { cartDetails: { parent_id: number | null; quantity: number; stock: { id: number } }[] }[] } };
  return Object.fromEntries((cart.data.user_carts[0]?.cartDetails ?? []).filter((d) => !d.parent_id).map((d) => [d.stock.id, d.quantity]));
}

test.describe('offline', () => {
  test('the notice comes within 2 s of the network going, politely, and leaves when it is back', async ({ page, context }) => {
    await page.goto('/');
    await settledPage(page);
    await context.setOffline(true);
    await expect(notice(page)).toBeVisible({ timeout: 2_000 });
    await expect(notice(page)).toHaveAttribute('aria-live', 'polite');
    await expect(notice(page)).toContainText('your cart still work');
    await context.setOffline(false);
    await expect(notice(page)).toHaveCount(0, { timeout: 2_000 });
  });

  test('a shop visited before opens offline with its saved data and the notice', async ({ page, context, request }) => {
    const { shopId } = await productWithAddons(request);
    const shop = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shopId}`)).json()) as { data: { translation: { title: string } } };
    await page.goto(`/shop/${shopId}`);
    await workerControls(page);
    // Visited with the worker active: its reads, the remotes' files and the registry are saved.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: shop.data.translation.title })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.goto(`/shop/${shopId}`);
    await expect(page.getByRole('heading', { level: 1, name: shop.data.translation.title })).toBeVisible({ timeout: 20_000 });
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('Saved while offline');
    await context.setOffline(false);
  });

  test('Place order is disabled offline with the reason, keeps the note, and places the order when back', async ({ page, context, request }) => {
    const { token } = await signInDemo(page);
    await fillServerCart(request, token);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /cash/i }).check();
    await page.getByText(/^pickup$/i).click();
    const place = page.getByRole('button', { name: /place order/i });
    await expect(place).toBeEnabled();
    await context.setOffline(true);
    await expect(place).toBeDisabled({ timeout: 2_000 });
    await expect(place).toHaveAccessibleDescription('You are offline: this needs a connection. What you entered is kept.');
    await page.getByRole('textbox', { name: 'Note for the order' }).fill('Ring twice');
    await context.setOffline(false);
    await expect(place).toBeEnabled({ timeout: 2_000 });
    await expect(page.getByRole('textbox', { name: 'Note for the order' })).toHaveValue('Ring twice');
    await place.click();
    await expect(page).toHaveURL(/\/orders\/\d+/, { timeout: 20_000 });
  });

  test('an add made offline lands once when the network is back', async ({ page, context, request }) => {
    const { token } = await signInDemo(page);
    await clearServerCart(request);
    const { shopId, product } = await productWithAddons(request);
    await page.goto(`/shop/${shopId}?product=${product.uuid}`);
    const add = page.getByRole('dialog').getByRole('button', { name: /^add/i });
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await settledPage(page);
    // With the worker in control: what the page loaded comes from its caches offline (the shell's precached start,
    // the files it cached since); a chunk never loaded online (the add's toast) is left out, and the page goes on.
    await workerControls(page);
    await context.setOffline(true);
    await add.click();
    await expect(page.getByRole('banner').getByRole('button', { name: /cart, 1 item/i })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await serverQuantities(request, token)).toEqual({});
    await context.setOffline(false);
    await expect.poll(() => serverQuantities(request, token), { timeout: 30_000 }).toEqual({ [product.stocks[0]!.id]: 1 });
    await page.waitForTimeout(2_000);
    expect(await serverQuantities(request, token)).toEqual({ [product.stocks[0]!.id]: 1 });
  });
});
