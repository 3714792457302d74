import { jest } from '@jest/globals';
import { API, createApiServer, http as mock, initTestI18n, ok } from '@market/testing';
import { askCallsAhead, askPageAhead, http } from './client.ts';
import { AHEAD_TAKEN_WITHIN_MS } from './early.ts';
import { removeCookie, setCookie } from './cookies.ts';

let asked: string[] = [];
const shops: string[] = [];
const server = createApiServer(
  mock.get('*/rest/settings', ({ request }) => {
    asked.push(request.url);
    return ok({ from: 'network', auth: request.headers.get('authorization') });
  }),
  mock.get('*/rest/shops/:id', ({ request }) => {
    shops.push(request.url);
    return ok({ id: 7, from: shops.length });
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  asked = [];
  removeCookie('user');
  window.__marketEarly = {};
});
afterAll(() => {
  window.__marketEarly = undefined;
});

const SETTINGS = `${API}rest/settings?lang=en`;
const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 300, status, statusText: '', headers: [['content-type', 'application/json']] as [string, string][], body: JSON.stringify(body) });

describe("the first paint's calls that boot.js started", () => {
  it('answer the very same call (URL with its lang, same session or none) without asking the network, once', async () => {
    window.__marketEarly![SETTINGS] = { signedIn: false, response: answer({ data: { from: 'early' } }) };
    const first = await http.get('rest/settings');
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ data: { from: 'early' } });
    expect(asked).toEqual([]);
    // Taken once: the next ask (a refetch) goes to the server.
    expect((await http.get('rest/settings')).data.data.from).toBe('network');
    expect(asked).toHaveLength(1);
  });

  it("do not answer another call, another language, or a call made with a session the early one had not (or the reverse)", async () => {
    window.__marketEarly![SETTINGS] = { signedIn: false, response: answer({ data: { from: 'early' } }) };
    expect((await http.get('rest/settings', { params: { lang: 'fr' } })).data.data.from).toBe('network');
    setCookie('user', '{"id":1}');
    // The guest's early answer is not the signed-in page's; the client itself sends no token (the cookie does).
    expect((await http.get('rest/settings')).data.data).toEqual({ from: 'network', auth: null });
    window.__marketEarly![SETTINGS] = { signedIn: true, response: answer({ data: { from: 'early' } }) };
    expect((await http.get('rest/settings')).data.data.from).toBe('early');
    window.__marketEarly![SETTINGS] = { signedIn: true, response: answer({ data: { from: 'early' } }) };
    removeCookie('user');
    expect((await http.get('rest/settings')).data.data.from).toBe('network');
  });

  it('that failed or never reached the server are asked again, so the page gets a fresh answer', async () => {
    window.__marketEarly![SETTINGS] = { signedIn: false, response: answer({ message: 'down' }, 503) };
    expect((await http.get('rest/settings')).data.data.from).toBe('network');
    window.__marketEarly![SETTINGS] = { signedIn: false, response: Promise.reject(new TypeError('Failed to fetch')) };
    expect((await http.get('rest/settings')).data.data.from).toBe('network');
    expect(asked).toHaveLength(2);
  });

  it('time out like any call when the early answer never comes', async () => {
    window.__marketEarly![SETTINGS] = { signedIn: false, response: new Promise<never>(() => {}) };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(http.get('rest/settings', { timeout: 30 })).rejects.toMatchObject({ code: 'ECONNABORTED' });
    expect(asked).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[http]', 'GET', 'rest/settings', 'ECONNABORTED');
    logged.mockRestore();
  });
});

describe('a page’s first calls asked ahead of it (a move within the app)', () => {
  beforeEach(() => {
    shops.length = 0;
  });

  it('are asked once, as the client asks them (parameters, delivery point, language), and the page’s own ask takes the answer', async () => {
    askPageAhead(['rest/shops/:id?:address', 'dashboard/user/orders/:id'], { params: { id: '7' }, point: [38.9, -77.03] });
    askPageAhead(['rest/shops/:id?:address'], { params: { id: '7' }, point: [38.9, -77.03] });
    const url = `${API}rest/shops/7?address%5Blatitude%5D=38.9&address%5Blongitude%5D=-77.03&lang=en`;
    // A guest's: the shopper's own call is not asked.
    expect(Object.keys(window.__marketEarly!)).toEqual([url]);
    const page = await http.get('rest/shops/7', { params: { 'address[latitude]': 38.9, 'address[longitude]': -77.03 } });
    expect(page.data).toEqual({ data: { id: 7, from: 1 } });
    expect(shops).toEqual([url]);
  });

  it('leave out a call whose parameter the path does not give', () => {
    askPageAhead(['rest/shops/:id', 'rest/settings'], { params: {} });
    expect(Object.keys(window.__marketEarly!)).toEqual([`${API}rest/settings?lang=en`]);
  });

  it('left untaken, are dropped after a while: a later ask goes to the network', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      askPageAhead(['rest/shops/:id'], { params: { id: '7' } });
      expect(Object.keys(window.__marketEarly!)).toHaveLength(1);
      jest.advanceTimersByTime(AHEAD_TAKEN_WITHIN_MS);
      expect(Object.keys(window.__marketEarly!)).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('calls asked ahead with their parameters (the search, whose text and shop are in the query)', () => {
  let searched: string[] = [];
  beforeEach(() => {
    searched = [];
    server.use(
      mock.get('*/rest/products/search', ({ request }) => {
        searched.push(request.url);
        return ok({ data: [{ id: searched.length }] });
      }),
    );
  });

  it('are asked as the client asks them, and the page’s own call with the same parameters takes the answer', async () => {
    const params = { search: 'café & crème', shop_id: 7, 'address[latitude]': 38.9, 'address[longitude]': -77.03, perPage: 10, page: 1 };
    askCallsAhead([{ path: 'rest/products/search', params }]);
    expect(Object.keys(window.__marketEarly!)).toHaveLength(1);
    const page = await http.get('rest/products/search', { params });
    expect(page.data).toEqual({ data: { data: [{ id: 1 }] } });
    expect(searched).toHaveLength(1);
    expect(Object.keys(window.__marketEarly!)).toEqual([]);
    // Another page of it is another call.
    await http.get('rest/products/search', { params: { ...params, page: 2 } });
    expect(searched).toHaveLength(2);
    expect(new URL(searched[1]!).searchParams.get('page')).toBe('2');
  });
});
