import { act, fireEvent, screen, within } from '@testing-library/react';
import { aShop, FakeIntersectionObserver, initTestI18n, renderWithProviders } from '@market/testing';
import { resetWhenNear } from '@market/ui';
import { ShopRow } from './shop-card.tsx';

const shops = Array.from({ length: 8 }, (_, i) => aShop({ id: i + 1, translation: { locale: 'en', title: `Shop ${i + 1}`, address: null } }));
const innerWidth = window.innerWidth;

beforeAll(() => initTestI18n());
beforeEach(() => {
  FakeIntersectionObserver.install();
  resetWhenNear();
  // A phone: 412 px shows one card and part of the next.
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => {
  FakeIntersectionObserver.uninstall();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
  window.dispatchEvent(new Event('resize'));
});

describe('ShopRow', () => {
  it('builds the cards a phone shows at once; the others when the row scrolls near them, keeping every slot', async () => {
    renderWithProviders(<ShopRow shops={shops} label="Recommended" />);
    const row = screen.getByRole('list', { name: 'Recommended' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    expect(within(row).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Shop 1', 'Shop 2']);
    // Each later card watches the row itself, half a card ahead on both sides (either direction of writing).
    const observers = FakeIntersectionObserver.all;
    expect(observers).toHaveLength(6);
    expect(observers[0]!.options).toEqual({ root: row, rootMargin: '0px 130px' });
    await act(async () => observers[0]!.enter());
    expect(within(row).getAllByRole('article')).toHaveLength(3);
    expect(within(row).getByRole('article', { name: 'Shop 3' })).toBeInTheDocument();
  });

  it('reads the window’s width once and again only after a resize, not at each render (a render after a language switch)', () => {
    const view = renderWithProviders(<ShopRow shops={shops} label="Recommended" />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Wider without a resize yet: a render keeps the width it read.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1100 });
    view.rerender(<ShopRow shops={[...shops]} label="Recommended" />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The resize: the next render builds what 1100 px show (four cards of 260 px and their gaps).
    act(() => window.dispatchEvent(new Event('resize')));
    view.rerender(<ShopRow shops={[...shops]} label="Recommended" />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('builds every card once a key is pressed, so the keyboard can reach each', async () => {
    renderWithProviders(<ShopRow shops={shops} label="Recommended" />);
    await act(async () => fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('builds every card where the browser cannot tell what is near', () => {
    FakeIntersectionObserver.uninstall();
    renderWithProviders(<ShopRow shops={shops} label="Recommended" />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });
});
