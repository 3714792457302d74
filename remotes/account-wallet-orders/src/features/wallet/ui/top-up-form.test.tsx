import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { currencyChanged } from '@market/bus';
import { aCurrency, API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders, wholeText } from '@market/testing';
import { TopUpForm } from './top-up-form.tsx';

/** What the provider's process route was asked (its query: the top-up's body). */
let asked: Record<string, string>[] = [];
const server = createApiServer(
  http.get(`${API}rest/payments`, () =>
    HttpResponse.json({ data: [{ id: 1, tag: 'cash', active: true }, { id: 4, tag: 'stripe', active: true }, { id: 2, tag: 'wallet', active: true }] }),
  ),
  http.get(`${API}dashboard/user/order-stripe-process`, ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ data: { data: { url: 'about:blank#paid' } } });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  asked = [];
  currencyChanged({ current: aCurrency('USD'), currencies: [aCurrency('USD'), aCurrency('SAR')] });
});

const amount = async (value: string) => fireEvent.change(await screen.findByRole('spinbutton'), { target: { value } });

describe('TopUpForm', () => {
  it('keeps the amount typed before the providers arrive, and then chooses the first provider', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.get(`${API}rest/payments`, async () => {
        await arrived;
        return HttpResponse.json({ data: [{ id: 4, tag: 'stripe', active: true }] });
      }),
    );
    renderWithProviders(<TopUpForm walletUuid="w-demo" />);
    await amount('12');
    arrive();
    expect(await screen.findByTitle('Stripe')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton')).toHaveValue('12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ wallet_id: 'w-demo', total_price: '12' })]));
  });

  it('says when the providers cannot be read, and a retry brings them, the amount kept', async () => {
    let down = true;
    server.use(
      http.get(`${API}rest/payments`, () =>
        down ? HttpResponse.json({ message: 'Payments are down' }, { status: 500 }) : HttpResponse.json({ data: [{ id: 4, tag: 'stripe', active: true }] }),
      ),
    );
    renderWithProviders(<TopUpForm walletUuid="w-demo" />);
    await amount('12');
    const alert = await screen.findByRole('alert', {}, { timeout: 10000 });
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Stripe')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('spinbutton')).toHaveValue('12');
  });

  it('offers the external providers only, and asks the first for its page with the amount in the API currency', async () => {
    currencyChanged({ current: aCurrency('SAR'), currencies: [aCurrency('USD'), aCurrency('SAR')] });
    renderWithProviders(<TopUpForm walletUuid="w-demo" />);
    expect(await screen.findByTitle('Stripe')).toBeInTheDocument();
    await amount('37.5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(asked).toEqual([{ wallet_id: 'w-demo', total_price: '10', currency_id: '3', lang: 'en' }]));
  });

  it('requires an amount of at least a cent of the API currency, asking nothing', async () => {
    renderWithProviders(<TopUpForm walletUuid="w-demo" />);
    expect(await screen.findByTitle('Stripe')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await amount('0.001');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The price keeps its own, left-to-right direction inside the sentence, as <Price> does.
    expect(await screen.findByText(wholeText('Enter at least $0.01'))).toBeInTheDocument();
    expect(screen.getByText('$0.01')).toMatchObject({ tagName: 'BDI', dir: 'ltr' });
    expect(asked).toEqual([]);
  });
});
