/**
 * Entities of the marketplace API (the spec's data model and api-contract.md), as the reference API in `api/` serves them.
 *
 * - Prices are in the default currency (USD in the reference seed); the client multiplies by the chosen
 *   currency's `rate` for display and sends `currency_id` and `rate` where a call takes them.
 * - Dates are strings: `created_at` and friends are ISO 8601 (`2025-01-31T12:00:00.000Z`), calendar days
 *   `YYYY-MM-DD`, times of day `HH:mm`.
 * - Images are URLs; the reference API serves them itself under `/api/v1/media/…` (absolute paths).
 * - `translation` is the one in the request's `?lang=` (falling back to English); `locales` lists the
 *   languages the record has.
 * - Where the family's customer web client reads a field too, its type comes from the family's wire shape
 *   (`../family/`, `Static<>` of its TypeBox schema), so the two cannot drift apart.
 */
export * from './common.ts';
export * from './users.ts';
export * from './places.ts';
export * from './catalogue.ts';
export * from './carts.ts';
export * from './orders.ts';
export * from './wallet.ts';
export * from './parcels.ts';
export * from './recipes.ts';
export * from './reservations.ts';
export * from './notifications.ts';
export * from './chat.ts';
export * from './map.ts';
