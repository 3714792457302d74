/**
 * Fixture builders: a whole, valid entity of the contract with the fields a test cares about given as overrides, so
 * a test states only what it is about and a new field of the contract is added in one place.
 *
 *   aShop({ id: 7, open: false })   aUser({ firstname: 'Sam' })   aCurrency('SAR')
 */
import type { Address, Currency, Shop, User, UserSummary } from '@market/contract';

let next = 100;
/** A fresh id for each entity built without one, so two built in one test never collide. */
const freshId = () => ++next;

export function aShop(overrides: Partial<Shop> = {}): Shop {
  const id = overrides.id ?? freshId();
  return {
    id,
    uuid: `shop-${id}`,
    type: 'restaurant',
    status: 'approved',
    logo_img: `/api/v1/media/logo/40/Shop ${id}.png`,
    background_img: `/api/v1/media/cover/60/Shop ${id}.png`,
    open: true,
    rating_avg: 4.5,
    reviews_count: 12,
    price: 2,
    price_per_km: 0.5,
    min_amount: 10,
    tax: 5,
    delivery_time: { from: 20, to: 40, type: 'minute' },
    location: { latitude: 38.9120424, longitude: -77.035308 },
    phone: null,
    translation: { locale: 'en', title: `Shop ${id}`, address: null },
    tags: [],
    shop_working_days: [],
    shop_closed_date: [],
    is_recommended: false,
    verify: 0,
    booking: false,
    created_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? freshId();
  return {
    id, uuid: `user-${id}`, firstname: 'Demo', lastname: 'User', email: `user${id}@market.test`, phone: '+12025550101', img: null, my_referral: null,
    wallet: { id, uuid: `wallet-${id}`, price: 0, symbol: '$' }, empty_p: false, notifications: [], ...overrides,
  };
}

/** Someone to send money to (wallet search). */
export function aRecipient(overrides: Partial<UserSummary> = {}): UserSummary {
  const id = overrides.id ?? freshId();
  return { id, uuid: `user-${id}`, firstname: 'Sam', lastname: 'Friend', img: '/a.png', wallet_uuid: `wallet-${id}`, ...overrides };
}

/** The seed's currencies: USD (the API's), EUR and SAR, each with its rate. */
const CURRENCIES: Record<'USD' | 'EUR' | 'SAR', Currency> = {
  USD: { id: 1, symbol: '$', title: 'USD', position: 'before', default: true, rate: 1 },
  EUR: { id: 2, symbol: '€', title: 'EUR', position: 'after', default: false, rate: 0.92 },
  SAR: { id: 3, symbol: 'SAR', title: 'SAR', position: 'after', default: false, rate: 3.75 },
};
export function aCurrency(code: keyof typeof CURRENCIES = 'USD', overrides: Partial<Currency> = {}): Currency {
  return { ...CURRENCIES[code], ...overrides };
}

export function anAddress(overrides: Partial<Address> = {}): Address {
  const id = overrides.id ?? freshId();
  return { id, title: 'Home', active: true, location: [38.9120424, -77.035308], address: { address: '1700 15th St NW, Washington, DC 20009, USA' }, ...overrides };
}
