import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { API_URL, expect, serious, setShellCookies, test } from '../fixtures.ts';

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

  test("a search typed in the header: the results' first page is asked as the search starts, once each, and the page takes it", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /what would you like/i })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    const box = page.getByRole('banner').locator('input').first();
    await box.pressSequentially('pizza', { delay: 50 });
    await expect(page).toHaveURL(/\/search\?q=pizza$/);
    await expect(section(page, 'Restaurants and shops').getByRole('article', { name: OPEN_SHOP.title })).toBeVisible();
    await expect(section(page, 'Products').getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(10);
    // The header asked them (before the move), the page took those answers: a URL built otherwise by either would be
    // asked twice. Only the last text typed is searched.
    for (const kind of ['shops', 'products']) {
      const asked = sent.filter((url) => url.includes(`/api/v1/rest/${kind}/search?`));
      expect(asked, kind).toHaveLength(1);
      expect(new URL(asked[0]!).searchParams.get('search'), kind).toBe('pizza');
      expect(new URL(asked[0]!).searchParams.get('page'), kind).toBe('1');
    }
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
      // Categories below the first screen are built as they come near: scrolled to, as a shopper would.
      await group.scrollIntoViewIfNeeded();
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

  test('a product opened from the keyboard: the focus goes into its dialog, Tab stays inside, Escape closes it and gives the focus back to the card', async ({ page }) => {
    const product = (await productsOf(page, OPEN_SHOP.id)).flatMap((c) => c.products).find((p) => p.stocks[0]?.quantity)!;
    await page.goto(`/restaurant/${OPEN_SHOP.id}`);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(escape(product.translation.title)) }).first();
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: product.translation.title });
    await expect(dialog).toBeVisible();
    // The focus is inside: on the dialog itself (or, when the tap came before the dialog's code was in, on its first
    // control, as antd's focus lock chooses).
    const focusIn = () => page.evaluate(() => (!document.activeElement || document.activeElement === document.body ? 'the browser' : document.querySelector('[role="dialog"]')?.contains(document.activeElement) ? 'the dialog' : 'the page'));
    await expect.poll(focusIn).toBe('the dialog');
    await expect(dialog.getByRole('button', { name: /add to cart/i })).toBeVisible();
    // Forward past the last control and back past the first: the focus never reaches the page behind the dialog (past
    // the document's last control it goes to the browser's own controls, as it would without a dialog, and comes back
    // into the dialog from there).
    await page.keyboard.press('Tab');
    expect(await focusIn()).toBe('the dialog');
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn()).not.toBe('the page');
    }
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIn()).not.toBe('the page');
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIn()).toBe('the dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("a product linked to from home opens over home, and closing it leaves home as it was", async ({ page }) => {
    const product = (await productsOf(page, OPEN_SHOP.id)).flatMap((c) => c.products)[0]!;
    await page.goto(`/?product=${product.uuid}`);
    const dialog = page.getByRole('dialog', { name: product.translation.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /add to cart/i })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'All shops' })).toBeVisible();
  });

  test("from home to a shop: the shop's first reads start with its page's code, not after it, and each is asked once", async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recommended' }).getByRole('article').first();
    await expect(card).toBeVisible();
    const name = (await card.getAttribute('aria-label'))!;
    const sent: { url: string; at: number }[] = [];
    page.on('request', (request) => sent.push({ url: request.url(), at: performance.now() }));
    const code = page.waitForResponse(/\/__federation_expose_shop_page\.[0-9a-f]+\.js$/).then(async (res) => (await res.finished(), performance.now()));
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = /\/(?:shop|restaurant)\/(\d+)/.exec(page.url())![1];
    const codeLoaded = await code;
    for (const read of [`rest/shops/${id}?`, `rest/shops/${id}/products?`, `rest/branches?shop_id=${id}&`]) {
      const asked = sent.filter((r) => r.url.includes(`/api/v1/${read}`));
      expect(asked, read).toHaveLength(1);
      expect(asked[0]!.at, read).toBeLessThan(codeLoaded);
    }
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

/** The shell's shared texts in a language, so the carousel's controls are found by the names a reader hears. */
function common(lng: 'en' | 'ar'): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../../host/locales/${lng}/common.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** rest/stories/paginate: one array per shop, a row per frame (the family's bare array). */
type Stories = { title: string; url: string }[][];

/** The first shop's stories with several frames, with its shop's title in the language asked. */
async function storyWithFrames(page: Page, lang: string) {
  const res = await page.request.get(`${API_URL}/api/v1/rest/stories/paginate?perPage=20&lang=${lang}`);
  expect(res.ok()).toBeTruthy();
  const story = ((await res.json()) as Stories).find((frames) => frames.length > 1);
  expect(story, 'the seed has a story with several frames').toBeDefined();
  return { title: story![0]!.title, frames: story!.length };
}

/** Opens a product of the open shop with three pictures (the seed gives the first products of a shop a gallery). */
async function openProductWithPictures(page: Page) {
  const products = (await productsOf(page, OPEN_SHOP.id)).flatMap((c) => c.products) as unknown as { uuid: string }[];
  let found: { uuid: string; frames: number } | undefined;
  for (const { uuid } of products) {
    const res = await page.request.get(`${API_URL}/api/v1/rest/products/${uuid}?lang=en`);
    expect(res.ok()).toBeTruthy();
    const frames = ((await res.json()) as { data: { galleries: unknown[] } }).data.galleries.length;
    if (frames > 1) {
      found = { uuid, frames };
      break;
    }
  }
  expect(found, 'the seed has a product of the open shop with several pictures').toBeDefined();
  expect(found!.frames).toBe(3);
  await page.goto(`/restaurant/${OPEN_SHOP.id}?product=${found!.uuid}`);
  return { dialog: page.getByRole('dialog'), frames: found!.frames };
}

/** The remote's own catalogue in a language. */
function catalogue(lng: 'en' | 'ar'): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../../remotes/catalogue-search/locales/${lng}/catalogue-search.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

test.describe('home on a phone', () => {
  // The shops row starts ~1290 px down: more than the 400 px margin below this screen.
  test.use({ viewport: { width: 412, height: 700 }, hasTouch: true, isMobile: true });

  test('the rows below the first screen are built, and their shops asked for, only when scrolled near', async ({ page, context }) => {
    await setShellCookies(context, 'ltr');
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/rest/shops/paginate') && asked.push(new URL(r.url()).searchParams.get('type') ?? 'all')));
    await page.goto('/');
    const recommended = section(page, 'Recommended');
    const shops = section(page, /^Shops$/);
    await expect(recommended.getByRole('link').nth(1)).toBeVisible();
    // The shops row sits below a phone's first screen: its heading is there, a loading status holds its place.
    await expect(shops.getByRole('heading', { level: 2 })).toHaveText('Shops');
    await expect(shops.getByRole('status')).toBeAttached();
    await expect(shops.getByRole('article')).toHaveCount(0);
    expect(asked).not.toContain('shop');
    expect(asked).not.toContain('all');

    await shops.scrollIntoViewIfNeeded();
    await expect(shops.getByRole('article').first()).toBeVisible();
    expect(asked).toContain('shop');
    await page.locator('#all-shops-title').scrollIntoViewIfNeeded();
    await expect(section(page, 'All shops').getByRole('article').first()).toBeVisible();
  });

  test('a key press builds the whole page, so the keyboard meets every row in order', async ({ page, context }) => {
    await setShellCookies(context, 'ltr');
    await page.goto('/');
    await expect(section(page, 'Recommended').getByRole('link').nth(1)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(section(page, /^Shops$/).getByRole('article').first()).toBeAttached();
    await expect(section(page, 'All shops').getByRole('article').first()).toBeAttached();
    // Every card of a row too, not only those on the first screen.
    const recommended = section(page, 'Recommended').getByRole('list');
    await expect(recommended.getByRole('article')).toHaveCount(await recommended.getByRole('listitem').count());
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    test(`a row builds the cards a phone shows, and the next ones as it scrolls sideways (${dir})`, async ({ page, context }) => {
      await setShellCookies(context, dir);
      await page.goto('/');
      const row = section(page, catalogue(dir === 'ltr' ? 'en' : 'ar')['home.recommended']!).getByRole('list');
      await expect(row.getByRole('article')).toHaveCount(2);
      const slots = await row.getByRole('listitem').count();
      expect(slots).toBeGreaterThan(3);
      // The row keeps its whole length: it scrolls as far as with every card built.
      const { scrollWidth } = await row.evaluate((el) => ({ scrollWidth: el.scrollWidth }));
      expect(scrollWidth).toBeGreaterThanOrEqual(slots * 260);
      // A swipe's worth sideways (to the left in right to left): the third card is built, and shown.
      await row.evaluate((el, sign) => el.scrollBy({ left: sign * 300, behavior: 'instant' }), dir === 'ltr' ? 1 : -1);
      await expect(row.getByRole('article').nth(2)).toBeInViewport();
      expect(await row.getByRole('article').count()).toBeLessThan(slots);
    });
  }
});

/** The story viewer of a story with several frames, opened from the home page's row. */
async function openStory(page: Page, lang: 'en' | 'ar') {
  const story = await storyWithFrames(page, lang);
  const t = catalogue(lang);
  await page.goto('/');
  await section(page, t['home.stories']!).getByRole('button', { name: t['home.story.open']!.replace('{{title}}', story.title), exact: true }).click();
  return { dialog: page.getByRole('dialog', { name: story.title }), frames: story.frames };
}

/** The 1-based position of the shown slide, read from its accessible name ("2 of 3"). */
async function shownPosition(slide: Locator): Promise<number> {
  await expect(slide).toHaveCount(1);
  return Number((await slide.getAttribute('aria-label'))!.match(/\d+/)![0]);
}

/**
 * A one-finger horizontal swipe across `target`, as touch events: `share` of its width (< 0: towards the left).
 * Past the swipe rule's hysteresis (52 % of the slide), so it moves a slide however slowly the events arrive; a
 * shorter one counts only as a fling, which a loaded machine may deliver too slowly to be one.
 */
async function swipe(page: Page, target: Locator, share: number) {
  // The dialog may still be zooming in: a box measured mid-way is smaller than the slide, and so is the swipe made
  // from it (a person swipes across what they see once it has settled). Playwright's actionability checks (the box
  // the same for two frames) can pass between two steps of the motion, so the page's finite animations (the
  // skeletons' pulse is endless) are waited for first.
  await target.evaluate((el) =>
    Promise.all(
      el.ownerDocument
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await target.click({ trial: true });
  const box = (await target.boundingBox())!;
  const dx = share * box.width;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + (dx * i) / 5, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const dir of ['ltr', 'rtl'] as const) {
  const lang = dir === 'rtl' ? 'ar' : 'en';
  const c = common(lang);
  // The placeholders carry their format ({{n, number}}): positions below ten read the same in every language.
  const position = (n: number | string, total: number | string) => c['carousel.position']!.replace(/{{n\b[^}]*}}/, String(n)).replace(/{{total\b[^}]*}}/, String(total));
  /** The carousel's slides exposed to assistive technology: groups named by their position ("2 of 3"). */
  const slide = (dialog: Locator) => dialog.getByRole('group', { name: new RegExp(`^${position('\\d+', '\\d+')}$`) });
  // The arrow towards the reading end goes to the next slide.
  const [nextKey, backKey] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

  test.describe(`carousels in dialogs (${dir})`, () => {
    test.beforeEach(async ({ context }) => {
      await setShellCookies(context, dir);
    });

    test('the product gallery: one slide exposed, named buttons disabled at the ends, arrow keys, no axe violation', async ({ page }) => {
      const { dialog, frames } = await openProductWithPictures(page);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(dialog).toHaveAccessibleName(/\S/);
      const previous = dialog.getByRole('button', { name: c['carousel.previous'], exact: true });
      const next = dialog.getByRole('button', { name: c['carousel.next'], exact: true });
      // One slide exposed: the other pictures are hidden.
      await expect(slide(dialog)).toHaveCount(1);
      await expect(slide(dialog)).toHaveAccessibleName(position(1, frames));
      await expect(dialog.getByText(position(1, frames), { exact: true })).toBeVisible();
      await expect(previous).toBeDisabled();
      expect(await serious(page, '[role="dialog"]')).toEqual([]);

      await next.click();
      await expect(slide(dialog)).toHaveAccessibleName(position(2, frames));
      await expect(dialog.getByText(position(2, frames), { exact: true })).toBeVisible();
      await page.keyboard.press(nextKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(3, frames));
      await expect(next).toBeDisabled();
      // The focus left the disabled button for the other one, still inside the carousel.
      await expect(previous).toBeFocused();
      await page.keyboard.press(nextKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(3, frames));
      await page.keyboard.press(backKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(2, frames));
      await previous.click();
      await expect(slide(dialog)).toHaveAccessibleName(position(1, frames));
      expect(await serious(page, '[role="dialog"]')).toEqual([]);
    });

    test('the story viewer: advances by itself, buttons and arrow keys loop, Escape closes, no axe violation', async ({ page }) => {
      const { dialog, frames } = await openStory(page, lang);
      await expect(dialog).toBeVisible();
      await expect(slide(dialog)).toHaveAccessibleName(position(1, frames));
      expect(await serious(page, '[role="dialog"]')).toEqual([]);
      // With the focus and the pointer outside the carousel, the frames move on their own.
      await expect(slide(dialog)).toHaveAccessibleName(position(2, frames), { timeout: 8000 });

      const previous = dialog.getByRole('button', { name: c['carousel.previous'], exact: true });
      const next = dialog.getByRole('button', { name: c['carousel.next'], exact: true });
      await next.focus();
      const at = await shownPosition(slide(dialog));
      const after = (n: number) => (n % frames) + 1;
      const before = (n: number) => ((n + frames - 2) % frames) + 1;

      await next.click();
      await expect(slide(dialog)).toHaveAccessibleName(position(after(at), frames));
      await expect(dialog.getByText(position(after(at), frames), { exact: true })).toBeVisible();
      await page.keyboard.press(backKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(at, frames));
      await page.keyboard.press(backKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(before(at), frames));
      await page.keyboard.press(nextKey);
      await expect(slide(dialog)).toHaveAccessibleName(position(at, frames));
      await previous.click();
      await expect(slide(dialog)).toHaveAccessibleName(position(before(at), frames));
      expect(await serious(page, '[role="dialog"]')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });

  test.describe(`carousels on a 390 px touch screen (${dir})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test.beforeEach(async ({ context }) => {
      await setShellCookies(context, dir);
    });
    // Towards the reading start is "next": a swipe to the left in left-to-right, to the right in right-to-left.
    const forward = dir === 'rtl' ? 0.75 : -0.75;

    test('a swipe moves the product gallery', async ({ page }) => {
      const { dialog, frames } = await openProductWithPictures(page);
      await expect(slide(dialog)).toHaveAccessibleName(position(1, frames));
      await swipe(page, slide(dialog), forward);
      await expect(slide(dialog)).toHaveAccessibleName(position(2, frames));
      await swipe(page, slide(dialog), -forward);
      await expect(slide(dialog)).toHaveAccessibleName(position(1, frames));
      expect(await serious(page, '[role="dialog"]')).toEqual([]);
    });

    test('a swipe moves the story viewer', async ({ page }) => {
      const { dialog, frames } = await openStory(page, lang);
      // Focus inside holds the frames still, so only the swipe moves them.
      await dialog.getByRole('button', { name: c['carousel.next'], exact: true }).focus();
      const at = await shownPosition(slide(dialog));
      await swipe(page, slide(dialog), forward);
      await expect(slide(dialog)).toHaveAccessibleName(position((at % frames) + 1, frames));
      expect(await serious(page, '[role="dialog"]')).toEqual([]);
    });
  });
}
