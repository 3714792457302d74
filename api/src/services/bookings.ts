/**
 * Table reservations. Settings: reservation_time_durations = how many days ahead a table can be booked;
 * reservation_before_time and min_reservation_time = the notice in hours (the larger applies). A stay lasts the
 * shop's booking max_time (hours) unless end_date says otherwise. Times are shop-local 'YYYY-MM-DD HH:mm'.
 */
import { dayNameOf, type Booking, type BookingTable, type DisabledSlot, type Paginated, type ShopSection, type UserBooking } from '@market/contract';
import type { BookingBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { notify } from './notify.ts';

/** A span of shop-local stamps, [from, to). */
export interface Span {
  from: string;
  to: string;
}

interface SectionRow { id: number; shop_id: number; img: string; area: number; translations: string }
interface TableRow { id: number; name: string; shop_section_id: number; chair_count: number }
interface UserBookingRow { id: number; user_id: number; booking_id: number; table_id: number; start_date: string; end_date: string; guest: number; note: string | null; status: UserBooking['status']; created_at: string }

/** Adds minutes to a 'YYYY-MM-DD HH:mm' stamp (wall-clock arithmetic). */
export function addMinutes(stamp: string, minutes: number): string {
  const d = new Date(`${stamp.replace(' ', 'T')}:00Z`);
  return new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

const section = (r: SectionRow, lang: string): ShopSection => ({ id: r.id, shop_id: r.shop_id, img: r.img, area: r.area, translation: pick(r.translations, lang) });

/** Bookings of a table that overlap [from, to), canceled ones aside. */
function busy(ctx: Ctx, tableId: number, from: string, to: string): DisabledSlot[] {
  return ctx.db.all<DisabledSlot>(
    "SELECT start_date, end_date FROM user_bookings WHERE table_id = ? AND status != 'canceled' AND start_date < ? AND end_date > ? ORDER BY start_date",
    [tableId, to, from],
  );
}

const setting = (ctx: Ctx, key: string, fallback: number): number =>
  Number(ctx.db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key])?.value ?? fallback) || fallback;

/** A page of the booking offers of approved shops (of one shop, given its id). */
export function bookingOffers(ctx: Ctx, p: PageArgs, shopId: number | undefined): Paginated<Booking> {
  return pageQuery<{ id: number; shop_id: number; max_time: number; price: number; active: number }, Booking>(
    ctx.db, p, 'b.*', `FROM bookings b JOIN shops s ON s.id = b.shop_id AND s.status = 'approved' ${shopId ? 'WHERE b.shop_id = ?' : ''}`, 'b.id',
    shopId ? [shopId] : [], (rows) => rows.map((b) => ({ ...b, shop: { id: b.shop_id }, active: b.active === 1 })),
  );
}

/** A page of the shops' sections (of one shop, given its id). */
export function shopSections(ctx: Ctx, p: PageArgs, shopId: number | undefined, lang: string): Paginated<ShopSection> {
  return pageQuery<SectionRow, ShopSection>(ctx.db, p, '*', `FROM shop_sections ${shopId ? 'WHERE shop_id = ?' : ''}`, 'id', shopId ? [shopId] : [], (rows) =>
    rows.map((r) => section(r, lang)),
  );
}

/** One section (the family's zone page): its picture and texts, with its shop's. */
export function shopSection(ctx: Ctx, id: number, lang: string): (ShopSection & { shop: UserBooking['shop'] }) | undefined {
  const row = ctx.db.get<SectionRow & { uuid: string; logo_img: string; s_translations: string }>(
    'SELECT ss.*, sh.uuid, sh.logo_img, sh.translations AS s_translations FROM shop_sections ss JOIN shops sh ON sh.id = ss.shop_id WHERE ss.id = ?',
    [id],
  );
  if (!row) return undefined;
  const shop = { id: row.shop_id, uuid: row.uuid, logo_img: row.logo_img, translation: pick(row.s_translations, lang) };
  return { ...section(row, lang), shop };
}

/** A page of the tables of a section, or of a shop, or all; with a span, whether each is free all through it. */
export function bookingTables(ctx: Ctx, p: PageArgs, by: { sectionId?: number; shopId?: number }, span?: Span): Paginated<BookingTable> {
  const { sectionId, shopId } = by;
  const where = sectionId ? 'WHERE t.shop_section_id = ?' : shopId ? 'WHERE s.shop_id = ?' : '';
  return pageQuery<TableRow, BookingTable>(ctx.db, p, 't.*', `FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id ${where}`, 't.id',
    sectionId ? [sectionId] : shopId ? [shopId] : [],
    (rows) => rows.map((t) => ({ ...t, ...(span ? { available: busy(ctx, t.id, span.from, span.to).length === 0 } : {}) })),
  );
}

