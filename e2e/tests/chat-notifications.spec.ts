import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, signInDemo, test } from '../fixtures.ts';

const api = (path: string) => `${API_URL}/api/v1/${path}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function statistic(request: APIRequestContext, token: string) {
  const res = await request.get(api('dashboard/user/profile/notifications-statistic'), { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { notification: number; news_publish: number; status_changed: number };
}

/** A 1×1 PNG, as a photo picked from the device. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The header's bell: its name always contains "Notifications" (and the unread count when there is one). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Notifications/ });

/** Places a cash pickup order for the demo user through the API, as the checkout would. */
async function placeOrder(request: APIRequestContext, token: string): Promise<number> {
  const products = await (await request.get(api('rest/shops/1/products/paginate?perPage=10'))).json();
  const stock = (products.data as { addon: boolean; stocks: { id: number }[] }[]).find((p) => !p.addon && p.stocks.length)!.stocks[0].id;
  const cart = await request.post(api('dashboard/user/cart/insert-product'), {
    headers: auth(token),
    data: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock, quantity: 3 }] },
  });
  expect(cart.ok(), `cart answered ${cart.status()}`).toBeTruthy();
  const order = await request.post(api('dashboard/user/orders'), {
    headers: auth(token),
    data: {
      cart_id: (await cart.json()).data.id, shop_id: 1, currency_id: 1, rate: 1, payment_id: 1, delivery_type: 'pickup',
      delivery_date: new Date().toISOString().slice(0, 10), delivery_time: '23:59',
    },
  });
  expect(order.ok(), `order answered ${order.status()}`).toBeTruthy();
  return (await order.json()).data.id;
}

test.describe.configure({ mode: 'serial' });

test.describe('chat-notifications', () => {
  test('the drawer shows the tabs with their unread badges, and mark all as read clears them', async ({ page }) => {
    const { token } = await signInDemo(page);
    const stat = await statistic(page.request, token);
    expect(stat.notification).toBeGreaterThan(0);
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${stat.notification} unread`);
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByRole('tab', { name: `All ${stat.notification}` })).toBeVisible();
    await expect(drawer.getByRole('tab', { name: `News ${stat.news_publish}` })).toBeVisible();
    await expect(drawer.getByRole('tab', { name: `Orders ${stat.status_changed}` })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'All' }).getByRole('listitem')).toHaveCount(5);
    await drawer.getByRole('button', { name: 'View more' }).click();
    await expect(drawer.getByRole('list', { name: 'All' }).getByRole('listitem')).not.toHaveCount(5);

    await drawer.getByRole('tab', { name: /News/ }).click();
    const news = drawer.getByRole('list', { name: 'News' });
    await expect(news.getByRole('button', { name: /New: group orders are here/ })).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(2);

    await drawer.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(drawer.getByRole('tab', { name: 'All', exact: true })).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'News', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect.poll(async () => (await statistic(page.request, token)).notification).toBe(0);

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('a status change by the kitchen shows up within 10 s, and opening it goes to the order', async ({ page }) => {
    const { token } = await signInDemo(page);
    await page.goto('/');
    await expect(bell(page)).toBeVisible();
    const before = (await statistic(page.request, token)).notification;
    const orderId = await placeOrder(page.request, token);
    // The kitchen steps every 2 s in the e2e harness; the badge refetches every 10 s: ≤ 12 s from the order.
    await expect(bell(page)).not.toHaveAccessibleName(before ? `Notifications, ${before} unread` : 'Notifications', { timeout: 12_500 });
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('tab', { name: /Orders/ }).click();
    const item = drawer.getByRole('button', { name: `Unread: Order #${orderId}` }).first();
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  });

  test('a message sent in one browser context appears in another context of the same conversation', async ({ browser }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    try {
      const [pa, pb] = [await a.newPage(), await b.newPage()];
      await signInDemo(pa);
      await signInDemo(pb);
      await Promise.all([pa.goto('/chat'), pb.goto('/chat')]);
      const logB = pb.getByRole('log', { name: 'Messages with Support' });
      await expect(logB).toContainText('Where can I see my refund?');
      const text = `Is my order coming? ${Date.now()} https://example.com/track`;
      const box = pa.getByRole('textbox', { name: 'Message' });
      await box.fill(text);
      await pa.getByRole('button', { name: 'Send' }).click();
      await expect(box).toHaveValue('');
      await expect(pa.getByRole('log', { name: 'Messages with Support' })).toContainText(text);
      await expect(logB).toContainText(text);
      await expect(logB.getByRole('link', { name: 'https://example.com/track' })).toHaveAttribute('href', 'https://example.com/track');

      // An image alone: picked with the attach button, previewed, uploaded, then shown on both sides.
      const [chooser] = await Promise.all([pa.waitForEvent('filechooser'), pa.getByRole('button', { name: 'Attach an image' }).click()]);
      await chooser.setFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PNG });
      const preview = pa.getByRole('img', { name: 'Image to send: parcel.png' });
      await expect(preview).toBeVisible();
      await pa.getByRole('button', { name: 'Send' }).click();
      await expect(preview).toHaveCount(0);
      const sent = pa.getByRole('log', { name: 'Messages with Support' }).getByRole('img', { name: 'Image sent in the chat' }).last();
      await expect(sent).toHaveAttribute('src', /\/api\/v1\/media\/uploads\/[^/]+\.png$/);
      const src = (await sent.getAttribute('src'))!;
      const seen = logB.getByRole('img', { name: 'Image sent in the chat' }).last();
      await expect(seen).toHaveAttribute('src', src);
      for (const img of [sent, seen]) {
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  test("Firebase messaging's service worker is served at the root, fresh, self-contained, and not registered without messaging config", async ({ page }) => {
    const res = await page.request.get('/firebase-messaging-sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const body = await res.text();
    expect(body).not.toContain('importScripts');
    expect(body).not.toContain('gstatic.com');

    // The e2e config has Firebase Auth but no messaging: a signed-in page registers no messaging worker (the app's own,
    // /sw.js at the site's root, is another registration).
    await signInDemo(page);
    await page.goto('/');
    await expect(bell(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).filter((r) => r.scope.includes('firebase-cloud-messaging-push-scope')).length)).toBe(0);

    // Given a config in its URL (as the page passes it), the worker starts: its script runs in a worker scope.
    const state = await page.evaluate(async () => {
      const query = new URLSearchParams({ apiKey: 'demo-api-key', projectId: 'demo-market', messagingSenderId: '42', appId: '1:42:web:abc' });
      const reg = await navigator.serviceWorker.register(`/firebase-messaging-sw.js?${query}`, { scope: '/firebase-cloud-messaging-push-scope' });
      const worker = (reg.installing ?? reg.waiting ?? reg.active)!;
      if (worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated' || worker.state === 'redundant') resolve();
          }),
        );
      }
      const reached = worker.state;
      await reg.unregister();
      return reached;
    });
    expect(state).toBe('activated');
  });
});
