import { createApiServer, http as mock, ok } from '@market/testing';
import { createQueryClient } from './query-client.ts';
import { fetchSettings, SETTINGS_KEY, settingsOf, settingsQuery } from './resources.ts';

/** Every call the tests made, as path and query. */
const asked: string[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  asked.push(`${request.method} ${url.pathname.replace('/api/v1/', '')}${url.search}`);
};

createApiServer(
  mock.get('*/rest/settings', ({ request }) => {
    record(request);
    return ok([
      { key: 'ui_type', value: '2' },
      { key: 'title', value: 'Market' },
      { key: 'footer_text', value: null },
    ]);
  }),
);

beforeEach(() => {
  asked.length = 0;
});

describe('the settings', () => {
  it('have one key, their path', () => {
    expect(SETTINGS_KEY).toEqual(['rest/settings']);
    expect(settingsQuery().queryKey).toEqual(SETTINGS_KEY);
  });

  it('are read from the rows into key → value, an unset value left out', async () => {
    await expect(fetchSettings()).resolves.toEqual({ ui_type: '2', title: 'Market' });
    expect(asked).toEqual(['GET rest/settings?lang=en']);
    expect(settingsOf([{ key: 'a', value: null }])).toEqual({});
  });

  it('are asked once for every app reading them through the one query', async () => {
    const client = createQueryClient();
    await Promise.all([client.fetchQuery(settingsQuery()), client.fetchQuery(settingsQuery())]);
    expect(asked).toHaveLength(1);
    expect(client.getQueryData(SETTINGS_KEY)).toEqual({ ui_type: '2', title: 'Market' });
  });
});
