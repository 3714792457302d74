import type { TFunction } from 'i18next';
import { PASSWORD_MIN, PHONE_PATTERN } from '@market/contract';

/** Validation rules shared by the account forms (messages from the spec's catalogue; the API's rules from the contract). */

export const requiredRule = (t: TFunction) => ({ required: true, whitespace: true, message: t('common:Required') });

export const passwordLengthRule = (t: TFunction) => ({ min: PASSWORD_MIN, message: t('common:Password should contain at least 6 characters') });

/** The confirmation must equal the field `field`. */
export const matchRule =
  (t: TFunction, field: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t("common:Passwords don't match"))),
  });

export const phoneRules = (t: TFunction) => [
  { required: true, whitespace: true, message: t('common:Phone number is required') },
  { pattern: PHONE_PATTERN, message: t('common:Phone number is invalid') },
];
