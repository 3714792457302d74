import { jest } from '@jest/globals';
import { delay } from 'msw';
import { $settings } from '@market/bus';
import { createQueryClient, SETTINGS_KEY } from '@market/http';
import { API, createApiServer, fail, http, ok } from '@market/testing';
import { settingsBeforeFirstRender } from './settings.ts';

/** rest/settings as the API family answers it: a row per setting. */
const rows = (settings: Record<string, string | null>) => ok(Object.entries(settings).map(([key, value]) => ({ key, value })));

let answer: () => Promise<Response> = async () => rows({ ui_type: '2', title: 'Market', footer_text: null });
createApiServer(http.get(`${API}rest/settings`, () => answer()));

describe('the settings before the first render', () => {
  it('are in the cache and on the bus when they come in time', async () => {
    const client = createQueryClient();
    await settingsBeforeFirstRender(client);
    expect($settings.getState()).toMatchObject({ ui_type: '2' });
    expect(client.getQueryData(SETTINGS_KEY)).toEqual({ ui_type: '2', title: 'Market' });
  });

  it('do not hold the first render longer than the wait: the page renders, and the frame takes them later', async () => {
    answer = async () => {
      await delay(400);
      return rows({ ui_type: '3' });
    };
    const client = createQueryClient();
    const started = Date.now();
    await settingsBeforeFirstRender(client, 50);
    expect(Date.now() - started).toBeLessThan(350);
    expect($settings.getState()).not.toMatchObject({ ui_type: '3' });
    // The call goes on: its answer fills the cache the frame's own query reads.
    await new Promise((done) => setTimeout(done, 450));
    expect(client.getQueryData(SETTINGS_KEY)).toMatchObject({ ui_type: '3' });
  });

  it('leave a failure to the frame, which shows its own state', async () => {
    answer = async () => fail(500, 'down');
    const client = createQueryClient();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(settingsBeforeFirstRender(client)).resolves.toBeUndefined();
    errors.mockRestore();
    expect(client.getQueryState(SETTINGS_KEY)?.status).toBe('error');
  });
});
