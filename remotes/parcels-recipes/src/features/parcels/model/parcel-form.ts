import { storedJson } from '@market/bus';
import { formatCount } from '@market/i18n';
import { PHONE_PATTERN, type ParcelAddress, type ParcelOrderBody, type ParcelType } from '@market/contract';

export interface PartyDraft {
  name: string;
  phone: string;
  address: string;
  latitude?: number;
  longitude?: number;
  house: string;
  floor: string;
  room: string;
}

export interface ParcelDraft {
  typeId?: number;
  from: PartyDraft;
  to: PartyDraft;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  description: string;
  instruction: string;
  note: string;
  notify: boolean;
}

const party = (): PartyDraft => ({ name: '', phone: '', address: '', house: '', floor: '', room: '' });
export const emptyDraft = (): ParcelDraft => ({
  from: party(),
  to: party(),
  date: '',
  time: '',
  description: '',
  instruction: '',
  note: '',
  notify: true,
});

/** Field → message key: `common:` catalogue messages or this app's. */
export type ParcelErrors = Partial<Record<string, string>>;

function validateParty(p: PartyDraft, side: 'from' | 'to', errors: ParcelErrors) {
  if (!p.name.trim()) errors[`${side}.name`] = 'common:Required';
  if (!p.phone.trim()) errors[`${side}.phone`] = 'common:Phone number is required';
  else if (!PHONE_PATTERN.test(p.phone.trim())) errors[`${side}.phone`] = 'common:Phone number is invalid';
  if (!p.address.trim()) errors[`${side}.address`] = 'common:Required';
  else if (p.latitude === undefined || p.longitude === undefined) errors[`${side}.address`] = 'parcel.error.address';
}

/** Checks a draft before checkout; `now` decides what "in the past" means. */
export function validateParcel(d: ParcelDraft, now: Date): ParcelErrors {
  const errors: ParcelErrors = {};
  if (!d.typeId) errors.typeId = 'parcel.error.type';
  validateParty(d.from, 'from', errors);
  validateParty(d.to, 'to', errors);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) errors.date = 'common:Required';
  if (!/^\d{2}:\d{2}$/.test(d.time)) errors.time = 'common:Required';
  if (!errors.date && !errors.time) {
    const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
    const [hh, mm] = d.time.split(':').map(Number) as [number, number];
    if (new Date(y, m - 1, day, hh, mm).getTime() < now.getTime()) errors.time = 'parcel.error.past';
  }
  return errors;
}

/** Query of rest/parcel-order/calculate-price, or null while the type or an address point is missing. */
export function priceParams(d: ParcelDraft, currencyId?: number): Record<string, number> | null {
  const { from, to } = d;
  if (!d.typeId || from.latitude === undefined || from.longitude === undefined || to.latitude === undefined || to.longitude === undefined) {
    return null;
  }
  return {
    type_id: d.typeId,
    'address_from[latitude]': from.latitude,
    'address_from[longitude]': from.longitude,
    'address_to[latitude]': to.latitude,
    'address_to[longitude]': to.longitude,
    ...(currencyId ? { currency_id: currencyId } : {}),
  };
}

const addressOf = (p: PartyDraft): ParcelAddress => ({
  latitude: p.latitude!,
  longitude: p.longitude!,
  address: p.address.trim(),
  ...(p.house.trim() ? { house: p.house.trim() } : {}),
  ...(p.floor.trim() ? { stage: p.floor.trim() } : {}),
  ...(p.room.trim() ? { room: p.room.trim() } : {}),
});

const optional = (key: 'note' | 'description' | 'instruction', value: string) => (value.trim() ? { [key]: value.trim() } : {});

/** The body of POST dashboard/user/parcel-orders (call after validateParcel found nothing). */
export function parcelBody(d: ParcelDraft, currency: { id: number; rate: number } | null, paymentId: number): ParcelOrderBody {
  return {
    type_id: d.typeId!,
    ...(currency ? { currency_id: currency.id, rate: currency.rate } : {}),
    payment_id: paymentId,
    username_from: d.from.name.trim(),
    phone_from: d.from.phone.trim(),
    address_from: addressOf(d.from),
    username_to: d.to.name.trim(),
    phone_to: d.to.phone.trim(),
    address_to: addressOf(d.to),
    delivery_date: d.date,
    delivery_time: d.time,
    ...optional('description', d.description),
    ...optional('instruction', d.instruction),
    ...optional('note', d.note),
    notify: d.notify,
  };
}

/**
 * Size limits of a type as "W × H × L" (the unit is the sentence's), each number written by the app's number
 * formatter in `locale`. Always width, height, length from left to right: put it into a sentence with `ltrInText`.
 */
export const sizeOf = (t: Pick<ParcelType, 'max_width' | 'max_height' | 'max_length'>, locale: string) =>
  [t.max_width, t.max_height, t.max_length].map((n) => formatCount(n, locale)).join(' × ');

/** The draft in this tab (not kept where there is no sessionStorage). */
const storedDraft = storedJson<Partial<ParcelDraft>>('session', 'market:parcels-recipes:parcel-draft');

export function loadParcelDraft(): ParcelDraft {
  return { ...emptyDraft(), ...storedDraft.read() };
}

export function saveParcelDraft(d: ParcelDraft): void {
  storedDraft.write(d);
}

export function clearParcelDraft(): void {
  storedDraft.write(null);
}
