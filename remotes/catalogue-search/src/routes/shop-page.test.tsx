import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@market/http';
import { REMOTE_ROUTES, firstCallUrl } from '@market/contract';
import { API, createApiServer, fail, http, initTestI18n, ok, page, readAgainFailing, renderWithProviders } from '@market/testing';
import type { Shop } from '@market/contract';
import { addressChanged, addToCartRequested } from '@market/bus';
import { markPageShown, Modal } from '@market/ui';
import { useLocation } from '@market/router';
import ShopPage, { prefetch } from './shop-page.tsx';

// boot.js starts a shop page's own first calls with the HTML (the route's firstCalls, `:id` from the address), and
// the HTTP client takes their answers by URL: the list must be the very calls this page makes, written the same way.
const shop = { id: 7, uuid: 's7', type: 'restaurant', open: true, rating_avg: 4.5, reviews_count: 0, price: 0, min_amount: 0, logo_img: '', background_img: '', delivery_time: { from: 10, to: 20, type: 'minute' }, translation: { title: 'Pizza Roma' }, tags: [], shop_working_days: [], shop_closed_date: [], verify: 1, products_count: 23 } as unknown as Shop;
const asked: string[] = [];
const margherita = { id: 1, uuid: 'p1', shop_id: 8, img: '', translation: { title: 'Margherita' }, stocks: [{ id: 11, price: 9, quantity: 50, extras: [], addons: [] }], min_qty: 1, max_qty: 10 };
// Two sizes: the small one with an add-on, the large one without add-ons and only 3 left.
const size = { id: 5, translation: { title: 'Size' } };
const pizzaBox = {
  ...margherita,
  id: 2,
  uuid: 'p2',
  translation: { title: 'Pizza box' },
  stocks: [
    { id: 21, price: 10, quantity: 50, extras: [{ id: 1, value: 'Small', group: size }], addons: [{ id: 31, stock_id: 91, price: 2, product: { translation: { title: 'Cheese' } } }] },
    { id: 22, price: 14, quantity: 3, extras: [{ id: 2, value: 'Large', group: size }], addons: [] },
  ],
};
const server = createApiServer(
  http.get(`${API}rest/shops/404`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return fail(404, 'Shop not found');
  }),
  http.get(`${API}rest/shops/7`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return ok(shop);
  }),
  http.get(`${API}rest/shops/7/products`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return ok({ all: [], recommended: [] });
  }),
  http.get(`${API}rest/shops/8`, () => ok({ ...shop, id: 8 })),
  http.get(`${API}rest/shops/8/products`, () =>
    ok({ all: [{ id: 3, translation: { title: 'Pizzas' }, products: [{ ...margherita, stock: margherita.stocks[0] }] }], recommended: [] }),
  ),
  http.get(`${API}rest/products/p1`, () => ok(margherita)),
  http.get(`${API}rest/products/p2`, () => ok(pizzaBox)),
  http.get(`${API}*`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return page([]);
  }),
);

beforeAll(() => initTestI18n());

/** What the browser's address bar shows of the page's address. */
function AddressBar() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

afterEach(() => addressChanged(null));

