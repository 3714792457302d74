import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { loggedOut, loginRequested, sessionChanged } from '@market/bus';
import type { DeliverymanRequest } from '@market/contract';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { CourierApplication } from './courier-application.tsx';

/** What the server holds for the user (null: no application yet) and what it was sent. */
let stored: DeliverymanRequest | null = null;
let sent: unknown[] = [];
let refusal: { message: string; params: Record<string, string[]> } | null = null;
let uploads = 0;

createApiServer(
  http.get(`${API}dashboard/user/deliveryman-requests/show`, () => (stored ? HttpResponse.json({ data: stored }) : HttpResponse.json({ message: 'Not found' }, { status: 404 }))),
  http.post(`${API}dashboard/user/deliveryman-requests`, async ({ request }) => {
    const body = (await request.json()) as Omit<DeliverymanRequest, 'id' | 'status' | 'created_at' | 'updated_at'>;
    sent.push(body);
    if (refusal) return HttpResponse.json(refusal, { status: 422 });
    stored = { ...body, id: 7, status: 'new', created_at: '2030-05-15T16:00:00Z', updated_at: '2030-05-15T16:00:00Z' };
    return HttpResponse.json({ data: stored }, { status: 201 });
  }),
  http.post(`${API}galleries`, () => {
    uploads++;
    const url = `/api/v1/media/uploads/00000000-0000-4000-8000-00000000000${uploads}.png`;
    return HttpResponse.json({ data: { title: url, url } });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  stored = null;
  sent = [];
  refusal = null;
  uploads = 0;
  sessionChanged({ user: { id: 2, uuid: 'u', firstname: 'Sam', lastname: 'Friend', phone: '+12025550102' }, signedIn: true });
});
afterEach(() => initTestI18n('en'));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The hidden file input behind "Add a document" (the browser's file picker). */
const filePicker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function chooseVehicle(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Vehicle'));
  fireEvent.click(await screen.findByTitle(name));
}

/** Picks a document and waits for its thumbnail (the `n`th). */
async function addDocument(n: number) {
  await screen.findByRole('button', { name: 'Add a document' });
  fireEvent.change(filePicker(), { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' })] } });
  return screen.findByRole('img', { name: `Document ${n}` });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

describe('CourierApplication', () => {
  it('asks a guest to sign in and shows no form', async () => {
    loggedOut();
    const asked: string[] = [];
    const unwatch = loginRequested.watch(({ returnTo }) => asked.push(returnTo));
    renderWithProviders(<CourierApplication />);
    expect(screen.getByText('Sign in to send a courier application.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual(['/']);
    unwatch();
  });

  it('sends a complete application and then shows it under review', async () => {
    renderWithProviders(<CourierApplication />);
    // Name and phone start from the profile.
    expect(await screen.findByLabelText('Full name')).toHaveValue('Sam Friend');
    expect(screen.getByLabelText('Phone')).toHaveValue('+12025550102');
    fill('Phone', '+1 202 555 0190');
    fill('City', 'Washington');
    await chooseVehicle('Scooter');
    await addDocument(1);
    await addDocument(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove document 1' }));
    send();
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Sam Friend', phone: '+1 202 555 0190', vehicle_type: 'scooter', city: 'Washington', documents: ['/api/v1/media/uploads/00000000-0000-4000-8000-000000000002.png'] },
    ]);
    expect(screen.getByText('Scooter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('says what to choose in the empty Vehicle box, in the page language', async () => {
    renderWithProviders(<CourierApplication />);
    expect((await screen.findByLabelText('Vehicle')).closest('.ant-select')).toHaveTextContent('Choose how you deliver');
    await initTestI18n('ar');
    expect(screen.getByLabelText('المركبة').closest('.ant-select')).toHaveTextContent('اختر وسيلة التوصيل');
  });

  it('refuses a bad phone with the translated message and keeps what was typed', async () => {
    renderWithProviders(<CourierApplication />);
    await screen.findByLabelText('Full name');
    fill('Full name', 'Sam Rider');
    fill('Phone', 'call me');
    fill('City', 'Washington');
    await chooseVehicle('Bicycle');
    await addDocument(1);
    send();
    expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Full name')).toHaveValue('Sam Rider');
    expect(screen.getByLabelText('Phone')).toHaveValue('call me');
    expect(screen.getByLabelText('City')).toHaveValue('Washington');
    expect(screen.getByLabelText('Vehicle').closest('.ant-select')).toHaveTextContent('Bicycle');
    expect(screen.getByRole('img', { name: 'Document 1' })).toBeInTheDocument();
  });

  it('requires the vehicle, the city and a document', async () => {
    renderWithProviders(<CourierApplication />);
    await screen.findByLabelText('Full name');
    send();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors in the user's language beside their fields, the values kept", async () => {
    await initTestI18n('fr');
    refusal = { message: 'Phone number is invalid', params: { phone: ['Phone number is invalid'] } };
    renderWithProviders(<CourierApplication />);
    await screen.findByRole('button', { name: 'Envoyer la candidature' });
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Paris' } });
    fireEvent.mouseDown(screen.getByLabelText('Véhicule'));
    fireEvent.click(await screen.findByTitle('Voiture'));
    fireEvent.change(filePicker(), {
      target: { files: [new File(['x'], 'id.png', { type: 'image/png' })] },
    });
    await screen.findByRole('img', { name: 'Document 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la candidature' }));
    const phone = screen.getByLabelText('Téléphone').closest('.ant-form-item') as HTMLElement;
    expect(await within(phone).findByText("Le numéro de téléphone n'est pas valide")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByLabelText('Ville')).toHaveValue('Paris');
  });

  it('shows an accepted application, and the form again below a rejected one', async () => {
    stored = { id: 3, name: 'Sam Friend', phone: '+12025550102', vehicle_type: 'car', city: 'Washington', documents: [], status: 'approved', created_at: '', updated_at: '' };
    const { unmount } = renderWithProviders(<CourierApplication />);
    expect(await screen.findByText('Your application was accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    unmount();

    stored = { ...stored, status: 'rejected' };
    renderWithProviders(<CourierApplication />);
    expect(await screen.findByText('Your last application was rejected; you may send a new one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });
});
