// The wire replay's harness (npm run bench:wire), not the API's score: the call list is sound, every schema compiles,
// and a schema refuses an answer the family client could not use. How many calls the API passes is the benchmark's job.
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { CartOne, FamilyDisabledDates, FamilyNotificationStats, FamilyPaymentRedirect, ShopPage } from '@market/contract/src/family/index.ts';
import { calls, domains } from '../wire/calls/index.ts';
import { mismatches, statusFits } from '../wire/check.ts';

describe('wire replay: the call list', () => {
  it('is not empty, and every domain has calls', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const [name, list] of Object.entries(domains)) expect([name, list.length > 0]).toEqual([name, true]);
  });

  it('describes each call fully: a screen, a path under /api/v1 without a leading slash, an auth mode', () => {
    for (const call of calls) {
      const path = typeof call.path === 'function' ? call.path({ token: 't', ids: { cartId: 1 } }) : call.path;
      expect(call.screen.length).toBeGreaterThan(0);
      expect(path).toMatch(/^(rest|dashboard|auth|payments)\//);
      expect(['guest', 'user']).toContain(call.auth);
    }
  });

  it('books a table on a day the demo shop takes bookings, whatever day it runs (none on Mondays)', () => {
    const book = domains.booking!.find((c) => c.screen === 'booking form: book')!;
    const realNow = Date.now;
    try {
      // A week of days the replay may run on, Saturday (two days before a Monday) among them.
      for (let d = 0; d < 7; d++) {
        Date.now = () => Date.UTC(2026, 10, 28 + d, 1, 30);
        const { start_date } = (book.body as (ctx: object) => { start_date: string })({ token: 't', ids: { bookingId: 1 } });
        const date = new Date(`${start_date.slice(0, 10)}T12:00:00Z`);
        expect([start_date, date.getUTCDay() === 1 ? 'a Monday' : 'bookable']).toEqual([start_date, 'bookable']);
        expect(date.getTime() - Date.now()).toBeGreaterThan(24 * 3600_000);
      }
    } finally {
      Date.now = realNow;
    }
  });

  it('has schemas that compile', () => {
    for (const call of calls) expect(() => Compile(call.schema)).not.toThrow();
  });
});

describe('wire replay: the schemas refuse what the family client cannot use', () => {
  const page = (row: object) => ({ data: [row], meta: { current_page: 1, last_page: 1, total: 1 } });
  const shop = { id: 1, translation: { title: 'Pizza Roma' }, verify: 1, open: true };

  it('a shop list passes with extra fields and fails without the verified mark or the page meta', () => {
    expect(mismatches(ShopPage, page({ ...shop, extra: 'kept' }))).toEqual([]);
    const { verify: _, ...unverified } = shop;
    expect(mismatches(ShopPage, page(unverified))[0]).toMatch(/^\/data\/0: .*verify/);
    expect(mismatches(ShopPage, { data: [shop] })[0]).toMatch(/meta/);
  });

  it('a payment redirect must be wrapped twice: data.data.url', () => {
    expect(mismatches(FamilyPaymentRedirect, { data: { data: { url: 'https://pay.example/1' } } })).toEqual([]);
    expect(mismatches(FamilyPaymentRedirect, { data: { url: 'https://pay.example/1' } }).length).toBeGreaterThan(0);
  });

  it('booked dates are a bare array; notification statistics are not wrapped', () => {
    expect(mismatches(FamilyDisabledDates, [{ start_date: '2030-05-15 19:00', end_date: null }])).toEqual([]);
    expect(mismatches(FamilyDisabledDates, { data: [] })[0]).toMatch(/^\/: /);
    expect(mismatches(FamilyNotificationStats, { notification: 2 })).toEqual([]);
    expect(mismatches(FamilyNotificationStats, { data: { notification: 2 } }).length).toBeGreaterThan(0);
  });

  it('a cart member without cart_id fails at its pointer', () => {
    const line = { id: 1, quantity: 1, price: 5, bonus: false, addons: [], stock: { id: 3, price: 5, quantity: 9, extras: [], product: { shop_id: 1, img: null, translation: { title: 'Pizza' }, interval: 1, unit: null } } };
    const member = { id: 1, cart_id: 1, uuid: 'u', name: null, user_id: 1, status: true, cartDetails: [line] };
    const cart = { data: { id: 1, shop_id: 1, owner_id: 1, group: false, total_price: 5, user_carts: [member] } };
    expect(mismatches(CartOne, cart)).toEqual([]);
    const { cart_id: _, ...noCartId } = member;
    expect(mismatches(CartOne, { data: { ...cart.data, user_carts: [noCartId] } })[0]).toMatch(/^\/data\/user_carts\/0: .*cart_id/);
  });

  it('an error status must be the family one; any 2xx stands for a 2xx', () => {
    expect(statusFits(200, 201)).toBe(true);
    expect(statusFits(404, 404)).toBe(true);
    expect(statusFits(404, 200)).toBe(false);
    expect(statusFits(200, 422)).toBe(false);
    expect(mismatches(Type.Object({}), undefined).length).toBeGreaterThan(0);
  });
});
