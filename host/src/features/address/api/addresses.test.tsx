import { act, screen, waitFor } from '@testing-library/react';
import { $address, addressChanged, sessionChanged, toastShown } from '@market/bus';
import type { AddressWire } from '@market/contract';
import { createApiServer, fail, http as mock, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { useAddresses, useSetActiveAddress } from './addresses.ts';

const addresses: AddressWire[] = [
  { id: 1, title: 'Home', address: { address: '1 Main St' }, location: { latitude: 38.9, longitude: -77.03 }, active: true },
  { id: 2, title: 'Work', address: { address: '2 K St' }, location: { latitude: '38.91', longitude: '-77.04' }, active: 0 },
];

let setActive: () => Response | Promise<Response>;
createApiServer(
  mock.get('*/dashboard/user/addresses', ({ request }) => {
    expect(new URL(request.url).searchParams.get('perPage')).toBe('100');
    return ok(addresses);
  }),
  mock.post('*/dashboard/user/address/set-active/:id', () => setActive()),
);

function Saved() {
  const list = useAddresses();
  const mutation = useSetActiveAddress();
  return (
    <ul>
      {(list.data ?? []).map((a) => (
        <li key={a.id}>
          <button type="button" aria-pressed={a.active} onClick={() => mutation.mutate(a.id)}>
            {a.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true });
  addressChanged({ id: 1, title: 'Home', address: '1 Main St', location: [38.9, -77.03] });
});

describe('set-active address', () => {
  it('is optimistic and rolled back on failure, with the server message', async () => {
    let release!: () => void;
    setActive = () => new Promise<Response>((resolve) => (release = () => resolve(fail(500, 'Something went wrong'))));
    const toasts: string[] = [];
    const sub = toastShown.watch((t) => toasts.push(t.message));
    renderWithProviders(<Saved />);
    await act(async () => (await screen.findByRole('button', { name: 'Work' })).click());
    // At once: the list and the bus show the new choice, before the server answers.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'false');
    expect($address.getState()?.id).toBe(2);
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'false');
    expect($address.getState()?.id).toBe(1);
    expect(toasts).toEqual(['Something went wrong']);
    sub.unsubscribe();
  });

  it('keeps the choice when the server agrees', async () => {
    setActive = () => ok({});
    renderWithProviders(<Saved />);
    await act(async () => (await screen.findByRole('button', { name: 'Work' })).click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true'));
    await new Promise((r) => setTimeout(r, 50));
    expect($address.getState()?.address).toBe('2 K St');
    // A family backend's numeric strings become the bus's [latitude, longitude] numbers (boot.js reads them).
    expect($address.getState()?.location).toEqual([38.91, -77.04]);
  });
});
