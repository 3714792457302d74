import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, openedDialog, signInDemo, test } from '../fixtures.ts';
import { clearServerCart, productWithAddons, serverCart, type Product } from './cart-helpers.ts';

/**
 * The cart counts each press of "Add to cart" once, whatever the timing: presses follow each other without
 * waiting, across tabs, reloads and failed requests, and the cart (and the server's) shows what was pressed.
 */

/** The server's quantities of the demo user's cart by stock (main rows). */
async function serverQuantities(request: APIRequestContext, token: string): Promise<Record<number, number>> {
  const cart = await serverCart(request, token);
  return Object.fromEntries((cart?.user_carts[0]?.cartDetails ?? []).filter((d) => !d.parent_id).map((d) => [d.stock.id, d.quantity]));
}

/** Two products of one open shop (read from the seeded API). */
async function twoProducts(request: APIRequestContext): Promise<{ shopId: number; first: Product; second: Product }> {
  const { shopId, product } = await productWithAddons(request);
  const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shopId}/products`)).json()) as { data: { all: { products: Product[] }[] } };
  const second = res.data.all.flatMap((c) => c.products).find((p) => p.uuid !== product.uuid && p.stocks[0] && p.stocks[0].quantity > 2);
  expect(second, 'a second product in the shop').toBeTruthy();
  return { shopId, first: product, second: second! };
}

/** Opens the product's dialog from its link and, once it has appeared, presses Add (no waiting after). */
async function addFromDialog(page: Page, shopId: number, product: Product): Promise<void> {
  await page.goto(`/shop/${shopId}?product=${product.uuid}`);
  await (await openedDialog(page)).getByRole('button', { name: /^add/i }).click();
}

const quantityOf = (page: Page, product: Product) => page.getByRole('main').getByRole('group', { name: `Quantity of ${product.translation.title}` });

let token = '';

// Every test starts from the demo user's empty server cart.
test.beforeEach(async ({ request }) => {
  await clearServerCart(request);
});

test.describe('the cart counts each press once', () => {
  test('signed in with no cart (the API answers 404): an empty cart, no error, and the first add counts once', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    expect(await serverCart(request, token)).toBeNull();
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /cart, 0 items/i })).toBeVisible();
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await page.goto('/cart');
    await expect(quantityOf(page, first)).toHaveText('1', { timeout: 20_000 });
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 1 });
  });

  test('signed in: the same product added twice shows 2', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await addFromDialog(page, shopId, first);
    await page.goto('/cart');
    await expect(quantityOf(page, first)).toHaveText('2', { timeout: 20_000 });
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 2 });
    await page.reload();
    await expect(quantityOf(page, first)).toHaveText('2');
  });

  test('signed in: a product added in one tab, then in a second tab, shows 2', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    const second = await page.context().newPage();
    await addFromDialog(page, shopId, first);
    await addFromDialog(second, shopId, first);
    await page.goto('/cart');
    await expect(quantityOf(page, first)).toHaveText('2', { timeout: 20_000 });
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 2 });
    await second.goto('/cart');
    await expect(quantityOf(second, first)).toHaveText('2');
  });

  test('a guest adds, signs in, goes to checkout; a second tab adds the same, lowers it, adds another: each shows what was pressed', async ({ page, request }) => {
    const { shopId, first, second: other } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await expect(page.getByRole('banner').getByRole('button', { name: /cart, 1 item/i })).toBeVisible();
    ({ token } = await signInDemo(page));
    await page.goto('/checkout');
    const tab = await page.context().newPage();
    await addFromDialog(tab, shopId, first);
    await tab.goto('/cart');
    await expect(quantityOf(tab, first)).toHaveText('2', { timeout: 20_000 });
    await quantityOf(tab, first).getByRole('button', { name: `Decrease quantity of ${first.translation.title}` }).click();
    await addFromDialog(tab, shopId, other);
    await tab.goto('/cart');
    await expect(quantityOf(tab, other)).toHaveText('1', { timeout: 20_000 });
    await expect(quantityOf(tab, first)).toHaveText('1');
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 1, [other.stocks[0].id]: 1 });
    await page.reload();
    const lines = page.getByRole('main').getByRole('list', { name: /cart items/i });
    await expect(lines.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect(lines.getByRole('listitem').filter({ hasText: other.translation.title })).toContainText('× 1');
    await expect(lines.getByRole('listitem').filter({ hasText: first.translation.title })).toContainText('× 1');
  });
});

test.describe('a press on a quantity while it is saved', () => {
  test('signed in: "Saving your cart…" is said in the status region and nothing in the cart moves', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await page.goto('/cart');
    await expect(quantityOf(page, first)).toHaveText('1', { timeout: 20_000 });
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 1 });
    const status = page.getByRole('main').getByRole('status').filter({ hasText: /^$|Saving/ });
    await expect(status).toHaveText('');
    // The save takes a second, so the note's time on screen is long enough to be seen.
    await page.route('**/dashboard/user/cart/insert-product**', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    const increase = page.getByRole('main').getByRole('button', { name: `Increase quantity of ${first.translation.title}` });
    // Where the pressed button is in each frame, from before the press until the save is over.
    await increase.evaluate((button) => {
      const w = window as unknown as { __tops: number[]; __watching: boolean };
      w.__tops = [];
      w.__watching = true;
      const frame = () => {
        w.__tops.push(Math.round(button.getBoundingClientRect().top));
        if (w.__watching) requestAnimationFrame(frame);
      };
      frame();
    });
    await increase.click();
    await expect(status).toHaveText('Saving your cart…');
    await expect(quantityOf(page, first)).toHaveText('2');
    await expect(status).toHaveText('', { timeout: 20_000 });
    const tops = await page.evaluate(() => {
      const w = window as unknown as { __tops: number[]; __watching: boolean };
      w.__watching = false;
      return w.__tops;
    });
    expect(tops.length).toBeGreaterThan(10);
    expect(new Set(tops)).toEqual(new Set([tops[0]]));
    expect(await serverQuantities(request, token)).toEqual({ [first.stocks[0].id]: 2 });
  });
});

test.describe('the cart never strands an item', () => {
  test('signed in: Add, then /checkout at once (a typed address) shows the item and the form', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await page.goto('/checkout');
    await expect(page.getByRole('main').getByRole('list', { name: /cart items/i }).getByText(first.translation.title)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /place order/i })).toBeVisible({ timeout: 20_000 });
    expect(await serverQuantities(request, token)).toEqual({ [first.stocks[0].id]: 1 });
  });

  test('signed in: Add, then /checkout at once inside the app shows the item and the form', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await page.evaluate(() => {
      history.pushState({}, '', '/checkout');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('main').getByRole('list', { name: /cart items/i }).getByText(first.translation.title)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /place order/i })).toBeVisible({ timeout: 20_000 });
    expect(await serverQuantities(request, token)).toEqual({ [first.stocks[0].id]: 1 });
  });

  test('a guest cart reaches the server once after sign-in when one send fails and one answer is lost', async ({ page, request }) => {
    const { shopId, first } = await twoProducts(request);
    await addFromDialog(page, shopId, first);
    await expect(page.getByRole('banner').getByRole('button', { name: /cart, 1 item/i })).toBeVisible();
    // The first send never reaches the server; the second reaches it but its answer is lost.
    let sends = 0;
    await page.route('**/dashboard/user/cart/insert-product**', async (route) => {
      sends += 1;
      if (sends === 1) return route.abort('connectionreset');
      if (sends === 2) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    ({ token } = await signInDemo(page));
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(/could not be saved/i)).toBeVisible({ timeout: 20_000 });
    await expect(quantityOf(page, first)).toHaveText('1');
    await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 1 });
    await expect(page.getByRole('main').getByText(/could not be saved|saving your cart/i)).toBeHidden({ timeout: 20_000 });
    await expect(quantityOf(page, first)).toHaveText('1');
    expect(sends).toBe(2);
  });

  test('a reload while an add is on its way: the add lands once', async ({ page, request }) => {
    ({ token } = await signInDemo(page));
    const { shopId, first } = await twoProducts(request);
    // The add reaches the server, and the page reloads before its answer comes.
    let held = false;
    await page.route('**/dashboard/user/cart/insert-product**', async (route) => {
      if (held) return route.continue();
      await route.fetch();
      // The answer is never given: the reload below drops it.
      held = true;
    });
    await addFromDialog(page, shopId, first);
    await expect.poll(() => held, { timeout: 20_000 }).toBe(true);
    await page.reload();
    await page.goto('/cart');
    await expect(quantityOf(page, first)).toHaveText('1', { timeout: 20_000 });
    await expect(page.getByRole('main').getByText(/saving your cart/i)).toBeHidden({ timeout: 20_000 });
    expect(await serverQuantities(request, token)).toEqual({ [first.stocks[0].id]: 1 });
  });
});

/** Two products of one open shop with ten or more in stock and allowed in a line (read from the seeded API). */
async function twoStocked(request: APIRequestContext): Promise<{ shopId: number; first: Product; second: Product }> {
  const { shopId } = await twoProducts(request);
  const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shopId}/products`)).json()) as { data: { all: { products: (Product & { max_qty?: number })[] }[] } };
  const [first, second] = res.data.all.flatMap((c) => c.products).filter((p) => (p.stocks[0]?.quantity ?? 0) >= 10 && (p.max_qty ?? 10) >= 10);
  expect(second, 'two products with ten in stock').toBeTruthy();
  return { shopId, first: first!, second: second! };
}

