import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { SellerForm } from './seller-form.tsx';

/** What was sent, and whether the server refuses it (a field error, as the API names them). */
let sent: Record<string, unknown>[] = [];
let refusal: { message: string; params: Record<string, string[]> } | null = null;
createApiServer(
  http.get(`${API}rest/categories/paginate`, () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 } })),
  http.get(`${API}rest/shops-takes`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}rest/geocode/search`, () =>
    HttpResponse.json({ data: [{ address: '1 Dupont Cir NW, Washington, DC 20036, USA', location: { latitude: 38.9097, longitude: -77.0432 } }] }),
  ),
  http.post(`${API}dashboard/user/shops`, async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return refusal ? HttpResponse.json(refusal, { status: 422 }) : HttpResponse.json({ data: { id: 9, status: 'new' } }, { status: 201 });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => {
  sent = [];
  refusal = null;
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types a place and picks the suggestion the geocoder answers. */
async function pickPlace() {
  fireEvent.change(await screen.findByLabelText('Location'), { target: { value: 'Dupont' } });
  fireEvent.click(await screen.findByTitle('1 Dupont Cir NW, Washington, DC 20036, USA'));
}

describe('SellerForm', () => {
  it('sends the shop with its texts trimmed per language, the picked place and the defaults', async () => {
    const onSent = jest.fn();
    renderWithProviders(<SellerForm onSent={onSent} />);
    fill('Shop name', '  Green Bowl ');
    await pickPlace();
    fill('Phone', '+1 202 555 0199');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: { en: 'Green Bowl' },
      phone: '+1 202 555 0199',
      type: 'restaurant',
      location: { latitude: 38.9097, longitude: -77.0432 },
      price: 0,
      tax: 0,
      delivery_time_type: 'minute',
      delivery_time_from: 20,
      delivery_time_to: 40,
      images: [],
    });
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });

  it('asks for a name, a place chosen from the suggestions and a valid phone before sending', async () => {
    renderWithProviders(<SellerForm onSent={() => undefined} />);
    fill('Phone', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
    // A place typed but not picked has no point on the map.
    fill('Shop name', 'Green Bowl');
    fireEvent.change(await screen.findByLabelText('Location'), { target: { value: 'somewhere' } });
    fill('Phone', '+12025550199');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('We could not find this address; choose one of the suggestions')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says what to choose in the empty Categories and Tags boxes', async () => {
    renderWithProviders(<SellerForm onSent={() => undefined} />);
    expect((await screen.findByLabelText('Categories')).closest('.ant-select')).toHaveTextContent('Choose what you sell');
    expect(screen.getByLabelText('Tags').closest('.ant-select')).toHaveTextContent('Choose tags that describe your shop');
  });

  it("shows the server's refusal on its field", async () => {
    refusal = { message: 'The phone has already been taken.', params: { phone: ['The phone has already been taken.'] } };
    renderWithProviders(<SellerForm onSent={() => undefined} />);
    fill('Shop name', 'Green Bowl');
    await pickPlace();
    fill('Phone', '+12025550199');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The phone has already been taken.')).toBeInTheDocument();
  });
});
