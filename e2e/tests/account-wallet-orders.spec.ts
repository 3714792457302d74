import type { APIRequestContext, Page } from '@playwright/test';
import { answerConfirmation, API_URL, expect, signInDemo, test } from '../fixtures.ts';

const api = (path: string) => `${API_URL}/api/v1/${path}`;
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Creates an order paid from the wallet through the API (checkout UI belongs to another app). */
async function walletOrder(request: APIRequestContext, token: string): Promise<number> {
  const payments = (await (await request.get(api('rest/payments'))).json()) as { data: { id: number; tag: string }[] };
  const wallet = payments.data.find((p) => p.tag === 'wallet')!;
  const products = (await (await request.get(api('rest/products/paginate?shop_id=1&perPage=5'))).json()) as {
    data: { stocks: { id: number }[] }[];
  };
  const stock = products.data.find((p) => p.stocks.length)!.stocks[0]!.id;
  const cart = await request.post(api('dashboard/user/cart/insert-product'), {
    ...auth(token),
    data: { shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock, quantity: 1 }] },
  });
  expect(cart.ok(), `cart answered ${cart.status()}`).toBeTruthy();
  const cartId = ((await cart.json()) as { data: { id: number } }).data.id;
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  const order = await request.post(api('dashboard/user/orders'), {
    ...auth(token),
    data: { cart_id: cartId, shop_id: 1, currency_id: 1, rate: 1, payment_id: wallet.id, delivery_type: 'pickup', delivery_date: tomorrow, delivery_time: '12:00' },
  });
  expect(order.ok(), `order answered ${order.status()} ${await order.text()}`).toBeTruthy();
  return ((await order.json()) as { data: { id: number } }).data.id;
}

const main = (page: Page) => page.locator('main');

/**
 * The demo user's addresses as seeded (Home active, Work, Gym): any other is deleted and Home made active, so the
 * test starts the same whatever an earlier run or spec left.
 */
async function resetDemoAddresses(request: APIRequestContext, token: string): Promise<void> {
  const list = (await (await request.get(api('dashboard/user/addresses?perPage=100'), auth(token))).json()) as { data: { id: number; title: string }[] };
  const seeded = ['Home', 'Work', 'Gym'];
  for (const a of list.data.filter((x) => !seeded.includes(x.title))) {
    expect((await request.delete(api(`dashboard/user/addresses/delete?ids[0]=${a.id}`), auth(token))).ok()).toBeTruthy();
  }
  const home = list.data.find((a) => a.title === 'Home')!;
  expect((await request.post(api(`dashboard/user/address/set-active/${home.id}`), auth(token))).ok()).toBeTruthy();
}

test.describe('account: orders', () => {
  test("lists the demo user's orders and opens one", async ({ page }) => {
    await signInDemo(page);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Order #6' })).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(main(page).getByRole('link', { name: 'Order #1' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Order #1' }).click();
    await expect(page).toHaveURL(/\/orders\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order #1' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Items' })).toBeVisible();
    await expect(main(page).getByText('Perfect as always!')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Chat with the courier' })).toBeVisible();
  });

  test('cancels a new order', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/orders/6');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await answerConfirmation(page, 'Cancel this order?', 'Yes');
    await expect(main(page).getByText('This order was canceled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await page.goto('/orders?tab=history');
    await expect(main(page).getByRole('link', { name: 'Order #6' })).toBeVisible();
  });

  test('a refund request appears in /order-refunds', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/orders/1');
    await page.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByLabel('Why do you want a refund?').fill('The soup was cold.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(main(page).getByText('The soup was cold.')).toBeVisible();
    await page.goto('/order-refunds');
    const row = main(page).getByRole('listitem').filter({ hasText: 'The soup was cold.' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
  });
});

test.describe('account: wallet, profile, addresses', () => {
  test('wallet history shows a wallet-paid order', async ({ page }) => {
    const { token } = await signInDemo(page);
    const id = await walletOrder(page.request, token);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(main(page).getByText('Balance')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: `Order #${id}` })).toBeVisible();
  });

  test('a profile change persists', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/profile');
    const last = main(page).getByLabel('Last name');
    await expect(last).toHaveValue('User');
    await last.fill('Tester');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(main(page).getByLabel('Last name')).toHaveValue('Tester');
  });

  test('addresses are created, edited and deleted with exactly one active', async ({ page }) => {
    const { token } = await signInDemo(page);
    await resetDemoAddresses(page.request, token);
    await page.goto('/saved-locations');
    const rows = main(page).getByTestId('saved-address');
    await expect(rows).toHaveCount(3);
    const active = main(page).getByRole('radio', { checked: true });
    await expect(active).toHaveCount(1);

    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address').fill('1400 K St NW, Washington');
    await dialog.getByLabel('Name').fill('Studio');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'Studio' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Edit Studio' }).click();
    await dialog.getByLabel('Name').fill('Atelier');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: 'Atelier' })).toBeVisible();

    await main(page).getByRole('radio', { name: 'Deliver to Atelier' }).check();
    await expect(main(page).getByRole('radio', { name: 'Deliver to Atelier' })).toBeChecked();
    await expect(active).toHaveCount(1);
    await page.reload();
    await expect(main(page).getByRole('radio', { name: 'Deliver to Atelier' })).toBeChecked();
    await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(1);

    await main(page).getByRole('button', { name: 'Delete Atelier' }).click();
    await answerConfirmation(page, 'Delete this address?', 'Yes');
    await expect(rows).toHaveCount(3);
    await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(1);
  });
});

