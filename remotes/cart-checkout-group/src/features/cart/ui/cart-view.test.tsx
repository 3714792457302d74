import { screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { sessionChanged } from '@market/bus';
import { API, createApiServer, createTestQueryClient, fail, http, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { cartKeys } from '../api/cart-api.ts';
import { cartOf, detailOf, memberOf, stockOf } from '../../../test/fixtures.ts';
import { CartView } from './cart-view.tsx';

jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

/** What GET dashboard/user/cart answers next; the number of reads. */
let answer: () => Response;
let reads = 0;
createApiServer(
  http.get(`${API}dashboard/user/cart`, () => {
    reads += 1;
    return answer();
  }),
  http.get(`${API}rest/shops/1`, () => ok({ id: 1, min_amount: 0, translation: { title: 'Pizza Roma' } })),
);
const logged = jest.spyOn(console, 'error');
beforeAll(() => initTestI18n());
beforeEach(() => {
  reads = 0;
  logged.mockClear();
  sessionChanged({ user: { id: 1, uuid: 'u1', firstname: 'Demo' }, signedIn: true });
});
afterAll(() => sessionChanged({ user: null, signedIn: false }));

const httpErrors = () => logged.mock.calls.filter((c) => c[0] === '[http]');

describe('the signed-in cart when the API answers 404 (no cart)', () => {
  it('shows an empty cart, not an error: no retry, nothing logged, asked once', async () => {
    answer = () => fail(404, 'Not found');
    renderWithProviders(<CartView />);
    expect(await screen.findByText('Your cart is empty', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(httpErrors()).toEqual([]);
    expect(reads).toBe(1);
  });

  it('shows the cart of a 200 as before', async () => {
    answer = () => ok(cartOf({ shop_id: 1, total_price: 16, user_carts: [memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 8), 'Margherita', 2)])] }));
    renderWithProviders(<CartView />);
    expect(await screen.findByText('Margherita', {}, slow)).toBeInTheDocument();
  });

  it('still shows a failure (500) as an error with a retry, which asks again', async () => {
    answer = () => fail(500, 'Server error');
    renderWithProviders(<CartView />);
    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    answer = () => fail(404, 'Not found');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Your cart is empty', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });
});

describe('a cart view mounted with the cart read already (the drawer opened again)', () => {
  const cartWith = (quantity: number) => cartOf({ shop_id: 1, total_price: 8 * quantity, user_carts: [memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 8), 'Margherita', quantity)])] });
  /** A cache that holds the cart with 2 Margheritas, as a first showing of the view left it (its clear on screen too). */
  const cacheAfterAFirstShowing = async () => {
    const queryClient = createTestQueryClient();
    answer = () => ok(cartWith(2));
    const first = renderWithProviders(<CartView />, { queryClient });
    expect(await screen.findByRole('group', { name: 'Quantity of Margherita' }, slow)).toHaveTextContent('2');
    await screen.findByRole('button', { name: 'Clear cart' }, slow);
    first.unmount();
    return queryClient;
  };

  it('shows the lines read before at once, and reads the cart anew once its frame is painted, not in its render', async () => {
    const queryClient = await cacheAfterAFirstShowing();

    answer = () => ok(cartWith(3));
    reads = 0;
    renderWithProviders(<CartView />, { queryClient });
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2');
    expect(queryClient.isFetching({ queryKey: cartKeys.server })).toBe(0);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('3'), slow);
    expect(reads).toBe(1);
  });

  it('keeps the lines shown when that read fails, with a note whose retry reads the cart again', async () => {
    const queryClient = await cacheAfterAFirstShowing();

    answer = () => fail(503, 'Service unavailable');
    reads = 0;
    renderWithProviders(<CartView />, { queryClient });
    expect(await screen.findByText('Could not refresh your cart: this is what was last loaded.', {}, slow)).toBeInTheDocument();
    expect(reads).toBe(1);
    // The cart is still there, with its controls.
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Remove Margherita' })).toBeEnabled();
    answer = () => ok(cartWith(3));
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('3'), slow);
    expect(screen.queryByText('Could not refresh your cart: this is what was last loaded.')).toBeNull();
  });

  it('shows the lines and "Go to checkout" in its first render, and the cart’s clear once that frame is painted', async () => {
    const queryClient = await cacheAfterAFirstShowing();

    renderWithProviders(<CartView />, { queryClient });
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Clear cart' }, slow)).toBeEnabled();
  });
});
