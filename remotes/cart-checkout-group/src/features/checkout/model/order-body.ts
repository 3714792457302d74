import type { ActiveAddress, Cart, Currency, User } from '@market/contract';

export interface OrderChoices {
  cart: Pick<Cart, 'id' | 'currency_id' | 'rate'>;
  shopId: number;
  currency: Pick<Currency, 'id' | 'rate'> | null;
  paymentId: number;
  type: 'delivery' | 'pickup';
  date: string | undefined;
  time: string | undefined;
  address: ActiveAddress | null;
  coupon: string | undefined;
  note: string;
  /** A note per stock id; blank ones are left out. */
  notes: Record<number, string>;
  tips: number;
  phone: string;
  profile: Pick<User, 'firstname' | 'lastname'> | undefined;
}

/**
 * The body of an order from the checkout's choices: the delivery point only for a delivery, the optional fields only
 * when given (texts trimmed, blank notes dropped), the shopper's name when the profile has one.
 */
export function orderBody(c: OrderChoices): Record<string, unknown> {
  const location = c.address?.location;
  const notes = Object.fromEntries(Object.entries(c.notes).filter(([, v]) => v.trim()));
  return {
    cart_id: c.cart.id,
    shop_id: c.shopId,
    currency_id: c.currency?.id ?? c.cart.currency_id,
    rate: c.currency?.rate ?? c.cart.rate,
    payment_id: c.paymentId,
    delivery_type: c.type,
    delivery_date: c.date,
    delivery_time: c.time,
    ...(c.type === 'delivery' && c.address && location ? { location: { latitude: location[0], longitude: location[1] }, address: { address: c.address.address } } : {}),
    ...(c.coupon ? { coupon: c.coupon } : {}),
    ...(c.note.trim() ? { note: c.note.trim() } : {}),
    notes,
    ...(c.tips ? { tips: c.tips } : {}),
    ...(c.phone.trim() ? { phone: c.phone.trim() } : {}),
    ...(c.profile?.firstname ? { username: [c.profile.firstname, c.profile.lastname].filter(Boolean).join(' ') } : {}),
  };
}
