/** Reservations: the offers, sections and tables of the shops, and the signed-in user's bookings (services/bookings.ts). */
import { BookingBody } from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import { found, invalid, notFound } from '../lib/errors.ts';
import { int, str } from '../lib/query.ts';
import { pageArgs } from '../lib/paginate.ts';
import {
  bookedSlots, bookingOffers, bookingTable, bookingTables, bookTable, cancelBooking, shopSection, shopSections, userBooking, userBookings, type Span,
} from '../services/bookings.ts';
import type {
  BookingRuleList, FamilyDisabledDates, ShopSectionOne, ShopSectionPage, TablePage, UserBookingOne, UserBookingPage, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;
const STAMP = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

/** date_from and date_to of the query ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'; a bare end date takes its whole day), if either is given. */
function range(q: Q): Span | undefined {
  const from = str(q.date_from);
  const to = str(q.date_to);
  if (!from && !to) return undefined;
  if ((from && !STAMP.test(from)) || (to && !STAMP.test(to))) throw invalid(from && !STAMP.test(from) ? 'date_from' : 'date_to', 'The date format is invalid.');
  return { from: from ?? '0000-01-01', to: to && to.length === 10 ? `${to} 23:59` : (to ?? '9999-12-31') };
}

export function bookingRoutes({ pub, user, ctx }: Scopes): void {
  pub.get('/rest/booking/bookings', async (req): Promise<Wire<typeof BookingRuleList>> => {
    const q = req.query as Q;
    return bookingOffers(ctx, pageArgs(q, 20), int(q.shop_id));
  });
  pub.get('/rest/booking/shop-sections', async (req): Promise<Wire<typeof ShopSectionPage>> => {
    const q = req.query as Q;
    return shopSections(ctx, pageArgs(q, 20), int(q.shop_id), req.lang);
  });
  // One section (the family's zone page): its picture and texts, with its shop's.
  pub.get<{ Params: { id: string } }>('/rest/booking/shop-sections/:id', async (req): Promise<Wire<typeof ShopSectionOne>> => {
    return found(shopSection(ctx, int(req.params.id) ?? 0, req.lang));
  });
  pub.get('/rest/booking/tables', async (req): Promise<Wire<typeof TablePage>> => {
    const q = req.query as Q;
    const by = { sectionId: int(q.shop_section_id), shopId: int(q.shop_id) };
    return bookingTables(ctx, pageArgs(q, 50), by, range(q));
  });
  pub.get<{ Params: { id: string } }>('/rest/booking/disable-dates/table/:id', async (req): Promise<Wire<typeof FamilyDisabledDates>> => {
    const table = bookingTable(ctx, int(req.params.id) ?? 0);
    if (!table) throw notFound();
    // A bare array, as the family answers it.
    return bookedSlots(ctx, table.id, range(req.query as Q));
  });

  user.get('/dashboard/user/my-bookings', async (req): Promise<Wire<typeof UserBookingPage>> => {
    const q = req.query as Q;
    return userBookings(ctx, req.userId, pageArgs(q), str(q.status), req.lang);
  });
  user.get<{ Params: { id: string } }>('/dashboard/user/my-bookings/:id', async (req): Promise<Wire<typeof UserBookingOne>> =>
    found(userBooking(ctx, req.userId, int(req.params.id) ?? 0, req.lang)),
  );

  user.post('/dashboard/user/my-bookings', { schema: { body: BookingBody } }, async (req, reply) =>
    reply.code(201).send({ data: bookTable(ctx, req.userId, req.body as BookingBody, req.lang) } satisfies Wire<typeof UserBookingOne>),
  );
  user.post<{ Params: { id: string } }>('/dashboard/user/my-bookings/:id/status/change', async (req): Promise<Wire<typeof UserBookingOne>> => {
    const booking = userBooking(ctx, req.userId, int(req.params.id) ?? 0, req.lang);
    if (!booking) throw notFound();
    if (str((req.query as Q).status ?? (req.body as Q | null)?.status) !== 'canceled') throw invalid('status', 'The selected status is invalid.');
    return { data: cancelBooking(ctx, req.userId, booking.id, req.lang) };
  });
}
