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

/** A date in the current language. */
export function formatDate(value: string | number | Date, locale: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, opts).format(date);
}

export function formatDateTime(value: string | number | Date, locale: string): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
