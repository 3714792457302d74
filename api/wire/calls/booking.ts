/** Table booking: find a shop, its sections and tables, the free times of a table, book, the history. */
import { BookingRuleList, BookingShopOne, FamilyDisabledDates, ShopPage, ShopSectionOne, ShopSectionPage, TablePage, UserBookingOne, UserBookingPage } from '@market/contract/src/family/index.ts';
import type { FamilyCall, ReplayContext } from '../types.ts';
import { dig } from './keep.ts';
import { HOME } from './catalogue.ts';

const day = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
/**
 * A day the demo shop takes bookings, two or more days ahead: it takes none on Mondays (the seed), so two days ahead
 * would be refused ("Shop is closed") whenever the replay runs on a Saturday.
 */
const bookableDay = (): string => {
  for (let n = 2; ; n++) if (new Date(`${day(n)}T12:00:00Z`).getUTCDay() !== 1) return day(n);
};

export const calls: FamilyCall[] = [
  { screen: 'reservation shop picker', method: 'GET', path: `rest/booking/shops/paginate?lang=en&page=1&address=${HOME}&open=1`, auth: 'guest', schema: ShopPage },
  { screen: 'reservation page: shop', method: 'GET', path: 'rest/booking/shops/1?lang=en', auth: 'guest', schema: BookingShopOne },
  { screen: 'reservation: sections', method: 'GET', path: 'rest/booking/shop-sections?lang=en&page=1&perPage=100&shop_id=1', auth: 'guest', schema: ShopSectionPage },
  { screen: 'zone page', method: 'GET', path: 'rest/booking/shop-sections/1?lang=en', auth: 'guest', schema: ShopSectionOne },
  { screen: 'reservation: tables', method: 'GET', path: 'rest/booking/tables?lang=en&page=1&perPage=100&shop_section_id=1', auth: 'guest', schema: TablePage },
  {
    screen: 'reservation: booked times of a table',
    method: 'GET',
    path: () => `rest/booking/disable-dates/table/1?lang=en&date_from=${day(1)}&date_to=${day(1)}`,
    auth: 'guest',
    schema: FamilyDisabledDates,
  },
  {
    screen: 'booking form: booking rules',
    method: 'GET',
    path: 'rest/booking/bookings?lang=en',
    auth: 'guest',
    schema: BookingRuleList,
    // The form sends the id of the rule whose `shop.id` is the shop (undefined when none matches, as the client does).
    keep: (answer, ctx) => {
      const rows = dig(answer, 'data');
      const rule = Array.isArray(rows) ? (rows as { id?: number; shop?: { id?: number } }[]).find((r) => r.shop?.id === 1) : undefined;
      if (typeof rule?.id === 'number') ctx.ids.bookingId = rule.id;
    },
  },
  {
    screen: 'booking form: book',
    method: 'POST',
    path: 'dashboard/user/my-bookings?lang=en',
    body: (ctx: ReplayContext) => ({ table_id: 1, booking_id: ctx.ids.bookingId, start_date: `${bookableDay()} 19:00`, note: 'Window seat', guest: 2 }),
    auth: 'user',
    schema: UserBookingOne,
  },
  { screen: 'reservations page', method: 'GET', path: 'dashboard/user/my-bookings?lang=en&page=1', auth: 'user', schema: UserBookingPage },
];
