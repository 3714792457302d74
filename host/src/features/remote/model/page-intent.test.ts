import { QueryClient } from '@tanstack/react-query';
import { pageIntent } from '@market/bus';
import type { LoadedModule } from '../../../runtime/index.ts';
import { keepPreparedModule } from './first-page.ts';
import { preparePageAndReads, watchPageIntent } from './page-intent.ts';

const Page = () => null;

/** A shop page's module as the federation runtime gives it, with a prefetch that records what it was asked for. */
function shopModuleRecording(asked: Record<string, string | undefined>[]) {
  const mod = { default: Page, prefetch: async (_client: QueryClient, params: Record<string, string | undefined>) => void asked.push(params) };
  keepPreparedModule('catalogue-search', './shop-page', mod as unknown as LoadedModule<never>);
}

describe('moves ahead of the shopper', () => {
  it('runs the page’s first reads with the path’s parameters once its code is there, once while they run', async () => {
    const asked: Record<string, string | undefined>[] = [];
    shopModuleRecording(asked);
    const client = new QueryClient();
    await Promise.all([preparePageAndReads(client, '/shop/7', async () => undefined), preparePageAndReads(client, '/shop/7', async () => undefined)]);
    expect(asked).toEqual([{ id: '7' }]);
  });

  it('reads nothing when the page’s code did not load, and lets a later press try again', async () => {
    const asked: Record<string, string | undefined>[] = [];
    keepPreparedModule('catalogue-search', './shop-page', undefined as unknown as LoadedModule<never>);
    const client = new QueryClient();
    await preparePageAndReads(client, '/shop/8', () => Promise.reject(new Error('offline')));
    expect(asked).toEqual([]);
    shopModuleRecording(asked);
    await preparePageAndReads(client, '/shop/8', async () => undefined);
    expect(asked).toEqual([{ id: '8' }]);
  });

  it('a press on a link of the app, or a page’s signal, starts that page’s reads; another site’s link starts nothing', async () => {
    const asked: Record<string, string | undefined>[] = [];
    shopModuleRecording(asked);
    document.body.innerHTML = '<a href="/shop/3"><span>Pizza place</span></a><a href="https://example.com/shop/4">Elsewhere</a>';
    const stop = watchPageIntent(new QueryClient());
    try {
      document.querySelector('span')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.querySelector('a[href^="https"]')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      pageIntent('/shop/5');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(asked).toEqual([{ id: '3' }, { id: '5' }]);
    } finally {
      stop();
      document.body.innerHTML = '';
    }
  });
});
