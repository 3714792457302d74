import { dateTimeFormat, digitsOf, formatCount, formatDate, formatDuration, formatNumber, formatPrice, formatTime, intlLocale, numberFormat } from './format.ts';

describe('formatPrice', () => {
  it('separates thousands with commas and shows 2 decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
  it('puts the symbol after when the currency says so, and applies the rate', () => {
    expect(formatPrice(10, { symbol: '€', position: 'after', rate: 0.5 })).toBe('5.00 €');
  });
  it('gives negatives a minus sign and positives an optional plus', () => {
    expect(formatPrice(-3, null)).toBe('-$3.00');
    expect(formatPrice(3, null, { plus: true })).toBe('+$3.00');
    expect(formatPrice(0, null, { plus: true })).toBe('$0.00');
  });
  it('rounds to the requested decimals and treats non-numbers as zero', () => {
    expect(formatPrice(1234.567, null, { digits: 0 })).toBe('$1,235');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(-1234567.5, { symbol: '₸', position: 'after', rate: 1 })).toBe('-1,234,567.50 ₸');
  });
});

describe('dates, times, counts and durations', () => {
  const LATIN = /^[^\u0660-\u0669\u06f0-\u06f9]*$/;

  it('gives Arabic one choice of digits, the Latin ones its prices use, on every formatter', () => {
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
    expect(intlLocale('en')).toBe('en');
    const shown = [
      formatDate('2026-03-14T12:00:00', 'ar'),
      formatTime('14:30', 'ar'),
      formatCount(1234, 'ar'),
      formatDuration(20, 50, 'minute', 'ar'),
    ];
    for (const text of shown) expect(text).toMatch(LATIN);
    expect(formatDate('2026-03-14T12:00:00', 'ar')).toContain('14');
    expect(formatCount(1234, 'ar')).toMatch(/1.?234/);
  });

  it('names the ten digits each language writes, Latin ones in Arabic', () => {
    for (const lng of ['en', 'fr', 'ar']) expect(digitsOf(lng)).toBe('0123456789');
    expect(digitsOf('ar-u-nu-arab')).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('writes times on the 24-hour clock, and durations the way each language does', () => {
    for (const lng of ['en', 'fr', 'ar']) expect(formatTime('14:30', lng)).toBe('14:30');
    expect(formatTime('09:05', 'en')).toBe('09:05');
    expect(formatDuration(20, 50, 'minute', 'en')).toBe('20–50 minutes');
    expect(formatDuration(20, 50, 'minute', 'ar')).toBe('20–50 دقيقة');
    expect(formatDuration(1, 1, 'hour', 'en')).toBe('1 hour');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it('leaves a time it cannot read as it is, and an invalid date empty', () => {
    expect(formatTime('soon', 'en')).toBe('soon');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe("Intl's formatters, made once", () => {
  it('gives the same formatter for the same language and options, whatever their order or the other keys beside them', () => {
    const minutes = numberFormat('ar', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    expect(numberFormat('ar', { unitDisplay: 'long', unit: 'minute', style: 'unit', count: 3 } as Intl.NumberFormatOptions)).toBe(minutes);
    expect(numberFormat('fr', { style: 'unit', unit: 'minute', unitDisplay: 'long' })).not.toBe(minutes);
    expect(numberFormat('ar', { style: 'unit', unit: 'hour', unitDisplay: 'long' })).not.toBe(minutes);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
  });

  it("formats with the language's one choice of digits", () => {
    expect(numberFormat('ar').format(1234)).toBe('1,234');
    expect(numberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
    expect(dateTimeFormat('ar', { hour: 'numeric', hourCycle: 'h23' }).resolvedOptions().numberingSystem).toBe('latn');
  });
});
