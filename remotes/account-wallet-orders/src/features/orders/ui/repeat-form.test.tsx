import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { RepeatForm } from './repeat-form.tsx';

let sent: unknown[] = [];
let refuse = false;
createApiServer(
  http.post(`${API}dashboard/user/orders/6/repeat`, async ({ request }) => {
    sent.push(await request.json());
    return refuse ? HttpResponse.json({ message: 'The order cannot repeat' }, { status: 422 }) : HttpResponse.json({ data: { id: 6 } });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  sent = [];
  refuse = false;
});

/** A day typed as the API writes it, committed with Enter. */
const fill = async (label: string, value: string) => {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('RepeatForm', () => {
  it('repeats the order over the chosen days, then closes', async () => {
    const done = jest.fn();
    renderWithProviders(<RepeatForm orderId={6} onDone={done} />);
    await fill('From', '2030-05-15');
    await fill('To', '2030-05-20');
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    await waitFor(() => expect(sent).toEqual([{ from: '2030-05-15', to: '2030-05-20' }]));
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('repeats it once when no day is chosen', async () => {
    renderWithProviders(<RepeatForm orderId={6} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    await waitFor(() => expect(sent).toEqual([{}]));
  });

  it('refuses an end before the start, asking nothing', async () => {
    renderWithProviders(<RepeatForm orderId={6} onDone={() => undefined} />);
    await fill('From', '2030-05-20');
    await fill('To', '2030-05-15');
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(await screen.findByText('The end date comes before the start date')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('stays open when the server refuses', async () => {
    refuse = true;
    const done = jest.fn();
    renderWithProviders(<RepeatForm orderId={6} onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
  });
});
