/** Reservations: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyBookingRule } from '../family/booking.ts';
import type { Translation } from './common.ts';

/** rest/booking/bookings: a shop's reservation offer; `max_time` is the slot length in hours. */
export interface Booking {
  id: number;
  shop_id: number;
  /** The family's client finds a shop's offer by `shop.id` (it lists every shop's offers). */
  shop: Static<typeof FamilyBookingRule>['shop'];
  max_time: number;
  /** Deposit, 0 = free. */
  price: number;
  active: boolean;
}

export interface ShopSection {
  id: number;
  shop_id: number;
  img: string;
  area: number;
  translation: Translation;
}

export interface BookingTable {
  id: number;
  name: string;
  shop_section_id: number;
  chair_count: number;
  /** Whether the table is free over the requested date_from..date_to (when given). */
  available?: boolean;
}

/** rest/booking/disable-dates/table/{id}: the busy slots of a table. */
export interface DisabledSlot {
  /** 'YYYY-MM-DD HH:mm' */
  start_date: string;
  end_date: string;
}

export type BookingStatus = 'new' | 'accepted' | 'canceled';

export interface UserBooking {
  id: number;
  booking_id: number;
  table: BookingTable & { shop_section?: ShopSection };
  shop: { id: number; uuid: string; translation: Translation; logo_img: string };
  /** The booking rule it was made under, with its shop (the table's), where the family's history reads the shop. */
  booking: { id: number; shop: UserBooking['shop'] };
  /** 'YYYY-MM-DD HH:mm' */
  start_date: string;
  end_date: string;
  guest: number;
  note?: string;
  status: BookingStatus;
  created_at: string;
}
