import { aCurrency } from '@market/testing';
import { orderBody, type OrderChoices } from './order-body.ts';

const base: OrderChoices = {
  cart: { id: 9, currency_id: 1, rate: 1 },
  shopId: 1,
  currency: aCurrency('EUR'),
  paymentId: 2,
  type: 'delivery',
  date: '2030-05-15',
  time: '13:30',
  address: { address: '1700 15th St NW', location: [38.91, -77.03] },
  coupon: undefined,
  note: '',
  notes: {},
  tips: 0,
  phone: '',
  profile: undefined,
};

describe('orderBody', () => {
  it('sends the cart, the shop, the chosen currency and payment, when and where', () => {
    expect(orderBody(base)).toEqual({
      cart_id: 9, shop_id: 1, currency_id: 2, rate: 0.92, payment_id: 2, delivery_type: 'delivery', delivery_date: '2030-05-15', delivery_time: '13:30',
      location: { latitude: 38.91, longitude: -77.03 }, address: { address: '1700 15th St NW' }, notes: {},
    });
  });

  it('sends no delivery point for a pickup, and the cart currency when none is chosen', () => {
    const body = orderBody({ ...base, type: 'pickup', currency: null });
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('address');
    expect(body).toMatchObject({ currency_id: 1, rate: 1 });
  });

  it('sends the optional fields only when given: trimmed texts, non-blank notes, a tip, the name', () => {
    const body = orderBody({ ...base, coupon: 'PIZZA20', note: '  Ring twice ', notes: { 5: 'No onions', 6: '   ' }, tips: 1.5, phone: ' +12025550101 ', profile: { firstname: 'Demo', lastname: 'User' } });
    expect(body).toMatchObject({ coupon: 'PIZZA20', note: 'Ring twice', notes: { 5: 'No onions' }, tips: 1.5, phone: '+12025550101', username: 'Demo User' });
    expect(body.notes).not.toHaveProperty('6');
  });
});
