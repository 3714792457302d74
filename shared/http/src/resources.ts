import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  addressFromWire, PAYMENT_PROCESS_ROUTES, processRedirectUrl, type PaymentProcessAnswer, type Address, type AddressWire, type Envelope, type Paginated, type PasswordUpdateBody, type Payment, type ProfileUpdateBody,
  type Settings, type Shop, type ShopProducts, type Tag, type User,
} from '@market/contract';
import type { SettingRow, SettingsAnswer } from '@market/contract/src/family/meta.ts';
import { http } from './client.ts';
import { getData, listOf } from './envelope.ts';

// The resources several apps read, one home each: one key (its path), one fetcher, one queryOptions. The apps share
// one QueryClient, so one key also means one cache entry: a change made in one app is seen by every other.

// ---------------------------------------------------------------------------------------------------------
// Settings (rest/settings)

/**
 * The settings as the app reads them (key → value) from the API's rows (`[{key, value}]`). The only place that knows
 * the rows: every app reads the object on the bus. An unset value (null) is left out, as a missing key is.
 */
export function settingsOf(rows: readonly SettingRow[]): Settings {
  const settings: Settings = {};
  for (const { key, value } of rows) if (value !== null) settings[key] = value;
  return settings;
}

export const SETTINGS_KEY = ['rest/settings'] as const;

/** The public settings: the frame's footer, the home layout, the app's links and rules. */
export async function fetchSettings(): Promise<Settings> {
  return settingsOf((await http.get<SettingsAnswer>('rest/settings')).data.data);
}

export const settingsQuery = () => queryOptions({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });

// ---------------------------------------------------------------------------------------------------------
// Profile (dashboard/user/profile/show)

export const PROFILE_KEY = ['dashboard/user/profile/show'] as const;

/** The signed-in user, with wallet and referral fields. */
export const fetchProfile = (): Promise<User> => getData<User>('dashboard/user/profile/show');

export const profileQuery = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: fetchProfile });

/** PUT dashboard/user/profile/update: the changed user. */
export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  return (await http.put<Envelope<User>>('dashboard/user/profile/update', body)).data.data;
}

/** The phone has its own call: the same path, an empty body, the phone as a query parameter. */
export async function updatePhone(phone: string): Promise<User> {
  return (await http.put<Envelope<User>>('dashboard/user/profile/update', {}, { params: { phone } })).data.data;
}

/** A new password (a first one turns the profile's `empty_p` off). */
export async function updatePassword(body: PasswordUpdateBody): Promise<void> {
  await http.post('dashboard/user/profile/password/update', body);
}

/**
 * After a call that changed the profile (details, phone, password, the wallet): the answer in the cache when the call
 * gave one, and the profile read again wherever it is shown, in every app.
 */
export function profileChanged(client: QueryClient, user?: User): Promise<void> {
  if (user) client.setQueryData(PROFILE_KEY, user);
  return client.invalidateQueries({ queryKey: PROFILE_KEY });
}

// ---------------------------------------------------------------------------------------------------------
// Saved addresses (dashboard/user/addresses)

export const ADDRESSES_KEY = ['dashboard/user/addresses'] as const;

/** Saved addresses page size: all of them on one page. */
export const ADDRESSES_PER_PAGE = 100;

/**
 * The signed-in user's saved addresses (a page, or a plain list from some backends), read from the wire's
 * `location: {latitude, longitude}` into the apps' `[lat, lng]`.
 */
export async function fetchAddresses(): Promise<Address[]> {
  const res = await http.get<Paginated<AddressWire> | AddressWire[]>('dashboard/user/addresses', { params: { perPage: ADDRESSES_PER_PAGE } });
  return listOf(res.data).map(addressFromWire);
}

export const addressesQuery = () => queryOptions({ queryKey: ADDRESSES_KEY, queryFn: fetchAddresses });

/** Makes a saved address the active one (the API clears the others). */
export async function setActiveAddress(id: number): Promise<void> {
  await http.post(`dashboard/user/address/set-active/${id}`);
}

/** After a call that changed the saved addresses: the list read again wherever it is shown, in every app. */
export const addressesChanged = (client: QueryClient): Promise<void> => client.invalidateQueries({ queryKey: ADDRESSES_KEY });

// ---------------------------------------------------------------------------------------------------------
// A shop (rest/shops/{id}, without a delivery point)

/**
 * A shop as rest/shops/{id} answers without a delivery point: the cart's shop (its minimum order) and a chat's title.
 * The catalogue's shop page asks with the delivery point (distance, delivery zone): another answer, its own key.
 */
export const shopKey = (id: number) => ['rest/shops', id] as const;

export const fetchShop = (id: number): Promise<Shop> => getData<Shop>(`rest/shops/${id}`);

/** Asked only for a shop named (`null`: none yet). */
export const shopQuery = (id: number | null | undefined) =>
  queryOptions({ queryKey: shopKey(id ?? 0), queryFn: () => fetchShop(id!), enabled: id != null });

/** A shop's products by category (rest/shops/{id}/products): the catalogue's shop page, a group member's picker. */
export const shopProductsKey = (id: number) => ['rest/shops', id, 'products'] as const;

export const fetchShopProducts = (id: number): Promise<ShopProducts> => getData<ShopProducts>(`rest/shops/${id}/products`);

/** Asked only for a shop named. */
export const shopProductsQuery = (id: number | null | undefined) =>
  queryOptions({ queryKey: shopProductsKey(id ?? 0), queryFn: () => fetchShopProducts(id!), enabled: id != null });

// ---------------------------------------------------------------------------------------------------------
// The marketplace's payment methods (rest/payments)

export const PAYMENTS_KEY = ['rest/payments'] as const;

/**
 * Every payment method of the marketplace, active or not: each app keeps the ones it offers (checkout: the supported
 * ones; parcels: the active ones; the account's top-up: the hosted pages), e.g. with `select`.
 */
export const fetchPayments = async (): Promise<Payment[]> => listOf(await getData<Payment[]>('rest/payments'));

export const paymentsQuery = () => queryOptions({ queryKey: PAYMENTS_KEY, queryFn: fetchPayments });

/** A provider that pays through its hosted page, asked through its process route. */
export type ExternalTag = keyof typeof PAYMENT_PROCESS_ROUTES;

/** Whether a method pays through a provider's hosted page. */
export const isExternal = (tag: string): tag is ExternalTag => tag in PAYMENT_PROCESS_ROUTES;

/**
 * The provider's hosted payment page for an order (`order_id`), a parcel (`parcel_id`) or a top-up, from its process
 * route (`{data: {data: {url}}}`, the family's shape).
 */
export async function providerPage(tag: ExternalTag, body: Record<string, unknown>): Promise<string> {
  const route = PAYMENT_PROCESS_ROUTES[tag];
  const res =
    route.method === 'GET'
      ? await http.get<PaymentProcessAnswer>(route.path, { params: body })
      : await http.post<PaymentProcessAnswer>(route.path, body);
  return processRedirectUrl(res.data);
}

// ---------------------------------------------------------------------------------------------------------
// Shop tags (rest/shops-takes)

export const SHOP_TAGS_KEY = ['rest/shops-takes'] as const;

/** The tags shops carry: the home's filter, a new shop's choices. */
export const fetchShopTags = async (): Promise<Tag[]> => listOf(await getData<Tag[]>('rest/shops-takes'));

export const shopTagsQuery = () => queryOptions({ queryKey: SHOP_TAGS_KEY, queryFn: fetchShopTags });
