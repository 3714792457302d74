import { QueryClient } from '@tanstack/react-query';
import { sessionChanged } from '@market/bus';
import { REMOTE_WIDGETS, SHOP_FIRST_CALLS, type User } from '@market/contract';
import type { LoadedModule } from '../../../runtime/index.ts';
import { firstPageOf, prepareFirstPage, preparedModule, type FirstPage } from './first-page.ts';

afterEach(() => sessionChanged({ user: null, signedIn: false }));

describe('the first page of a path', () => {
  it('is the home content on /, and the route’s page with its parameters elsewhere, each with its first calls', () => {
    expect(firstPageOf('/')).toEqual({ remote: 'catalogue-search', module: './home-content', params: {}, calls: REMOTE_WIDGETS.homeContent.firstCalls });
    expect(firstPageOf('/shop/12')).toEqual({ remote: 'catalogue-search', module: './shop-page', params: { id: '12' }, calls: SHOP_FIRST_CALLS });
    expect(firstPageOf('/restaurant/abc')).toEqual({ remote: 'catalogue-search', module: './shop-page', params: { id: 'abc' }, calls: SHOP_FIRST_CALLS });
  });

  it('is nothing for the shell’s own pages and unknown paths', () => {
    expect(firstPageOf('/login')).toBeNull();
    expect(firstPageOf('/no-such-page')).toBeNull();
  });

  it('is nothing for a guest on a page behind sign-in (they go to /login), and the page once signed in', () => {
    expect(firstPageOf('/orders')).toBeNull();
    sessionChanged({ user: { id: 1 } as User, signedIn: true });
    expect(firstPageOf('/orders')).toEqual({ remote: 'account-wallet-orders', module: './orders-page', params: {} });
  });
});

describe('preparing the first page', () => {
  const Page = () => null;

  it('keeps the loaded module for the first render and runs its prefetch with the client and the path’s parameters', async () => {
    const client = new QueryClient();
    const seen: unknown[] = [];
    const loaded: FirstPage[] = [];
    const mod = { default: Page, prefetch: async (c: QueryClient, params: object) => seen.push(c, params) };
    await prepareFirstPage(client, '/shop/7', async (page) => {
      loaded.push(page);
      return mod as unknown as LoadedModule<never>;
    });
    expect(loaded).toEqual([{ remote: 'catalogue-search', module: './shop-page', params: { id: '7' }, calls: SHOP_FIRST_CALLS }]);
    expect(seen).toEqual([client, { id: '7' }]);
    expect(preparedModule('catalogue-search', './shop-page')?.default).toBe(Page);
  });

  it('starts the code of the shared parts the page shows first with its module, not after it', async () => {
    const started: string[] = [];
    const part = (name: string) => async () => started.push(name);
    const parts = { Steps: part('Steps'), Descriptions: part('Descriptions'), Select: part('Select') };
    sessionChanged({ user: { id: 1 } as User, signedIn: true });
    let loaded!: (mod: LoadedModule<never>) => void;
    const preparing = prepareFirstPage(new QueryClient(), '/orders/4', () => new Promise((done) => (loaded = done)), undefined, parts);
    // The module has not come yet.
    expect(started).toEqual(['Steps', 'Descriptions']);
    loaded({ default: Page } as unknown as LoadedModule<never>);
    await preparing;
    started.length = 0;
    await prepareFirstPage(new QueryClient(), '/checkout', async () => ({ default: Page }) as unknown as LoadedModule<never>, undefined, parts);
    expect(started).toEqual(['Select', 'Descriptions']);
    // A page without parts starts none; a part that fails is left to the page (its prefetch asks again).
    started.length = 0;
    await prepareFirstPage(new QueryClient(), '/search', async () => ({ default: Page }) as unknown as LoadedModule<never>, undefined, parts);
    expect(started).toEqual([]);
    const failing = { ...parts, Steps: () => Promise.reject(new Error('offline')) };
    await expect(prepareFirstPage(new QueryClient(), '/orders/4', async () => ({ default: Page }) as unknown as LoadedModule<never>, undefined, failing)).resolves.toBeUndefined();
  });

  it('takes a module without a prefetch as it is', async () => {
    await prepareFirstPage(new QueryClient(), '/search', async () => ({ default: Page }) as unknown as LoadedModule<never>);
    expect(preparedModule('catalogue-search', './search-page')?.default).toBe(Page);
  });

  it('loads nothing for a path without a remote page', async () => {
    const loaded: FirstPage[] = [];
    await prepareFirstPage(new QueryClient(), '/login', async (page) => {
      loaded.push(page);
      return { default: Page } as unknown as LoadedModule<never>;
    });
    expect(loaded).toEqual([]);
  });

  it('takes the page’s texts in with its reads, once its module has loaded', async () => {
    const steps: string[] = [];
    await prepareFirstPage(
      new QueryClient(),
      '/',
      async () => {
        steps.push('module');
        return { default: Page, prefetch: async () => steps.push('reads') } as unknown as LoadedModule<never>;
      },
      async (page) => steps.push(`texts of ${page.remote}`),
    );
    expect(steps).toEqual(['module', 'texts of catalogue-search', 'reads']);
  });

  it('asks no texts when the remote failed and its fallback stands in (the area’s retry loads both afresh)', async () => {
    const texts: FirstPage[] = [];
    const Fallback = () => null;
    await prepareFirstPage(
      new QueryClient(),
      '/reservations',
      async () => ({ default: Fallback, __fallback: true }) as unknown as LoadedModule<never>,
      async (page) => texts.push(page),
    );
    expect(texts).toEqual([]);
    // The first render shows the fallback at once.
    expect(preparedModule('reservations', './reservations-page')?.default).toBe(Fallback);
  });

  it('passes a module that fails to load on to the caller, and keeps nothing of it', async () => {
    await expect(prepareFirstPage(new QueryClient(), '/liked', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(preparedModule('catalogue-search', './liked-page')).toBeUndefined();
  });
});
