import { act, waitFor } from '@testing-library/react';
import { createQueryClient } from '@market/http';
import { REMOTE_WIDGETS, firstCallUrl } from '@market/contract';
import { API, createApiServer, http, HttpResponse, initTestI18n, page, renderWithProviders } from '@market/testing';
import HomeContent, { prefetch } from './home-content.tsx';

// boot.js starts the home page's first calls with the HTML (REMOTE_WIDGETS.homeContent.firstCalls), and the HTTP
// client takes their answers by URL: the list must be the very calls this page makes, written the same way.
const asked: string[] = [];
createApiServer(
  http.get(`${API}*`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    // Stories come as the family's bare array (one array per shop); every other list as a page.
    return request.url.includes('rest/stories/paginate') ? HttpResponse.json([]) : page([]);
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  asked.length = 0;
});

describe('the home page’s first calls', () => {
  for (const layout of [1, 2] as const) {
    it(`are asked by layout ${layout} exactly as the contract lists them (lang last)`, async () => {
      renderWithProviders(<HomeContent layout={layout} />);
      const expected = REMOTE_WIDGETS.homeContent.firstCalls.map((c) => firstCallUrl(c, { lang: 'en' }));
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    });
  }
});

describe('the home page’s prefetch (run by the shell before its first render)', () => {
  it('asks the first calls, and the content then renders from the cache without asking them again', async () => {
    // The shell's client: its answers stay fresh for the session, so the page takes them as they are.
    const queryClient = createQueryClient();
    await prefetch(queryClient, {});
    const expected = REMOTE_WIDGETS.homeContent.firstCalls.map((c) => firstCallUrl(c, { lang: 'en' }));
    expect(asked).toEqual(expect.arrayContaining(expected));
    asked.length = 0;
    act(() => {
      renderWithProviders(<HomeContent layout={2} />, { queryClient });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.filter((url) => expected.includes(url))).toEqual([]);
  });
});
