import { API, createApiServer, http, HttpResponse } from '@market/testing';
import { providerPage } from './resources.ts';

const asked: string[] = [];
createApiServer(
  http.get(`${API}dashboard/user/order-stripe-process`, ({ request }) => {
    asked.push(`GET order_id=${new URL(request.url).searchParams.get('order_id')}`);
    return HttpResponse.json({ data: { data: { url: '/api/v1/sandbox/pay/stripe-token' } } });
  }),
  http.post(`${API}dashboard/user/moya-sar-process`, async ({ request }) => {
    asked.push(`POST ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ data: { data: { url: '/api/v1/sandbox/pay/moyasar-token' } } });
  }),
);

describe('providerPage: the process route answers the page at data.data.url (the family shape)', () => {
  it('pays an order again through a GET route, the body as the query', async () => {
    await expect(providerPage('stripe', { order_id: 9 })).resolves.toBe('/api/v1/sandbox/pay/stripe-token');
    expect(asked).toContain('GET order_id=9');
  });

  it('tops up the wallet through a POST route, the body as JSON', async () => {
    await expect(providerPage('moyasar', { total_price: 20, currency_id: 1 })).resolves.toBe('/api/v1/sandbox/pay/moyasar-token');
    expect(asked).toContain('POST {"total_price":20,"currency_id":1}');
  });
});
