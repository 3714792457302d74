/**
 * Table reservations without HTTP, on the seed's settings (a notice of 1 hour, 30 days ahead at most) and its first
 * restaurant (booking hours 10:00–23:00, closed on Mondays and on the date ten days on; a stay of 2 hours). The clock
 * is Wednesday 2030-05-15 12:00 in the shop's time zone. A property checks the overlap rule on random sequences of
 * bookings and cancellations of one table.
 */
import fc from 'fast-check';
import type { BookingBody } from '@market/contract/src/schemas/index.ts';
import { freshContext, refusal, userIdOf } from './helpers.ts';
import { DEMO_EMAIL, FRIEND_EMAIL } from '../../src/db/seed.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import { addMinutes, bookedSlots, bookingOffers, bookingTables, bookTable, cancelBooking, userBooking, userBookings } from '../../src/services/bookings.ts';

const ctx = freshContext();
const all = pageArgs({ perPage: 100 });
const SHOP = 1;
const DAY = '2030-05-16';

/** The shop's offer, one of another shop, and a table of 4 chairs or more that has no booking from DAY on (the same all through the file). */
let placed: ReturnType<typeof findPlace> | undefined;
const place = (): ReturnType<typeof findPlace> => (placed ??= findPlace());
function findPlace() {
  const offers = bookingOffers(ctx(), all, undefined).data;
  const offer = offers.find((o) => o.shop.id === SHOP)!;
  const other = offers.find((o) => o.shop.id !== SHOP)!;
  const tables = bookingTables(ctx(), all, { shopId: SHOP }).data;
  return { offer, other, free: tables.find((t) => t.chair_count >= 4 && bookedSlots(ctx(), t.id, { from: `${DAY} 00:00`, to: '9999-12-31' }).length === 0)! };
}

describe('bookTable', () => {
  const body = (b: Partial<BookingBody> = {}): BookingBody => {
    const { offer, free } = place();
    return { table_id: free.id, booking_id: offer.id, start_date: `${DAY} 19:00`, guest: 2, ...b };
  };

  it("books for the offer's stay by default and tells the user; the table is then busy for that span", () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const made = bookTable(ctx(), demo, body({ start_date: '2030-05-22 18:00', note: 'By the window' }), 'en');
    expect(made).toMatchObject({ start_date: '2030-05-22 18:00', end_date: '2030-05-22 20:00', guest: 2, note: 'By the window', status: 'new', shop: { id: SHOP } });
    expect(bookedSlots(ctx(), made.table.id, { from: '2030-05-22 00:00', to: '2030-05-22 23:59' })).toEqual([{ start_date: '2030-05-22 18:00', end_date: '2030-05-22 20:00' }]);
    expect(ctx().db.get('SELECT id FROM notifications WHERE user_id = ? AND booking_id = ? AND type = ?', [demo, made.id, 'new_booking'])).toBeDefined();
    expect(userBookings(ctx(), demo, all, 'new', 'en').data.map((b) => b.id)).toContain(made.id);
  });

  it.each<[string, Partial<BookingBody>, number, string, string]>([
    ['an unknown table', { table_id: 999_999 }, 422, 'table_id', 'The selected table id is invalid.'],
    ['an unknown offer', { booking_id: 999_999 }, 422, 'booking_id', 'The selected booking id is invalid.'],
    ['more guests than chairs', { guest: 40 }, 422, 'guest', 'The table seats at most'],
    ['an end before the start', { end_date: `${DAY} 18:00` }, 422, 'end_date', 'The end date must be after the start date.'],
    ['less than the notice ahead', { start_date: '2030-05-15 12:30' }, 422, 'start_date', 'This time is too soon to book.'],
    ['further ahead than allowed', { start_date: '2030-06-15 19:00' }, 422, 'start_date', 'This date is too far ahead.'],
    ['a Monday (no booking hours)', { start_date: '2030-05-20 19:00' }, 400, '', 'Shop is closed'],
    ['a closed date', { start_date: '2030-05-25 19:00' }, 400, '', 'Shop is closed'],
    ['before the booking hours', { start_date: `${DAY} 09:30` }, 400, '', 'Shop is closed'],
    ['after them', { start_date: `${DAY} 23:30` }, 400, '', 'Shop is closed'],
  ])('refuses %s', (_, b, status, field, message) => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const before = userBookings(ctx(), demo, all, undefined, 'en').meta.total;
    let error: { statusCode?: number; message?: string; params?: Record<string, string[]> } = {};
    try {
      bookTable(ctx(), demo, body(b), 'en');
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.statusCode).toBe(status);
    expect(error.message).toContain(message);
    if (field) expect(Object.keys(error.params!)).toEqual([field]);
    expect(userBookings(ctx(), demo, all, undefined, 'en').meta.total).toBe(before);
  });

  it("refuses another shop's offer for the table", () => {
    const { other } = place();
    expect(() => bookTable(ctx(), userIdOf(ctx(), DEMO_EMAIL), body({ booking_id: other.id }), 'en')).toThrow(refusal(422, { booking_id: ['The selected booking id is invalid.'] }));
  });

  it('takes the last minute of the notice, of the horizon and of the hours', () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    expect(bookTable(ctx(), demo, body({ start_date: '2030-05-15 13:00', end_date: '2030-05-15 14:00' }), 'en').status).toBe('new');
    expect(bookTable(ctx(), demo, body({ start_date: '2030-06-14 23:00' }), 'en').end_date).toBe('2030-06-15 01:00');
  });
});

