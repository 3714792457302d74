/** Every call of the family's customer web client that the replay makes, in the order it makes them. */
import type { FamilyCall } from '../types.ts';
import { calls as auth } from './auth.ts';
import { calls as site } from './site.ts';
import { calls as catalogue } from './catalogue.ts';
import { calls as account } from './account.ts';
import { calls as cart } from './cart.ts';
import { calls as orders } from './orders.ts';
import { calls as booking } from './booking.ts';
import { calls as parcels } from './parcels.ts';
import { calls as meta } from './meta.ts';

/** Domains in replay order: the cart needs the product dialog's stock, checkout the cart, parcels the payment ids. */
export const domains: Record<string, FamilyCall[]> = { auth, site, meta, catalogue, account, cart, orders, booking, parcels };

export const calls: FamilyCall[] = Object.values(domains).flat();
