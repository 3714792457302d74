/**
 * Orders, refunds, reservations, parcels and the cart's price answer in the API family's format
 * (`@market/contract/src/family/`) for a user who has just signed up (empty pages), and refuse an unknown or another
 * user's id (404) and a bad body (422, the family's `{message}` with this API's message per field).
 */
import { OrderPage, ParcelPage, RefundPage, UserBookingPage } from '@market/contract/src/family/index.ts';
import { answer, expectEmptyPage, invalidates, newUserApp, refuses } from './family-helpers.ts';

const users = newUserApp();

describe('a user who has just signed up: empty pages', () => {
  it.each([
    ['dashboard/user/orders/paginate?page=1', OrderPage],
    ['dashboard/user/orders/paginate?statuses[]=delivered&statuses[]=canceled', OrderPage],
    ['dashboard/user/order-refunds/paginate?page=1', RefundPage],
    ['dashboard/user/my-bookings?page=1', UserBookingPage],
    ['dashboard/user/parcel-orders?page=1', ParcelPage],
  ])('GET %s', async (url, schema) => {
    expectEmptyPage(await answer(users.app, 'GET', url, users.fresh, schema));
  });
});

describe("unknown ids, and the demo user's records asked by another user: 404 {message}", () => {
  it.each([
    ['GET', 'dashboard/user/orders/999999'],
    ['GET', 'dashboard/user/orders/1'],
    ['POST', 'dashboard/user/orders/1/status/change?status=canceled'],
    ['POST', 'dashboard/user/orders/review/1'],
    ['GET', 'dashboard/user/my-bookings/999999'],
    ['POST', 'dashboard/user/my-bookings/999999/status/change?status=canceled'],
    ['GET', 'dashboard/user/parcel-orders/999999'],
    ['GET', 'dashboard/user/parcel-orders/1'],
    ['POST', 'dashboard/user/parcel-orders/1/status/change?status=canceled'],
    ['POST', 'dashboard/user/cart/calculate/999999'],
    ['POST', 'payments/order/1/transactions'],
  ])('%s %s', async (method, url) => {
    const body = url.includes('review') ? { rating: 5 } : url.includes('transactions') ? { payment_sys_id: 1 } : {};
    await refuses(users.app, method, url, 404, { token: users.fresh, body });
  });

  it('a refund of an order that is not the user’s', async () => {
    await refuses(users.app, 'POST', 'dashboard/user/order-refunds', 404, { token: users.fresh, body: { order_id: 1, cause: 'Cold' } });
  });
});

describe('bad bodies: 422 naming the field', () => {
  it.each([
    ['dashboard/user/orders', 'cart_id', {}],
    ['dashboard/user/order-refunds', 'cause', { order_id: 1 }],
    ['dashboard/user/my-bookings', 'table_id', {}],
    ['dashboard/user/parcel-orders', 'type_id', {}],
    ['dashboard/user/cart/open', 'shop_id', {}],
    ['dashboard/user/cart/insert-product', 'shop_id', { products: [] }],
    ['dashboard/user/orders/1/repeat', 'from', { from: 'tomorrow' }],
  ])('POST %s without a valid %s', async (url, field, body) => {
    await invalidates(users.app, 'POST', url, field, { token: users.fresh, body });
  });
});
