/** The family's table booking, as its customer web client reads it. */
import Type from 'typebox';
import { Id, Img, LatLng, List, Nullable, Num, One, Page, Str, Translation } from './common.ts';
import { ClosedDate, WorkingDay } from './catalogue.ts';

/**
 * A shop's booking rules (`rest/booking/bookings`): the booking form sends the `id` of the row whose `shop.id` is
 * the shop being booked.
 */
export const FamilyBookingRule = Type.Object({ id: Id, max_time: Num, shop: Type.Object({ id: Id }) });

/** A section (hall, terrace) of a shop: the reservation form lists them by title; the zone page shows image and text. */
export const FamilyShopSection = Type.Object({ id: Id, img: Img, translation: Translation });

/** A table: its name and seats. */
export const FamilyTable = Type.Object({ id: Id, name: Str, chair_count: Num });

/**
 * GET rest/booking/disable-dates/table/{id}: a BARE array (no `data`) of the booked periods; the time picker hides
 * slots inside one.
 */
export const FamilyDisabledDates = Type.Array(Type.Object({ start_date: Str, end_date: Nullable(Str) }));

/** The reservation page of a shop: title, address, rating, booking hours and closed days, map point, phone. */
export const FamilyBookingShop = Type.Object({
  id: Id,
  translation: Type.Object({ title: Str, description: Type.Optional(Nullable(Str)), address: Nullable(Str) }),
  rating_avg: Nullable(Num),
  reviews_count: Nullable(Type.Integer()),
  location: LatLng,
  phone: Nullable(Str),
  booking_shop_working_days: Type.Array(WorkingDay),
  booking_shop_closed_date: Type.Array(ClosedDate),
});

/**
 * A booking in the user's history: date, status, table name, and the shop's title, which the history's row reads
 * from the booking rule it was made under (`booking.shop.translation.title`).
 */
export const FamilyUserBooking = Type.Object({
  id: Id,
  start_date: Str,
  status: Str,
  table: Nullable(Type.Object({ name: Str })),
  booking: Type.Object({ id: Id, shop: Type.Object({ id: Id, translation: Translation }) }),
});

export const BookingRuleList = List(FamilyBookingRule);
export const ShopSectionPage = Page(FamilyShopSection);
export const ShopSectionOne = One(FamilyShopSection);
export const TablePage = Page(FamilyTable);
export const BookingShopOne = One(FamilyBookingShop);
export const UserBookingPage = Page(FamilyUserBooking);
export const UserBookingOne = One(Type.Object({ id: Id }));
