import type { LoadedModule } from '../../../runtime/index.ts';
import type { FirstPage } from './first-page.ts';
import { preparedModule } from './first-page.ts';
import { preparePage } from './prepare-page.ts';

const Page = () => null;

describe('a page loaded ahead of a move there', () => {
  it('loads the module of the path once, and keeps it for its area’s first render', async () => {
    const loaded: FirstPage[] = [];
    const load = async (page: FirstPage) => {
      loaded.push(page);
      return { default: Page } as unknown as LoadedModule<never>;
    };
    await Promise.all([preparePage('/search', load), preparePage('/search', load)]);
    await preparePage('/search', load);
    expect(loaded).toEqual([{ remote: 'catalogue-search', module: './search-page', params: {} }]);
    expect(preparedModule('catalogue-search', './search-page')?.default).toBe(Page);
  });

  it('keeps neither a module that failed nor the federation runtime’s stand-in, and tries again the next time', async () => {
    let tries = 0;
    await preparePage('/shops', async () => {
      tries++;
      throw new Error('offline');
    });
    await preparePage('/shops', async () => {
      tries++;
      return { default: Page, __fallback: true } as unknown as LoadedModule<never>;
    });
    expect(preparedModule('catalogue-search', './shops-page')).toBeUndefined();
    await preparePage('/shops', async () => {
      tries++;
      return { default: Page } as unknown as LoadedModule<never>;
    });
    expect(tries).toBe(3);
    expect(preparedModule('catalogue-search', './shops-page')?.default).toBe(Page);
  });

  it('loads nothing for a path no remote renders', async () => {
    let tries = 0;
    await preparePage('/login', async () => {
      tries++;
      return { default: Page } as unknown as LoadedModule<never>;
    });
    expect(tries).toBe(0);
  });
});
