import { orderCall, PROVIDER_ROUTES, isSupportedTag } from './payments.ts';

describe('the payment tag table', () => {
  it('maps every provider of the spec to its route, moyasar by POST and the rest by GET', () => {
    expect(Object.fromEntries(Object.entries(PROVIDER_ROUTES).map(([tag, r]) => [tag, `${r.method} ${r.path}`]))).toEqual({
      stripe: 'GET dashboard/user/order-stripe-process',
      razorpay: 'GET dashboard/user/order-razorpay-process',
      paystack: 'GET dashboard/user/order-paystack-process',
      'mercado-pago': 'GET dashboard/user/order-mercado-pago-process',
      paypal: 'GET dashboard/user/order-paypal-process',
      paytabs: 'GET dashboard/user/order-paytabs-process',
      flutterWave: 'GET dashboard/user/order-flutter-wave-process',
      moyasar: 'POST dashboard/user/moya-sar-process',
    });
  });

  it('sends the order body as query for GET routes, as JSON for POST and for cash and wallet', () => {
    const body = { cart_id: 1 };
    expect(orderCall('stripe', body)).toEqual({ method: 'GET', url: 'dashboard/user/order-stripe-process', params: body });
    expect(orderCall('moyasar', body)).toEqual({ method: 'POST', url: 'dashboard/user/moya-sar-process', data: body });
    expect(orderCall('cash', body)).toEqual({ method: 'POST', url: 'dashboard/user/orders', data: body });
    expect(orderCall('wallet', body)).toEqual({ method: 'POST', url: 'dashboard/user/orders', data: body });
  });

  it('offers only tags it knows', () => {
    expect(isSupportedTag('flutterWave')).toBe(true);
    expect(isSupportedTag('bitcoin')).toBe(false);
    expect(isSupportedTag('toString')).toBe(false);
  });
});
