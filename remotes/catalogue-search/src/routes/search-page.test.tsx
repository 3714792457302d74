import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiServer, http, initTestI18n, ok, page, renderWithProviders, API, wholeText } from '@market/testing';
import { addressChanged } from '@market/bus';
import { pointParams, searchKinds, searchRead, type Product, type Shop } from '@market/contract';
import { askCallsAhead } from '@market/http';
import { recentSearchAdded, recentSearchesCleared } from '../features/search/model/recent-searches.ts';
import SearchPage from './search-page.tsx';

const shop = (id: number) =>
  ({ id, uuid: `s${id}`, type: 'restaurant', open: true, rating_avg: 4.5, price: 0, logo_img: '', background_img: '', delivery_time: { from: 10, to: 20, type: 'minute' }, translation: { title: `Shop ${id}` } }) as Shop;
const product = (id: number) => {
  const stock = { id, price: 10, discount: 0, tax: 0, total_price: 10, quantity: 5 };
  // A card reads `stock` (the first stock, as the API sends it); product 1 has none.
  return ({ id, uuid: `p${id}`, img: '', shop_id: 1, translation: { title: `Pizza ${id}` }, stocks: id === 1 ? [] : [{ ...stock, extras: [], addons: [] }], stock: id === 1 ? undefined : stock }) as unknown as Product;
};

const calls: string[] = [];
createApiServer(
  http.get(`${API}rest/shops/search`, ({ request }) => {
    calls.push(request.url);
    return page([shop(1), shop(2)], 1, 1, 10);
  }),
  http.get(`${API}rest/products/search`, ({ request }) => {
    calls.push(request.url);
    const n = Number(new URL(request.url).searchParams.get('page'));
    return n === 1 ? page([product(1), product(2)], 1, 2, 2) : page([product(3)], 2, 2, 2);
  }),
  http.get(`${API}rest/shops/:id`, () => ok(shop(7))),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  calls.length = 0;
  recentSearchesCleared();
});

describe('SearchPage', () => {
  it('shows shops and products, each with its count, and loads the next page at the end', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=pizza' });
    const shops = await screen.findByTestId('search-restaurant');
    expect(await within(shops).findByText('Found 2 results')).toBeInTheDocument();
    const products = screen.getByTestId('search-products');
    expect(await within(products).findByText('Found 4 results')).toBeInTheDocument();
    // The first stock's price; 0 for a product with no stock.
    expect(within(products).getByRole('link', { name: /Pizza 1/ })).toHaveTextContent('$0.00');
    expect(within(products).getByRole('link', { name: /Pizza 2/ })).toHaveTextContent('$10.00');
    await userEvent.click(within(products).getByRole('button', { name: 'Load more' }));
    expect(await within(products).findByRole('link', { name: /Pizza 3/ })).toBeInTheDocument();
    expect(within(products).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.some((u) => u.includes('rest/products/search') && u.includes('page=2'))).toBe(true);
  });

  it.each([
    ['/search?q=caf%C3%A9+%26+cr%C3%A8me', 'café & crème', undefined],
    ['/search?q=pizza&shop_id=7', 'pizza', 7],
  ])("on %s takes the first page the header's search asked ahead (the same calls), asking nothing again", async (route, q, shopId) => {
    addressChanged({ address: 'Washington', location: [38.9, -77.03] } as never);
    window.__marketEarly = {};
    try {
      askCallsAhead(searchKinds(shopId).map((kind) => searchRead(kind, q, { shopId, point: pointParams([38.9, -77.03]), page: 1 })));
      const asked = Object.keys(window.__marketEarly);
      expect(asked).toHaveLength(shopId ? 1 : 2);
      renderWithProviders(<SearchPage />, { route });
      expect(await within(await screen.findByTestId('search-products')).findByText('Found 4 results')).toBeInTheDocument();
      // Each URL asked once (ahead), and taken by the page.
      expect(calls.filter((u) => u.includes('/search?')).sort()).toEqual([...asked].sort());
      expect(Object.keys(window.__marketEarly)).toEqual([]);
    } finally {
      // The page goes first: the address's change is not its to render.
      cleanup();
      addressChanged(null);
      window.__marketEarly = undefined;
    }
  });

  it('scopes the products to the shop of shop_id and skips the shops section', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=pizza&shop_id=7' });
    await screen.findByTestId('search-products');
    expect(await screen.findByText(wholeText('Searching in Shop 7'))).toBeInTheDocument();
    expect(screen.queryByTestId('search-restaurant')).toBeNull();
    expect(calls.find((u) => u.includes('rest/products/search'))).toContain('shop_id=7');
  });

  it('lists the recent searches when there is no term', async () => {
    recentSearchAdded('sushi');
    recentSearchAdded('pizza');
    renderWithProviders(<SearchPage />, { route: '/search' });
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['pizza', 'sushi']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove “pizza” from recent searches' }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['sushi']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No recent searches.')).toBeInTheDocument();
  });
});
