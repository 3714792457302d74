import fc from 'fast-check';
import { LockManagerFake, MemoryStorage, PageStorage } from '@market/testing';
import { createPageList, type PageList } from './page-list.ts';

/**
 * Pages of one browser, each keeping the adds pressed before its cart's code ran in a page list. Whatever the order
 * of presses, closes, reloads (with the old page's locks freed late) and storage events, every add pressed is taken
 * by some page's cart code exactly once, once the pages left have loaded their cart's code.
 */

interface Page {
  id: number;
  storage: PageStorage;
  list: PageList<number>;
  queue: number[];
  /** The cart's code runs in this page: it takes the adds at once. */
  cartLoaded: boolean;
}

class Browser {
  storage = new MemoryStorage();
  locks = new LockManagerFake();
  pages: Page[] = [];
  /** Storage events on their way to the other pages (a browser delivers them later, as tasks). */
  events: { from: number; key: string }[] = [];
  lagging: number[] = [];
  taken: number[] = [];
  seq = 0;

  open(): Page {
    const id = ++this.seq;
    const storage = new PageStorage(this.storage);
    const notifying = Object.assign(Object.create(storage) as Storage, {
      setItem: (k: string, v: string) => {
        storage.setItem(k, v);
        if (!storage.dead) this.events.push({ from: id, key: k });
      },
      removeItem: (k: string) => {
        storage.removeItem(k);
        if (!storage.dead) this.events.push({ from: id, key: k });
      },
    });
    const page = { id, storage, queue: [], cartLoaded: false } as unknown as Page;
    page.list = createPageList<number>({
      storage: notifying,
      locks: this.locks.forPage(id),
      pageId: `page-${id}`,
      prefix: 'adds:',
      lockPrefix: 'page:',
      parse: (v) => (Array.isArray(v) ? (v as number[]) : null),
      // A page that is gone runs no more code, though its locks may be freed a little later.
      onAdopted: (items) => !storage.dead && this.change(page, [...items, ...page.queue]),
    });
    page.list.start();
    this.pages.push(page);
    return page;
  }

  /** The store's update and its watch: the list is written in the same task. */
  change(page: Page, queue: number[]) {
    page.queue = queue;
    if (page.cartLoaded && queue.length) {
      this.taken.push(...queue);
      page.queue = [];
    }
    page.list.write(page.queue);
  }

  close(page: Page, lockLag: boolean) {
    page.storage.dead = true;
    this.pages = this.pages.filter((p) => p !== page);
    if (lockLag) this.lagging.push(page.id);
    else this.locks.closePage(page.id);
  }

  async settle() {
    for (let i = 0; i < 50; i++) {
      await Promise.resolve();
      for (const id of this.lagging.splice(0)) this.locks.closePage(id);
      for (const e of this.events.splice(0)) for (const p of this.pages) if (p.id !== e.from) p.list.storageChanged(e.key);
    }
  }
}

type Step =
  | { t: 'press'; page: number }
  | { t: 'load-cart'; page: number }
  | { t: 'close'; page: number; lockLag: boolean; reopen: boolean }
  | { t: 'open' }
  | { t: 'events' }
  | { t: 'settle' };

const pageIndex = fc.nat({ max: 3 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('press' as const), page: pageIndex }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('load-cart' as const), page: pageIndex }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('close' as const), page: pageIndex, lockLag: fc.boolean(), reopen: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('open' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('events' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('settle' as const) }) },
);

async function walk(steps: Step[]): Promise<{ pressed: number[]; taken: number[] }> {
  const browser = new Browser();
  browser.open();
  const pressed: number[] = [];
  for (const s of steps) {
    const page = browser.pages[('page' in s ? s.page : 0) % Math.max(1, browser.pages.length)];
    switch (s.t) {
      case 'press':
        if (!page) break;
        pressed.push(pressed.length);
        browser.change(page, [...page.queue, pressed.length - 1]);
        break;
      case 'load-cart':
        if (!page) break;
        page.cartLoaded = true;
        browser.change(page, page.queue);
        break;
      case 'close':
        if (!page) break;
        browser.close(page, s.lockLag);
        if (s.reopen || !browser.pages.length) browser.open();
        break;
      case 'open':
        browser.open();
        break;
      case 'events':
        for (const e of browser.events.splice(0)) for (const p of browser.pages) if (p.id !== e.from) p.list.storageChanged(e.key);
        break;
      case 'settle':
        await browser.settle();
        break;
    }
  }
  // The pages left load the cart's code in time.
  await browser.settle();
  for (const p of [...browser.pages]) {
    p.cartLoaded = true;
    browser.change(p, p.queue);
  }
  await browser.settle();
  return { pressed, taken: browser.taken };
}

describe('adds kept in a page list', () => {
  it('are each taken exactly once, whatever the presses, closes, reloads and storage events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 30 }), async (steps) => {
        const { pressed, taken } = await walk(steps);
        expect([...taken].sort((a, b) => a - b)).toEqual(pressed);
      }),
      { numRuns: 300 },
    );
  });

  it('a second tab that presses Add and is closed in the same task: 20 of 20 land once in the first', async () => {
    const browser = new Browser();
    const first = browser.open();
    first.cartLoaded = true;
    for (let i = 0; i < 20; i++) {
      const second = browser.open();
      await browser.settle();
      browser.change(second, [...second.queue, i]);
      browser.close(second, i % 2 === 0);
      await browser.settle();
    }
    expect(browser.taken).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('a tab closed before any other page saw its add hands it to the next page opened', async () => {
    const browser = new Browser();
    const only = browser.open();
    browser.change(only, [7]);
    browser.close(only, false);
    browser.events = [];
    const next = browser.open();
    await browser.settle();
    expect(next.queue).toEqual([7]);
    expect(browser.storage.getItem('adds:page-1')).toBeNull();
    expect(JSON.parse(browser.storage.getItem('adds:page-2')!)).toEqual([7]);
  });

  it('without Web Locks the adds of every list found at the start are taken, and another tab’s new list is left alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('adds:old', '[1,2]');
    const adopted: number[][] = [];
    const list = createPageList<number>({ storage, pageId: 'me', prefix: 'adds:', lockPrefix: 'page:', parse: (v) => v as number[], onAdopted: (items) => adopted.push(items) });
    list.start();
    expect(adopted).toEqual([[1, 2]]);
    storage.setItem('adds:live', '[3]');
    list.storageChanged('adds:live');
    expect(adopted).toEqual([[1, 2]]);
    expect(storage.getItem('adds:live')).toBe('[3]');
  });
});
