import type { Currency } from '@market/contract';

export interface PriceFormatOptions {
  /** Decimals, 2 by default. */
  digits?: number;
  /** Show a plus sign before positive amounts. */
  plus?: boolean;
}

/** Thousands separated by commas, fixed decimals. */
export function formatNumber(value: number, digits = 2): string {
  const fixed = Math.abs(value).toFixed(digits);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/**
 * A price in the chosen currency: amount (in the default currency) × rate, the symbol before or after
 * (default before, default symbol $), a minus for negatives, an optional plus.
 */
export function formatPrice(amount: number, currency?: Pick<Currency, 'symbol' | 'position' | 'rate'> | null, opts: PriceFormatOptions = {}): string {
  const rate = currency?.rate ?? 1;
  const symbol = currency?.symbol ?? '$';
  const position = currency?.position ?? 'before';
  const value = (Number.isFinite(amount) ? amount : 0) * rate;
  const body = formatNumber(value, opts.digits ?? 2);
  const withSymbol = position === 'after' ? `${body} ${symbol}` : `${symbol}${body}`;
  const sign = value < 0 ? '-' : opts.plus && value > 0 ? '+' : '';
  return `${sign}${withSymbol}`;
}

/**
 * The digits each language shows, one choice per language, the same on every screen: Arabic is written with Latin
 * digits, as its prices are (thousands with commas, 2 decimals) and as its counts and numbers in sentences are.
 * Languages not listed keep Intl's own digits (Latin for English and French).
 */
export const DIGITS: Readonly<Record<string, string>> = { ar: 'latn' };

/** The tag Intl formats a language with: the language and its choice of digits (`ar` → `ar-u-nu-latn`). */
export function intlLocale(locale: string): string {
  const digits = DIGITS[locale.split('-')[0]!.toLowerCase()];
  return digits && !locale.includes('-u-') ? `${locale}-u-nu-${digits}` : locale;
}

// What Intl's formatters take (anything else in an options object, such as i18next's own, is left out of the key).
const NUMBER_KEYS = [
  'style', 'currency', 'currencyDisplay', 'unit', 'unitDisplay', 'useGrouping', 'notation', 'compactDisplay', 'signDisplay',
  'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits', 'minimumSignificantDigits', 'maximumSignificantDigits',
] as const satisfies readonly (keyof Intl.NumberFormatOptions)[];
const DATE_KEYS = [
  'dateStyle', 'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'hour', 'minute', 'second', 'hourCycle', 'hour12',
  'timeZone', 'timeZoneName', 'dayPeriod',
] as const satisfies readonly (keyof Intl.DateTimeFormatOptions)[];

/** Intl's formatters made once per language and options: making one costs far more than using it (a list of cards). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat, O extends object>(kind: string, locale: string, opts: O, keys: readonly (keyof O)[], make: (tag: string, opts: O) => F): F {
  const picked = {} as O;
  for (const k of keys) if (opts[k] !== undefined) picked[k] = opts[k];
  const key = `${kind} ${locale} ${JSON.stringify(picked)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(intlLocale(locale), picked);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl's number formatter for the language (with its digits, see DIGITS) and the options Intl knows. */
export function numberFormat(locale: string, opts: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, opts, NUMBER_KEYS, (tag, o) => new Intl.NumberFormat(tag, o));
}

/** Intl's date formatter for the language (with its digits, see DIGITS) and the options Intl knows. */
export function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', locale, opts, DATE_KEYS, (tag, o) => new Intl.DateTimeFormat(tag, o));
}

/** A date in the current language. */
export function formatDate(value: string | number | Date, locale: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, opts).format(date);
}

/** Times of day on the 24-hour clock in every language, as the API writes them and the booking slots show them. */
const CLOCK: Intl.DateTimeFormatOptions = { timeStyle: 'short', hourCycle: 'h23' };

export function formatDateTime(value: string | number | Date, locale: string): string {
  return formatDate(value, locale, { dateStyle: 'medium', ...CLOCK });
}

/** A time of day the API writes as `HH:mm` (a slot, a delivery time), in the current language's digits. */
export function formatTime(time: string, locale: string): string {
  const [h, m] = time.split(':').map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return time;
  return formatDate(new Date(2000, 0, 1, h, m), locale, CLOCK);
}

/** A count (items, reviews, guests) in the current language's digits. */
export function formatCount(value: number, locale: string, opts?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, opts).format(value);
}

/** The ten digits a language shows, 0 to 9 (`0123456789` wherever the choice is Latin). */
export function digitsOf(locale: string): string {
  return Array.from({ length: 10 }, (_, d) => formatCount(d, locale, { useGrouping: false })).join('');
}

/** A duration or a range of one ("20–50 minutes", "1–2 heures", "20–50 دقيقة") in the current language. */
export function formatDuration(from: number, to: number | undefined, unit: 'minute' | 'hour', locale: string): string {
  const format = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
  return to === undefined || to === from ? format.format(from) : format.formatRange(from, to);
}
