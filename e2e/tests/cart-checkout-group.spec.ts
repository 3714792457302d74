import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, openedDialog, serious, setShellCookies, settled, signInDemo, test } from '../fixtures.ts';
import { clearServerCart, fillServerCart, openGroupOrder, productWithAddons, serverCart, type Product } from './cart-helpers.ts';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /cart/i });


test.describe('cart', () => {
  test('a guest adds a product with an add-on, reloads, signs in, and the items reach the server cart once', async ({ page, request }) => {
    await clearServerCart(request);
    const { shopId, product } = await productWithAddons(request);
    const addon = product.stocks[0].addons[0];
    await page.goto(`/shop/${shopId}?product=${product.uuid}`);
    const dialog = await openedDialog(page);
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

  test("the order's note opens two lines tall and grows with what the shopper writes", async ({ page, request }) => {
    const { token } = await signInDemo(page);
    await fillServerCart(request, token);
    await page.goto('/checkout');
    const note = page.getByRole('textbox', { name: 'Note for the order' });
    const height = async () => (await note.boundingBox())!.height;
    const lineHeight = await note.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const empty = await height();
    expect(empty).toBeGreaterThanOrEqual(2 * lineHeight);
    await note.fill('Ring twice\nThird floor\nThe door on the left\nThank you');
    await expect.poll(height).toBeGreaterThanOrEqual(empty + 2 * lineHeight - 1);
    // Nothing hidden behind a scroll bar: the box shows every line.
    expect(await note.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
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

/** The demo user fills a cart and starts a group order from the cart page; the share link its page shows. */
async function startGroupInTheApp(page: Page, request: APIRequestContext): Promise<{ token: string; shopId: number; link: string }> {
  const { token } = await signInDemo(page);
  // A group test that failed before this one may have left its member in the demo's cart.
  await clearServerCart(request);
  const shopId = await fillServerCart(request, token);
  await page.goto('/cart');
  await page.getByRole('main').getByRole('button', { name: /order with friends/i }).click();
  await expect(page).toHaveURL(/\/group\/\d+\?g=\d+&o=\d+/);
  return { token, shopId, link: await page.getByRole('textbox', { name: /group order link/i }).inputValue() };
}

test.describe('group order', () => {
  test('the owner shares a link, a guest joins and picks a product with an add-on, the owner sees it and removes the guest', async ({ page, browser, request }) => {
    const { shopId, link } = await startGroupInTheApp(page, request);

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByLabel(/your name/i).fill('Sam');
    await guest.getByRole('button', { name: /^join$/i }).click();
    // A product with add-ons: the member chooses one in the picker, as in the product dialog.
    const products = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shopId}/products`)).json()) as { data: { all: { products: Product[] }[] } };
    const product = products.data.all.flatMap((c) => c.products).find((p) => p.stocks[0]?.addons.length && p.stocks[0].quantity > 2);
    expect(product, `shop ${shopId} has a product with add-ons`).toBeTruthy();
    const addon = product!.stocks[0].addons[0].product.translation.title;
    await guest.getByRole('button', { name: `Add ${product!.translation.title}`, exact: true }).click();
    const picker = await openedDialog(guest);
    await picker.getByRole('button', { name: `Increase quantity of ${addon}` }).click();
    // What the shopper sees before pressing Add: one of the add-on chosen.
    await expect(picker.getByRole('group', { name: `Quantity of ${addon}` })).toHaveText('1');
    // The add sends the add-on with its product (its row names the parent's stock), so a line that reaches the group
    // without it says whether the page sent it.
    const sent = guest.waitForRequest((r) => r.url().includes('/rest/cart/insert-product'));
    await picker.getByRole('button', { name: /add to my items/i }).click();
    const stock = product!.stocks[0];
    expect(((await sent).postDataJSON() as { products: unknown[] }).products).toContainEqual({ stock_id: stock.addons[0].stock_id, quantity: 1, parent_id: stock.id });
    await expect(picker).toBeHidden();
    const mine = guest.getByRole('list', { name: /cart items/i });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByText(`${addon} ×1`)).toBeVisible();
    await guest.getByRole('button', { name: /i'm done/i }).click();

    const member = page.getByRole('region', { name: 'Sam' }).or(page.locator('[aria-label="Sam"]'));
    await expect(member.getByText(/done/i)).toBeVisible({ timeout: 15_000 });
    await expect(member.getByText(product!.translation.title, { exact: true })).toBeVisible();
    await expect(member.getByText(`${addon} ×1`)).toBeVisible();
    await member.getByRole('button', { name: /remove sam/i }).click();
    await page.getByRole('button', { name: /^yes$/i }).click();
    await expect(page.getByText(/nobody has joined yet/i)).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByText('You have been kicked from group order')).toBeVisible({ timeout: 15_000 });
    await guestContext.close();
  });
});

test.describe('group order in two browsers, and a third that is not in it', () => {
  test('share, join, add, leave, join again, kick, place the order; a stranger can neither see nor change the group', async ({ page, browser, request }) => {
    const started = await startGroupInTheApp(page, request);
    const { token, shopId } = started;
    const link = new URL(started.link);
    const secret = link.searchParams.get('s');
    expect(secret, 'the share link carries the group secret').toMatch(/^[\w-]{32,}$/);
    const cartId = Number(link.searchParams.get('g'));

    const products = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shopId}/products`)).json()) as { data: { all: { products: Product[] }[] } };
    const product = products.data.all.flatMap((c) => c.products).find((p) => p.stocks[0] && p.stocks[0].quantity > 2)!;
    const title = product.translation.title;
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const joinAndAdd = async () => {
      await guest.getByLabel(/your name/i).fill('Ana');
      await guest.getByRole('button', { name: /^join$/i }).click();
      await guest.getByRole('button', { name: `Add ${title}`, exact: true }).click();
      // A product with options opens the picker first.
      const picker = guest.getByRole('dialog');
      const add = picker.getByRole('button', { name: /add to my items/i });
      await expect(add.or(guest.getByRole('list', { name: /cart items/i }))).toBeVisible();
      if (await add.isVisible()) {
        await settled(guest);
        await add.click();
      }
      await expect(guest.getByRole('list', { name: /cart items/i }).getByRole('listitem')).toHaveCount(1);
    };
    await guest.goto(link.pathname + link.search);
    await joinAndAdd();
    const ana = page.locator('[aria-label="Ana"]');
    await expect(ana.getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 });

    // A third browser with the ids (they are sequential) but not the link's secret nor a member's uuid.
    const owned = (await serverCart(request, token))!;
    const anaPart = owned.user_carts.find((u) => u.name === 'Ana')!;
    const anaLine = anaPart.cartDetails[0]!.id;
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(`/group/${shopId}?g=${cartId}&o=${owned.owner_id}`);
    await expect(stranger.getByText('You cannot join. Invalid group order')).toBeVisible();
    await expect(stranger.getByText(title, { exact: true })).toHaveCount(0);
    const api = `${API_URL}/api/v1/rest/cart`;
    const refusals = [
      await strangerContext.request.get(`${api}/${cartId}`),
      await strangerContext.request.post(`${api}/open`, { data: { name: 'Mallory', shop_id: shopId, cart_id: cartId } }),
      await strangerContext.request.delete(`${api}/product/delete?ids%5B0%5D=${anaLine}`),
      await strangerContext.request.delete(`${api}/member/delete?ids%5B0%5D=${anaPart.id}`),
      await strangerContext.request.post(`${api}/status/${anaPart.id}`, { data: { cart_id: cartId } }),
    ];
    expect(refusals.map((r) => r.status())).toEqual([404, 404, 404, 404, 404]);
    expect(JSON.stringify(await refusals[0]!.json())).not.toContain(anaPart.uuid!);
    // Nothing changed: Ana is still in with her line, nobody else joined.
    const after = (await serverCart(request, token))!;
    expect(after.user_carts.map((u) => [u.name, u.cartDetails.map((d) => d.id)])).toEqual(owned.user_carts.map((u) => [u.name, u.cartDetails.map((d) => d.id)]));
    await expect(guest.getByRole('list', { name: /cart items/i }).getByRole('listitem')).toHaveCount(1);

    // Ana leaves, then joins again from the same link; another member joins from a device of their own.
    await guest.getByRole('button', { name: /leave the group/i }).click();
    await expect(guest.getByLabel(/your name/i)).toBeVisible();
    await expect(page.getByText(/nobody has joined yet/i)).toBeVisible({ timeout: 15_000 });
    await joinAndAdd();
    const bo = await request.post(`${api}/open`, { data: { name: 'Bo', shop_id: shopId, cart_id: cartId, secret } });
    expect(bo.status()).toBe(200);
    // The owner removes Bo, and checks out for everyone with Ana's item.
    await page.locator('[aria-label="Bo"]').getByRole('button', { name: /remove bo/i }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: /^yes$/i }).click();
    await expect(page.locator('[aria-label="Bo"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(ana.getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 });
    const before = await ordersCount(request, token);
    await page.getByRole('button', { name: /check out for everyone/i }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('region', { name: 'Items of Ana' }).getByText(title, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /cash/i }).check();
    await page.getByText(/^pickup$/i).click();
    await page.getByRole('button', { name: /place order/i }).click();
    await expect(page).toHaveURL(/\/orders\/\d+/);
    expect(await ordersCount(request, token)).toBe(before + 1);

    // The group is closed: its secret no longer lets anyone in, and Ana's page says so.
    expect((await strangerContext.request.post(`${api}/open`, { data: { name: 'Late', shop_id: shopId, cart_id: cartId, secret } })).status()).toBe(404);
    await guest.reload();
    await expect(guest.getByText('You cannot join. Invalid group order')).toBeVisible({ timeout: 15_000 });
    await strangerContext.close();
    await guestContext.close();
  });
});

/** What a price shows in English with the default currency (US dollars). */
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('group order lines', () => {
  test('a guest adds the same pizza twice with other add-ons: two lines for the guest, the owner and checkout, with their totals', async ({ page, browser, request }) => {
    const { token } = await signInDemo(page);
    await clearServerCart(request);
    type Priced = { id: number; price: number; discount?: number; quantity: number; addons: { stock_id: number; price: number; product: { translation: { title: string } } }[] };
    const { shopId, product } = await productWithAddons(request, 2);
    const stock = product.stocks[0] as unknown as Priced;
    const [cheese, olives] = stock.addons;
    const unit = stock.price - (stock.discount ?? 0);
    // The owner's own row: one of the same pizza, without add-ons.
    const insert = await request.post(`${API_URL}/api/v1/dashboard/user/cart/insert-product`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 1 }] },
    });
    expect(insert.ok()).toBeTruthy();
    const link = await openGroupOrder(request, token);

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByLabel(/your name/i).fill('Sam');
    await guest.getByRole('button', { name: /^join$/i }).click();
    const mine = guest.getByRole('list', { name: /cart items/i });
    for (const [i, addon] of [cheese!, olives!].entries()) {
      await guest.getByRole('button', { name: `Add ${product.translation.title}`, exact: true }).click();
      const picker = await openedDialog(guest);
      await picker.getByRole('button', { name: `Increase quantity of ${addon.product.translation.title}` }).click();
      // What the shopper sees before pressing Add: one of this add-on.
      await expect(picker.getByRole('group', { name: `Quantity of ${addon.product.translation.title}` })).toHaveText('1');
      await picker.getByRole('button', { name: /add to my items/i }).click();
      await expect(picker).toBeHidden();
      await expect(mine.getByRole('listitem')).toHaveCount(i + 1);
    }
    // The same pizza with cheese once more joins its line.
    await guest.getByRole('button', { name: `Add ${product.translation.title}`, exact: true }).click();
    const picker = await openedDialog(guest);
    await picker.getByRole('button', { name: `Increase quantity of ${cheese!.product.translation.title}` }).click();
    await expect(picker.getByRole('group', { name: `Quantity of ${cheese!.product.translation.title}` })).toHaveText('1');
    await picker.getByRole('button', { name: /add to my items/i }).click();
    await expect(picker).toBeHidden();

    const withCheese = { addon: `${cheese!.product.translation.title} ×1`, total: dollars(2 * (unit + cheese!.price)) };
    const withOlives = { addon: `${olives!.product.translation.title} ×1`, total: dollars(unit + olives!.price) };
    const expectLines = async (list: ReturnType<Page['getByRole']>) => {
      const lines = list.getByRole('listitem');
      await expect(lines).toHaveCount(2, { timeout: 15_000 });
      await expect(lines.nth(0)).toContainText(product.translation.title);
      await expect(lines.nth(0)).toContainText(withCheese.addon);
      await expect(lines.nth(0)).toContainText(withCheese.total);
      await expect(lines.nth(1)).toContainText(product.translation.title);
      await expect(lines.nth(1)).toContainText(withOlives.addon);
      await expect(lines.nth(1)).toContainText(withOlives.total);
    };
    await expectLines(mine);

    await page.goto(link);
    const sam = page.locator('[aria-label="Sam"]');
    await expectLines(sam.getByRole('list', { name: /cart items/i }));
    // The group's total: the owner's pizza and both of the guest's lines with their add-ons.
    const total = dollars(unit + 2 * (unit + cheese!.price) + unit + olives!.price);
    await expect(page.getByRole('main').getByText(total, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /check out for everyone/i }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await expectLines(page.getByRole('region', { name: 'Items of Sam' }).getByRole('list', { name: /cart items/i }));
    await guestContext.close();
  });
});

