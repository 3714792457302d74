/**
 * The small rules client and server share: what the API refuses, no form accepts. The API validates request bodies
 * with the schemas of `schemas/requests.ts`, which take their patterns and lengths from here; the apps' forms test
 * the same values.
 */

/**
 * A phone the API accepts: an optional `+`, then 6 to 20 digits, spaces, dashes or brackets (`+1 (202) 555-0101`).
 * As a string for JSON Schema `pattern`s.
 */
export const PHONE_PATTERN_SOURCE = '^\\+?[0-9 ()-]{6,20}$';
/** {@link PHONE_PATTERN_SOURCE} as a RegExp (no flags: `test` keeps no state). */
export const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE);

/**
 * A phone as it is stored and sent on: only its digits and `+`, without spaces, dashes or brackets (a number, as the
 * family's forms send it, becomes its digits).
 */
export const normalizePhone = (phone: string | number): string => String(phone).replace(/[^\d+]/g, '');

/** The shortest password the API takes for a new or changed password. */
export const PASSWORD_MIN = 6;
/** The longest password (and confirmation) the API takes. */
export const PASSWORD_MAX = 255;
