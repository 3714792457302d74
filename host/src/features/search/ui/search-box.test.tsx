import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@market/router';
import { addressChanged } from '@market/bus';
import { API, createApiServer, http, initTestI18n, page, renderWithProviders } from '@market/testing';
import { SEARCH_DEBOUNCE_MS } from '@market/ui';
import { SearchBox } from './search-box.tsx';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

const searched: string[] = [];
createApiServer(
  http.get('*/rest/:kind/search', ({ request }) => {
    searched.push(request.url);
    return page([]);
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  window.__marketEarly = {};
  searched.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  addressChanged(null);
});

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

  it("asks the results' first page as the search starts, as the results page will ask it, near the address", () => {
    jest.useFakeTimers();
    addressChanged({ address: 'Washington', location: [38.9, -77.03] } as never);
    renderWithProviders(<SearchBox />, { route: '/shops' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'piz' } });
    fireEvent.change(box, { target: { value: ' café & crème ' } });
    // Nothing while the shopper types: only the last text is searched.
    expect(Object.keys(window.__marketEarly!)).toEqual([]);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const near = 'address%5Blatitude%5D=38.9&address%5Blongitude%5D=-77.03';
    expect(Object.keys(window.__marketEarly!)).toEqual([
      `${API}rest/shops/search?search=caf%C3%A9+%26+cr%C3%A8me&open=1&${near}&perPage=10&page=1&lang=en`,
      `${API}rest/products/search?search=caf%C3%A9+%26+cr%C3%A8me&${near}&perPage=10&page=1&lang=en`,
    ]);
  });

  it("asks only the shop's products on a shop's page, and nothing for a blank search", () => {
    jest.useFakeTimers();
    renderWithProviders(<SearchBox />, { route: '/shop/7' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(Object.keys(window.__marketEarly!)).toEqual([]);
    fireEvent.change(box, { target: { value: 'pizza' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(Object.keys(window.__marketEarly!)).toEqual([`${API}rest/products/search?search=pizza&shop_id=7&perPage=10&page=1&lang=en`]);
  });
});
