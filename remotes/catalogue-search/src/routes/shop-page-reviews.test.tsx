import { act, screen } from '@testing-library/react';
import { API, createApiServer, FakeIntersectionObserver, http, initTestI18n, ok, page, renderWithProviders } from '@market/testing';
import type { Review, Shop } from '@market/contract';
import ShopPage from './shop-page.tsx';

// A shop page's reviews are below a phone's first screen: their code and their list wait until they come near.
const shop = { id: 9, uuid: 's9', type: 'restaurant', open: true, rating_avg: 4.5, reviews_count: 1, price: 0, min_amount: 0, logo_img: '', background_img: '', delivery_time: { from: 10, to: 20, type: 'minute' }, translation: { title: 'Pizza Roma' }, tags: [], shop_working_days: [], shop_closed_date: [], verify: 1 } as unknown as Shop;
const margherita = { id: 1, uuid: 'p1', shop_id: 9, img: '', translation: { title: 'Margherita' }, stock: { id: 11, price: 9, quantity: 50 }, stocks: [] };
const review = { id: 1, rating: 5, comment: 'Crisp and hot', created_at: '2026-11-01T12:00:00Z', user: { firstname: 'Sam', lastname: 'N' } } as unknown as Review;

let reviewsAsked = 0;
let answerProducts: () => void = () => undefined;
createApiServer(
  http.get(`${API}rest/shops/9`, () => ok(shop)),
  http.get(`${API}rest/shops/9/products`, async () => {
    // Answered when the test says: the page is first seen with the products' skeleton.
    await new Promise<void>((done) => (answerProducts = done));
    return ok({ all: [{ id: 3, translation: { title: 'Pizzas' }, products: [margherita] }], recommended: [] });
  }),
  http.get(`${API}rest/shops/9/reviews`, () => {
    reviewsAsked++;
    return page([review], 1, 1, 5);
  }),
  http.get(`${API}*`, () => page([])),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  reviewsAsked = 0;
  FakeIntersectionObserver.install();
});
afterEach(() => FakeIntersectionObserver.uninstall());

describe('the shop page’s reviews', () => {
  it('show their heading at once, and are read and listed when they come near, watched only once the products are listed', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/9', path: '/shop/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizza Roma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    // One section throughout: what found it (or scrolled to it) still holds it once the list is there.
    const section = screen.getByRole('region', { name: 'Reviews' });
    // The products' skeleton keeps the page short: the reviews would be "near" then, so nothing watches them yet.
    expect(FakeIntersectionObserver.all).toHaveLength(0);
    act(() => answerProducts());
    expect(await screen.findByRole('link', { name: /Margherita/ })).toBeInTheDocument();
    expect(FakeIntersectionObserver.all).toHaveLength(1);
    expect(reviewsAsked).toBe(0);
    expect(screen.queryByText('Crisp and hot')).not.toBeInTheDocument();
    act(() => FakeIntersectionObserver.all[0]!.enter());
    expect(await screen.findByText('Crisp and hot')).toBeInTheDocument();
    expect(reviewsAsked).toBe(1);
    expect(screen.getAllByRole('heading', { level: 2, name: 'Reviews' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Reviews' })).toBe(section);
    expect(section).toHaveTextContent('Crisp and hot');
  });

  it('are listed at once on an address that names a page of them', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop/9?reviews=1', path: '/shop/:id' });
    expect(await screen.findByText('Crisp and hot')).toBeInTheDocument();
    expect(FakeIntersectionObserver.all).toHaveLength(0);
  });
});
