import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { sessionChanged, toastShown } from '@market/bus';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import SavedLocationsPage from './saved-locations-page.tsx';

type Row = { id: number; title: string; active: boolean; address: { address: string }; location: { latitude: number; longitude: number } };
let rows: Row[] = [];
/** Resolves the pending set-active request; a test decides when the server answers and how. */
let answer: ((ok: boolean) => void) | null = null;

createApiServer(
  http.get(`${API}dashboard/user/addresses`, () => HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } })),
  http.post(`${API}dashboard/user/address/set-active/:id`, async ({ params }) => {
    const ok = await new Promise<boolean>((resolve) => (answer = resolve));
    if (!ok) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    rows = rows.map((r) => ({ ...r, active: r.id === Number(params.id) }));
    return HttpResponse.json({ data: null });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  answer = null;
  rows = [
    { id: 1, title: 'Home', active: true, address: { address: '1 Main St' }, location: { latitude: 1, longitude: 1 } },
    { id: 2, title: 'Work', active: false, address: { address: '2 Side St' }, location: { latitude: 2, longitude: 2 } },
  ];
  sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true });
});

const radio = (name: string) => screen.getByRole('radio', { name: `Deliver to ${name}` });

it('a chosen address is checked in the same event, before the server answers, and stays the only one', async () => {
  renderWithProviders(<SavedLocationsPage />);
  await waitFor(() => expect(radio('Home')).toBeChecked());
  fireEvent.click(radio('Work'));
  // No await: the click itself shows the choice.
  expect(radio('Work')).toBeChecked();
  expect(radio('Home')).not.toBeChecked();
  await waitFor(() => expect(answer).not.toBeNull());
  act(() => answer!(true));
  await waitFor(() => expect(rows.find((r) => r.active)?.id).toBe(2));
  await waitFor(() => expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1));
  expect(radio('Work')).toBeChecked();
});

it('a refused choice goes back to the address that was active and says why', async () => {
  const toasts: string[] = [];
  const unwatch = toastShown.watch((t) => toasts.push(t.kind));
  renderWithProviders(<SavedLocationsPage />);
  await waitFor(() => expect(radio('Home')).toBeChecked());
  fireEvent.click(radio('Work'));
  expect(radio('Work')).toBeChecked();
  await waitFor(() => expect(answer).not.toBeNull());
  act(() => answer!(false));
  await waitFor(() => expect(radio('Home')).toBeChecked());
  expect(radio('Work')).not.toBeChecked();
  expect(toasts).toContain('error');
  unwatch();
});
