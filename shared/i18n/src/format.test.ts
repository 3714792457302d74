import { formatNumber, formatPrice } from './format.ts';

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