/** A table by its id. */
export function bookingTable(ctx: Ctx, id: number): BookingTable | undefined {
  return ctx.db.get<TableRow>('SELECT * FROM booking_tables WHERE id = ?', [id]);
}

/** The booked slots of a table within the span (by default, from today on). */
export function bookedSlots(ctx: Ctx, tableId: number, span?: Span): DisabledSlot[] {
  const r = span ?? { from: `${ctx.local().date} 00:00`, to: '9999-12-31' };
  return busy(ctx, tableId, r.from, r.to);
}

function present(ctx: Ctx, rows: UserBookingRow[], lang: string): UserBooking[] {
  return rows.map((b) => {
    const t = ctx.db.get<TableRow & { s_id: number; shop_id: number; s_img: string; area: number; s_translations: string; uuid: string; logo_img: string; translations: string }>(
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
}

const ownRow = (ctx: Ctx, userId: number, id: number): UserBookingRow | undefined =>
  ctx.db.get<UserBookingRow>('SELECT * FROM user_bookings WHERE id = ? AND user_id = ?', [id, userId]);

/** A page of the user's reservations (of a status, given one), the latest start first. */
export function userBookings(ctx: Ctx, userId: number, p: PageArgs, status: string | undefined, lang: string): Paginated<UserBooking> {
  return pageQuery<UserBookingRow, UserBooking>(ctx.db, p, '*', `FROM user_bookings WHERE user_id = ? ${status ? 'AND status = ?' : ''}`, 'start_date DESC, id DESC',
    status ? [userId, status] : [userId], (rows) => present(ctx, rows, lang));
}

/** One of the user's reservations; undefined when it is not theirs or does not exist. */
export function userBooking(ctx: Ctx, userId: number, id: number, lang: string): UserBooking | undefined {
  const row = ownRow(ctx, userId, id);
  return row && present(ctx, [row], lang)[0];
}

/**
 * Books a table for the user: the table and an active offer of its shop, no more guests than chairs, an end after
 * the start, at least the notice ahead and at most the horizon, within the shop's booking hours on a day it is not
 * closed, and no other reservation of the table overlapping (422 naming the field, 400 when the shop is closed).
 */
export function bookTable(ctx: Ctx, userId: number, b: BookingBody, lang: string): UserBooking {
  const { db } = ctx;
  const table = db.get<TableRow & { shop_id: number }>('SELECT t.*, s.shop_id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE t.id = ?', [b.table_id]);
  if (!table) throw invalid('table_id', 'The selected table id is invalid.');
  const offer = db.get<{ id: number; shop_id: number; max_time: number; active: number }>('SELECT * FROM bookings WHERE id = ?', [b.booking_id]);
  if (!offer || offer.shop_id !== table.shop_id || !offer.active) throw invalid('booking_id', 'The selected booking id is invalid.');
  if (b.guest > table.chair_count) throw invalid('guest', `The table seats at most ${table.chair_count} guests.`);
  const end = b.end_date ?? addMinutes(b.start_date, offer.max_time * 60);
  if (end <= b.start_date) throw invalid('end_date', 'The end date must be after the start date.');
  const now = ctx.local();
  const lead = Math.max(setting(ctx, 'reservation_before_time', 0), setting(ctx, 'min_reservation_time', 0)) * 60;
  if (b.start_date < addMinutes(`${now.date} ${now.time}`, lead)) throw invalid('start_date', 'This time is too soon to book.');
  if (b.start_date.slice(0, 10) > addMinutes(`${now.date} 00:00`, setting(ctx, 'reservation_time_durations', 30) * 1440).slice(0, 10)) {
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
      user_id: userId, booking_id: offer.id, table_id: table.id, start_date: b.start_date, end_date: end, guest: b.guest, note: b.note,
      status: 'new', created_at: ctx.now().toISOString(),
    });
  });
  notify(ctx, userId, 'new_booking', 'Reservation requested', `Table ${table.name}, ${b.start_date}`, { booking_id: id });
  return present(ctx, [ownRow(ctx, userId, id)!], lang)[0]!;
}

/** Cancels one of the user's reservations (404 when it is not theirs, 400 when it is canceled already); the table is free again. */
export function cancelBooking(ctx: Ctx, userId: number, id: number, lang: string): UserBooking {
  const row = ownRow(ctx, userId, id);
  if (!row) throw notFound();
  if (row.status === 'canceled') throw new HttpError(400, 'The reservation is already canceled');
  ctx.db.run("UPDATE user_bookings SET status = 'canceled' WHERE id = ?", [row.id]);
  notify(ctx, userId, 'booking_status', 'Reservation canceled', `Table reservation ${row.start_date}`, { booking_id: row.id });
  return present(ctx, [ownRow(ctx, userId, row.id)!], lang)[0]!;
}
