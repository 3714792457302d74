import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, createApiServer, fail, http, initTestI18n, ok, readAgainFailing, renderWithProviders } from '@market/testing';
import type { ParcelType } from '@market/contract';
import { ParcelForm } from './parcel-form.tsx';

jest.setTimeout(30_000);

const box: ParcelType = {
  id: 1,
  type: 'Small box',
  img: '',
  min_width: 0,
  max_width: 30,
  min_height: 0,
  max_height: 30,
  min_length: 0,
  max_length: 30,
  min_g: 0,
  max_g: 5000,
  price: 4,
  price_per_km: 1,
  max_range: 50,
  options: [],
} as ParcelType;

let typesFail: number | null = null;
const server = createApiServer(
  http.get(`${API}rest/parcel-order/types`, () => (typesFail ? fail(typesFail, 'Service unavailable') : ok([box]))),
  http.get(`${API}*`, () => ok([])),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  typesFail = null;
  localStorage.clear();
});

describe('the parcel form', () => {
  it('shows the error with a retry when its parcel types cannot be read the first time', async () => {
    typesFail = 503;
    renderWithProviders(<ParcelForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    typesFail = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Small box/ })).toBeInTheDocument();
  });

  it('stays as it is being filled in when everything is read again and those reads fail (a language switch, the network gone)', async () => {
    const { queryClient } = renderWithProviders(<ParcelForm />);
    const form = await screen.findByRole('form', { name: 'Parcel details' });
    await userEvent.click(screen.getByRole('radio', { name: /Small box/ }));
    const sender = within(screen.getByRole('group', { name: 'Sender' }));
    const name = sender.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Amal');
    expect(await readAgainFailing(server, queryClient)).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText('Could not refresh: this is what was last loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).toBeNull();
    // The very same form, its field still focused with what was typed in it.
    expect(screen.getByRole('form', { name: 'Parcel details' })).toBe(form);
    expect(name).toHaveValue('Amal');
    expect(name).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Small box/ })).toBeChecked();
  });
});
