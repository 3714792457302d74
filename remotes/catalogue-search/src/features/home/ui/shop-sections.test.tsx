import { act, screen } from '@testing-library/react';
import { addressChanged } from '@market/bus';
import { aShop, API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
import { RecommendedShops } from './shop-sections.tsx';

// The recommended row for no address, then (more slowly) for the address found a moment later.
let releaseAddressed: () => void = () => undefined;
createApiServer(
  http.get(`${API}rest/shops/recommended`, async ({ request }) => {
    if (!new URL(request.url).searchParams.has('address[latitude]')) return HttpResponse.json({ data: [aShop({ id: 1, translation: { locale: 'en', title: 'Pizza Roma', address: null } })] });
    await new Promise<void>((resolve) => (releaseAddressed = resolve));
    return HttpResponse.json({ data: [aShop({ id: 2, translation: { locale: 'en', title: 'Napoli Pizza House', address: null } })] });
  }),
);

beforeAll(() => initTestI18n());
afterEach(() => addressChanged(null));

describe('the recommended row when the address changes', () => {
  it('keeps the shops it shows until the new address’s arrive (no skeleton in between)', async () => {
    renderWithProviders(<RecommendedShops />);
    expect(await screen.findByText('Pizza Roma')).toBeInTheDocument();
    act(() => addressChanged({ address: '1700 15th St NW', location: [38.9120424, -77.035308] }));
    await act(() => delay(50));
    expect(screen.getByText('Pizza Roma')).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
    act(() => releaseAddressed());
    expect(await screen.findByText('Napoli Pizza House')).toBeInTheDocument();
    expect(screen.queryByText('Pizza Roma')).not.toBeInTheDocument();
  });
});
