import type { UserBooking } from '@market/contract';
import { sortBookings } from './my-bookings.ts';

const b = (id: number, start_date: string) => ({ id, start_date }) as UserBooking;

describe('sortBookings', () => {
  it('lists upcoming bookings first, soonest first, then past ones, latest first', () => {
    const now = new Date(2030, 4, 15, 12, 0);
    const list = [b(1, '2030-05-10 19:00'), b(2, '2030-05-20 19:00'), b(3, '2030-05-16 12:00'), b(4, '2030-05-14 19:00')];
    expect(sortBookings(list, now).map((x) => x.id)).toEqual([3, 2, 4, 1]);
  });
});
