/**
 * Field measurements (real-user monitoring): for a sampled share of page loads, the shell reports each page view, the
 * document's LCP, INP, CLS and TTFB (Google's web-vitals library, loaded once the page has loaded) and every error a
 * shopper meets (error boundaries, unhandled errors and rejections, a remote that fails to load, a failed request's
 * status), each with the route's pattern, the remote that owns it and that remote's version. Events are batched and
 * sent as a beacon (a few seconds after the first of a batch, at 20 events, and as the page is hidden). The format is
 * @market/contract's telemetry.ts. Nothing here runs before the first paint or delays it.
 */
import type { Metric } from 'web-vitals';
import {
  federationName, REMOTES, routeOf, safeMessage, TELEMETRY_FORMAT, TELEMETRY_LIMITS, versionOfEntry, type ErrorKind, type Owner,
  type RemoteName, type TelemetryConfig, type TelemetryEvent, type Vital,
} from '@market/contract';
import { http } from '@market/http';
import { registry } from '../../../runtime/registry.ts';

/** A batch goes this long after its first event, or at once with this many. */
const FLUSH_AFTER_MS = 5000;
const FLUSH_AT = 20;

type Where = Omit<Extract<TelemetryEvent, { type: 'view' }>, 'type'>;
type VitalsLib = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>;

export interface TelemetryDeps {
  random: () => number;
  send: (url: string, body: string) => void;
  loadVitals: () => Promise<VitalsLib>;
}

/** A beacon (it outlives the page); where the browser refuses one, a keepalive fetch. */
function beacon(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
}

const DEFAULT_DEPS: TelemetryDeps = { random: Math.random, send: beacon, loadVitals: () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals') };

let active: {
  url: string;
  send: TelemetryDeps['send'];
  queue: TelemetryEvent[];
  timer: ReturnType<typeof setTimeout> | null;
  /** Ends the listeners and the request interceptor (tests). */
  stop: () => void;
} | null = null;
/** The page view under way, and the document's first (the vitals are its). */
let current: Where | null = null;
let first: Where | null = null;

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A remote's version as this browser loads it (the registry's chosen entry); `-` for the shell or where unknown. */
export function versionOf(owner: Owner): string {
  return owner === 'host' ? '-' : (versionOfEntry(registry[federationName(owner)]) ?? '-');
}

/** The remote and version whose file threw, read from the error's stack (`/mf/<remote>/<version>/…`). */
function thrownBy(error: unknown): { remote: RemoteName; version: string } | null {
  const stack = (error as { stack?: unknown } | null)?.stack;
  const match = typeof stack === 'string' ? /\/mf\/([a-z-]+)\/([0-9a-f]{12})\//.exec(stack) : null;
  return match && (REMOTES as readonly string[]).includes(match[1]!) ? { remote: match[1] as RemoteName, version: match[2]! } : null;
}

function push(event: TelemetryEvent): void {
  if (!active) return;
  active.queue.push(event);
  if (active.queue.length >= FLUSH_AT) flush();
  else active.timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/** Sends what is queued now, in batches the collector takes. */
export function flush(): void {
  if (!active) return;
  if (active.timer) clearTimeout(active.timer);
  active.timer = null;
  while (active.queue.length) {
    const events = active.queue.splice(0, TELEMETRY_LIMITS.events);
    active.send(active.url, JSON.stringify({ format: TELEMETRY_FORMAT, events }));
  }
}

/** A page view: the shopper opened `pathname` (the document's first page, or one moved to). */
export function pageViewed(pathname: string): void {
  if (!active) return;
  if (pathname === lastPath) return;
  lastPath = pathname;
  const { route, remote } = routeOf(pathname);
  current = { view: newId(), route, remote, version: versionOf(remote) };
  first ??= current;
  push({ type: 'view', ...current });
  const waiting = early;
  early = [];
  for (const metric of waiting) vital(metric);
}
let lastPath = '';

/** An error a shopper met: counted against `owner` (else the remote whose file threw, else the page's remote). */
export function reportError(kind: ErrorKind, error: unknown, owner?: Owner, status?: number): void {
  if (!active) return;
  // An error before the first render belongs to the page view under way: it starts here.
  if (!current) pageViewed(location.pathname);
  const page = current!;
  const thrower = thrownBy(error);
  const remote = owner ?? thrower?.remote ?? page.remote;
  const version = thrower?.remote === remote ? thrower.version : versionOf(remote);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  push({ type: 'error', view: page.view, route: page.route, remote, version, kind, ...(text ? { message: safeMessage(text) } : {}), ...(status !== undefined ? { status } : {}) });
}

/** Vitals reported before the first page view (TTFB comes as soon as the page has loaded): they wait for it. */
let early: Metric[] = [];

function vital(metric: Metric): void {
  const page = first ?? current;
  if (!page) {
    early.push(metric);
    return;
  }
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10000) / 10000 : Math.round(metric.value * 10) / 10;
  push({ type: 'vital', ...page, name: metric.name as Vital, value: Math.max(0, value) });
}

/**
 * Starts the measurements for this page load when the config names a collector and the load falls in its sample.
 * The vitals' library comes once the page has loaded; the hidden page's last batch goes after it has reported.
 */
export function startTelemetry(config: TelemetryConfig | undefined, deps: TelemetryDeps = DEFAULT_DEPS): boolean {
  if (active || !config?.url || !(deps.random() < config.sampleRate)) return false;
  const removers: (() => void)[] = [];
  const listen = <K extends string>(target: Window | Document, type: K, listener: (event: never) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener as EventListener, options);
    removers.push(() => target.removeEventListener(type, listener as EventListener, options));
  };
  listen(window, 'error', (event: ErrorEvent) => reportError('unhandled', event.error ?? event.message));
  listen(window, 'unhandledrejection', (event: PromiseRejectionEvent) => reportError('rejection', event.reason));
  const interceptor = http.interceptors.response.use(undefined, (error: unknown) => {
    // A request the app called off (a query no longer wanted) is no failure.
    if ((error as { code?: string }).code !== 'ERR_CANCELED') {
      const { response, config: request } = error as { response?: { status?: number }; config?: { method?: string } };
      const status = response?.status ?? 0;
      reportError('request', `${(request?.method ?? 'get').toUpperCase()} ${status || 'no answer'}`, undefined, status);
    }
    return Promise.reject(error);
  });
  // web-vitals reports CLS and INP on `visibilitychange` in the capture phase at the window: this listener, at the
  // document, runs after it, so the last batch holds them.
  listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  listen(window, 'pagehide', flush);
  active = {
    url: config.url,
    send: deps.send,
    queue: [],
    timer: null,
    stop: () => {
      for (const remove of removers) remove();
      http.interceptors.response.eject(interceptor);
    },
  };
  const vitals = () =>
    deps.loadVitals().then(
      ({ onLCP, onINP, onCLS, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onTTFB]) on(vital);
      },
      () => undefined,
    );
  if (document.readyState === 'complete') void vitals();
  else listen(window, 'load', () => void vitals(), { once: true });
  return true;
}

/** Tests only: forget this page load's measurements. */
export function resetTelemetry(): void {
  if (active?.timer) clearTimeout(active.timer);
  active?.stop();
  active = null;
  current = null;
  first = null;
  lastPath = '';
  early = [];
}
