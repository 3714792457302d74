import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL, expect, serious, seriousInOtherTheme, setShellCookies, signInDemo, test } from '../fixtures.ts';
import { fillServerCart } from './cart-helpers.ts';

/** Maps (issue 51): the delivery point chosen on a map in the address editor, and no map code on a first load. */

const api = (path: string) => `${API_URL}/api/v1/${path}`;
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
type SavedAddress = { id: number; title: string; address: { address: string }; location: { latitude: number | string; longitude: number | string } };

async function savedAddresses(request: APIRequestContext, token: string): Promise<SavedAddress[]> {
  return ((await (await request.get(api('dashboard/user/addresses?perPage=100'), auth(token))).json()) as { data: SavedAddress[] }).data;
}

/** The demo user's seeded addresses only (an earlier run's are deleted). */
async function resetDemoAddresses(request: APIRequestContext, token: string): Promise<void> {
  for (const a of (await savedAddresses(request, token)).filter((x) => !['Home', 'Work', 'Gym'].includes(x.title))) {
    expect((await request.delete(api(`dashboard/user/addresses/delete?ids[0]=${a.id}`), auth(token))).ok()).toBeTruthy();
  }
}

/**
 * Whether Leaflet's code reached the page: every script and stylesheet the page downloads is read, and Leaflet's
 * own class names are looked for in them (chunk names are hashes, so a file's name says nothing).
 */
function watchLeaflet(page: Page): () => Promise<string[]> {
  const bodies: Promise<string | null>[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push(r.text().then((t) => (t.includes('leaflet-container') ? r.url() : null), () => null));
  });
  return async () => (await Promise.all(bodies)).filter((u): u is string => u !== null);
}

