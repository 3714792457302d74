import type { UserBooking } from '@market/contract';
import { toDate } from './slots.ts';

const startOf = (b: UserBooking) => {
  const [day, time] = b.start_date.split(' ');
  return toDate(day!, time ?? '00:00').getTime();
};

/** Upcoming bookings first (soonest first), then past ones (latest first). */
export function sortBookings(list: UserBooking[], now: Date): UserBooking[] {
  const t = now.getTime();
  const upcoming = list.filter((b) => startOf(b) >= t).sort((a, b) => startOf(a) - startOf(b));
  const past = list.filter((b) => startOf(b) < t).sort((a, b) => startOf(b) - startOf(a));
  return [...upcoming, ...past];
}

export function isUpcoming(b: UserBooking, now: Date): boolean {
  return startOf(b) >= now.getTime();
}
