import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiServer, http, initTestI18n, page, renderWithProviders, API } from '@market/testing';
import type { Review } from '@market/contract';
import { ShopReviews } from './shop-reviews.tsx';

const review = (id: number) => ({ id, rating: 4, comment: `Review ${id}`, created_at: '2026-11-01T12:00:00Z', user: { firstname: 'Sam', lastname: `N${id}` } }) as unknown as Review;

const asked: number[] = [];
createApiServer(
  http.get(`${API}rest/shops/1/reviews`, ({ request }) => {
    const n = Number(new URL(request.url).searchParams.get('page'));
    asked.push(n);
    // Three pages of five.
    return page([1, 2, 3, 4, 5].map((i) => review((n - 1) * 5 + i)), n, 3, 5);
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  asked.length = 0;
});

describe('ShopReviews', () => {
  it('gives every page number its own address, keeping the page’s other parameters', async () => {
    renderWithProviders(<ShopReviews shopId={1} />, { route: '/shop/1?product=p1' });
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    // The pager loads on first use (its own chunk).
    const two = await screen.findByText('2', { selector: 'a' });
    expect(two).toHaveAttribute('href', '?product=p1&reviews=2');
    expect(screen.getByText('1', { selector: 'a' })).toHaveAttribute('href', '?product=p1');
    // Out of the tab order: the page item around it is the keyboard stop.
    expect(two).toHaveAttribute('tabindex', '-1');
  });

  it('opens on the page the address names, and a click shows the next page in place', async () => {
    renderWithProviders(<ShopReviews shopId={1} />, { route: '/shop/1?reviews=2' });
    expect(await screen.findByText('Review 6')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('3', { selector: 'a' }));
    expect(await screen.findByText('Review 11')).toBeInTheDocument();
    expect(asked).toEqual([2, 3]);
  });
});
