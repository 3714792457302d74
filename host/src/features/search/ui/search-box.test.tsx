import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@market/router';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { SEARCH_DEBOUNCE_MS } from '@market/ui';
import { SearchBox } from './search-box.tsx';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

beforeAll(() => initTestI18n());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('searches 400 ms after the last keystroke, trimmed, and ignores a blank search', () => {
    jest.useFakeTimers();
    renderWithProviders(
      <>
        <SearchBox />
        <Where />
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' piz' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: ' pizza ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=pizza');
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=pizza');
  });

  it.each([
    ['/shop/7', '/search?q=pizza&shop_id=7'],
    ['/restaurant/3?product=abc', '/search?q=pizza&shop_id=3'],
    ['/shops', '/search?q=pizza'],
  ])('on %s searches %s', (route, target) => {
    jest.useFakeTimers();
    renderWithProviders(
      <>
        <SearchBox />
        <Where />
      </>,
      { route },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'pizza ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
  });

  it('searches at once on Enter, and shows the query it is on', () => {
    renderWithProviders(
      <>
        <SearchBox />
        <Where />
      </>,
      { route: '/search?q=sushi' },
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('sushi');
    fireEvent.change(box, { target: { value: 'ramen' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=ramen');
  });
});
