import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, collectToasts, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { RefundForm } from './refund-form.tsx';
import { ReviewForm } from './review-form.tsx';

/** What each form sent, and whether the server refuses it. */
let sent: { path: string; body: unknown }[] = [];
let refusal: string | null = null;
const answer = async (path: string, request: Request) => {
  sent.push({ path, body: await request.json() });
  return refusal ? HttpResponse.json({ message: refusal }, { status: 400 }) : HttpResponse.json({ data: {} }, { status: 201 });
};
createApiServer(
  http.post(`${API}dashboard/user/order-refunds`, ({ request }) => answer('refund', request)),
  http.post(`${API}dashboard/user/orders/review/:id`, ({ request, params }) => answer(`review ${String(params.id)}`, request)),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
const toasts = collectToasts();
beforeEach(() => {
  sent = [];
  refusal = null;
});

describe('RefundForm', () => {
  it('requires a cause, even one of spaces', async () => {
    const onDone = jest.fn();
    renderWithProviders(<RefundForm orderId={5} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Why do you want a refund?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the trimmed cause for the order, says so and closes', async () => {
    const onDone = jest.fn();
    renderWithProviders(<RefundForm orderId={5} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Why do you want a refund?'), { target: { value: '  Cold food ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ path: 'refund', body: { order_id: 5, cause: 'Cold food' } }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Refund requested' });
  });

  it("shows the server's refusal and keeps the form open with the text", async () => {
    refusal = 'Refund already requested';
    const onDone = jest.fn();
    renderWithProviders(<RefundForm orderId={5} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Why do you want a refund?'), { target: { value: 'Cold food' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error' })));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Why do you want a refund?')).toHaveValue('Cold food');
  });
});

describe('ReviewForm', () => {
  it('requires a rating', async () => {
    renderWithProviders(<ReviewForm orderId={5} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the stars and no empty comment, then thanks the shopper', async () => {
    const onDone = jest.fn();
    renderWithProviders(<ReviewForm orderId={5} onDone={onDone} />);
    fireEvent.click(screen.getAllByRole('radio')[3]!);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ path: 'review 5', body: { rating: 4 } }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Thank you for your review' });
  });
});
