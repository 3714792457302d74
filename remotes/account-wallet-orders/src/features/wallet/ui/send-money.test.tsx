import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { currencyChanged } from '@market/bus';
import { aCurrency, API, aRecipient, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders, wholeText } from '@market/testing';
import { SendMoney } from './send-money.tsx';

const USD = aCurrency('USD');
const SAR = aCurrency('SAR');

let sent: unknown[] = [];
let searched: string[] = [];
createApiServer(
  http.get(`${API}dashboard/user/search-sending`, ({ request }) => {
    searched.push(new URL(request.url).searchParams.get('search') ?? '');
    return HttpResponse.json({ data: [aRecipient({ wallet_uuid: 'w-sam' })] });
  }),
  http.post(`${API}dashboard/user/wallet/send`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: null });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  sent = [];
  searched = [];
  currencyChanged({ current: USD, currencies: [USD, SAR] });
});

/** Finds Sam and picks him as the recipient. */
async function pickSam() {
  fireEvent.change(screen.getByLabelText('Find a user by name, email or phone'), { target: { value: '  sam ' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Send money to Sam Friend' }));
  expect(await screen.findByText(wholeText('To: Sam Friend'))).toBeInTheDocument();
}

/** Types the amount (the number input loads on first use). */
const amount = async (value: string) => fireEvent.change(await screen.findByRole('spinbutton'), { target: { value } });

describe('SendMoney', () => {
  it('finds a user by the trimmed text, then sends the amount to their wallet once confirmed', async () => {
    renderWithProviders(<SendMoney />);
    await pickSam();
    expect(searched).toContain('sam');
    await amount('12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(within(dialog).getByText('$12.50')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ price: 12.5, uuid: 'w-sam' }]));
  });

  it('requires an amount, and at least one cent of the API currency in the chosen one', async () => {
    currencyChanged({ current: SAR, currencies: [USD, SAR] });
    renderWithProviders(<SendMoney />);
    await pickSam();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await amount('0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The price keeps its own, left-to-right direction inside the sentence, as <Price> does.
    expect(await screen.findByText(wholeText('Enter at least 0.04 SAR'))).toBeInTheDocument();
    expect(screen.getByText('0.04 SAR')).toMatchObject({ tagName: 'BDI', dir: 'ltr' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an amount typed in another currency in the API currency', async () => {
    currencyChanged({ current: SAR, currencies: [USD, SAR] });
    renderWithProviders(<SendMoney />);
    await pickSam();
    await amount('37.5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ price: 10, uuid: 'w-sam' }]));
  });

  it('goes back to the search when cancelled, sending nothing', async () => {
    renderWithProviders(<SendMoney />);
    await pickSam();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Find a user by name, email or phone')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
