import { act, fireEvent, screen, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { connectionBack, connectionLost, settingsLoaded } from '@market/bus';
import { API, createApiServer, fail, http, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { addonDetailOf, cartOf, detailOf, memberOf, shopOf, stockOf } from '../../../test/fixtures.ts';
import { CheckoutForm } from './checkout-form.tsx';

jest.setTimeout(60_000);
// A busy 2-core machine renders the whole form slowly.
const slow = { timeout: 15_000 };
const calls: string[] = [];
const server = createApiServer(
  http.get(`${API}dashboard/user/profile/show`, () => ok({ id: 1, uuid: 'u1', firstname: 'Demo', wallet: { price: 500 } })),
  http.post(`${API}dashboard/user/cart/calculate/7`, () =>
    ok({ price: 20, total_price: 21.5, delivery_fee: 0, total_tax: 0, total_discount: 0, coupon_price: 0, service_fee: 1.5, tips: 0 }),
  ),
  http.get(`${API}rest/payments`, () => {
    calls.push('rest/payments');
    return ok(['cash', 'wallet', 'stripe', 'paypal'].map((tag, i) => ({ id: i + 1, tag, active: true, sandbox: i > 1 })));
  }),
  http.get(`${API}rest/shops/4/payments`, () => {
    calls.push('rest/shops/4/payments');
    return ok([
      { id: 2, tag: 'wallet', active: true, sandbox: false, shop_id: 4 },
      { id: 5, tag: 'paystack', active: true, sandbox: true, shop_id: 4 },
    ]);
  }),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => settingsLoaded({}));

const cart = (shopId: number) => cartOf({ shop_id: shopId, total_price: 20, user_carts: [memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 10), 'Margherita', 2)])] });

async function paymentNames() {
  const group = await screen.findByRole('radiogroup', { name: 'Payment method' }, slow);
  return within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent?.trim());
}

describe('checkout payment methods (settings payment_type)', () => {
  it('admin (the default): the marketplace methods of rest/payments', async () => {
    settingsLoaded({ payment_type: 'admin' });
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    expect(await paymentNames()).toEqual([expect.stringMatching(/^Cash/), expect.stringMatching(/^Wallet/), expect.stringMatching(/^Stripe/), expect.stringMatching(/^PayPal/)]);
    expect(calls).toEqual(['rest/payments']);
  });

  it('without the setting it behaves as admin', async () => {
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    expect(await paymentNames()).toHaveLength(4);
    expect(calls).toEqual(['rest/payments']);
  });

  it("seller: only the shop's own methods, from rest/shops/{id}/payments", async () => {
    settingsLoaded({ payment_type: 'seller' });
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    expect(await paymentNames()).toEqual([expect.stringMatching(/^Wallet/), expect.stringMatching(/^Paystack/)]);
    expect(screen.queryByRole('radio', { name: /cash/i })).not.toBeInTheDocument();
    expect(calls).toEqual(['rest/shops/4/payments']);
  });

  it('seller: a shop answering the nested shape of other deployments, disabled rows left out', async () => {
    settingsLoaded({ payment_type: 'seller' });
    server.use(
      http.get(`${API}rest/shops/9/payments`, () =>
        ok([
          { id: 31, payment_id: 1, shop_id: 9, status: 1, payment: { id: 1, tag: 'cash', active: true } },
          { id: 32, payment_id: 3, shop_id: 9, status: 0, payment: { id: 3, tag: 'stripe', active: true } },
          { id: 33, payment_id: 10, shop_id: 9, status: 1, payment: { id: 10, tag: 'paypal', active: true } },
        ]),
      ),
    );
    renderWithProviders(<CheckoutForm cart={cart(9)} shop={shopOf(9)} />);
    expect(await paymentNames()).toEqual([expect.stringMatching(/^Cash/), expect.stringMatching(/^PayPal/)]);
  });

  it('seller: a shop without methods of its own says so', async () => {
    settingsLoaded({ payment_type: 'seller' });
    server.use(http.get(`${API}rest/shops/3/payments`, () => ok([])));
    renderWithProviders(<CheckoutForm cart={cart(3)} shop={shopOf(3)} />);
    expect(await screen.findByText(/This shop takes no payment method online yet/, undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
  });

  it('seller: an error with retry', async () => {
    settingsLoaded({ payment_type: 'seller' });
    let failures = 1;
    server.use(http.get(`${API}rest/shops/4/payments`, () => (failures-- > 0 ? fail(500, 'Server down') : ok([{ id: 1, tag: 'cash', active: true, sandbox: false, shop_id: 4 }]))));
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    (await screen.findByRole('button', { name: /try again/i }, slow)).click();
    expect(await paymentNames()).toEqual([expect.stringMatching(/^Cash/)]);
  });
});

describe('checkout of a group order', () => {
  it("lists each member's lines: the same pizza with other add-ons twice", async () => {
    const pizza = stockOf(12, 12);
    const group = cartOf({
      shop_id: 4, group: true, total_price: 45,
      user_carts: [
        memberOf(1, 'Demo', 1, [detailOf(11, stockOf(10, 10), 'Water', 1)]),
        memberOf(2, 'Sam', null, [
          detailOf(21, pizza, 'Margherita', 1, [addonDetailOf(22, 21, stockOf(50, 1.5), 'Cheese', 1)]),
          detailOf(23, pizza, 'Margherita', 2, [addonDetailOf(24, 23, stockOf(51, 1), 'Olives', 2)]),
        ]),
      ],
    });
    renderWithProviders(<CheckoutForm cart={group} shop={shopOf(4)} />);
    const sam = await screen.findByRole('region', { name: 'Items of Sam' }, slow);
    const lines = within(sam).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([expect.stringMatching(/Margherita.*Cheese ×1.*\$13\.50/), expect.stringMatching(/Margherita.*Olives ×1.*\$26\.00/)]);
  });
});

describe('checkout offline', () => {
  it('disables Place order with the reason while offline, keeps what was typed, and enables it when back', async () => {
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    const place = await screen.findByRole('button', { name: 'Place order' }, slow);
    const note = screen.getByRole('textbox', { name: 'Note for the order' });
    fireEvent.change(note, { target: { value: 'Ring twice' } });
    act(() => connectionLost());
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('You are offline: this needs a connection. What you entered is kept.');
    expect(screen.getByRole('textbox', { name: 'Note for the order' })).toHaveValue('Ring twice');
    act(() => connectionBack());
    expect(place).toBeEnabled();
    expect(place).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Note for the order' })).toHaveValue('Ring twice');
  });
});

describe('checkout built in steps', () => {
  it('shows the delivery first, then the items with the coupon and tips, then the payment and Place order, each part’s heading holding its place', async () => {
    renderWithProviders(<CheckoutForm cart={cart(4)} shop={shopOf(4)} />);
    // The first render: the delivery whole, the parts below as their headings over a skeleton.
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note for the order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Note for the order' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Place order' }, slow)).toBeInTheDocument();
    // One heading each once built.
    expect(screen.getAllByRole('heading', { level: 2, name: 'Your order' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2, name: 'Payment method' })).toHaveLength(1);
  });
});
