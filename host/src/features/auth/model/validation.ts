import { PASSWORD_MIN, PHONE_PATTERN } from '@market/contract';

/**
 * The sign-in forms' checks. Each returns a key of the common catalogue, or null when the
 * value is fine; the forms translate it. The password and phone rules are the API's (`@market/contract`).
 */

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

export function required(value: unknown): string | null {
  return blank(value) ? 'Required' : null;
}

export function validateEmail(value: string | undefined): string | null {
  if (blank(value)) return 'Required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value).trim()) ? null : 'email.invalid';
}

export function validatePassword(value: string | undefined): string | null {
  if (blank(value)) return 'Required';
  return String(value).length < PASSWORD_MIN ? 'Password should contain at least 6 characters' : null;
}

export function validateConfirmation(password: string | undefined, confirmation: string | undefined): string | null {
  if (blank(confirmation)) return 'Required';
  return password === confirmation ? null : "Passwords don't match";
}

/**
 * A phone the API accepts (`+1 (202) 555-0123`: spaces, dashes and brackets are allowed), in international form: the
 * identity provider sends the code only to a number with its country code, and the field's hint asks for the `+`.
 */
export function validatePhone(value: string | undefined): string | null {
  if (blank(value)) return 'Phone number is required';
  const phone = String(value).trim();
  return phone.startsWith('+') && PHONE_PATTERN.test(phone) ? null : 'Phone number is invalid';
}

/** SMS codes are 6 digits. */
export function validateCode(value: string | undefined): string | null {
  if (blank(value)) return 'Required';
  return /^\d{6}$/.test(String(value).trim()) ? null : 'Wrong verification code';
}

type Translate = (key: string) => string;

/** An antd Form rule from one of the checks above. */
export function rule(check: (value: string | undefined) => string | null, t: Translate) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(`common:${key}`))) : Promise.resolve();
    },
  };
}