describe('the shop page’s first calls', () => {
  for (const [path, point] of [
    ['/shop/:id', [38.9120424, -77.035308]],
    ['/restaurant/:id', undefined],
  ] as const) {
    it(`are asked on ${path} exactly as the contract lists them (the id from the address, ${point ? 'the delivery point' : 'no delivery address'}, lang last)`, async () => {
      asked.length = 0;
      if (point) addressChanged({ address: '1700 15th St NW', location: [...point] });
      renderWithProviders(<ShopPage />, { route: path.replace(':id', '7'), path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Pizza Roma' })).toBeInTheDocument();
      const calls = REMOTE_ROUTES.find((r) => r.path === path)!.firstCalls!;
      const expected = calls.map((c) => firstCallUrl(c, { params: { id: '7' }, point, lang: 'en' }));
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    });
  }
});

describe('the shop page’s header', () => {
  it('shows the verified mark and the products count the shop answers', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/7', path: '/shop/:id' });
    const facts = await screen.findByRole('group', { name: 'About this shop' });
    expect(within(facts).getByText('Verified')).toBeInTheDocument();
    expect(within(facts).getByText('Products').nextSibling).toHaveTextContent('23');
  });
});

describe('a product tapped on the shop page', () => {
  it('finds the dialog’s code loaded: it loads once the products are on screen and the browser is idle, before any tap', async () => {
    const preload = jest.spyOn(Modal, 'preload');
    preload.mockClear();
    markPageShown();
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    await screen.findByRole('link', { name: /Margherita/ });
    await waitFor(() => expect(preload).toHaveBeenCalled());
    preload.mockRestore();
  });

  it('opens in the dialog with what its card showed, and once closed stays closed', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(await within(dialog).findByRole('button', { name: /add to cart/i })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
    // Opened again: the same product, the router's move and the dialog agreeing.
    fireEvent.click(screen.getByRole('link', { name: /Margherita/ }));
    expect(await screen.findByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
  });

  it('finds the dialog there, closed and hidden, before the tap; the tap shows the product in it, and an open after a close starts afresh', async () => {
    // The test before left its dialog open on the first entry: the history moves, so this one starts closed.
    window.dispatchEvent(new PopStateEvent('popstate'));
    markPageShown();
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    const link = await screen.findByRole('link', { name: /Margherita/ });
    // Once the page is idle the dialog is mounted, closed: nothing of it is shown, and no product is in it.
    await waitFor(() => expect(document.querySelector('.ant-modal-root')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.ant-modal-root')).not.toHaveTextContent('Margherita');

    fireEvent.click(link);
    let dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'More: Quantity' }));
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
    // Closed, it stays mounted but holds no product; opened again, the quantity starts at its least.
    await waitFor(() => expect(document.querySelector('.ant-modal-root')).not.toHaveTextContent('Margherita'));
    fireEvent.click(link);
    dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(await within(dialog).findByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  });
});

describe('the address of a product opened by a tap', () => {
  // A dialog left open on the first entry would stay open on the next test's first entry: each test starts anew.
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  /**
   * The dialog named `name` as it first comes into the page (in the commit that puts it there, before any later task):
   * `then` runs on it at that moment.
   */
  function whenDialogComes<T>(name: string, then: (dialog: HTMLElement) => T): Promise<T> {
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = screen.queryByRole('dialog', { name });
        if (!dialog) return;
        observer.disconnect();
        resolve(then(dialog));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  }

  it('follows the dialog: the tap marks the card, the dialog comes once that frame is painted, the address after the dialog’s', async () => {
    await Modal.preload();
    renderWithProviders(
      <>
        <ShopPage />
        <AddressBar />
      </>,
      { route: '/shop/8', path: '/shop/:id' },
    );
    const link = await screen.findByRole('link', { name: /Margherita/ });
    fireEvent.click(link);
    // The tap's own frame: the card pressed, no dialog yet.
    expect(link.style.outlineStyle).toBe('solid');
    expect(screen.queryByRole('dialog', { name: 'Margherita' })).toBeNull();
    const [outline, address] = await whenDialogComes('Margherita', () => [link.style.outlineStyle, screen.getByRole('status', { name: 'Address' }).textContent]);
    expect(outline).toBe('');
    expect(address).toBe('');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?product=p1'));
    expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    // Closed: the browser goes back to the address without it.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Margherita' })).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^$/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
  });

  it('shows first what the card showed (the picture, the name, the price); the choices and the button come once that frame is painted', async () => {
    await Modal.preload();
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    const first = whenDialogComes('Margherita', (dialog) => ({
      picture: within(dialog).queryByRole('img', { name: 'Margherita' }) !== null,
      text: dialog.textContent,
      add: within(dialog).queryByRole('button', { name: /add to cart/i }) !== null,
      quantity: within(dialog).queryByRole('group', { name: 'Quantity' }) !== null,
    }));
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    expect(await first).toEqual({ picture: true, text: expect.stringContaining('$9.00'), add: false, quantity: false });
    const dialog = screen.getByRole('dialog', { name: 'Margherita' });
    expect(await within(dialog).findByRole('button', { name: /add to cart/i })).toBeEnabled();
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  });

  it('stays as it was when the dialog is closed before that frame, and the dialog stays closed', async () => {
    await Modal.preload();
    renderWithProviders(
      <>
        <ShopPage />
        <AddressBar />
      </>,
      { route: '/shop/8', path: '/shop/:id' },
    );
    const closed = whenDialogComes('Margherita', (dialog) => fireEvent.click(within(dialog).getByRole('button', { name: /close/i })));
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    await closed;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
    // Opened again: the same product, the address following.
    fireEvent.click(screen.getByRole('link', { name: /Margherita/ }));
    expect(await screen.findByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?product=p1'));
  });
});

describe('a tap on a product when the page goes before its answer', () => {
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  const showPage = () => renderWithProviders(<><ShopPage /><AddressBar /></>, { route: '/shop/8', path: '/shop/:id' });
  const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  /** Later, the page shown again on the same address: no dialog comes, and the address stays without a product. */
  async function expectShownAgainUntouched() {
    await pause();
    showPage();
    await screen.findByRole('link', { name: /Margherita/ });
    await pause();
    expect(screen.queryByRole('dialog', { name: 'Margherita' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^$/);
  }

  it('opens nothing once the page is gone, and the page shown again on that address shows no dialog', async () => {
    await Modal.preload();
    const first = showPage();
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    first.unmount();
    await expectShownAgainUntouched();
  });

  it('leaves no dialog behind when the page goes with the dialog shown, before the address moved', async () => {
    await Modal.preload();
    const first = showPage();
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!screen.queryByRole('dialog', { name: 'Margherita' })) return;
        observer.disconnect();
        first.unmount();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    await shown;
    await expectShownAgainUntouched();
  });
});

describe('the focus of a product’s dialog', () => {
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('moves into the dialog as it shows (its panel, named by the product), and back to the card tapped once it is closed', async () => {
    await Modal.preload();
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    const link = await screen.findByRole('link', { name: /Margherita/ });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(await within(dialog).findByRole('button', { name: /add to cart/i })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });
});

describe('Add to cart in the product’s dialog', () => {
  // The dialog closes as the address moves: closed on the first entry, it stays closed there until the history moves.
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('asks the cart for the product once, even pressed twice before the dialog closes, and then closes it', async () => {
    const adds: unknown[] = [];
    const unwatch = addToCartRequested.watch((request) => adds.push(request));
    renderWithProviders(<ShopPage />, { route: '/shop/8', path: '/shop/:id' });
    fireEvent.click(await screen.findByRole('link', { name: /Margherita/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    const add = await within(dialog).findByRole('button', { name: /add to cart/i });
    fireEvent.click(add);
    // The add is asked for in the press itself; the dialog closes after the next frame.
    expect(adds).toEqual([expect.objectContaining({ shop_id: 8, stock_id: 11, quantity: 1, product: expect.objectContaining({ title: 'Margherita' }) })]);
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Margherita' })).not.toBeInTheDocument());
    expect(adds).toHaveLength(1);
    unwatch();
  });
});

describe('choosing in the product’s dialog', () => {
  const addButton = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: /add to cart/i });
  // A dialog closed on the first entry stays closed on that entry until the history moves; each test starts anew.
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('another size drops the add-ons of the first and keeps the quantity within what is left of it', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/8?product=p2', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Pizza box' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'More: Cheese' }));
    for (let i = 0; i < 4; i++) fireEvent.click(within(dialog).getByRole('button', { name: 'More: Quantity' }));
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('5');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));
    // 3 left of the large one, no add-ons: 3 × $14.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('3'));
    expect(within(dialog).queryByRole('group', { name: 'Cheese' })).not.toBeInTheDocument();
    expect(await addButton(dialog)).toHaveTextContent('$42.00');
    expect(within(dialog).getByRole('button', { name: 'More: Quantity' })).toBeDisabled();
  });

  it('allows ten of an add-on per unit: its "more" stops at the limit and comes back with a larger quantity', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/8?product=p2', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Pizza box' });
    const more = await within(dialog).findByRole('button', { name: 'More: Cheese' });
    for (let i = 0; i < 10; i++) fireEvent.click(more);
    expect(within(dialog).getByRole('group', { name: 'Cheese' })).toHaveTextContent('10');
    expect(more).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'More: Quantity' }));
    expect(within(dialog).getByRole('button', { name: 'More: Cheese' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fewer: Quantity' }));
    expect(within(dialog).getByRole('button', { name: 'More: Cheese' })).toBeDisabled();
  });

  it('adds the quantity and the add-ons chosen, the button showing their total', async () => {
    const adds: unknown[] = [];
    const unwatch = addToCartRequested.watch((request) => adds.push(request));
    renderWithProviders(<ShopPage />, { route: '/shop/8?product=p2', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Pizza box' });
    expect(await addButton(dialog)).toHaveTextContent('$10.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'More: Cheese' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More: Cheese' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More: Quantity' }));
    expect(within(dialog).getByRole('group', { name: 'Cheese' })).toHaveTextContent('2');
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    // 2 × $10 and 2 × $2 of cheese.
    expect(await addButton(dialog)).toHaveTextContent('$24.00');
    fireEvent.click(await addButton(dialog));
    expect(adds).toEqual([expect.objectContaining({ stock_id: 21, quantity: 2, price: 10, addons: [{ stock_id: 91, quantity: 2, price: 2, title: 'Cheese' }] })]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pizza box' })).not.toBeInTheDocument());
    unwatch();
  });
});

describe('the shop page when the delivery address changes', () => {
  it('keeps the shop on screen, and a product open over it with the quantity chosen, while the shop is asked again', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/7?product=p1', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /more/i }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2');
    asked.length = 0;
    // The first visit's address is found while the shopper is choosing.
    act(() => addressChanged({ address: '1700 15th St NW', location: [38.9120424, -77.035308] }));
    await waitFor(() => expect(asked).toContainEqual(expect.stringMatching(/^rest\/shops\/7\?address/)));
    expect(screen.getByRole('heading', { level: 1, name: 'Pizza Roma' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Margherita' })).toBe(dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2');
  });
});

describe('the shop page when everything is read again and the reads fail (a language switch, the network gone)', () => {
  // A dialog closed on the first entry stays closed on that entry until the history moves; each test starts anew.
  afterEach(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('still shows the error with its retry in the dialog when the product’s first read fails', async () => {
    server.use(http.get(`${API}rest/products/p2`, () => fail(503, 'Service unavailable')));
    renderWithProviders(<ShopPage />, { route: '/shop/8?product=p2', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /add to cart/i })).toBeNull();
  });

  it('keeps the products, and a product open over them with its add-on and quantity, with a note and a retry; the add keeps the choice', async () => {
    const adds: unknown[] = [];
    const unwatch = addToCartRequested.watch((request) => adds.push(request));
    const { queryClient } = renderWithProviders(<ShopPage />, { route: '/shop/8?product=p2', path: '/shop/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Pizza box' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'More: Cheese' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More: Quantity' }));
    expect(await screen.findByText('Margherita')).toBeInTheDocument();
    expect(await readAgainFailing(server, queryClient)).toBeGreaterThanOrEqual(3);
    // The product's own note, in the dialog, and the products' note on the page behind it.
    expect(await within(dialog).findByText('Could not refresh: this is what was last loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Could not refresh: this is what was last loaded.')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pizza box' })).toBe(dialog);
    expect(within(dialog).getByRole('group', { name: 'Cheese' })).toHaveTextContent('1');
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(screen.getByText('Margherita')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pizza Roma' })).toBeInTheDocument();
    // The reads come back: the retry reads the product again and the note goes; the choice is still there.
    server.resetHandlers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).queryByText('Could not refresh: this is what was last loaded.')).toBeNull());
    fireEvent.click(await within(dialog).findByRole('button', { name: /add to cart/i }));
    expect(adds).toEqual([expect.objectContaining({ stock_id: 21, quantity: 2, addons: [{ stock_id: 91, quantity: 1, price: 2, title: 'Cheese' }] })]);
    unwatch();
  });
});

describe('the shop page’s prefetch (run by the shell before its first render)', () => {
  it('asks for the shop, and the page’s first render shows it without asking again', async () => {
    asked.length = 0;
    // The shell's client: its answers stay fresh for the session, so the page takes them as they are.
    const queryClient = createQueryClient();
    await prefetch(queryClient, { id: '7' });
    const shopCall = firstCallUrl('rest/shops/:id?:address', { params: { id: '7' }, lang: 'en' });
    expect(asked).toEqual([shopCall]);
    asked.length = 0;
    act(() => {
      renderWithProviders(<ShopPage />, { route: '/shop/7', path: '/shop/:id', queryClient });
    });
    // In the first render: the shop's heading, no skeleton in its place, no waiting.
    expect(screen.getByRole('heading', { level: 1, name: 'Pizza Roma' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toContain(shopCall);
  });

  it('asks for the delivery zone too when there is a delivery address', async () => {
    asked.length = 0;
    addressChanged({ address: '1700 15th St NW', location: [38.9120424, -77.035308] });
    await prefetch(createQueryClient(), { id: '7' });
    expect(asked).toEqual([
      firstCallUrl('rest/shops/:id?:address', { params: { id: '7' }, point: [38.9120424, -77.035308], lang: 'en' }),
      expect.stringMatching(/^rest\/shop\/7\/delivery-zone\/check\/distance\?/),
    ]);
  });

  it('leaves a shop that cannot be read to the page, which asks once more and shows the error with a retry', async () => {
    asked.length = 0;
    const queryClient = createQueryClient();
    await expect(prefetch(queryClient, { id: '404' })).resolves.toBeUndefined();
    act(() => {
      renderWithProviders(<ShopPage />, { route: '/shop/404', path: '/shop/:id', queryClient });
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    const shopCall = firstCallUrl('rest/shops/:id?:address', { params: { id: '404' }, lang: 'en' });
    expect(asked).toEqual([shopCall, shopCall]);
  });
});

describe('a shop opened from a list’s card', () => {
  // The shop's own answer held back until the test lets it through.
  let letShopThrough: () => void = () => undefined;
  const held = (id: number, title: string) => {
    const gate = new Promise<void>((resolve) => (letShopThrough = resolve));
    return http.get(`${API}rest/shops/${id}`, async () => {
      await gate;
      return ok({ ...shop, id, translation: { title } });
    });
  };
  const products = (id: number) => http.get(`${API}rest/shops/${id}/products`, () => ok({ all: [], recommended: [] }));
  const facts = () => screen.getByRole('group', { name: 'About this shop' });

  it('shows the header the list knows at once, and the products count once the shop itself comes', async () => {
    server.use(held(9, 'Sushi Go'), products(9));
    const queryClient = createQueryClient();
    const { products_count: _count, ...card } = { ...shop, id: 9, translation: { title: 'Sushi Go' } };
    queryClient.setQueryData(['catalogue', 'shops', 'recommended', {}], [card]);
    act(() => {
      renderWithProviders(<ShopPage />, { route: '/shop/9', path: '/shop/:id', queryClient });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sushi Go' })).toBeInTheDocument();
    expect(within(facts()).queryByText('Products')).not.toBeInTheDocument();
    act(() => letShopThrough());
    expect(await within(facts()).findByText('Products')).toBeInTheDocument();
    expect(within(facts()).getByText('23')).toBeInTheDocument();
  });

  it('shows the header from a page of the shops list too', async () => {
    server.use(held(10, 'Taco Town'), products(10));
    const queryClient = createQueryClient();
    const card = { ...shop, id: 10, translation: { title: 'Taco Town' } };
    queryClient.setQueryData(['catalogue', 'shops', {}, {}, 12], { pages: [{ data: [{ ...shop, id: 3 }, card], meta: {} }], pageParams: [1] });
    act(() => {
      renderWithProviders(<ShopPage />, { route: '/restaurant/10', path: '/restaurant/:id', queryClient });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Taco Town' })).toBeInTheDocument();
    act(() => letShopThrough());
    expect(await within(facts()).findByText('23')).toBeInTheDocument();
  });

  it('waits for the shop when the card does not know the header (a liked shop as this browser keeps it)', async () => {
    server.use(held(11, 'Curry House'), products(11));
    const { shop_working_days: _days, shop_closed_date: _closed, ...liked } = { ...shop, id: 11, translation: { title: 'Curry House' } };
    const queryClient = createQueryClient();
    queryClient.setQueryData(['catalogue', 'shops', 'recommended', {}], [liked]);
    act(() => {
      renderWithProviders(<ShopPage />, { route: '/shop/11', path: '/shop/:id', queryClient });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    act(() => letShopThrough());
    expect(await screen.findByRole('heading', { level: 1, name: 'Curry House' })).toBeInTheDocument();
  });
});