test.describe('account: courier sign-up', () => {
  /** A 1×1 PNG: what a phone's photo of a driving licence stands for here. */
  const licence = { name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') };

  /** The application form filled as a user does, with the labels of the page's language; a licence photo attached. */
  async function fillApplication(page: Page, labels: { name?: string; phone: string; city: string; vehicle: string }, values: { name?: string; phone: string; city: string; vehicle: string }) {
    if (labels.name && values.name) await main(page).getByLabel(labels.name).fill(values.name);
    await main(page).getByLabel(labels.phone).fill(values.phone);
    await main(page).getByLabel(labels.city).fill(values.city);
    await main(page).getByLabel(labels.vehicle).click();
    await page.locator('.ant-select-dropdown').getByTitle(values.vehicle).click();
    await main(page).locator('input[type="file"]').setInputFiles(licence);
    await expect(main(page).getByRole('img', { name: 'Document 1' })).toBeVisible();
  }

  test('a signed-in user sends an application and still sees it under review after a reload', async ({ page }) => {
    // The friend account: the demo user keeps no application, so /deliver shows it the form.
    await signInDemo(page, { email: 'friend@market.test', password: 'friend1234' });
    await page.goto('/deliver');
    await expect(page.getByRole('heading', { level: 2, name: 'Apply to deliver' })).toBeVisible();
    await expect(main(page).getByLabel('Full name')).toHaveValue('Sam Friend');
    await fillApplication(page, { phone: 'Phone', city: 'City', vehicle: 'Vehicle' }, { phone: '+1 202 555 0190', city: 'Washington', vehicle: 'Scooter' });
    await main(page).getByRole('button', { name: 'Send application' }).click();
    await expect(main(page).getByText('Your application is under review')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Send application' })).toHaveCount(0);

    await page.reload();
    await expect(main(page).getByText('Your application is under review')).toBeVisible();
    await expect(main(page).getByText('Scooter')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Send application' })).toHaveCount(0);
  });

  test('a bad phone number gets the message in the chosen language and nothing typed is lost', async ({ page }) => {
    const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    await page.context().addCookies([{ name: 'locale', value: 'fr', domain: hostname, path: '/' }]);
    await signInDemo(page);
    await page.goto('/deliver');
    await expect(page.getByRole('heading', { level: 2, name: 'Devenir livreur' })).toBeVisible();
    const french = { name: 'Nom complet', phone: 'Téléphone', city: 'Ville', vehicle: 'Véhicule' };
    await fillApplication(page, french, { name: 'Demo Rider', phone: 'appelez-moi', city: 'Paris', vehicle: 'Vélo' });
    await main(page).getByRole('button', { name: 'Envoyer la candidature' }).click();

    await expect(main(page).getByText("Le numéro de téléphone n'est pas valide")).toBeVisible();
    await expect(main(page).getByLabel('Nom complet')).toHaveValue('Demo Rider');
    await expect(main(page).getByLabel('Téléphone')).toHaveValue('appelez-moi');
    await expect(main(page).getByLabel('Ville')).toHaveValue('Paris');
    await expect(main(page).locator('.ant-select')).toContainText('Vélo');
    await expect(main(page).getByRole('img', { name: 'Document 1' })).toBeVisible();
    await expect(main(page).getByText('Votre candidature est en cours d\'examen')).toHaveCount(0);
  });
});
