import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { Order } from '@market/contract';
import { createApiServer, http, HttpResponse, initTestI18n, renderWithProviders, API } from '@market/testing';
import { OrderView } from './order-view.tsx';

const stopped: string[] = [];
createApiServer(
  http.delete(`${API}dashboard/user/orders/:id/delete-repeat`, ({ params }) => {
    stopped.push(String(params.id));
    return HttpResponse.json({ data: null });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());

/** A delivered, paid order: only the fields the page reads. */
const order = (repeat: Order['repeat']) =>
  ({
    id: 12, status: 'delivered', created_at: '2030-05-10T12:00:00Z', updated_at: '2030-05-10T12:00:00Z',
    shop: { id: 1, translation: { title: 'Pizza Place' } }, details: [], delivery_type: 'delivery', delivery_date: '2030-05-10', delivery_time: '13:00',
    address: null, deliveryman: null, review: { rating: 5 }, order_refunds: [{ id: 1, order_id: 12, cause: 'x', status: 'pending', created_at: '' }],
    transaction: { status: 'paid', payment_system: { tag: 'cash' } }, price: 10, total_price: 10, delivery_fee: 0, total_tax: 0, total_discount: 0, service_fee: 0, tips: 0,
    repeat,
  }) as unknown as Order;

describe('OrderView: the order repeat', () => {
  it('stops the repeat named by repeat.id after a confirmation', async () => {
    renderWithProviders(<OrderView order={order({ id: 12, order_id: 12, from: '2030-05-16', to: '2030-05-20' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop repeating' }));
    expect(await screen.findByText('Stop repeating this order?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(stopped).toEqual(['12']));
  });

  it('offers no stop to an order that does not repeat', () => {
    renderWithProviders(<OrderView order={order(null)} />);
    expect(screen.getByRole('button', { name: 'Repeat order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop repeating' })).toBeNull();
  });
});
