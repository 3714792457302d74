import { API, createApiServer, http, HttpResponse } from '@market/testing';
import { placeOrder } from './checkout-api.ts';

const keys: (string | null)[] = [];
createApiServer(
  http.get(`${API}dashboard/user/order-stripe-process`, ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return HttpResponse.json({ data: { data: { url: '/api/v1/sandbox/pay/stripe-token' } } });
  }),
  http.post(`${API}dashboard/user/orders`, () => HttpResponse.json({ data: { id: 12, status: 'new' } }, { status: 201 })),
);

describe('placeOrder', () => {
  it("goes to the provider's page at data.data.url (the family shape of the process routes), with the checkout's key", async () => {
    await expect(placeOrder('stripe', { cart_id: 1 }, 'key-1')).resolves.toEqual({ kind: 'redirect', url: '/api/v1/sandbox/pay/stripe-token' });
    expect(keys).toEqual(['key-1']);
  });

  it('answers the order for cash', async () => {
    await expect(placeOrder('cash', { cart_id: 1 }, 'key-2')).resolves.toMatchObject({ kind: 'order', order: { id: 12 } });
  });
});
