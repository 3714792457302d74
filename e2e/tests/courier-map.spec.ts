import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, serious, seriousInOtherTheme, setShellCookies, signInDemo, test } from '../fixtures.ts';

/**
 * The courier on the map (issue 51): on /orders/{id} of an order on its way, the courier's marker comes closer to the
 * delivery point on each step of the kitchen clock (KITCHEN_STEP_MS is 2 s in the e2e stack, scripts/e2e.ts) and
 * stops there at delivery; another user never gets the order's positions.
 */

const api = (path: string) => `${API_URL}/api/v1/${path}`;
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const FRIEND = { email: 'friend@market.test', password: 'friend1234' };
/** H St NW at 1st St, about 3 km of streets from the first shop: the courier takes ten steps (20 s). */
const FAR_POINT = { latitude: 38.8999, longitude: -77.0125 };

/** A cash delivery order from the first shop to FAR_POINT, placed through the API as the checkout would. */
async function placeDelivery(request: APIRequestContext, token: string): Promise<number> {
  const products = (await (await request.get(api('rest/products/paginate?shop_id=1&perPage=5'))).json()) as { data: { stocks: { id: number }[] }[] };
  const stock = products.data.find((p) => p.stocks.length)!.stocks[0]!.id;
  const cart = await request.post(api('dashboard/user/cart/insert-product'), { ...auth(token), data: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock, quantity: 3 }] } });
  expect(cart.ok(), `cart answered ${cart.status()}`).toBeTruthy();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const order = await request.post(api('dashboard/user/orders'), {
    ...auth(token),
    data: {
      cart_id: ((await cart.json()) as { data: { id: number } }).data.id, shop_id: 1, currency_id: 1, rate: 1, payment_id: 1,
      delivery_type: 'delivery', delivery_date: tomorrow, delivery_time: '12:00', location: FAR_POINT, address: { address: '100 H St NW' },
    },
  });
  expect(order.ok(), `order answered ${order.status()} ${await order.text()}`).toBeTruthy();
  return ((await order.json()) as { data: { id: number } }).data.id;
}

/**
 * Pixels between the courier's marker and the delivery point's on the drawn map, both read in one run of the page's
 * script: the markers are drawn anew at each step, and two reads apart could find one of them replaced in between.
 */
async function markerGap(page: Page): Promise<number> {
  return page.evaluate((label) => {
    const map = [...document.querySelectorAll('[role="application"]')].find((el) => el.getAttribute('aria-label') === label);
    const centre = (kind: string) => {
      const box = map?.querySelector(`.market-map-marker-${kind}`)?.getBoundingClientRect();
      return box ? [box.x + box.width / 2, box.y + box.height / 2] : null;
    };
    const courier = centre('courier');
    const door = centre('destination');
    return courier && door ? Math.hypot(courier[0]! - door[0]!, courier[1]! - door[1]!) : Number.NaN;
  }, "Map of the courier's route");
}

