import type { Static } from 'typebox';
import type { PaymentTag } from './entities/index.ts';
import type { FamilyPaymentRedirect } from './family/orders.ts';

/** How the client reaches an external provider: method and path (relative to the API base URL). */
export interface PaymentProcessRoute {
  method: 'GET' | 'POST';
  path: string;
  /**
   * Further GET paths of the same route: the family's customer web client asks every provider at
   * `dashboard/user/order-{tag}-process`, its tag as it is, which for two providers is not the backend's path.
   */
  aliases?: readonly string[];
}

/**
 * The one table that maps each external provider's tag to its process route (api-contract.md: the paths are
 * not derived from the tags). GET routes take the order body as query parameters (bracket notation for
 * nested fields: `location[latitude]=…`), POST routes take it as JSON. Each route answers `{data: {data: {url}}}`;
 * the browser goes there and the provider sends it back to the site. The same routes take `{order_id}` (pay
 * an unpaid order), `{parcel_id}` or `{wallet_id, total_price, currency_id}` (wallet top-up).
 */
export const PAYMENT_PROCESS_ROUTES: Readonly<Record<Exclude<PaymentTag, 'cash' | 'wallet'>, PaymentProcessRoute>> = {
  stripe: { method: 'GET', path: 'dashboard/user/order-stripe-process' },
  razorpay: { method: 'GET', path: 'dashboard/user/order-razorpay-process' },
  paystack: { method: 'GET', path: 'dashboard/user/order-paystack-process' },
  'mercado-pago': { method: 'GET', path: 'dashboard/user/order-mercado-pago-process' },
  paypal: { method: 'GET', path: 'dashboard/user/order-paypal-process' },
  paytabs: { method: 'GET', path: 'dashboard/user/order-paytabs-process' },
  flutterWave: { method: 'GET', path: 'dashboard/user/order-flutter-wave-process', aliases: ['dashboard/user/order-flutterWave-process'] },
  moyasar: { method: 'POST', path: 'dashboard/user/moya-sar-process', aliases: ['dashboard/user/order-moyasar-process'] },
};

/** Tags paid at once, without leaving the site. */
export const INSTANT_PAYMENT_TAGS = ['cash', 'wallet'] as const satisfies readonly PaymentTag[];

/**
 * What a process route answers, the family's shape: the provider's page at `data.data.url`. The reference API also
 * keeps `data.url`, its earlier answer, for pages loaded before the change.
 */
export type PaymentProcessAnswer = Static<typeof FamilyPaymentRedirect>;

/** The provider page's address in a process route's answer. */
export const processRedirectUrl = (answer: PaymentProcessAnswer): string => answer.data.data.url;
