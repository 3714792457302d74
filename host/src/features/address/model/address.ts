import { addressChanged } from '@market/bus';
import type { ActiveAddress, Address } from '@market/contract';
import { COOKIE, getJsonCookie, removeCookie, setCookie } from '@market/http';

/** Where a refused or failed location request puts the shopper. */
export const DEFAULT_POSITION: [number, number] = [38.9120424, -77.035308];
/** What a failed reverse geocoding gives (translated when shown). */
export const NOT_FOUND = 'not found';

export function storedAddress(): ActiveAddress | null {
  const a = getJsonCookie<ActiveAddress>(COOKIE.address);
  return a && typeof a.address === 'string' && Array.isArray(a.location) ? a : null;
}

export function toActive(a: Address): ActiveAddress {
  return { id: a.id, title: a.title, address: a.address.address, location: a.location };
}

export function sameAddress(a: ActiveAddress | null, b: ActiveAddress | null): boolean {
  return a?.id === b?.id && a?.address === b?.address && a?.location[0] === b?.location[0] && a?.location[1] === b?.location[1];
}

let watching = false;

/** The active address lives in the `address` cookie; every change on the bus is written there. */
export function initAddress(): void {
  if (!watching) {
    watching = true;
    addressChanged.watch((a) => (a ? setCookie(COOKIE.address, JSON.stringify(a)) : removeCookie(COOKIE.address)));
  }
  const saved = storedAddress();
  if (saved) addressChanged(saved);
}

/** Only one address is active: the chosen one; every other is cleared. */
export function markActive(list: Address[], id: number): Address[] {
  return list.map((a) => ({ ...a, active: a.id === id }));
}

/** The device's position, or the default one when it is refused, unavailable or too slow. */
export function currentPosition(timeoutMs = 10000): Promise<[number, number]> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(DEFAULT_POSITION);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve([p.coords.latitude, p.coords.longitude]),
      () => resolve(DEFAULT_POSITION),
      { timeout: timeoutMs, maximumAge: 600000 },
    );
  });
}
