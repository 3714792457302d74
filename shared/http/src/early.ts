import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { withDeadline } from './deadline.ts';
import { hasSession } from './cookies.ts';

/** An early call's answer, read whole (its headers as name-value pairs). */
export interface EarlyAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/**
 * An API call boot.js started with the HTML (host/public/boot.js): its answer, and whether the page had a session
 * then (the `user` cookie; the token itself went in the HttpOnly cookie, as with every call).
 */
export interface EarlyCall {
  signedIn: boolean;
  response: Promise<EarlyAnswer>;
}

declare global {
  interface Window {
    /** The calls of the first paint that boot.js started, by URL as the HTTP client builds it. */
    __marketEarly?: Record<string, EarlyCall>;
  }
}

/** boot.js's answer for this very call (same URL, same session or none), taken once; none for any other call. */
function takeEarly(url: string): Promise<EarlyAnswer> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__marketEarly;
  const call = early?.[url];
  if (!call) return undefined;
  delete early![url];
  return call.signedIn === hasSession() ? call.response : undefined;
}

/** The early answer within the call's timeout (as axios's own adapter would time out); null if it never reached the server. */
async function answer(early: Promise<EarlyAnswer>, config: InternalAxiosRequestConfig): Promise<EarlyAnswer | null> {
  try {
    return await withDeadline(early, config.timeout, () => {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
    });
  } catch (error) {
    if (error instanceof AxiosError) throw error;
    return null;
  }
}

/**
 * The HTTP client's adapter: a GET that boot.js already started is answered by that answer when it succeeded; every
 * other call, and one whose early answer failed or is missing, goes to the network as usual (axios's own adapter).
 * The early answer is handed over raw, so axios parses it and checks its status as it does any other.
 */
export function earlyAdapter(getUri: (config: InternalAxiosRequestConfig) => string): AxiosAdapter {
  const network = axios.getAdapter(axios.defaults.adapter);
  return async (config) => {
    const early = config.method === 'get' && (config.responseType ?? 'json') === 'json' ? takeEarly(getUri(config)) : undefined;
    if (early) {
      const res = await answer(early, config);
      // Only a success is handed over: a failed or unreachable early call is asked again, so a retry is a fresh ask.
      if (res?.ok) {
        return { data: res.body, status: res.status, statusText: res.statusText, headers: new AxiosHeaders(Object.fromEntries(res.headers)), config, request: {} };
      }
    }
    return network(config);
  };
}

/** How long an answer asked ahead of a page waits to be taken: a page that has not asked for it by then asks afresh. */
export const AHEAD_TAKEN_WITHIN_MS = 10_000;

/**
 * Asks these GETs (whole URLs, as the client builds them) ahead of the page that will make them, and leaves each answer
 * as boot.js leaves the first paint's: the client takes it once, by URL and session, instead of asking again. One
 * already waiting is not asked twice; one left untaken is dropped after AHEAD_TAKEN_WITHIN_MS, so a later ask of the
 * same URL goes to the network.
 */
export function askAhead(urls: readonly string[]): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const early = (window.__marketEarly ??= {});
  const signedIn = hasSession();
  for (const url of urls) {
    if (early[url]) continue;
    const response = fetch(url, { headers: { Accept: 'application/json' } }).then(async (res) => ({
      ok: res.ok,
      status: res.status,
      statusText: res.statusText,
      headers: Array.from(res.headers),
      body: await res.text(),
    }));
    response.catch(() => undefined); // one nobody takes fails quietly; the client asks again itself
    const call: EarlyCall = { signedIn, response };
    early[url] = call;
    setTimeout(() => {
      if (early[url] === call) delete early[url];
    }, AHEAD_TAKEN_WITHIN_MS);
  }
}
