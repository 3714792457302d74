import { act, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@market/http';
import { REMOTE_WIDGETS, firstCallUrl } from '@market/contract';
import { API, createApiServer, http, HttpResponse, initTestI18n, ok, page, renderWithProviders } from '@market/testing';
import HomeContent, { prefetch } from './home-content.tsx';

// boot.js starts the home page's first calls with the HTML (REMOTE_WIDGETS.homeContent.firstCalls), and the HTTP
// client takes their answers by URL: the list must be the very calls this page makes, written the same way.
const asked: string[] = [];
const margherita = { id: 1, uuid: 'p1', shop_id: 8, img: '', translation: { title: 'Margherita' }, stocks: [{ id: 11, price: 9, quantity: 50, extras: [], addons: [] }], min_qty: 1, max_qty: 10 };
createApiServer(
  http.get(`${API}rest/products/p1`, () => ok(margherita)),
  http.get(`${API}*`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    // Stories come as the family's bare array (one array per shop); every other list as a page.
    return request.url.includes('rest/stories/paginate') ? HttpResponse.json([]) : page([]);
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  asked.length = 0;
});

describe('the home page’s first calls', () => {
  for (const layout of [1, 2] as const) {
    it(`are asked by layout ${layout} exactly as the contract lists them (lang last)`, async () => {
      renderWithProviders(<HomeContent layout={layout} />);
      const expected = REMOTE_WIDGETS.homeContent.firstCalls.map((c) => firstCallUrl(c, { lang: 'en' }));
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    });
  }
});

describe('the home page’s prefetch (run by the shell before its first render)', () => {
  it('asks the first calls, and the content then renders from the cache without asking them again', async () => {
    // The shell's client: its answers stay fresh for the session, so the page takes them as they are.
    const queryClient = createQueryClient();
    await prefetch(queryClient, {});
    const expected = REMOTE_WIDGETS.homeContent.firstCalls.map((c) => firstCallUrl(c, { lang: 'en' }));
    expect(asked).toEqual(expect.arrayContaining(expected));
    asked.length = 0;
    act(() => {
      renderWithProviders(<HomeContent layout={2} />, { queryClient });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.filter((url) => expected.includes(url))).toEqual([]);
  });
});

describe('a product linked to from home (?product=)', () => {
  // A dialog closed on the first entry stays closed on that entry until the history moves; each test starts anew.
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('opens its dialog (its code loaded when the link asks for it), with the product and its button', async () => {
    renderWithProviders(<HomeContent layout={2} />, { route: '/?product=p1' });
    // Role queries over the whole of home are slow in jsdom: the dialog is looked for in its own root. (Its name is
    // not asked: antd gives every generated id the same value in tests, and home has other parts with one.)
    const root = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.ant-modal-root');
        if (!found) throw new Error('no dialog yet');
        return found;
      },
      { timeout: 5000 },
    );
    const dialog = await within(root).findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog.querySelector('.ant-modal-title')).toHaveTextContent('Margherita'), { timeout: 5000 });
    expect(await within(dialog).findByRole('button', { name: /add to cart/i })).toHaveTextContent('$9.00');
  });

  it('shows no dialog and asks for no product without the link', async () => {
    renderWithProviders(<HomeContent layout={2} />);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked.filter((url) => url.startsWith('rest/products/'))).toEqual([]);
  });
});
