import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoriesAnswer } from '@market/contract/src/family/meta.ts';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { Stories } from './stories.tsx';

const frame = (shop_id: number, title: string, product: string, url: string) => ({
  shop_id, logo_img: `/logo/${shop_id}.svg`, title, product_uuid: product, product_title: `Product ${product}`, url,
});

// The API family's answer: the bare array, one array of frames per shop.
let stories: StoriesAnswer = [];
createApiServer(http.get(`${API}rest/stories/paginate`, () => HttpResponse.json(stories)));

beforeAll(() => initTestI18n());

describe('Stories', () => {
  it('shows a ring per shop, and a shop’s frames in one viewer', async () => {
    stories = [
      [frame(1, 'Pizza Roma', 'p1', '/a.svg'), frame(1, 'Pizza Roma', 'p2', '/b.svg')],
      [frame(4, 'Burger Barn', 'p3', '/c.svg')],
    ];
    renderWithProviders(<Stories />);
    expect(await screen.findByRole('button', { name: 'Open the story of Burger Barn' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the story of Pizza Roma' }));
    expect(await screen.findByRole('img', { name: 'Pizza Roma, story 1' })).toHaveAttribute('src', '/a.svg');
    expect(screen.getByRole('button', { name: 'See the product' })).toBeInTheDocument();
  });

  it('shows nothing when no shop has a story', async () => {
    stories = [];
    const { container } = renderWithProviders(<Stories />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
