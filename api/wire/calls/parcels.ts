/** Parcel delivery: types, price, placing (cash, then a provider), the list and page, cancel, review. */
import { Done, FamilyPaymentRedirect, ParcelOne, ParcelPage, ParcelPaidOne, ParcelPrice, ParcelTypeList } from '@market/contract/src/family/index.ts';
import type { FamilyCall, ReplayContext } from '../types.ts';
import { keepData } from './keep.ts';

const day = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
const FROM = 'address_from%5Blatitude%5D=38.9120424&address_from%5Blongitude%5D=-77.035308';
const TO = 'address_to%5Blatitude%5D=38.9025&address_to%5Blongitude%5D=-77.0323';

/** The parcel checkout's body. */
const parcel = (ctx: ReplayContext) => ({
  currency_id: 1,
  type_id: 2,
  rate: 1,
  phone_from: '12025550101',
  username_from: 'Demo User',
  address_from: { latitude: 38.9120424, longitude: -77.035308, address: '1700 15th St NW, Washington, DC 20009, USA', house: '12', stage: '3', room: '' },
  phone_to: '12025550177',
  username_to: 'Jamie',
  address_to: { latitude: 38.9025, longitude: -77.0323, address: '1400 K St NW, Washington, DC 20005, USA', house: '', stage: '', room: '' },
  delivery_date: day(1),
  delivery_time: '15:00',
  note: 'Fragile',
  images: [],
  description: 'Books',
  instructions: 'Ring twice',
  notify: 1,
  qr_value: '',
  payment_type_id: ctx.ids.cashPaymentId,
});

export const calls: FamilyCall[] = [
  { screen: 'parcel checkout: types', method: 'GET', path: 'rest/parcel-order/types?lang=en', auth: 'guest', schema: ParcelTypeList },
  { screen: 'parcel form: price', method: 'GET', path: `rest/parcel-order/calculate-price?lang=en&type_id=2&${FROM}&${TO}`, auth: 'guest', schema: ParcelPrice },
  { screen: 'parcel checkout: place', method: 'POST', path: 'dashboard/user/parcel-orders?lang=en', body: parcel, auth: 'user', schema: ParcelOne, keep: keepData({ parcelId: 'id' }) },
  {
    screen: 'parcel checkout: pay with the chosen method',
    method: 'POST',
    path: (ctx) => `payments/parcel-order/${ctx.ids.parcelId}/transactions?lang=en`,
    body: (ctx: ReplayContext) => ({ payment_sys_id: ctx.ids.cashPaymentId }),
    auth: 'user',
    // The client then opens `/parcels/{data.id}`: the parcel's id (its later calls ask that parcel).
    schema: ParcelPaidOne,
    keep: keepData({ parcelId: 'id' }),
  },
  { screen: 'parcel checkout: pay with a provider', method: 'GET', path: (ctx) => `dashboard/user/order-stripe-process?lang=en&parcel_id=${ctx.ids.parcelId}`, auth: 'user', schema: FamilyPaymentRedirect },
  { screen: 'parcels page', method: 'GET', path: 'dashboard/user/parcel-orders?lang=en&page=1', auth: 'user', schema: ParcelPage },
  { screen: 'parcel page', method: 'GET', path: (ctx) => `dashboard/user/parcel-orders/${ctx.ids.parcelId}?lang=en`, auth: 'user', schema: ParcelOne },
  { screen: 'parcel page: cancel', method: 'POST', path: (ctx) => `dashboard/user/parcel-orders/${ctx.ids.parcelId}/status/change?status=canceled&lang=en`, auth: 'user', schema: Done },
  { screen: 'parcel review (seed parcel #1, delivered)', method: 'POST', path: 'dashboard/user/parcel-orders/deliveryman-review/1?lang=en', body: { rating: 5, comment: 'Quick' }, auth: 'user', schema: Done },
];