test('the courier marker comes closer on each step and stops at the door when delivered', async ({ page }) => {
  test.setTimeout(90_000);
  const { token } = await signInDemo(page);
  const id = await placeDelivery(page.request, token);
  await page.goto(`/orders/${id}`);
  const section = page.locator('main').getByRole('heading', { name: 'Your order on its way' });
  // New → accepted → ready → on its way: three steps, then the page's next read of the order shows the map.
  await expect(section).toBeVisible({ timeout: 20_000 });
  const map = page.getByRole('application', { name: "Map of the courier's route" });
  await expect(map.locator('.market-map-marker-courier')).toBeAttached({ timeout: 10_000 });
  const facts = page.getByTestId('courier-facts');
  await expect(facts).toContainText(/The courier is [\d.,]+ (km|m) from the delivery point\./);
  await expect(facts).toContainText('Estimated arrival: in about');

  let gap = await markerGap(page);
  for (let step = 0; step < 3; step++) {
    const before = gap;
    await expect.poll(() => markerGap(page), { timeout: 6_000, message: `step ${step + 1}: the marker comes closer` }).toBeLessThan(before - 1);
    gap = await markerGap(page);
  }

  await expect(facts).toHaveText('Delivered: the courier has reached the delivery point.', { timeout: 30_000 });
  await expect.poll(() => markerGap(page)).toBeLessThan(1);
  await expect(page.locator('main').getByText('Delivered', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  // It stays at the door: two more steps of the clock move nothing.
  await page.waitForTimeout(4_000);
  expect(await markerGap(page)).toBeLessThan(1);
  expect(await serious(page)).toEqual([]);
});

test('the live channel cut: the last position marked as such with a retry, then followed again when the network is back', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { token } = await signInDemo(page);
  const id = await placeDelivery(page.request, token);
  await page.goto(`/orders/${id}`);
  const section = page.getByRole('region', { name: 'Your order on its way' });
  const map = section.getByRole('application', { name: "Map of the courier's route" });
  await expect(map.locator('.market-map-marker-courier')).toBeAttached({ timeout: 30_000 });
  await expect(section.getByTestId('courier-facts')).toContainText('The courier is', { timeout: 10_000 });

  await context.setOffline(true);
  await expect(section.getByText(/^Live updates are interrupted: the map shows the last known position, from /)).toBeVisible({ timeout: 10_000 });
  const gapWhileDown = await markerGap(page);
  await expect(section.getByRole('button', { name: 'Reconnect' })).toBeVisible();

  // Back online, it follows again by itself (the button is there for a channel that stays down).
  await context.setOffline(false);
  await expect(section.getByText(/Live updates are interrupted/)).toHaveCount(0, { timeout: 10_000 });
  // Followed again: the marker comes closer than it was while the channel was down.
  await expect.poll(() => markerGap(page), { timeout: 10_000 }).toBeLessThan(gapWhileDown - 1);
  expect(await serious(page)).toEqual([]);
});

test("another user gets none of the order's positions: 404 for the track, the ticket and the stream", async ({ page, request }) => {
  const { token } = await signInDemo(page);
  const id = await placeDelivery(request, token);
  const friend = ((await (await request.post(api('auth/login'), { data: FRIEND })).json()) as { data: { access_token: string } }).data.access_token;
  expect((await request.get(api(`dashboard/user/orders/${id}/courier`), auth(friend))).status()).toBe(404);
  expect((await request.post(api(`dashboard/user/orders/${id}/courier/ticket`), auth(friend))).status()).toBe(404);
  expect((await request.get(api(`dashboard/user/orders/${id}/courier`))).status()).toBe(401);
  // A ticket the friend may have (for the friend's own delivered order) does not open the demo user's stream.
  const own = ((await (await request.post(api('dashboard/user/orders/8/courier/ticket'), auth(friend))).json()) as { data: { ticket: string } }).data.ticket;
  expect((await request.get(api(`dashboard/user/orders/${id}/courier/stream?ticket=${own}`))).status()).toBe(404);
  // The owner's own ticket opens it (the refusals above are about who asks, not a broken route).
  const ticket = ((await (await request.post(api(`dashboard/user/orders/${id}/courier/ticket`), auth(token))).json()) as { data: { ticket: string } }).data.ticket;
  const owner = await request.get(api(`dashboard/user/orders/${id}/courier`), auth(token));
  expect(owner.status()).toBe(200);
  expect(ticket.length).toBeGreaterThan(20);

  // In the browser, signed in as the friend: the order page shows no map and no position of it.
  await page.context().clearCookies();
  await signInDemo(page, FRIEND);
  // The page's HTML asks the order's courier with the order (it cannot know whose order it is before the answer):
  // that call answers 404, and no ticket or stream is asked.
  const courierCalls: Promise<string>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/courier')) courierCalls.push(r.response().then((res) => `${new URL(r.url()).pathname} ${res?.status()}`));
  });
  await page.goto(`/orders/${id}`);
  await expect(page.locator('main').getByText(/not found/i).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('application', { name: "Map of the courier's route" })).toHaveCount(0);
  expect(await Promise.all(courierCalls)).toEqual([`/api/v1/dashboard/user/orders/${id}/courier 404`]);
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the courier's map of the seeded order on its way, ${dir}: its facts in text, axe clean in both themes`, async ({ page, context }) => {
    await setShellCookies(context, dir);
    await signInDemo(page);
    await page.goto('/orders/4');
    const facts = page.getByTestId('courier-facts');
    await expect(facts).toContainText(dir === 'rtl' ? 'المندوب على بعد' : 'The courier is');
    const map = page.getByRole('application', { name: dir === 'rtl' ? 'خريطة مسار المندوب' : "Map of the courier's route" });
    await expect(map.locator('.market-map-marker-courier')).toBeAttached();
    await expect(map.locator('.market-map-marker-destination')).toBeAttached();
    expect(await serious(page)).toEqual([]);
    expect(await seriousInOtherTheme(page, undefined, () => expect(map.locator('.market-map-marker-courier')).toBeAttached())).toEqual([]);
  });
}
