import type { Shop } from '@market/contract';

/** The shop of the card just tapped (`shopTapped`), when its card holds what the shop's header shows. */
let tapped: Shop | undefined;

/**
 * A shop as a list holds it with what the shop page's header shows: its texts, delivery time, fee, minimum amount
 * and working days (today's hours). A liked shop kept in this browser has less: its page waits for the shop.
 */
export const isHeaderWhole = (record: object): record is Shop => {
  const r = record as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    typeof r.translation === 'object' &&
    r.translation !== null &&
    typeof r.price === 'number' &&
    typeof r.delivery_time === 'object' &&
    Array.isArray(r.shop_working_days) &&
    Array.isArray(r.shop_closed_date) &&
    typeof r.open === 'boolean'
  );
};

/** A shop's card was tapped: the card's shop is the page's header until the shop itself comes. */
export function shopTapped(shop: object): void {
  tapped = isHeaderWhole(shop) ? shop : undefined;
}

/** The shop of the card just tapped, if it is the shop `id`. */
export const tappedShop = (id: number): Shop | undefined => (tapped?.id === id ? tapped : undefined);
