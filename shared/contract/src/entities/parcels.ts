/** Parcels: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyParcel } from '../family/parcels.ts';
import type { Review } from './catalogue.ts';
import type { Currency, Translation } from './common.ts';
import type { OrderStatus, Transaction } from './orders.ts';

export interface ParcelOption {
  id: number;
  translation: Translation;
}

export interface ParcelType {
  id: number;
  type: string;
  img: string;
  min_width: number;
  max_width: number;
  min_height: number;
  max_height: number;
  min_length: number;
  max_length: number;
  min_g: number;
  max_g: number;
  price: number;
  price_per_km: number;
  /** Longest distance served, in km. */
  max_range: number;
  options: ParcelOption[];
}

/** rest/parcel-order/calculate-price */
export interface ParcelPrice {
  price: number;
  km: number;
}

export interface ParcelAddress {
  latitude: number;
  longitude: number;
  address: string;
  house?: string;
  stage?: string;
  room?: string;
}

type FamilyParcelFields = Static<typeof FamilyParcel>;

export interface ParcelOrder extends Pick<FamilyParcelFields, 'id' | 'username_to' | 'phone_to' | 'username_from' | 'total_price' | 'created_at'> {
  user_id: number;
  status: OrderStatus;
  type: ParcelType;
  km: number;
  currency: Currency;
  rate: number;
  phone_from: string;
  address_from: ParcelAddress;
  address_to: ParcelAddress;
  delivery_date: string;
  delivery_time: string;
  note?: string;
  description?: string;
  instruction?: string;
  notify: boolean;
  transaction: Transaction | null;
  review: Review | null;
  /** The family's parcel list shows it as the row's date. */
  updated_at: NonNullable<FamilyParcelFields['updated_at']>;
}
