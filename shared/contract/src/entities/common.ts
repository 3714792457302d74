/** Envelopes, errors, paging, translations, languages, currencies and settings: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { ErrorAnswer, InvalidAnswer, TooManyAnswer } from '../family/additions.ts';

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

/**
 * An error answer: HTTP status plus a message; validation errors (422) of this API name each field, and a refusal for
 * too many tries (429) says in how many seconds to try again.
 */
export type ApiError = Static<typeof ErrorAnswer> & Partial<Pick<Static<typeof InvalidAnswer>, 'params'> & Pick<Static<typeof TooManyAnswer>, 'retry_after'>>;

/** Common list query: `page` from 1, `perPage` (max 100). */
export interface PageQuery {
  page?: number;
  perPage?: number;
}

export interface Translation {
  locale?: string;
  title: string;
  description?: string;
  address?: string;
  /** Blogs: a one-line summary. */
  short_desc?: string;
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

/** rest/translations/paginate: translation key → text in the requested language. */
export type TranslationBundle = Record<string, string>;
