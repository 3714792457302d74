/**
 * Reservations. Settings: reservation_time_durations = how many days ahead a table can be booked;
 * reservation_before_time and min_reservation_time = the notice in hours (the larger applies). A stay lasts
 * the shop's booking max_time (hours) unless end_date says otherwise. Times are shop-local 'YYYY-MM-DD HH:mm'.
 */
import { dayNameOf, type Booking, type BookingTable, type DisabledSlot, type ShopSection, type UserBooking } from '@market/contract';
import { BookingBody } from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { int, str } from '../lib/query.ts';
import { pageArgs, pageQuery } from '../lib/paginate.ts';
import { notify } from '../services/notify.ts';
import type {
  BookingRuleList, FamilyDisabledDates, ShopSectionOne, ShopSectionPage, TablePage, UserBookingOne, UserBookingPage, Wire,
} from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;
const STAMP = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

interface SectionRow { id: number; shop_id: number; img: string; area: number; translations: string }
interface TableRow { id: number; name: string; shop_section_id: number; chair_count: number }
interface UserBookingRow { id: number; user_id: number; booking_id: number; table_id: number; start_date: string; end_date: string; guest: number; note: string | null; status: UserBooking['status']; created_at: string }

/** Adds minutes to a 'YYYY-MM-DD HH:mm' stamp (wall-clock arithmetic). */
export function addMinutes(stamp: string, minutes: number): string {
  const d = new Date(`${stamp.replace(' ', 'T')}:00Z`);
  return new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

const section = (r: SectionRow, lang: string): ShopSection => ({ id: r.id, shop_id: r.shop_id, img: r.img, area: r.area, translation: pick(r.translations, lang) });

/** Bookings of a table that overlap [from, to). */
function busy(ctx: Ctx, tableId: number, from: string, to: string): DisabledSlot[] {
  return ctx.db.all<DisabledSlot>(
    "SELECT start_date, end_date FROM user_bookings WHERE table_id = ? AND status != 'canceled' AND start_date < ? AND end_date > ? ORDER BY start_date",
    [tableId, to, from],
  );
}

function range(q: Q): { from: string; to: string } | undefined {
  const from = str(q.date_from);
  const to = str(q.date_to);
  if (!from && !to) return undefined;
  if ((from && !STAMP.test(from)) || (to && !STAMP.test(to))) throw invalid(from && !STAMP.test(from) ? 'date_from' : 'date_to', 'The date format is invalid.');
  return { from: from ?? '0000-01-01', to: to && to.length === 10 ? `${to} 23:59` : (to ?? '9999-12-31') };
}

export function bookingRoutes({ pub, user, ctx }: Scopes): void {
  const { db } = ctx;
  const setting = (key: string, fallback: number) => Number(db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key])?.value ?? fallback) || fallback;

  pub.get('/rest/booking/bookings', async (req): Promise<Wire<typeof BookingRuleList>> => {
    const q = req.query as Q;
    const shopId = int(q.shop_id);
    return pageQuery<{ id: number; shop_id: number; max_time: number; price: number; active: number }, Booking>(
      db, pageArgs(q, 20), 'b.*', `FROM bookings b JOIN shops s ON s.id = b.shop_id AND s.status = 'approved' ${shopId ? 'WHERE b.shop_id = ?' : ''}`, 'b.id',
      shopId ? [shopId] : [], (rows) => rows.map((b) => ({ ...b, shop: { id: b.shop_id }, active: b.active === 1 })),
    );
  });
  pub.get('/rest/booking/shop-sections', async (req): Promise<Wire<typeof ShopSectionPage>> => {
    const q = req.query as Q;
    const shopId = int(q.shop_id);
    return pageQuery<SectionRow, ShopSection>(db, pageArgs(q, 20), '*', `FROM shop_sections ${shopId ? 'WHERE shop_id = ?' : ''}`, 'id', shopId ? [shopId] : [], (rows) =>
      rows.map((r) => section(r, req.lang)),
    );
  });
  // One section (the family's zone page): its picture and texts, with its shop's.
  pub.get<{ Params: { id: string } }>('/rest/booking/shop-sections/:id', async (req): Promise<Wire<typeof ShopSectionOne>> => {
    const row = db.get<SectionRow & { uuid: string; logo_img: string; s_translations: string }>(
      'SELECT ss.*, sh.uuid, sh.logo_img, sh.translations AS s_translations FROM shop_sections ss JOIN shops sh ON sh.id = ss.shop_id WHERE ss.id = ?',
      [int(req.params.id) ?? 0],
    );
    if (!row) throw notFound();
    const shop = { id: row.shop_id, uuid: row.uuid, logo_img: row.logo_img, translation: pick(row.s_translations, req.lang) };
    const data: ShopSection & { shop: UserBooking['shop'] } = { ...section(row, req.lang), shop };
    return { data };
  });
  pub.get('/rest/booking/tables', async (req): Promise<Wire<typeof TablePage>> => {
    const q = req.query as Q;
    const sectionId = int(q.shop_section_id);
    const shopId = int(q.shop_id);
    const r = range(q);
    const where = sectionId ? 'WHERE t.shop_section_id = ?' : shopId ? 'WHERE s.shop_id = ?' : '';
    return pageQuery<TableRow, BookingTable>(db, pageArgs(q, 50), 't.*', `FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id ${where}`, 't.id',
      sectionId ? [sectionId] : shopId ? [shopId] : [],
      (rows) => rows.map((t) => ({ ...t, ...(r ? { available: busy(ctx, t.id, r.from, r.to).length === 0 } : {}) })),
    );
  });
  pub.get<{ Params: { id: string } }>('/rest/booking/disable-dates/table/:id', async (req): Promise<Wire<typeof FamilyDisabledDates>> => {
    const table = db.get<TableRow>('SELECT * FROM booking_tables WHERE id = ?', [int(req.params.id) ?? 0]);
    if (!table) throw notFound();
    const r = range(req.query as Q) ?? { from: `${ctx.local().date} 00:00`, to: '9999-12-31' };
    // A bare array, as the family answers it.
    return busy(ctx, table.id, r.from, r.to);
  });

  const present = (rows: UserBookingRow[], lang: string): UserBooking[] =>
    rows.map((b) => {
      const t = db.get<TableRow & { s_id: number; shop_id: number; s_img: string; area: number; s_translations: string; uuid: string; logo_img: string; translations: string }>(
        `SELECT t.*, s.id AS s_id, s.shop_id, s.img AS s_img, s.area, s.translations AS s_translations, sh.uuid, sh.logo_img, sh.translations
         FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id JOIN shops sh ON sh.id = s.shop_id WHERE t.id = ?`,
        [b.table_id],
      )!;
      const shop = { id: t.shop_id, uuid: t.uuid, logo_img: t.logo_img, translation: pick(t.translations, lang) };
      return {
        id: b.id, booking_id: b.booking_id, start_date: b.start_date, end_date: b.end_date, guest: b.guest, note: b.note ?? undefined, status: b.status, created_at: b.created_at,
        table: { id: t.id, name: t.name, shop_section_id: t.shop_section_id, chair_count: t.chair_count, shop_section: section({ id: t.s_id, shop_id: t.shop_id, img: t.s_img, area: t.area, translations: t.s_translations }, lang) },
        // The booking rule's shop is the table's (a booking is refused otherwise): the family's history reads it there.
        shop, booking: { id: b.booking_id, shop },
      };
    });
  const own = (userId: number, id: unknown): UserBookingRow => {
    const row = db.get<UserBookingRow>('SELECT * FROM user_bookings WHERE id = ? AND user_id = ?', [int(id) ?? 0, userId]);
    if (!row) throw notFound();
    return row;
  };

  user.get('/dashboard/user/my-bookings', async (req): Promise<Wire<typeof UserBookingPage>> => {
    const q = req.query as Q;
    const status = str(q.status);
    return pageQuery<UserBookingRow, UserBooking>(db, pageArgs(q), '*', `FROM user_bookings WHERE user_id = ? ${status ? 'AND status = ?' : ''}`, 'start_date DESC, id DESC',
      status ? [req.userId, status] : [req.userId], (rows) => present(rows, req.lang));
  });
  user.get<{ Params: { id: string } }>('/dashboard/user/my-bookings/:id', async (req): Promise<Wire<typeof UserBookingOne>> => ({ data: present([own(req.userId, req.params.id)], req.lang)[0] }));

  user.post('/dashboard/user/my-bookings', { schema: { body: BookingBody } }, async (req, reply) => {
    const b = req.body as BookingBody;
    const table = db.get<TableRow & { shop_id: number }>('SELECT t.*, s.shop_id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE t.id = ?', [b.table_id]);
    if (!table) throw invalid('table_id', 'The selected table id is invalid.');
    const offer = db.get<{ id: number; shop_id: number; max_time: number; active: number }>('SELECT * FROM bookings WHERE id = ?', [b.booking_id]);
    if (!offer || offer.shop_id !== table.shop_id || !offer.active) throw invalid('booking_id', 'The selected booking id is invalid.');
    if (b.guest > table.chair_count) throw invalid('guest', `The table seats at most ${table.chair_count} guests.`);
    const end = b.end_date ?? addMinutes(b.start_date, offer.max_time * 60);
    if (end <= b.start_date) throw invalid('end_date', 'The end date must be after the start date.');
    const now = ctx.local();
    const lead = Math.max(setting('reservation_before_time', 0), setting('min_reservation_time', 0)) * 60;
    if (b.start_date < addMinutes(`${now.date} ${now.time}`, lead)) throw invalid('start_date', 'This time is too soon to book.');
    if (b.start_date.slice(0, 10) > addMinutes(`${now.date} 00:00`, setting('reservation_time_durations', 30) * 1440).slice(0, 10)) {
      throw invalid('start_date', 'This date is too far ahead.');
    }
    const day = dayNameOf(new Date(`${b.start_date.slice(0, 10)}T12:00:00Z`).getUTCDay());
    const hours = db.get<{ from_time: string; to_time: string; disabled: number }>("SELECT * FROM shop_working_days WHERE shop_id = ? AND kind = 'booking' AND day = ?", [table.shop_id, day!]);
    const closed = db.get("SELECT 1 FROM shop_closed_dates WHERE shop_id = ? AND kind = 'booking' AND day = ?", [table.shop_id, b.start_date.slice(0, 10)]);
    const time = b.start_date.slice(11);
    if (!hours || hours.disabled || closed || time < hours.from_time || time > hours.to_time) throw new HttpError(400, MSG.shopClosed);
    const id = db.tx(() => {
      if (busy(ctx, table.id, b.start_date, end).length) throw invalid('table_id', 'This table is already booked at that time.');
      return db.insert('user_bookings', {
        user_id: req.userId, booking_id: offer.id, table_id: table.id, start_date: b.start_date, end_date: end, guest: b.guest, note: b.note,
        status: 'new', created_at: ctx.now().toISOString(),
      });
    });
    notify(ctx, req.userId, 'new_booking', 'Reservation requested', `Table ${table.name}, ${b.start_date}`, { booking_id: id });
    return reply.code(201).send({ data: present([own(req.userId, id)], req.lang)[0]! } satisfies Wire<typeof UserBookingOne>);
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/my-bookings/:id/status/change', async (req): Promise<Wire<typeof UserBookingOne>> => {
    const row = own(req.userId, req.params.id);
    if (str((req.query as Q).status ?? (req.body as Q | null)?.status) !== 'canceled') throw invalid('status', 'The selected status is invalid.');
    if (row.status === 'canceled') throw new HttpError(400, 'The reservation is already canceled');
    db.run("UPDATE user_bookings SET status = 'canceled' WHERE id = ?", [row.id]);
    notify(ctx, req.userId, 'booking_status', 'Reservation canceled', `Table reservation ${row.start_date}`, { booking_id: row.id });
    return { data: present([own(req.userId, row.id)], req.lang)[0] };
  });
}
