import { waitFor } from '@testing-library/react';
import { REMOTE_WIDGETS, firstCallUrl } from '@market/contract';
import { API, createApiServer, http, initTestI18n, page, renderWithProviders } from '@market/testing';
import HomeContent from './home-content.tsx';

// boot.js starts the home page's first calls with the HTML (REMOTE_WIDGETS.homeContent.firstCalls), and the HTTP
// client takes their answers by URL: the list must be the very calls this page makes, written the same way.
const asked: string[] = [];
createApiServer(
  http.get(`${API}*`, ({ request }) => {
    asked.push(request.url.slice(API.length));
    return page([]);
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
