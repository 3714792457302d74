import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { setRuntimeConfig } from '@market/http';

/** Base URL the tests give the HTTP client; handlers match `${API}rest/...`. */
export const API = 'http://localhost/api/v1/';

/** An msw server for a test file: unhandled calls fail the test, so every call is a stated expectation. */
export function createApiServer(...handlers: RequestHandler[]) {
  setRuntimeConfig({ apiBaseUrl: API });
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** `{ data }` envelope. */
export const ok = <T>(data: T, init?: ResponseInit) => HttpResponse.json({ data }, init);
/** Paginated envelope. */
export const page = <T>(data: T[], current_page = 1, last_page = 1, per_page = 10) =>
  HttpResponse.json({ data, meta: { current_page, last_page, per_page, total: (last_page - 1) * per_page + data.length } });
export const fail = (status: number, message: string, params?: Record<string, string[]>) =>
  HttpResponse.json({ message, params }, { status });

export { http, HttpResponse };

/**
 * The server stops answering reads (every GET answers 503 from now on) and everything in the cache is read again, as
 * a language switch does; resolves once those reads have failed. Returns how many reads failed.
 */
export async function readAgainFailing(server: ReturnType<typeof setupServer>, client: QueryClient): Promise<number> {
  let failed = 0;
  server.use(
    http.get(`${API}*`, () => {
      failed++;
      return fail(503, 'Service unavailable');
    }),
  );
  await act(() => client.invalidateQueries());
  return failed;
}
