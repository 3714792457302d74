import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, createApiServer, createTestQueryClient, http, HttpResponse } from '@market/testing';
import { useBookingOffer, useDisabledSlots } from './booking-api.ts';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;

createApiServer(
  // A family backend lists every shop's offers whatever `shop_id` asks: the rows name their shop in `shop.id`.
  http.get(`${API}rest/booking/bookings`, () =>
    HttpResponse.json({
      data: [
        { id: 1, shop_id: 1, shop: { id: 1 }, max_time: 2, price: 0, active: true },
        { id: 2, shop_id: 5, shop: { id: 5 }, max_time: 3, price: 0, active: true },
      ],
    }),
  ),
  // The family's shape: a bare array, no `data`.
  http.get(`${API}rest/booking/disable-dates/table/:id`, () => HttpResponse.json([{ start_date: '2030-05-16 19:00', end_date: '2030-05-16 21:00' }])),
);

describe('reservations readers in the family shape', () => {
  it("takes the offer whose shop.id is the shop's (its id is the booking_id)", async () => {
    const { result } = renderHook(() => useBookingOffer(5), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 2, max_time: 3 }));
  });

  it('has no offer for a shop that has none', async () => {
    const { result } = renderHook(() => useBookingOffer(9), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it("reads a table's booked periods from the bare array", async () => {
    const { result } = renderHook(() => useDisabledSlots(1, '2030-05-16', '2030-05-16'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ start_date: '2030-05-16 19:00', end_date: '2030-05-16 21:00' }]));
  });
});
