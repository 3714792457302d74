/** Entities of the marketplace API (spec section 3, api-contract.md). Prices are in the default currency. */

export interface Envelope<T> {
  data: T;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** An error answer: HTTP status plus a message; validation errors (422) name each field. */
export interface ApiError {
  message: string;
  params?: Record<string, string[]>;
}

export interface Translation {
  locale?: string;
  title: string;
  description?: string;
  address?: string;
}

export interface Language {
  id: number;
  locale: string;
  title: string;
  /** true = right-to-left */
  backward: boolean;
  default: boolean;
}

export interface Currency {
  id: number;
  symbol: string;
  title: string;
  position: 'before' | 'after';
  default: boolean;
  rate: number;
}

/** settings: key → value, as rest/settings answers (values are strings). */
export type Settings = Partial<Record<SettingKey, string>> & Record<string, string | undefined>;

export type SettingKey =
  | 'ui_type'
  | 'payment_type'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'referral_active'
  | 'otp_expire_time'
  | 'customer_app_android'
  | 'customer_app_ios'
  | 'delivery_app_android'
  | 'delivery_app_ios'
  | 'vendor_app_android'
  | 'vendor_app_ios'
  | 'group_order'
  | 'footer_text'
  | 'address'
  | 'phone'
  | 'email'
  | 'reservation_time_durations'
  | 'reservation_before_time'
  | 'min_reservation_time'
  | 'active_parcel'
  | 'before_order_phone_required';

export interface Wallet {
  uuid: string;
  price: number;
  symbol: string;
}

export interface User {
  id: number;
  uuid: string;
  firstname: string;
  lastname?: string;
  email?: string;
  phone?: string;
  img?: string;
  gender?: string;
  currency_id?: number;
  my_referral?: string;
  referral_from_topup_price?: number;
  referral_from_topup_count?: number;
  wallet?: Wallet;
}

export interface AuthResult {
  access_token: string;
  token_type: 'Bearer';
  user: User;
}

export type LatLng = { latitude: number; longitude: number };

export interface Address {
  id: number;
  title?: string;
  address: { address: string; house?: string; floor?: string; office?: string };
  /** [latitude, longitude] */
  location: [number, number];
  active: boolean;
}
