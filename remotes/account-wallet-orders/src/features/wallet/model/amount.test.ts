import fc from 'fast-check';
import { signedAmount, smallestAmount, toDefaultCurrency } from './amount.ts';

/** Rates as the API's currencies have them: a few decimals, from well under 1 to well over 1. */
const rate = fc.integer({ min: 1, max: 2_000_000 }).map((n) => n / 10_000);
/** Amounts a shopper types: whole cents. */
const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('toDefaultCurrency', () => {
  it('keeps an amount in the default currency as it is', () => {
    fc.assert(fc.property(cents, (c) => expect(toDefaultCurrency(c / 100, null)).toBe(c / 100)));
  });

  it('gives whole cents, within half a cent of the typed amount', () => {
    fc.assert(
      fc.property(cents, rate, (c, r) => {
        const out = toDefaultCurrency(c / 100, { rate: r });
        expect(out).toBe(Math.round(out * 100) / 100);
        expect(Math.abs(out - c / 100 / r)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('converts the examples of the seed currencies', () => {
    expect(toDefaultCurrency(10, { rate: 0.92 })).toBe(10.87);
    expect(toDefaultCurrency(37.5, { rate: 3.75 })).toBe(10);
  });
});

describe('smallestAmount', () => {
  it('is one cent of the default currency, rounded up to a cent of the chosen one', () => {
    expect(smallestAmount(null)).toBe(0.01);
    expect(smallestAmount({ rate: 1 })).toBe(0.01);
    expect(smallestAmount({ rate: 0.92 })).toBe(0.01);
    expect(smallestAmount({ rate: 3.75 })).toBe(0.04);
  });

  it('never lets an amount through that reaches the API as zero, and refuses none that would not', () => {
    fc.assert(
      fc.property(cents, rate, (c, r) => {
        const min = smallestAmount({ rate: r });
        if (c / 100 >= min) expect(toDefaultCurrency(c / 100, { rate: r })).toBeGreaterThanOrEqual(0.01);
        // One cent less than the least amount is less than a cent of the default currency.
        expect((min - 0.01) / r).toBeLessThan(0.01);
      }),
    );
  });
});

describe('signedAmount', () => {
  it('shows money leaving the wallet with a minus', () => {
    expect(signedAmount('withdraw', 5)).toBe(-5);
    expect(signedAmount('send', 5)).toBe(-5);
    expect(signedAmount('topup', 5)).toBe(5);
  });
});