/** The map in the open address editor, once Leaflet has drawn it. */
async function editorMap(page: Page): Promise<{ dialog: Locator; map: Locator }> {
  const dialog = page.getByRole('dialog');
  const map = dialog.getByRole('application', { name: 'Map for choosing the point' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-map-pane')).toBeAttached();
  return { dialog, map };
}

/** The pin's point as the editor says it in text. */
async function pinPoint(dialog: Locator): Promise<[number, number]> {
  const text = (await dialog.getByTestId('pin-point').textContent()) ?? '';
  const m = /(-?\d+\.\d+), (-?\d+\.\d+)/.exec(text);
  expect(m, `pin text: ${text}`).not.toBeNull();
  return [Number(m![1]), Number(m![2])];
}

test.describe('maps: the delivery address', () => {
  test('a tap puts the pin, a drag moves it, the address is filled by reverse geocoding, and saving stores the point', async ({ page }) => {
    const { token } = await signInDemo(page);
    await resetDemoAddresses(page.request, token);
    const leaflet = watchLeaflet(page);
    await page.goto('/saved-locations');
    await page.getByRole('button', { name: 'Add address' }).click();
    const { dialog, map } = await editorMap(page);
    // What the first-load test below looks for is there once a map shows.
    expect((await leaflet()).length).toBeGreaterThan(0);

    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    const pin = map.locator('.market-map-pin-marker');
    await expect(pin).toBeVisible();
    const tapped = await pinPoint(dialog);

    const from = (await pin.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 60, from.y + from.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await pinPoint(dialog))[1]).toBeGreaterThan(tapped[1]);
    const dropped = await pinPoint(dialog);
    expect(dropped[0]).toBeLessThan(tapped[0]);

    // The text is the dropped point's once its lookup has answered (until then the field keeps the tapped point's).
    const field = dialog.getByLabel('Address', { exact: true });
    await expect(dialog.getByRole('status').filter({ hasText: 'Looking up the address…' })).toHaveCount(0);
    await expect(field).not.toHaveValue('');
    const text = await field.inputValue();
    await dialog.getByLabel('Name').fill('Pinned');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const stored = (await savedAddresses(page.request, token)).find((a) => a.title === 'Pinned');
    expect(stored?.address.address).toBe(text);
    expect(Number(stored!.location.latitude)).toBeCloseTo(dropped[0], 5);
    expect(Number(stored!.location.longitude)).toBeCloseTo(dropped[1], 5);
  });

  test('the pin moves with the keyboard and the text follows', async ({ page }) => {
    const { token } = await signInDemo(page);
    await resetDemoAddresses(page.request, token);
    await page.goto('/saved-locations');
    await page.locator('main').getByRole('button', { name: /^Edit Work$/ }).click();
    const { dialog, map } = await editorMap(page);
    const field = dialog.getByLabel('Address', { exact: true });
    const before = await pinPoint(dialog);
    await map.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await pinPoint(dialog))[1]).toBeGreaterThan(before[1]);
    expect((await pinPoint(dialog))[0]).toBeCloseTo(before[0], 6);
    await expect(dialog.getByRole('status').filter({ hasText: 'Looking up the address…' })).toHaveCount(0);
    await expect(field).not.toHaveValue('');
    // Arrows alone move the map, not the pin.
    const moved = await pinPoint(dialog);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('-');
    expect(await pinPoint(dialog)).toEqual(moved);
  });

  test("a point outside the cart's shop's delivery zone is refused with the message", async ({ page }) => {
    // Without motion each zoom step lands at once (and the map's reduced-motion path is the one taken).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { token } = await signInDemo(page);
    await resetDemoAddresses(page.request, token);
    await fillServerCart(page.request, token);
    await page.goto('/saved-locations');
    // The header's cart says the cart is read, so the editor knows its shop.
    await expect(page.getByRole('button', { name: /^Cart, [1-9]/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    const { dialog, map } = await editorMap(page);
    const box = (await map.boundingBox())!;
    // The default position is inside the shop's zone.
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(dialog.getByText('This point is inside the shop’s delivery zone.')).toBeVisible();
    await map.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('-');
    await map.click({ position: { x: 6, y: 6 } });
    await expect(dialog.getByTestId('zone-outside')).toHaveText('This point is outside the shop’s delivery zone.');
    await dialog.getByLabel('Address', { exact: true }).fill('Far away');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('This point is outside the shop’s delivery zone.');
    await expect(dialog).toBeVisible();
    expect((await savedAddresses(page.request, token)).map((a) => a.title).sort()).toEqual(['Gym', 'Home', 'Work']);
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    test(`the address editor with its map has no serious accessibility violation (${dir}, both themes)`, async ({ page, context }) => {
      await setShellCookies(context, dir);
      await signInDemo(page);
      const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
      // The dialog covers the theme switch: each theme is chosen by its cookie, as a shopper who chose it before.
      for (const theme of ['light', 'dark']) {
        await context.addCookies([{ name: 'theme', value: theme, domain: hostname, path: '/', sameSite: 'Lax' }]);
        await page.goto('/saved-locations');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.locator('main').getByRole('button', { name: /Work/ }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('application')).toBeVisible();
        await expect(dialog.getByTestId('pin-point')).toBeVisible();
        expect(await serious(page), theme).toEqual([]);
        // The zoom buttons sit at the inline end: the right in left-to-right, the left in right-to-left.
        const zoomIn = await dialog.getByRole('button', { name: dir === 'ltr' ? 'Zoom in' : 'تكبير' }).boundingBox();
        const mapBox = await dialog.getByRole('application').boundingBox();
        expect(zoomIn!.x + zoomIn!.width > mapBox!.x + mapBox!.width - 60).toBe(dir === 'ltr');
        expect(zoomIn!.x < mapBox!.x + 60).toBe(dir === 'rtl');
      }
    });
  }
});

test('no map code on the first load of /: Leaflet is never downloaded', async ({ page }) => {
  const leaflet = watchLeaflet(page);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await leaflet()).toEqual([]);
});

test.describe('maps: shops and parcels', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    test(`a shop's info shows where it is and its delivery zone, on a map and in text (${dir})`, async ({ page, context }) => {
      await setShellCookies(context, dir);
      await page.goto('/shop/1');
      const section = page.locator('section[aria-labelledby="shop-location-title"]');
      await section.scrollIntoViewIfNeeded();
      // The map comes on request: no first load of a shop carries its code.
      await section.getByRole('button', { name: dir === 'ltr' ? 'Show on the map' : 'عرض على الخريطة' }).click();
      const map = section.getByRole('application');
      await expect(map).toBeVisible();
      // The shop's point and its zone are drawn (SVG paths), and the zone is said in text.
      await expect(map.locator('path.market-map-marker-shop')).toHaveCount(1);
      await expect(map.locator('path[stroke-dasharray="6 4"]')).toHaveCount(1);
      if (dir === 'ltr') await expect(section).toContainText('The outlined area on the map is where the shop delivers.');
      expect(await serious(page)).toEqual([]);
      if (dir === 'ltr') expect(await seriousInOtherTheme(page)).toEqual([]);
    });
  }

  test("a parcel's points are chosen on the map: a tap sets the point and fills the address", async ({ page, context }) => {
    await setShellCookies(context, 'ltr');
    await signInDemo(page);
    await page.goto('/parcels');
    const receiver = page.getByRole('group', { name: 'Receiver' });
    const map = receiver.getByRole('application', { name: 'Map for choosing where the parcel is delivered' });
    await expect(map).toBeVisible();
    const address = receiver.getByLabel('Address', { exact: true });
    await expect(address).toHaveValue('');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 20, y: box.height / 2 } });
    await expect(map.locator('.market-map-pin-marker')).toBeVisible();
    await expect(address).toHaveValue(/Washington/);
    await expect(receiver.getByTestId('pin-point')).toContainText('The pin is at 38.9');
    expect(await serious(page)).toEqual([]);
    expect(await seriousInOtherTheme(page)).toEqual([]);
  });

  test("the parcel form's maps have no serious accessibility violation right to left", async ({ page, context }) => {
    await setShellCookies(context, 'rtl');
    await signInDemo(page);
    await page.goto('/parcels');
    await expect(page.getByRole('application')).toHaveCount(2);
    await expect(page.locator('.leaflet-container')).toHaveCount(2);
    expect(await serious(page)).toEqual([]);
  });
});
