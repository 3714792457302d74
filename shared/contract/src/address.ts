import type { Address, AddressWire } from './entities/index.ts';
import type { AddressBody } from './schemas/requests.ts';

/** What an address form gives: the point as `[latitude, longitude]`, like every address the apps hold. */
export interface AddressInput {
  title?: string;
  address: { address: string; house?: string; floor?: string; office?: string };
  location: [number, number];
  active?: boolean;
}

/**
 * A saved address as the API sends it → as the apps hold it. A family backend may answer coordinates as numeric
 * strings, `active` as 0/1 and `title` as null: numbers, a boolean and no title then.
 */
export function addressFromWire(a: AddressWire): Address {
  return {
    id: a.id,
    title: a.title ?? undefined,
    address: a.address,
    location: [Number(a.location.latitude), Number(a.location.longitude)],
    active: a.active === true || a.active === 1,
  };
}

/** An address form's values → the body of POST/PUT dashboard/user/addresses (the point as `{latitude, longitude}`). */
export function addressBody({ location: [latitude, longitude], ...rest }: AddressInput): AddressBody {
  return { ...rest, location: { latitude, longitude } };
}
