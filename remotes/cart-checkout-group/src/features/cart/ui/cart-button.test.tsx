import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, createApiServer, http, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { markPageShown } from '@market/ui';
import { cartCleared, itemAdded } from '../model/cart-store.ts';
import { req } from '../model/test-requests.ts';
import CartButton from './cart-button.tsx';

jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

let shopReads = 0;
createApiServer(
  http.get(`${API}rest/shops/1`, () => {
    shopReads += 1;
    return ok({ id: 1, min_amount: 0, translation: { title: 'Pizza Roma' } });
  }),
);

// A desktop's window: the header's cart opens its drawer there.
const jsdomMatchMedia = window.matchMedia;
beforeAll(() => {
  initTestI18n();
  window.matchMedia = ((query: string) => ({ ...jsdomMatchMedia(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
  markPageShown();
});
afterAll(() => {
  window.matchMedia = jsdomMatchMedia;
  act(() => cartCleared());
});

describe('the cart button on a desktop, with something in the cart', () => {
  it('has its drawer ready, closed and hidden, before the tap, and the tap shows the cart in it', async () => {
    act(() => itemAdded(req()));
    renderWithProviders(<CartButton />);
    const button = screen.getByRole('button', { name: 'Cart, 1 item' });

    // Once the page is idle the drawer is there, closed, with the cart drawn in it ahead: nothing of it is shown.
    await waitFor(() => expect(document.querySelector('.ant-drawer')).not.toBeNull(), slow);
    await waitFor(() => expect(document.querySelector('.ant-drawer')).toHaveTextContent('Margherita'), slow);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Margherita')).not.toBeVisible();

    act(() => button.click());
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await screen.findByRole('button', { name: 'Go to checkout' }, slow)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Margherita');

    // A press on a quantity in the open drawer: the line shows it, and the header's count follows.
    act(() => screen.getByRole('button', { name: 'Increase quantity of Margherita' }).click());
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2');
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' }, slow)).toBeInTheDocument();
  });

  it('opens afresh each time: a change made while it was closed is shown, a confirmation left open is not', async () => {
    act(() => cartCleared());
    act(() => itemAdded(req()));
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(document.querySelector('.ant-drawer')).toHaveTextContent('Margherita'), slow);
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });

    act(() => cart.click());
    const dialog = await screen.findByRole('dialog', {}, slow);
    const clear = await screen.findByRole('button', { name: 'Clear cart' }, slow);
    act(() => clear.click());
    expect(await screen.findByText('Remove every item from the cart?', {}, slow)).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    // Closed, its closing motion played (jsdom has none to play).
    await waitFor(() => expect(within(dialog).getByText('Margherita')).not.toBeVisible(), slow);

    // The cart changes while the drawer is closed (an add from a product's dialog).
    act(() => itemAdded(req()));
    act(() => screen.getByRole('button', { name: 'Cart, 2 items' }).click());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2'), slow);
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toBeVisible();
    expect(screen.queryByText('Remove every item from the cart?')).toBeNull();
  });

  it('takes the focus into the drawer as it opens and closes on Escape', async () => {
    // antd's Escape stack keeps one entry per id, and its id hook gives every component the same id under
    // NODE_ENV=test: the drawer's Escape layer (EscapeCloses) would not get an entry of its own.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      act(() => itemAdded(req()));
      renderWithProviders(<CartButton />);
      const button = await screen.findByRole('button', { name: /^Cart, / }, slow);
      await waitFor(() => expect(document.querySelector('.ant-drawer')).not.toBeNull(), slow);
      act(() => button.focus());

      act(() => button.click());
      const dialog = await screen.findByRole('dialog', {}, slow);
      // The drawer's root, around the dialog, holds the focus.
      const root = document.querySelector<HTMLElement>('.ant-drawer')!;
      await waitFor(() => expect(root).toHaveFocus(), slow);
      expect(root).toContainElement(dialog);

      fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
      // Closed (jsdom has no stylesheet: the hidden panel keeps its node, with antd's class that hides it).
      await waitFor(() => expect(root).not.toHaveClass('ant-drawer-open'), slow);
      expect(root.querySelector('.ant-drawer-content-wrapper')).toHaveClass('ant-drawer-content-wrapper-hidden');
      // (The focus's return to the cart button follows the panel's closing motion, which jsdom does not play: e2e
      // cart-a11y.spec.ts checks it.)
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});

describe('the cart’s shop on a desktop', () => {
  it('reads the cart’s shop with the drawer made ready, so the drawer opens with it and asks nothing', async () => {
    act(() => itemAdded(req()));
    shopReads = 0;
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(document.querySelector('.ant-drawer')).not.toBeNull(), slow);
    await waitFor(() => expect(shopReads).toBe(1), slow);

    act(() => screen.getByRole('button', { name: /^Cart, / }).click());
    const dialog = await screen.findByRole('dialog', {}, slow);
    await screen.findByRole('button', { name: 'Go to checkout' }, slow);
    expect(dialog).toHaveTextContent('Pizza Roma');
    expect(shopReads).toBe(1);
  });
});
