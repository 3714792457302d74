import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, signInDemo, test } from '../fixtures.ts';

type Stock = { id: number; quantity: number; addons: { stock_id: number; product: { translation: { title: string } } }[] };
type Product = { uuid: string; translation: { title: string }; stocks: Stock[] };

/** A product of an open shop whose first stock has add-ons (read from the seeded API). */
async function productWithAddons(request: APIRequestContext): Promise<{ shopId: number; product: Product }> {
  const shops = (await (await request.get(`${API_URL}/api/v1/rest/shops/paginate?perPage=20`)).json()) as { data: { id: number; open: boolean }[] };
  for (const shop of shops.data.filter((s) => s.open)) {
    const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shop.id}/products`)).json()) as { data: { all: { products: Product[] }[] } };
    const product = res.data.all.flatMap((c) => c.products).find((p) => p.stocks[0]?.addons.length && p.stocks[0].quantity > 2);
    if (product) return { shopId: shop.id, product };
  }
  throw new Error('no product with add-ons in the seed');
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /cart/i });

async function serverCart(request: APIRequestContext, token: string) {
  const res = await request.get(`${API_URL}/api/v1/dashboard/user/cart`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { user_carts: { cartDetails: { quantity: number; stock: { id: number }; addons: { stock: { id: number } }[] }[] }[] } | null }).data;
}

test.describe('cart', () => {
  test('a guest adds a product with an add-on, reloads, signs in, and the items reach the server cart once', async ({ page, request }) => {
    const { shopId, product } = await productWithAddons(request);
    const addon = product.stocks[0].addons[0];
    await page.goto(`/shop/${shopId}?product=${product.uuid}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `More: ${addon.product.translation.title}` }).click();
    await dialog.getByRole('button', { name: /^add/i }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/cart, 1 item/i);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName(/cart, 1 item/i);
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(product.translation.title)).toBeVisible();
    await expect(page.getByRole('main').getByText(new RegExp(addon.product.translation.title))).toBeVisible();

    const { token } = await signInDemo(page);
    await page.reload();
    await expect(page.getByRole('main').getByText(product.translation.title)).toBeVisible();
    await expect.poll(async () => (await serverCart(request, token))?.user_carts[0]?.cartDetails.length ?? 0).toBe(1);
    // Reloads and a second tab do not send it again.
    const second = await page.context().newPage();
    await second.goto('/cart');
    await page.reload();
    await expect(second.getByRole('main').getByText(product.translation.title)).toBeVisible();
    const cart = await serverCart(request, token);
    const row = cart!.user_carts[0].cartDetails.find((d) => d.stock.id === product.stocks[0].id)!;
    expect(row.quantity).toBe(1);
    expect(row.addons.map((a) => a.stock.id)).toContain(addon.stock_id);
    expect(await page.evaluate(() => localStorage.getItem('market:cart-checkout-group:cart'))).toBeNull();
  });

  test('a wrong group link says it cannot be joined', async ({ page }) => {
    await page.goto('/group/1?g=999999&o=1');
    await expect(page.getByText("You cannot join. Invalid group order")).toBeVisible();
    await page.goto('/group/1');
    await expect(page.getByText("You cannot join. Invalid group order")).toBeVisible();
  });
});

/**
 * Puts enough of one product in the demo user's server cart through the API to reach the shop's minimum
 * amount, and returns the shop.
 */
async function fillServerCart(request: APIRequestContext, token: string): Promise<number> {
  type Orderable = { id: number; min_qty?: number; max_qty?: number; stocks: { id: number; price: number; quantity: number }[] };
  const shops = (await (await request.get(`${API_URL}/api/v1/rest/shops/paginate?perPage=20`)).json()) as { data: { id: number; open: boolean; min_amount?: number }[] };
  for (const shop of shops.data.filter((s) => s.open)) {
    const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shop.id}/products`)).json()) as { data: { all: { products: Orderable[] }[] } };
    for (const product of res.data.all.flatMap((c) => c.products)) {
      const stock = product.stocks[0];
      if (!stock || stock.price <= 0) continue;
      const quantity = Math.max(product.min_qty ?? 1, Math.ceil(((shop.min_amount ?? 0) + 1) / stock.price));
      if (quantity > (product.max_qty ?? Infinity) || quantity > stock.quantity) continue;
      const insert = await request.post(`${API_URL}/api/v1/dashboard/user/cart/insert-product`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { shop_id: shop.id, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity }] },
      });
      expect(insert.ok(), `insert-product answered ${insert.status()}`).toBeTruthy();
      return shop.id;
    }
  }
  throw new Error('no product in the seed reaches a shop minimum');
}

async function ordersCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`${API_URL}/api/v1/dashboard/user/orders/paginate?perPage=1`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

test.describe('checkout', () => {
  test('cash reaches the order page, and a double click makes one order', async ({ page, request }) => {
    const { token } = await signInDemo(page);
    await fillServerCart(request, token);
    const before = await ordersCount(request, token);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /cash/i }).check();
    await page.getByText(/^pickup$/i).click();
    await page.getByRole('button', { name: /place order/i }).dblclick();
    await expect(page).toHaveURL(/\/orders\/\d+/);
    expect(await ordersCount(request, token)).toBe(before + 1);
  });

  for (const tag of ['stripe', 'razorpay', 'paystack', 'moyasar', 'paytabs', 'mercado', 'flutterwave', 'paypal']) {
    test(`${tag} goes to its sandbox page and comes back`, async ({ page, request }) => {
      const { token } = await signInDemo(page);
      await fillServerCart(request, token);
      await page.goto('/checkout');
      await page.getByText(/^pickup$/i).click();
      await page.getByRole('radio', { name: new RegExp(tag, 'i') }).check();
      await page.getByRole('button', { name: /place order/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/checkout'));
      // The sandbox page: pay, and the provider sends the browser back to the site.
      await page.getByRole('button', { name: /pay|approve|confirm/i }).first().click();
      await expect(page).toHaveURL(/\/orders\/\d+|\/checkout\?payment=failed/);
    });
  }
});

test.describe('group order', () => {
  test('the owner shares a link, a guest joins and picks, the owner removes the guest', async ({ page, browser, request }) => {
    const { token } = await signInDemo(page);
    await fillServerCart(request, token);
    await page.goto('/cart');
    await page.getByRole('main').getByRole('button', { name: /order with friends/i }).click();
    await expect(page).toHaveURL(/\/group\/\d+\?g=\d+&o=\d+/);
    const link = await page.getByRole('textbox', { name: /group order link/i }).inputValue();

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByLabel(/your name/i).fill('Sam');
    await guest.getByRole('button', { name: /^join$/i }).click();
    await guest.getByRole('button', { name: /^add /i }).first().click();
    await expect(guest.getByRole('list', { name: /cart items/i }).getByRole('listitem')).toHaveCount(1);
    await guest.getByRole('button', { name: /i'm done/i }).click();

    const member = page.getByRole('region', { name: 'Sam' }).or(page.locator('[aria-label="Sam"]'));
    await expect(member.getByText(/done/i)).toBeVisible({ timeout: 15_000 });
    await member.getByRole('button', { name: /remove sam/i }).click();
    await page.getByRole('button', { name: /^yes$/i }).click();
    await expect(page.getByText(/nobody has joined yet/i)).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByText('You have been kicked from group order')).toBeVisible({ timeout: 15_000 });
    await guestContext.close();
  });
});
