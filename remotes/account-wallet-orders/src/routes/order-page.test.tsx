import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { sessionChanged } from '@market/bus';
import { firstCallUrl, REMOTE_ROUTES, type Order } from '@market/contract';
import { createQueryClient } from '@market/http';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { courierTrackQuery } from '../features/orders/api/courier.ts';
import OrderPage, { prefetch } from './order-page.tsx';

jest.setTimeout(30_000);

// boot.js asks the order with the page's HTML (the route's firstCalls, with the shopper's token), and the HTTP client
// takes the answer by URL: the call must be the very one the page makes, written the same way.
const FIRST_CALLS = REMOTE_ROUTES.find((r) => r.path === '/orders/:id')!.firstCalls!;
const asked: string[] = [];
const order = {
  id: 12, status: 'delivered', created_at: '2030-05-10T12:00:00Z', updated_at: '2030-05-10T12:00:00Z',
  shop: { id: 1, translation: { title: 'Pizza Place' } }, details: [], delivery_type: 'delivery', delivery_date: '2030-05-10', delivery_time: '13:00',
  address: null, deliveryman: null, review: { rating: 5 }, order_refunds: [], repeat: null,
  transaction: { status: 'paid', payment_system: { tag: 'cash' } }, price: 10, total_price: 10, delivery_fee: 0, total_tax: 0, total_discount: 0, service_fee: 0, tips: 0,
} as unknown as Order;
createApiServer(
  http.get(`${API}*`, ({ request }) => {
    const call = request.url.slice(API.length);
    asked.push(call);
    if (call.startsWith('dashboard/user/orders/12?')) return HttpResponse.json({ data: order });
    if (call.startsWith('dashboard/user/orders/13?')) return HttpResponse.json({ data: { ...order, id: 13, status: 'on_a_way' } });
    if (call.startsWith('dashboard/user/orders/13/courier?')) return HttpResponse.json({ data: { order_id: 13, status: 'on_the_way', step: 2, steps: 6 } });
    return HttpResponse.json({ data: [] });
  }),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  asked.length = 0;
  sessionChanged({ user: { id: 1, uuid: 'u1', firstname: 'Demo' }, signedIn: true });
});
afterAll(() => sessionChanged({ user: null, signedIn: false }));

describe('the order page before its first render (prefetch)', () => {
  it('asks the order exactly as the route’s first calls list it, and the first render shows it', async () => {
    const client = createQueryClient();
    await prefetch(client, { id: '12' });
    expect(asked).toEqual([firstCallUrl(FIRST_CALLS[0]!, { params: { id: '12' }, lang: 'en' })]);
    renderWithProviders(<OrderPage />, { route: '/orders/12', path: '/orders/:id', queryClient: client });
    // From the cache, without a skeleton first: the order's state at once, the parts below a phone's first screen (the
    // shop, the items…) a frame later.
    expect(screen.getAllByText('Delivered')[0]).toBeInTheDocument();
    expect(await screen.findByText('Pizza Place')).toBeInTheDocument();
    // The answer the page's load read is fresh: the first render does not ask it again (a second download and render
    // while the page loads). It is asked again on the order's refresh, and on the next visit.
    await new Promise((done) => setTimeout(done, 200));
    expect(asked).toHaveLength(1);
  });

  it('asks an order on its way for its courier too, so the first render can say where the courier is', async () => {
    const client = createQueryClient();
    await prefetch(client, { id: '13' });
    // The very calls boot.js made with the HTML (the courier's is asked for every order: its page cannot know the
    // order's state before the answer; for an order not on its way the API answers 404 and nobody takes it).
    expect(asked).toEqual(FIRST_CALLS.map((c) => firstCallUrl(c, { params: { id: '13' }, lang: 'en' })));
    expect(client.getQueryData(courierTrackQuery(13).queryKey)).toMatchObject({ order_id: 13, step: 2 });
  });

  it('asks a delivered order for no courier', async () => {
    await prefetch(createQueryClient(), { id: '12' });
    expect(asked).toEqual(['dashboard/user/orders/12?lang=en']);
  });

  it('asks nothing for a path that names no order', async () => {
    await prefetch(createQueryClient(), { id: 'x' });
    expect(asked).toEqual([]);
  });
});
