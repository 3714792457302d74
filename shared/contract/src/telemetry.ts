/**
 * Field measurements (real-user monitoring): what the shell sends about each page view, and what a collector takes.
 *
 * A batch is a JSON object sent as `text/plain` (a beacon needs no preflight) to the config's `telemetry.url`:
 * `{ "format": 1, "events": [ … ] }`, at most TELEMETRY_LIMITS.events events and TELEMETRY_LIMITS.bytes bytes. Each
 * event names its page view (`view`, a random id made per page view), the route's pattern (`/shop/:id`, never the
 * address itself nor its query), the remote that owns what it measures (`host` for the shell) and that remote's
 * version (the version folder's name, `-` where none is known):
 * - `{ "type": "view", … }` once per page view (a document's first page, and each page the shopper moves to);
 * - `{ "type": "vital", "name": "LCP" | "INP" | "CLS" | "TTFB", "value": <ms, or the layout shift score>, … }`, as
 *   Google's web-vitals library reports them for the document's first page view;
 * - `{ "type": "error", "kind": "boundary" | "unhandled" | "rejection" | "remote-load" | "request", "message"?: <the
 *   error's text, cut, without addresses' queries or e-mails>, "status"?: <a failed request's HTTP status, 0 for no
 *   answer>, … }`.
 * No user id, address or query string is ever sent.
 */
import { REMOTE_ROUTES, REMOTE_WIDGETS, AUTH_PAGES } from './routes.ts';
import { REMOTES, type RemoteName } from './remotes.ts';

export const TELEMETRY_FORMAT = 1;
export const TELEMETRY_LIMITS = { events: 100, bytes: 64 * 1024, message: 200, route: 100 } as const;
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];
export const ERROR_KINDS = ['boundary', 'unhandled', 'rejection', 'remote-load', 'request'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
/** Who owns a measurement: a remote, or the shell. */
export type Owner = RemoteName | 'host';
export const OWNERS: readonly Owner[] = [...REMOTES, 'host'];

interface Where {
  view: string;
  route: string;
  remote: Owner;
  version: string;
}

export type TelemetryEvent =
  | (Where & { type: 'view' })
  | (Where & { type: 'vital'; name: Vital; value: number })
  | (Where & { type: 'error'; kind: ErrorKind; message?: string; status?: number });

export interface TelemetryBatch {
  format: typeof TELEMETRY_FORMAT;
  events: TelemetryEvent[];
}

/** The config's telemetry: where batches go and the share of page loads that send any (0 to 1). */
export interface TelemetryConfig {
  url: string;
  sampleRate: number;
}

const PATTERNS = REMOTE_ROUTES.map((r) => ({ route: r.path, remote: r.remote as Owner, parts: r.path.split('/') }));

/** The route's pattern for a path and the remote that owns its page (`host` for the shell's own pages). */
export function routeOf(pathname: string): { route: string; remote: Owner } {
  if (pathname === '/' || pathname === '') return { route: '/', remote: REMOTE_WIDGETS.homeContent.remote };
  if ((AUTH_PAGES as readonly string[]).includes(pathname)) return { route: pathname, remote: 'host' };
  const parts = pathname.replace(/\/+$/, '').split('/');
  const found = PATTERNS.find((p) => p.parts.length === parts.length && p.parts.every((part, i) => part.startsWith(':') ? parts[i] !== '' : part === parts[i]));
  return found ? { route: found.route, remote: found.remote } : { route: '*', remote: 'host' };
}

/** An error's text as it may be sent: addresses without their query or fragment, no e-mail, cut. */
export function safeMessage(text: unknown): string {
  return String(text ?? '')
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '<email>')
    .slice(0, TELEMETRY_LIMITS.message);
}
