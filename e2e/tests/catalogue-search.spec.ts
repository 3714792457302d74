import type { Page } from '@playwright/test';
import { API_URL, expect, test } from '../fixtures.ts';

/** Seed facts (api/src/db/seed-data.ts): shop 1 is the open restaurant Pizza Roma, shop 16 the closed The Pizza Oven. */
const OPEN_SHOP = { id: 1, title: 'Pizza Roma' };
const CLOSED_SHOP = { id: 16, title: 'The Pizza Oven' };

interface ShopProducts {
  data: { all: { translation: { title: string }; products: { uuid: string; translation: { title: string }; stocks: { quantity: number }[] }[] }[] };
}

/** The shop's products grouped by category, as the API serves them. */
async function productsOf(page: Page, shopId: number) {
  const res = await page.request.get(`${API_URL}/api/v1/rest/shops/${shopId}/products?lang=en`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as ShopProducts).data.all;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('catalogue-search', () => {
  test('search from the header shows shops and products with counts, and loads more on scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /what would you like/i })).toBeVisible();
    const box = page.getByRole('banner').locator('input').first();
    await box.fill('pizza');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pizza/);

    const shops = section(page, 'Restaurants and shops');
    const products = section(page, 'Products');
    await expect(shops.getByText(/^Found \d+ results?$/)).toBeVisible();
    await expect(products.getByText(/^Found \d+ results?$/)).toBeVisible();
    await expect(shops.getByRole('article', { name: OPEN_SHOP.title })).toBeVisible();

    const items = products.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const total = Number((await products.getByText(/^Found \d+ results?$/).textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(10);
    await items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(items).toHaveCount(20);

    // The search is remembered: with no term, /search lists it, newest first.
    await page.goto('/search');
    await expect(page.getByRole('link', { name: 'pizza', exact: true })).toBeVisible();
  });

  test('a shop page lists its products by category', async ({ page }) => {
    const categories = await productsOf(page, OPEN_SHOP.id);
    await page.goto(`/restaurant/${OPEN_SHOP.id}`);
    await expect(page.getByRole('heading', { level: 1, name: OPEN_SHOP.title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Categories of this shop' });
    for (const category of categories) {
      await expect(nav.getByRole('link', { name: category.translation.title })).toBeVisible();
      const group = page.getByRole('region', { name: category.translation.title, exact: true });
      await expect(group.getByRole('heading', { level: 2 })).toHaveText(category.translation.title);
      await expect(group.getByRole('listitem')).toHaveCount(category.products.length);
      await expect(group.getByText(category.products[0]!.translation.title, { exact: true })).toBeVisible();
    }
  });

  test('a product opened by URL is added to the cart; back closes a product opened from the list', async ({ page }) => {
    const product = (await productsOf(page, OPEN_SHOP.id)).flatMap((c) => c.products).find((p) => p.stocks[0]?.quantity)!;
    await page.goto(`/restaurant/${OPEN_SHOP.id}?product=${product.uuid}`);
    const dialog = page.getByRole('dialog', { name: product.translation.title });
    await expect(dialog).toBeVisible();
    // The cart remote's header button (it loads when the browser is idle) shows what the bus event did.
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, 0 items$/ });
    await expect(cart).toBeVisible();
    await dialog.getByRole('button', { name: /add to cart/i }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 items?/ })).toBeVisible();

    await page.getByRole('link', { name: new RegExp(escape(product.translation.title)) }).first().click();
    await expect(page).toHaveURL(/product=/);
    await expect(page.getByRole('dialog', { name: product.translation.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);
  });

  test('a liked shop survives a reload and is listed on /liked', async ({ page }) => {
    await page.goto(`/restaurant/${OPEN_SHOP.id}`);
    await page.getByRole('button', { name: `Like ${OPEN_SHOP.title}` }).click();
    await expect(page.getByRole('button', { name: `Unlike ${OPEN_SHOP.title}` })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `Unlike ${OPEN_SHOP.title}` })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/liked');
    await expect(page.getByRole('article', { name: OPEN_SHOP.title })).toBeVisible();
  });

  test('a closed shop says so, and its products cannot be added', async ({ page }) => {
    const product = (await productsOf(page, CLOSED_SHOP.id))[0]!.products[0]!;
    await page.goto(`/restaurant/${CLOSED_SHOP.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CLOSED_SHOP.title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Shop is closed')).toBeVisible();
    await page.goto(`/restaurant/${CLOSED_SHOP.id}?product=${product.uuid}`);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Shop is closed' })).toBeDisabled();
  });
});
