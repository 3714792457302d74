import axios, { AxiosError, type AxiosInstance } from 'axios';
import i18next from 'i18next';
import { loginRequested, sessionChanged, sessionExpired, toastShown } from '@market/bus';
import { firstCallUrl, type ApiError } from '@market/contract';
import { COOKIE, hasSession, removeCookie } from './cookies.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { askAhead, earlyAdapter } from './early.ts';

/** HTTP timeout. */
export const HTTP_TIMEOUT_MS = 16000;

/**
 * The one HTTP client: base URL ending /api/v1/, 16000 ms, lang on every call. The session travels in the HttpOnly
 * cookie, which the gateway turns into the bearer token: no call here sets Authorization.
 */
export const http: AxiosInstance = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // The first paint's calls that boot.js started with the HTML are answered by those answers.
  adapter: earlyAdapter((config) => http.getUri(config)),
});

/**
 * A page's first calls (its route's `firstCalls`: `rest/shops/:id?:address`) asked ahead of the page, as this client
 * will ask them (base, path with the page's parameters and the delivery point, then the language): on a move within
 * the app they start with the page's code instead of after it has loaded and rendered. A signed-in shopper's own calls
 * are not asked for a guest, nor a call whose parameters the path does not give.
 */
export function askPageAhead(calls: readonly string[], at: { params: Record<string, string | undefined>; point?: readonly [number, number] }): void {
  const params = Object.fromEntries(Object.entries(at.params).filter((e): e is [string, string] => e[1] !== undefined));
  // As axios joins a base and a path.
  const base = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/`;
  const lang = i18next.language || 'en';
  const urls = calls
    .filter((call) => hasSession() || !call.startsWith('dashboard/'))
    .map((call) => firstCallUrl(call, { params, ...(at.point ? { point: at.point } : {}), lang }))
    .filter((path) => !/:[A-Za-z]/.test(path.split('?')[0]!))
    .map((path) => `${base}${path}`);
  askAhead(urls);
}

/**
 * Calls of a page asked ahead of the move there, each a path with its parameters as the page will pass them: the URL
 * asked is the one this client will build (its base, the parameters in their order, then the language), since the
 * page's call takes the answer by that URL (early.ts). For calls whose parameters come from more than the path (the
 * search's text and shop, from the address's query).
 */
export function askCallsAhead(calls: readonly { path: string; params: Record<string, string | number> }[]): void {
  const lang = i18next.language || 'en';
  askAhead(calls.map(({ path, params }) => http.getUri({ baseURL: getRuntimeConfig().apiBaseUrl, url: path, params: { ...params, lang } })));
}

/** The calls sent while the page had a session (their 401 ends it). */
const sentWithSession = new WeakSet<object>();

http.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().apiBaseUrl;
  if (hasSession()) sentWithSession.add(config);
  // The current language, unless the call asks for another one (e.g. a language's catalogue before switching).
  config.params = { ...(config.params ?? {}), lang: config.params?.lang ?? (i18next.language || 'en') };
  return config;
});

let unauthorizedHandled = false;

/** Called by the shell after a successful sign-in: the next 401 is news again. */
export function resetUnauthorized(): void {
  unauthorizedHandled = false;
}

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
}

http.interceptors.response.use(
  (response) => response,
  (error: AxiosError<ApiError>) => {
    const status = error.response?.status;
    // A 401 ends the session only when the call was sent with one: a call sent without (a guest's, or one that left
    // just as the shopper logged out) is refused, and the caller shows that, but nobody is signed out or sent to sign
    // in by it. (The API removes the refused token's cookie itself.)
    const sentWithOne = error.config !== undefined && sentWithSession.has(error.config);
    if (status === 401 && sentWithOne) {
      // However many calls fail at once: one toast, one redirect.
      if (!unauthorizedHandled) {
        unauthorizedHandled = true;
        removeCookie(COOKIE.user);
        sessionChanged({ user: null, signedIn: false });
        sessionExpired();
        toastShown({ kind: 'error', message: i18next.t('common:unauthorized') });
        const here = currentPath();
        loginRequested({ returnTo: here.startsWith('/login') ? '/' : here });
      }
    } else if (status !== 403 && status !== 401) {
      console.error('[http]', error.config?.method?.toUpperCase(), error.config?.url, status ?? error.code);
    }
    return Promise.reject(error);
  },
);

/** The message to show for a failed call: the server's, translated (and when to try again, after too many tries), else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    const answer = error.response?.data as ApiError | undefined;
    const message = answer?.message;
    if (message) {
      const text = i18next.t(`common:${message}`, { defaultValue: message });
      // A refusal for too many tries says when to try again, in whole minutes.
      const wait = answer.retry_after;
      return typeof wait === 'number' && wait > 0 ? `${text} ${i18next.t('common:retry.after', { minutes: Math.ceil(wait / 60) })}` : text;
    }
    if (!error.response) return i18next.t('common:network.error');
  }
  return i18next.t('common:Error occured. Please, try again later');
}

/**
 * Field errors of a 422 answer: field → first message. The messages per field (`params`) are this API's addition: a
 * backend of the family that answers only `{message}` gives none (the form shows the message instead), and one that
 * names a field with a single message rather than a list is read the same way.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return {};
  const params: unknown = (error.response.data as { params?: unknown } | undefined)?.params;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  const first = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, first(v)]).filter(([, message]) => message));
}