test.describe('a group order read again while a member chooses', () => {
  test('a failed read keeps the member\'s view and the product being chosen, with a note (Arabic, on a phone), and the choice is added after', async ({ page, browser, request }) => {
    const { token } = await signInDemo(page);
    await clearServerCart(request);
    const { shopId, product } = await productWithAddons(request, 2);
    const stock = product.stocks[0] as unknown as { id: number };
    const insert = await request.post(`${API_URL}/api/v1/dashboard/user/cart/insert-product`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 1 }] },
    });
    expect(insert.ok()).toBeTruthy();
    const link = await openGroupOrder(request, token);

    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await setShellCookies(guestContext, 'rtl');
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByLabel('اسمك').fill('سام');
    await guest.getByRole('button', { name: 'انضمام' }).click();
    // The first product with something to choose opens the picker; its first stepper is an add-on's.
    const products = guest.getByRole('region', { name: /منتجات/ });
    await products.locator('button[aria-haspopup="dialog"]').first().click();
    const picker = await openedDialog(guest);
    await picker.getByRole('button', { name: /^زيادة كمية / }).first().click();
    const addonCount = picker.getByRole('group', { name: /^كمية / }).first();
    await expect(addonCount).toHaveText('1');

    // The group's reads fail from now on (the server is busy): the next poll, within a few seconds.
    const groupRead = /\/api\/v1\/rest\/cart\/\d+(\?|$)/;
    await guest.route(groupRead, (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'busy' } }) : route.fallback()));
    const note = guest.getByRole('status').filter({ hasText: 'تعذّر تحديث الطلب الجماعي' });
    await expect(note).toBeVisible({ timeout: 15_000 });
    // Nothing the member did is lost: the picker is open with its add-on chosen.
    await expect(picker).toBeVisible();
    await expect(addonCount).toHaveText('1');
    expect(await serious(guest)).toEqual([]);

    // The server answers again: the next poll reads the group and the note goes; the choice is added with its add-on.
    await guest.unroute(groupRead);
    await expect(note).toBeHidden({ timeout: 15_000 });
    await picker.getByRole('button', { name: /أضف إلى طلباتي/ }).click();
    await expect(picker).toBeHidden();
    const mine = guest.getByRole('list', { name: 'عناصر السلة' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByRole('listitem')).toContainText('×');
    await guestContext.close();
  });
});
