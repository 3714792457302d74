/** Checkout (price, coupon, payment methods, placing), the order list and page, paying, tips, repeat, review, refunds. */
import { CalculationOne, CartOne, Done, FamilyPaymentRedirect, OrderCreated, OrderOne, OrderPage, PaymentList, RefundPage } from '@market/contract/src/family/index.ts';
import type { FamilyCall, ReplayContext } from '../types.ts';
import { dig, keepData } from './keep.ts';

/** Seed orders of the demo user: #1 delivered and reviewed, #2 delivered with a refund asked, not reviewed. */
const DELIVERED_UNREVIEWED = 2;
const DELIVERED_NO_REFUND = 1;

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

/** `qs.stringify` of a status list, as the order pages send it. */
const statuses = (list: string[]) => list.map((s, i) => `statuses%5B${i}%5D=${s}`).join('&');
const ACTIVE = statuses(['new', 'accepted', 'cooking', 'ready', 'on_a_way']);
const HISTORY = statuses(['delivered', 'canceled']);

/** The checkout form's body (cash or a provider): the delivery point, address, slot, currency, the cart. */
const checkout = (ctx: ReplayContext) => ({
  location: { latitude: '38.9120424', longitude: '-77.035308' },
  address: { address: '1700 15th St NW, Washington, DC 20009, USA', office: '', house: '12', floor: '3' },
  delivery_date: tomorrow(),
  delivery_time: '13:00',
  delivery_type: 'delivery',
  notes: {},
  currency_id: 1,
  rate: 1,
  shop_id: 1,
  cart_id: ctx.ids.cartId,
  phone: '+12025550101',
});

/** A query string of a flat body, as axios sends `params`. */
const query = (body: Record<string, unknown>) =>
  Object.entries(body)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? Object.entries(v).map(([kk, vv]) => [`${k}[${kk}]`, vv]) : [[k, v]]))
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
    .join('&');

