import fc from 'fast-check';
import { Value } from 'typebox/value';
import { AfterVerifyBody, ParcelOrderBody, ProfileUpdateBody } from './schemas/requests.ts';
import { normalizePhone, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, PHONE_PATTERN_SOURCE } from './rules.ts';

describe('shared rules', () => {
  it('accepts the phones the API accepts and refuses the others', () => {
    for (const ok of ['+12025550101', '+1 (202) 555-0101', '202-555', '0033 6 12 34 56 78']) expect(PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', '12345', '+1 202 555 0101 0101 01', '12ab456', '++1202555', '+1.202.555.0101']) expect(PHONE_PATTERN.test(bad)).toBe(false);
    expect(PHONE_PATTERN.source).toBe(PHONE_PATTERN_SOURCE);
  });

  it('normalizes a phone to its + and digits', () => {
    expect(normalizePhone('+1 (202) 555-0101')).toBe('+12025550101');
    expect(normalizePhone(12025550101)).toBe('12025550101');
    fc.assert(
      fc.property(fc.stringMatching(PHONE_PATTERN), (phone) => {
        const normalized = normalizePhone(phone);
        expect(normalized).toMatch(/^\+?\d*$/);
        expect(normalized.replace('+', '')).toBe(phone.replace(/\D/g, ''));
      }),
    );
  });

  it('are the rules the request schemas check', () => {
    const profile = (phone: string) => Value.Check(ProfileUpdateBody, { phone });
    fc.assert(fc.property(fc.string({ maxLength: 24 }), (phone) => profile(phone) === PHONE_PATTERN.test(phone)));
    expect(Value.Check(ParcelOrderBody.properties.phone_to, '12ab456')).toBe(false);
    const body = (password: string) => ({ email: 'a@b.co', firstname: 'A', password, password_confirmation: password.slice(0, PASSWORD_MAX) });
    expect(Value.Check(AfterVerifyBody, body('x'.repeat(PASSWORD_MIN - 1)))).toBe(false);
    expect(Value.Check(AfterVerifyBody, body('x'.repeat(PASSWORD_MIN)))).toBe(true);
    expect(Value.Check(AfterVerifyBody, body('x'.repeat(PASSWORD_MAX)))).toBe(true);
    expect(Value.Check(AfterVerifyBody, body('x'.repeat(PASSWORD_MAX + 1)))).toBe(false);
  });
});
