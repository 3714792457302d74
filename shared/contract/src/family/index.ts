/**
 * The wire shapes of the marketplace family ("Foodyman") as its own customer web client reads them, as TypeBox
 * schemas: the measure of how well the reference API answers in the family's format (`npm run bench:wire`).
 */
export * from './common.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './catalogue.ts';
export * from './account.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './booking.ts';
export * from './parcels.ts';
export * from './meta.ts';
export * from './chat.ts';
export * from './additions.ts';

import type { Static, TSchema } from 'typebox';
/** The TypeScript type of a family answer: a route of the reference API that answers in the family's shape returns one. */
export type Wire<S extends TSchema> = Static<S>;