test.describe('an add in a tab closed in the same task as the press', () => {
  for (const who of ['a guest', 'signed in'] as const) {
    test(`${who}: 20 tabs each press Add and close at once; each add lands exactly once`, async ({ page, request }) => {
      test.setTimeout(180_000);
      if (who === 'signed in') ({ token } = await signInDemo(page));
      const { shopId, first, second } = await twoStocked(request);
      await page.goto(`/shop/${shopId}`);
      for (let i = 0; i < 20; i++) {
        const product = i % 2 ? second : first;
        // Opened by the page, so that its own script may close it, in the same task as the press.
        const [tab] = await Promise.all([
          page.context().waitForEvent('page'),
          page.evaluate((url) => void window.open(url), `/shop/${shopId}?product=${product.uuid}`),
        ]);
        const add = tab.getByRole('dialog').getByRole('button', { name: /^add/i });
        await expect(add).toBeEnabled({ timeout: 20_000 });
        await Promise.all([
          tab.waitForEvent('close'),
          add
            .evaluate((button) => {
              (button as HTMLElement).click();
              window.close();
            })
            .catch(() => {}),
        ]);
      }
      await page.goto('/cart');
      await expect(quantityOf(page, first)).toHaveText('10', { timeout: 20_000 });
      await expect(quantityOf(page, second)).toHaveText('10');
      if (who === 'signed in') {
        await expect.poll(() => serverQuantities(request, token), { timeout: 20_000 }).toEqual({ [first.stocks[0].id]: 10, [second.stocks[0].id]: 10 });
      }
    });
  }
});