describe('cancelBooking', () => {
  it("cancels the user's own once (400 the second time, 404 for another user) and frees the table", () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const friend = userIdOf(ctx(), FRIEND_EMAIL);
    const { offer, free } = place();
    const made = bookTable(ctx(), demo, { table_id: free.id, booking_id: offer.id, start_date: '2030-05-23 12:00', guest: 2 }, 'en');
    expect(() => cancelBooking(ctx(), friend, made.id, 'en')).toThrow(refusal(404));
    expect(userBooking(ctx(), friend, made.id, 'en')).toBeUndefined();
    expect(cancelBooking(ctx(), demo, made.id, 'en').status).toBe('canceled');
    expect(() => cancelBooking(ctx(), demo, made.id, 'en')).toThrow(refusal(400));
    expect(bookedSlots(ctx(), free.id, { from: '2030-05-23 00:00', to: '2030-05-23 23:59' })).toEqual([]);
    expect(bookTable(ctx(), friend, { table_id: free.id, booking_id: offer.id, start_date: '2030-05-23 12:00', guest: 2 }, 'en').status).toBe('new');
  });
});

describe('the overlap rule', () => {
  /** Half-hour steps from 10:00 to 23:00 on a Friday, stays of 30 minutes to 3 hours; some steps cancel a booking instead. */
  const step = fc.oneof(
    { weight: 4, arbitrary: fc.record({ start: fc.integer({ min: 0, max: 26 }), halves: fc.integer({ min: 1, max: 6 }) }) },
    { weight: 1, arbitrary: fc.record({ cancel: fc.nat() }) },
  );
  const DATE = '2030-05-24';

  it('a booking is taken exactly when it overlaps no booking of the table that is not canceled (adjacent ones do not overlap)', () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const { offer, free } = place();
    const seed = process.env.BOOKING_SEED ? Number(process.env.BOOKING_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
    const result = fc.check(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        ctx().db.run('DELETE FROM user_bookings WHERE table_id = ? AND start_date LIKE ?', [free.id, `${DATE}%`]);
        const held: { id: number; from: string; to: string }[] = [];
        for (const s of steps) {
          if ('cancel' in s) {
            if (!held.length) continue;
            const [gone] = held.splice(s.cancel % held.length, 1);
            cancelBooking(ctx(), demo, gone!.id, 'en');
            continue;
          }
          const from = addMinutes(`${DATE} 10:00`, s.start * 30);
          const to = addMinutes(from, s.halves * 30);
          const overlaps = held.some((h) => h.from < to && h.to > from);
          let id: number | undefined;
          try {
            id = bookTable(ctx(), demo, { table_id: free.id, booking_id: offer.id, start_date: from, end_date: to, guest: 2 }, 'en').id;
          } catch (e) {
            expect(e).toEqual(refusal(422, { table_id: ['This table is already booked at that time.'] }));
          }
          expect(id === undefined).toBe(overlaps);
          if (id !== undefined) held.push({ id, from, to });
        }
        expect(bookedSlots(ctx(), free.id, { from: `${DATE} 00:00`, to: `${DATE} 23:59` })).toEqual(
          held.map((h) => ({ start_date: h.from, end_date: h.to })).sort((a, b) => a.start_date.localeCompare(b.start_date)),
        );
      }),
      { numRuns: Number(process.env.BOOKING_RUNS ?? 100), seed },
    );
    if (result.failed) throw new Error(`booking property failed (replay: BOOKING_SEED=${seed}):\n${fc.defaultReportMessage(result)}`);
  });
});
