import i18next from 'i18next';
import { initTestI18n } from '@market/testing';
import { rule, validateCode, validateConfirmation, validateEmail, validatePassword, validatePhone } from './validation.ts';

beforeAll(() => initTestI18n());

describe('sign-in form checks', () => {
  it('gives the catalogue messages', () => {
    expect(validatePassword('')).toBe('Required');
    expect(validatePassword('12345')).toBe('Password should contain at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
    expect(validateConfirmation('secret1', 'secret2')).toBe("Passwords don't match");
    expect(validateConfirmation('secret1', 'secret1')).toBeNull();
    expect(validatePhone('  ')).toBe('Phone number is required');
    expect(validatePhone('12ab')).toBe('Phone number is invalid');
    expect(validatePhone('+1 (202) 555-0123')).toBeNull();
    expect(validatePhone(' +12025550123 ')).toBeNull();
    // The API's rule (at most 20 characters after the +), and the identity provider's international form.
    expect(validatePhone('+1 (202) 555-0123 555-0123')).toBe('Phone number is invalid');
    expect(validatePhone('2025550123')).toBe('Phone number is invalid');
    expect(validateCode('12')).toBe('Wrong verification code');
    expect(validateCode('123456')).toBeNull();
    expect(validateEmail('a@b')).toBe('email.invalid');
    expect(validateEmail('demo@market.test')).toBeNull();
  });

  it('translates them in the form rules', async () => {
    await i18next.changeLanguage('fr');
    const fr = rule(validatePassword, i18next.t);
    await expect(fr.validator(null, '123')).rejects.toThrow(i18next.t('common:Password should contain at least 6 characters'));
    expect(i18next.t('common:Password should contain at least 6 characters')).not.toBe('Password should contain at least 6 characters');
    await i18next.changeLanguage('en');
    await expect(rule(validatePassword, i18next.t).validator(null, '')).rejects.toThrow('Required');
    await expect(rule(validatePassword, i18next.t).validator(null, 'long enough')).resolves.toBeUndefined();
  });
});
