import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { $address, sessionChanged } from '@market/bus';
import type { ActiveAddress } from '@market/contract';
import { API, collectToasts, aUser, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import AddressEditor from './address-editor.tsx';

const DUPONT = { address: '1 Dupont Cir NW, Washington, DC 20036, USA', location: { latitude: 38.9097, longitude: -77.0432 } };
const saved = { id: 7, title: 'Work', active: true, address: { address: '1700 15th St NW, Washington, DC 20009, USA', house: '12' }, location: { latitude: 38.912, longitude: -77.035 } };

/** What the geocoder finds, and what was sent to the saved addresses. */
let places: (typeof DUPONT)[] = [DUPONT];
let sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
createApiServer(
  http.get(`${API}rest/geocode/search`, () => HttpResponse.json({ data: places })),
  http.get(`${API}dashboard/user/addresses`, () => HttpResponse.json({ data: [saved], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } })),
  http.post(`${API}dashboard/user/addresses`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: 'POST', url: request.url, body });
    return HttpResponse.json({ data: { id: 8, active: false, ...body } }, { status: 201 });
  }),
  http.put(`${API}dashboard/user/addresses/:id`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: 'PUT', url: request.url, body });
    return HttpResponse.json({ data: { id: 7, active: true, ...body } });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());

const toasts = collectToasts();
let chosen: ActiveAddress[] = [];
const watch = $address.updates.watch((a) => a && chosen.push(a));
afterAll(() => watch.unsubscribe());
beforeEach(() => {
  places = [DUPONT];
  sent = [];
  chosen = [];
  sessionChanged({ user: null, signedIn: false });
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Types in the address field and picks the geocoder's suggestion. */
async function pickDupont() {
  fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'Dupont' } });
  fireEvent.click(await screen.findByTitle(DUPONT.address));
}

describe('AddressEditor', () => {
  it("sets a guest's delivery address to the picked place, with its name trimmed, and closes", async () => {
    const onClose = jest.fn();
    renderWithProviders(<AddressEditor open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Delivery address' })).toBeInTheDocument();
    await pickDupont();
    fill('Name', '  Home ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(chosen.at(-1)).toEqual({ title: 'Home', address: DUPONT.address, location: [38.9097, -77.0432] });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Address saved' }));
    expect(sent).toEqual([]);
  });

  it('asks for an address before saving', async () => {
    const onClose = jest.fn();
    renderWithProviders(<AddressEditor open onClose={onClose} />);
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so, keeps the dialog and saves nothing when a typed address cannot be found', async () => {
    places = [];
    const onClose = jest.fn();
    renderWithProviders(<AddressEditor open onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'Nowhere at all' } });
    save();
    expect(await screen.findByText('We could not find this address; choose one of the suggestions')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(chosen).toEqual([]);
    expect(screen.getByLabelText('Address')).toHaveValue('Nowhere at all');
  });

  it('saves a signed-in shopper’s new address with its point as latitude and longitude', async () => {
    sessionChanged({ user: aUser({ id: 1 }), signedIn: true });
    const onClose = jest.fn();
    renderWithProviders(<AddressEditor open onClose={onClose} />);
    await pickDupont();
    fill('House', ' 4 ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', body: { address: { address: DUPONT.address, house: '4' }, location: DUPONT.location } }),
    ]);
  });

  it('edits a saved address: starts from it and sends the change to that address', async () => {
    sessionChanged({ user: aUser({ id: 1 }), signedIn: true });
    const onClose = jest.fn();
    renderWithProviders(<AddressEditor open onClose={onClose} addressId={7} />);
    expect(await screen.findByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Work'));
    expect(screen.getByLabelText('House')).toHaveValue('12');
    fill('House', '14');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toMatch(/dashboard\/user\/addresses\/7(\?|$)/);
    expect(sent[0]!.body).toMatchObject({ title: 'Work', address: { address: saved.address.address, house: '14' }, location: saved.location });
  });
});
