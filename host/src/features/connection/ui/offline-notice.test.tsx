import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { connectionBack, connectionLost } from '@market/bus';
import { http as client } from '@market/http';
import { API, createApiServer, http, HttpResponse, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { PROBE_MS } from '../model/connection.ts';
import { ConnectionWatch, OfflineNotice } from './offline-notice.tsx';

let network = true;
createApiServer(http.get(`${API}rest/settings`, () => (network ? ok([]) : HttpResponse.error())));

beforeAll(() => initTestI18n());
afterEach(() => {
  network = true;
  act(() => connectionBack());
});

const shell = () =>
  renderWithProviders(
    <>
      <ConnectionWatch />
      <OfflineNotice />
    </>,
  );

describe('the offline notice', () => {
  it('says so politely when the browser goes offline, and leaves when it is back', () => {
    shell();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent('You are offline.');
    expect(status).toHaveTextContent(/your cart still work/);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toHaveTextContent('');
  });

  it('comes when a request finds no network, and leaves with the next answer', async () => {
    shell();
    network = false;
    await act(() => expect(client.get('rest/settings')).rejects.toMatchObject({ code: 'ERR_NETWORK' }));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    network = true;
    await act(() => client.get('rest/settings'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
  });

  it('asks the site again every few seconds while a request said offline and the browser still says online', async () => {
    const fetch = jest.fn<typeof window.fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response(null, { status: 200 }));
    const realFetch = window.fetch;
    window.fetch = fetch;
    jest.useFakeTimers();
    try {
      shell();
      // As a request that found no network says it.
      act(() => connectionLost());
      expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
      await act(() => jest.advanceTimersByTimeAsync(PROBE_MS));
      expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
      await act(() => jest.advanceTimersByTimeAsync(PROBE_MS));
      expect(fetch).toHaveBeenCalledWith('/config.json', { method: 'HEAD', cache: 'no-store' });
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
      window.fetch = realFetch;
    }
  });
});
