import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aShop, API, createApiServer, fail, http, HttpResponse, initTestI18n, ok, readAgainFailing, renderWithProviders } from '@market/testing';
import BookingPage from './booking-page.tsx';

jest.setTimeout(30_000);

let shopFails: number | null = null;
const server = createApiServer(
  http.get(`${API}rest/booking/shops/5`, () => (shopFails ? fail(shopFails, 'Service unavailable') : ok(aShop({ id: 5, booking: true, translation: { title: 'Cafe Nord' } as never })))),
  http.get(`${API}rest/booking/bookings`, () => HttpResponse.json({ data: [{ id: 2, shop_id: 5, shop: { id: 5 }, max_time: 2, price: 0, active: true }] })),
  http.get(`${API}rest/booking/shop-sections`, () => ok([{ id: 1, shop_id: 5, translation: { title: 'Terrace' } }])),
  http.get(`${API}rest/booking/tables`, () => ok([])),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  shopFails = null;
  localStorage.clear();
});

const route = { route: '/reservations/5', path: '/reservations/:shopId' };

describe('the booking page', () => {
  it('shows the error with a retry when the shop cannot be read the first time', async () => {
    shopFails = 503;
    renderWithProviders(<BookingPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    shopFails = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Reservation details' })).toBeInTheDocument();
  });

  it('keeps the form as it is being filled in when everything is read again and those reads fail (a language switch, the network gone)', async () => {
    const { queryClient } = renderWithProviders(<BookingPage />, route);
    const form = await screen.findByRole('form', { name: 'Reservation details' });
    const note = screen.getByRole('textbox');
    await userEvent.type(note, 'By the window');
    expect(await readAgainFailing(server, queryClient)).toBeGreaterThanOrEqual(3);
    expect(await screen.findByRole('status')).toHaveTextContent('Could not refresh: this is what was last loaded.');
    expect(screen.queryByText('Service unavailable')).toBeNull();
    // The very same form, its field still focused with what was typed in it.
    expect(screen.getByRole('form', { name: 'Reservation details' })).toBe(form);
    expect(note).toHaveValue('By the window');
    expect(note).toHaveFocus();
    // The server answers again: the note's retry reads them again, and the note goes.
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Could not refresh: this is what was last loaded.')).toBeNull());
    expect(screen.getByRole('form', { name: 'Reservation details' })).toBe(form);
    expect(note).toHaveValue('By the window');
  });
});
