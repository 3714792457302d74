import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { addressChanged, sessionChanged } from '@market/bus';
import { CHECKOUT_FIRST_CALLS, firstCallUrl } from '@market/contract';
import { API, createApiServer, fail, http, initTestI18n, ok, readAgainFailing, renderWithProviders } from '@market/testing';
import { cartOf, detailOf, memberOf, shopOf, stockOf } from '../test/fixtures.ts';
import { createQueryClient } from '@market/http';
import CheckoutPage, { prefetch } from './checkout-page.tsx';

jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

// boot.js starts checkout's first calls with the HTML (the route's firstCalls, with the shopper's token), and the HTTP
// client takes their answers by URL: the list must be the very calls this page makes, written the same way.
const asked: string[] = [];
/** When set, the reads of the cart fail with this status. */
let cartFails: number | null = null;
/** When set, the delivery zone's checks fail with this status. */
let zoneFails: number | null = null;
const server = createApiServer(
  http.get(`${API}rest/shop/4/delivery-zone/check/distance`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    if (zoneFails) return fail(zoneFails, zoneFails === 400 ? "We don't deliver here yet" : 'Service unavailable');
    return ok({ status: true, shop_ids: [4] });
  }),
  http.get(`${API}dashboard/user/cart`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    if (cartFails) return fail(cartFails, 'Service unavailable');
    return ok(cartOf({ shop_id: 4, total_price: 20, user_carts: [memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 10), 'Margherita', 2)])] }));
  }),
  http.get(`${API}rest/shops/4`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return ok(shopOf(4));
  }),
  http.get(`${API}rest/payments`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return ok([{ id: 1, tag: 'cash', active: true, sandbox: false }]);
  }),
  // The form's other reads (payment methods, profile, delivery zone, price), answered empty.
  http.get(`${API}*`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return ok([]);
  }),
  http.post(`${API}*`, ({ request }) => {
    asked.push(`POST ${request.url.slice(API.length)}`);
    return ok({});
  }),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  asked.length = 0;
  cartFails = null;
  zoneFails = null;
  sessionChanged({ user: { id: 1, uuid: 'u1', firstname: 'Demo' }, signedIn: true });
});
afterAll(() => sessionChanged({ user: null, signedIn: false }));

describe('the checkout page’s first calls', () => {
  it('are asked exactly as the contract lists them (lang last)', async () => {
    renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(await screen.findByText('Margherita', {}, slow)).toBeInTheDocument();
    const expected = CHECKOUT_FIRST_CALLS.map((c) => firstCallUrl(c, { lang: 'en' }));
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
  });
});

describe('the checkout page before its first render (prefetch)', () => {
  it('reads the cart, then its shop and the form’s first reads: the first render has them all', async () => {
    const client = createQueryClient();
    await prefetch(client, {});
    expect(asked[0]).toBe(firstCallUrl(CHECKOUT_FIRST_CALLS[0], { lang: 'en' }));
    expect(asked).toEqual(expect.arrayContaining(['rest/shops/4?lang=en', 'rest/payments?lang=en', 'dashboard/user/profile/show?lang=en', 'POST dashboard/user/cart/calculate/7?lang=en']));
    // Rendered with those answers, the page asks none of them again but the cart (always read anew on mount: a write
    // of the page before, still on its way when this one loaded, may land after boot.js's early read).
    asked.length = 0;
    renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout', queryClient: client });
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' }, slow)).toBeInTheDocument();
    expect(asked.filter((u) => !u.startsWith('dashboard/user/cart?'))).toEqual([]);
  });

  it('reads nothing for a guest (the page asks them to sign in)', async () => {
    sessionChanged({ user: null, signedIn: false });
    await prefetch(createQueryClient(), {});
    expect(asked).toEqual([]);
  });
});

describe('the checkout page when the cart read again on arrival fails', () => {
  it('keeps the form as it is, with a note whose retry reads the cart again', async () => {
    const client = createQueryClient();
    await prefetch(client, {});
    cartFails = 503;
    renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout', queryClient: client });
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' }, slow);
    expect(await screen.findByText('Could not refresh your cart: this is what was last loaded.', {}, slow)).toBeInTheDocument();
    // The very same form: not replaced by an error, nor mounted again.
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBe(methods);
    expect(screen.getByText('Margherita')).toBeInTheDocument();
    cartFails = null;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.queryByText('Could not refresh your cart: this is what was last loaded.')).toBeNull(), slow);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBe(methods);
  });
});

describe('the checkout page’s delivery zone', () => {
  const noDelivery = "We don't deliver here yet";
  beforeEach(() => addressChanged({ address: '1700 15th St NW', location: [38.9120424, -77.035308] }));
  afterEach(() => addressChanged(null));

  it('says the shop does not deliver there when the server refuses the point', async () => {
    zoneFails = 400;
    renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(await screen.findByText(noDelivery, {}, slow)).toBeInTheDocument();
  });

  it('says why a check that could not be made failed, with a retry, not that the shop does not deliver there', async () => {
    zoneFails = 503;
    renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(await screen.findByText('Service unavailable', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(noDelivery)).toBeNull();
    zoneFails = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Service unavailable')).toBeNull(), slow);
    expect(screen.queryByText(noDelivery)).toBeNull();
  });

  it('keeps its answer and the form when everything is read again and those reads fail (a language switch, the network gone)', async () => {
    const { queryClient } = renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' }, slow);
    await waitFor(() => expect(asked).toContainEqual(expect.stringMatching(/^rest\/shop\/4\/delivery-zone/)));
    expect(await readAgainFailing(server, queryClient)).toBeGreaterThanOrEqual(4);
    expect(await screen.findByText('Could not refresh your cart: this is what was last loaded.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(noDelivery)).toBeNull();
    expect(screen.queryByText('Service unavailable')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBe(methods);
    expect(screen.getByText('Margherita')).toBeInTheDocument();
  });
});