export const calls: FamilyCall[] = [
  {
    screen: 'checkout: payment methods',
    method: 'GET',
    path: 'rest/payments?lang=en',
    auth: 'guest',
    schema: PaymentList,
    keep: (answer, ctx) => {
      const list = (dig(answer, 'data') ?? []) as { id?: number; tag?: string }[];
      for (const tag of ['cash', 'wallet']) {
        const id = Array.isArray(list) ? list.find((p) => p.tag === tag)?.id : undefined;
        if (typeof id === 'number') ctx.ids[`${tag}PaymentId`] = id;
      }
    },
  },
  {
    screen: 'checkout: price block',
    method: 'POST',
    path: (ctx) => `dashboard/user/cart/calculate/${ctx.ids.cartId}?lang=en`,
    body: { address: { latitude: '38.9120424', longitude: '-77.035308' }, type: 'delivery', currency_id: 1 },
    auth: 'user',
    schema: CalculationOne,
  },
  { screen: 'checkout: coupon', method: 'POST', path: 'rest/coupons/check?lang=en', body: { coupon: 'PIZZA20', user_id: 1, shop_id: 1 }, auth: 'guest', schema: Done },
  {
    screen: 'checkout: place the order (cash)',
    method: 'POST',
    path: 'dashboard/user/orders?lang=en',
    body: (ctx: ReplayContext) => ({ ...checkout(ctx), payment_id: ctx.ids.cashPaymentId }),
    auth: 'user',
    schema: OrderCreated,
    keep: keepData({ orderId: 'id' }),
  },
  {
    screen: 'profile dropdown: active orders count',
    method: 'GET',
    path: `dashboard/user/orders/paginate?lang=en&order_statuses=true&${ACTIVE}`,
    auth: 'user',
    schema: OrderPage,
  },
  {
    screen: 'orders page: active',
    method: 'GET',
    path: `dashboard/user/orders/paginate?lang=en&currency_id=1&order_statuses=true&perPage=100&column=id&sort=desc&locale=en&${ACTIVE}`,
    auth: 'user',
    schema: OrderPage,
  },
  {
    screen: 'orders page: history',
    method: 'GET',
    path: `dashboard/user/orders/paginate?lang=en&currency_id=1&order_statuses=true&perPage=10&column=id&sort=desc&locale=en&page=1&${HISTORY}`,
    auth: 'user',
    schema: OrderPage,
  },
  { screen: 'order page', method: 'GET', path: (ctx) => `dashboard/user/orders/${ctx.ids.orderId}?lang=en`, auth: 'user', schema: OrderOne },
  {
    screen: 'order page: pay again with a provider',
    method: 'GET',
    path: (ctx) => `dashboard/user/order-stripe-process?lang=en&order_id=${ctx.ids.orderId}`,
    auth: 'user',
    schema: FamilyPaymentRedirect,
  },
  // The client asks every provider at `order-{tag}-process`, the tag as it is: two differ from the backend's paths.
  ...['moyasar', 'flutterWave'].map((tag): FamilyCall => ({
    screen: `order page: pay again with ${tag}`,
    method: 'GET',
    path: (ctx) => `dashboard/user/order-${tag}-process?lang=en&order_id=${ctx.ids.orderId}`,
    auth: 'user',
    schema: FamilyPaymentRedirect,
  })),
  {
    screen: 'order page: tip from the wallet',
    method: 'POST',
    path: (ctx) => `payments/order/${ctx.ids.orderId}/transactions?lang=en`,
    body: (ctx: ReplayContext) => ({ order_id: ctx.ids.orderId, tips: 2, for: 'deliveryman', payment_sys_id: ctx.ids.walletPaymentId }),
    auth: 'user',
    schema: Done,
  },
  {
    screen: 'wallet: top up with a provider',
    method: 'GET',
    path: (ctx) => `dashboard/user/order-stripe-process?lang=en&wallet_id=${ctx.ids.walletId}&total_price=20&currency_id=1`,
    auth: 'user',
    schema: FamilyPaymentRedirect,
  },
  {
    screen: 'order page: auto repeat',
    method: 'POST',
    path: `dashboard/user/orders/${DELIVERED_NO_REFUND}/repeat?lang=en`,
    body: () => ({ from: tomorrow(), to: new Date(Date.now() + 8 * 24 * 3600_000).toISOString().slice(0, 10) }),
    auth: 'user',
    schema: Done,
  },
  { screen: 'order page: stop auto repeat', method: 'DELETE', path: `dashboard/user/orders/${DELIVERED_NO_REFUND}/delete-repeat?lang=en`, auth: 'user', schema: Done },
  { screen: 'order page: cancel', method: 'POST', path: (ctx) => `dashboard/user/orders/${ctx.ids.orderId}/status/change?status=canceled&lang=en`, auth: 'user', schema: Done },
  {
    screen: 'order review',
    method: 'POST',
    path: `dashboard/user/orders/review/${DELIVERED_UNREVIEWED}?lang=en`,
    body: { rating: 4, comment: 'Good, a bit late' },
    auth: 'user',
    schema: Done,
  },
  {
    screen: 'order refund form',
    method: 'POST',
    path: 'dashboard/user/order-refunds?lang=en',
    body: { order_id: DELIVERED_NO_REFUND, cause: 'A dish was cold' },
    auth: 'user',
    schema: Done,
  },
  // Checkout with a provider: the client sends the whole order as the process route's query and goes to the page.
  {
    screen: 'product dialog: add again',
    method: 'POST',
    path: 'dashboard/user/cart/insert-product?lang=en',
    body: (ctx: ReplayContext) => ({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: ctx.ids.stockId, quantity: 1 }] }),
    auth: 'user',
    schema: CartOne,
    keep: keepData({ cartId: 'id' }),
  },
  {
    screen: 'checkout: pay with a provider',
    method: 'GET',
    path: (ctx) => `dashboard/user/order-stripe-process?lang=en&${query(checkout(ctx))}`,
    auth: 'user',
    schema: FamilyPaymentRedirect,
  },
  { screen: 'refunds page', method: 'GET', path: 'dashboard/user/order-refunds/paginate?lang=en&page=1', auth: 'user', schema: RefundPage },
];
