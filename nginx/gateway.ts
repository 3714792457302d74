/**
 * The Node gateway (`npm start`, `npm run dev`): the same routes, cache rules and headers as the rendered
 * nginx config, read from the same definition (nginx/policy.ts). Plain node:http, no framework.
 *
 * Static mode serves an assembled site root; dev mode proxies the host and each remote to their dev servers
 * (websocket upgrades included, for hot reload). Both serve /config.json (generated from env) and
 * /mf/remotes.json themselves, and proxy /api/v1/ to the API.
 *
 * CLI: node nginx/gateway.ts --root <dir> [--port 8080] [--listen <addr>] [--api <url>] [--auth-emulator <url>]
 *   [--tls-cert <file> --tls-key <file> [--redirect-port <p>]]   (or TLS_CERT and TLS_KEY in the environment)
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import {
  apiAuthorization,
  COMPRESSION,
  crossSiteRefused,
  DEFAULT_API_URL,
  SESSION_COOKIE,
  TOKEN_COOKIE_HEADER,
  HOST_NAMESPACES,
  HSTS,
  httpsLocation,
  LIMITS,
  gatewayErrorBody,
  OWNED_HEADERS,
  ROUTES,
  cacheControlFor,
  contentTypeFor,
  isCompressible,
  isLoginPageRequest,
  remoteLocalePath,
  securityHeaders,
  shellDocumentFor,
  TLS_PROTOCOLS,
} from './policy.ts';
import { tlsFromEnv } from './tls.ts';
import { federationName, type RemoteName } from '../shared/contract/src/remotes.ts';
import { authEmulatorFromEnv, runtimeConfigFromEnv } from './runtime-config.ts';

/** A request's cookies by name (the first of a repeated name, as nginx's `$cookie_<name>`). */
function cookiesOf(req: http.IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at > 0 && !(name in cookies)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}
import type { Env } from './runtime-config.ts';

export interface DevTargets {
  /**
   * The host's dev server, e.g. http://127.0.0.1:3000. Without it the shell and every remote not named below come from
   * the assembled site (`root`), and the registry points the named remotes at their dev servers (`npm run dev -- <remote>`).
   */
  host?: string;
  /** Remote name → its dev server, e.g. { 'catalogue-search': 'http://127.0.0.1:3001' }. Paths pass unchanged. */
  remotes: Record<string, string>;
}

export interface GatewayOptions {
  /** The assembled site root (static mode). In dev mode optional: only its mf/remotes.json is used. */
  root?: string;
  /** 0 picks a free port (see handle.port). */
  port: number;
  /** Listen address; default all interfaces. */
  listen?: string;
  /** API origin; default $API_URL or http://127.0.0.1:4000. */
  apiUrl?: string;
  /** Auth emulator origin for the browser (config.json and CSP); default from env (FIREBASE_AUTH_EMULATOR[_HOST]). */
  authEmulator?: string;
  authDomain?: string;
  /** The map's tile template (config.json and the CSP's img-src); default from env (MAP_TILE_URL). */
  mapTileUrl?: string;
  /** Where the shell sends its field measurements (config.json and the CSP's connect-src); default from env (TELEMETRY_URL). */
  telemetryUrl?: string;
  /** Environment for config.json; default process.env. */
  env?: Env;
  /** Serve over TLS (adds HSTS). */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** With tls: a plain-HTTP port (0: a free one) whose every request is redirected (301) to the same URL over HTTPS. */
  redirectPort?: number;
  dev?: DevTargets;
  /** Seconds a client may stall before its request is cut; default LIMITS.clientTimeoutSeconds (tests use less). */
  clientTimeoutSeconds?: number;
}

export interface GatewayHandle {
  server: http.Server;
  port: number;
  /** The plain-HTTP port that redirects to HTTPS (with tls and redirectPort). */
  redirectPort?: number;
  url: string;
  close(): Promise<void>;
}

/**
 * The registry of a site whose named remotes run on dev servers: the site's own, with each of those remotes' entries
 * pointing at its dev server's manifest (a dev server's public path is /mf/<remote>/).
 */
export function devRegistry(root: string, devRemotes: Iterable<string>): Record<string, string> {
  const registry = JSON.parse(fs.readFileSync(path.join(root, ROUTES.registry), 'utf8')) as Record<string, string>;
  for (const remote of devRemotes) registry[federationName(remote as RemoteName)] = `${ROUTES.mf}${remote}/mf-manifest.json`;
  return registry;
}

function sendJson(res: http.ServerResponse, req: http.IncomingMessage, value: unknown, urlPath: string): void {
  const body = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': cacheControlFor(urlPath) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The checked-in default registry (used in dev mode when the root has none). */
export const DEFAULT_REGISTRY = fileURLToPath(new URL('./remotes.json', import.meta.url));

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
const OWNED = new Set(OWNED_HEADERS.map((h) => h.toLowerCase()));

function accepts(req: http.IncomingMessage, coding: 'br' | 'gzip'): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== coding) return false;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !qp || Number(qp.slice(2)) > 0;
  });
}

function statFile(file: string): fs.Stats | null {
  try {
    const st = fs.statSync(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** The gateway's own answer on the API's paths, JSON in the API's shape (nginx's @market_* locations). */
function sendApiError(res: http.ServerResponse, status: 403 | 413 | 503, req: http.IncomingMessage, close = false): void {
  const body = gatewayErrorBody(status);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(close ? { Connection: 'close' } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Errors of reaching an upstream at all (nothing was answered): the API is down or unreachable. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);

function sendError(res: http.ServerResponse, status: number, req: http.IncomingMessage): void {
  const body = `<html><head><title>${status} ${http.STATUS_CODES[status]}</title></head><body><h1>${status} ${http.STATUS_CODES[status]}</h1></body></html>\n`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Small files are kept in memory, checked against their stat on every request (a deploy replaces files; the entry
 * follows). Streaming each one from disk cost the Node gateway 3.6× nginx's p99 under load (npm run bench:gateway).
 */
const SMALL_FILE = 512 * 1024;
const MEMORY_BUDGET = 64 * 1024 * 1024;
const memory = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
let memoryBytes = 0;

function smallFile(file: string, st: fs.Stats): Buffer | null {
  if (st.size > SMALL_FILE) return null;
  const kept = memory.get(file);
  if (kept && kept.mtimeMs === st.mtimeMs && kept.size === st.size) return kept.body;
  let body: Buffer;
  try {
    body = fs.readFileSync(file);
  } catch {
    return null;
  }
  if (kept) memoryBytes -= kept.size;
  memory.delete(file);
  // Oldest first out when over budget (a Map keeps insertion order).
  for (const [key, value] of memory) {
    if (memoryBytes + body.length <= MEMORY_BUDGET) break;
    memory.delete(key);
    memoryBytes -= value.size;
  }
  memory.set(file, { mtimeMs: st.mtimeMs, size: body.length, body });
  memoryBytes += body.length;
  return body;
}

/** Serves one file with nginx's semantics: ETag/Last-Modified, precompressed .br/.gz, gzip on the fly. */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, st: fs.Stats, urlPath: string) {
  const type = contentTypeFor(file);
  const mtime = Math.floor(st.mtimeMs / 1000);
  const etag = `"${mtime.toString(16)}-${st.size.toString(16)}"`;
  const cache = cacheControlFor(urlPath);
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': type,
    'Last-Modified': new Date(mtime * 1000).toUTCString(),
    ETag: etag,
  };
  if (cache) headers['Cache-Control'] = cache;

  const ims = req.headers['if-modified-since'];
  if (req.headers['if-none-match'] === etag || (!req.headers['if-none-match'] && ims && Date.parse(ims) >= mtime * 1000)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  const compressible = isCompressible(type);
  const br = accepts(req, 'br') ? statFile(`${file}.br`) : null;
  const gz = !br && accepts(req, 'gzip') ? statFile(`${file}.gz`) : null;
  const pre = br ? { file: `${file}.br`, st: br, coding: 'br' } : gz ? { file: `${file}.gz`, st: gz, coding: 'gzip' } : null;
  const dynamic = !pre && compressible && st.size >= COMPRESSION.minLength && accepts(req, 'gzip');
  if (pre || (compressible && st.size >= COMPRESSION.minLength)) headers.Vary = 'Accept-Encoding';

  if (pre) {
    headers['Content-Encoding'] = pre.coding;
    headers['Content-Length'] = pre.st.size;
  } else if (dynamic) {
    headers['Content-Encoding'] = 'gzip';
    headers.ETag = `W/${etag}`;
  } else {
    headers['Content-Length'] = st.size;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const small = dynamic ? null : smallFile(pre ? pre.file : file, pre ? pre.st : st);
  if (small && small.length === (pre ? pre.st.size : st.size)) {
    res.end(small);
    return;
  }
  const stream = fs.createReadStream(pre ? pre.file : file);
  const done = (err: Error | null | undefined) => {
    if (err) res.destroy();
  };
  if (dynamic) pipeline(stream, zlib.createGzip({ level: COMPRESSION.gzipLevel }), res, done);
  else pipeline(stream, res, done);
}

function forwardedHeaders(req: http.IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.includes(name) && value !== undefined) headers[name] = value;
  }
  const remote = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  headers.host = target.host;
  // The client's address, never one the client sent: the API keys its limits by it (it trusts only the gateway).
  headers['x-forwarded-for'] = remote;
  headers['x-forwarded-proto'] = encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  headers['x-real-ip'] = remote;
  return headers;
}

/**
 * An API call's headers: the forwarded ones, the session cookie as the bearer token unless the call brings its own
 * Authorization, and TOKEN_COOKIE_HEADER (a sign-in's token goes into the HttpOnly cookie, not the body).
 */
function apiHeaders(req: http.IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const headers = forwardedHeaders(req, target);
  const authorization = apiAuthorization(req.headers.authorization, cookiesOf(req)[SESSION_COOKIE]);
  if (authorization) headers.authorization = authorization;
  else delete headers.authorization;
  headers[TOKEN_COOKIE_HEADER.toLowerCase()] = '1';
  return headers;
}

/** The origin the client reached this gateway at (its scheme, its Host header): nginx's `$scheme://$http_host`. */
function ownOrigin(req: http.IncomingMessage): string {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return `${encrypted ? 'https' : 'http'}://${req.headers.host ?? ''}`;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Streams a request to `target` (origin) with the same path, and the answer back unbuffered. `api`: the API's
 * paths, where the gateway's own answers are JSON (a body over the limit: 413; an API that cannot be reached within
 * LIMITS.upstreamConnectSeconds: 503), as nginx's.
 */
function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: URL, pathAndQuery: string, api = false) {
  const length = Number(req.headers['content-length'] ?? 0);
  if (api && length > LIMITS.maxBodyBytes) {
    // Answered before the body is read; the connection closes, as nginx's does, rather than read 25 MB and more.
    sendApiError(res, 413, req, true);
    return;
  }
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: pathAndQuery,
    headers: api ? apiHeaders(req, target) : forwardedHeaders(req, target),
  });
  let answer: http.IncomingMessage | undefined;
  let failed = false;
  const fail = (status: 413 | 502 | 503) => {
    if (failed) return;
    failed = true;
    if (res.headersSent) res.destroy();
    else if (status === 502) sendError(res, 502, req);
    else sendApiError(res, status, req, status === 413);
  };
  upstream.on('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), LIMITS.upstreamConnectSeconds * 1000);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
  upstream.on('response', (response) => {
    answer = response;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!HOP_BY_HOP.includes(name) && !OWNED.has(name) && value !== undefined) headers[name] = value;
    }
    res.writeHead(response.statusCode ?? 502, headers);
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    // An answer cut short upstream is cut short here too (the client sees it incomplete), never left hanging.
    pipeline(response, res, () => undefined);
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    // The answer came whole (the upstream may close early, as a server answering before it read the body).
    if (answer?.complete || failed) return;
    if (answer) res.destroy();
    else fail(api && UNREACHABLE.has(error.code ?? '') ? 503 : 502);
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (api && req.headers['content-length'] === undefined) {
    // A chunked body is counted as it streams: over the limit, the request is cut with the same 413.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > LIMITS.maxBodyBytes && !upstream.destroyed) {
        upstream.destroy();
        fail(413);
      }
    });
  }
  pipeline(req, upstream, () => undefined);
}

/** Websocket (and other upgrade) passthrough, for the dev servers' hot reload. */
function proxyUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, target: URL, api: boolean) {
  const headers = api ? apiHeaders(req, target) : forwardedHeaders(req, target);
  headers.connection = 'Upgrade';
  headers.upgrade = req.headers.upgrade ?? 'websocket';
  const upstream = (target.protocol === 'https:' ? https : http).request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers,
  });
  upstream.on('upgrade', (answer, upSocket, upHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upHead.length) socket.write(upHead);
    if (head.length) upSocket.write(head);
    upSocket.pipe(socket).pipe(upSocket);
    upSocket.on('error', () => socket.destroy());
    socket.on('error', () => upSocket.destroy());
  });
  upstream.on('response', (answer) => {
    socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
}

const LOCALES = new RegExp(ROUTES.locales);
const ASSET = new RegExp(ROUTES.asset);

export async function startGateway(opts: GatewayOptions): Promise<GatewayHandle> {
  const env = opts.env ?? process.env;
  const authEmulator = opts.authEmulator ?? authEmulatorFromEnv(env);
  const authDomain = opts.authDomain ?? env.FIREBASE_AUTH_DOMAIN;
  const mapTileUrl = opts.mapTileUrl ?? env.MAP_TILE_URL;
  const telemetryUrl = opts.telemetryUrl ?? env.TELEMETRY_URL;
  const api = new URL(opts.apiUrl ?? env.API_URL ?? DEFAULT_API_URL);
  const root = opts.root ? path.resolve(opts.root) : undefined;
  const dev = opts.dev
    ? {
        host: opts.dev.host === undefined ? undefined : new URL(opts.dev.host),
        remotes: new Map(Object.entries(opts.dev.remotes).map(([name, url]) => [name, new URL(url)])),
      }
    : undefined;
  if (!root && !dev?.host) throw new Error('startGateway: root is required (or the dev targets of every app)');

  // In dev mode, each dev server's error overlay may make its Trusted Types policy.
  const devApps = dev ? [...(dev.host ? ['host'] : []), ...dev.remotes.keys()] : undefined;
  const headers = securityHeaders({ authEmulator, authDomain, mapTileUrl, telemetryUrl, devApps });
  // The login pages' answers differ in their CSP only (it lets Google's sign-in loader run).
  const loginHeaders = securityHeaders({ authEmulator, authDomain, mapTileUrl, telemetryUrl, loginPage: true, devApps });
  if (opts.tls) for (const list of [headers, loginHeaders]) list.push(['Strict-Transport-Security', HSTS]);
  const configJson = Buffer.from(
    `${JSON.stringify(runtimeConfigFromEnv({ ...env, FIREBASE_AUTH_EMULATOR: authEmulator, FIREBASE_AUTH_DOMAIN: authDomain, MAP_TILE_URL: mapTileUrl, TELEMETRY_URL: telemetryUrl }), null, 2)}\n`,
  );
  const configStamp = new Date();

  /** A file under the root for a URL path, or null (never escapes the root). */
  const fileFor = (urlPath: string): { file: string; st: fs.Stats } | null => {
    if (!root) return null;
    const file = path.join(root, urlPath);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    const st = statFile(file);
    return st ? { file, st } : null;
  };
  const serve = (req: http.IncomingMessage, res: http.ServerResponse, urlPath: string): boolean => {
    const found = fileFor(urlPath);
    if (!found) return false;
    sendFile(req, res, found.file, found.st, urlPath);
    return true;
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of isLoginPageRequest(req.url ?? '/') ? loginHeaders : headers) res.setHeader(name, value);
    if ((req.url?.length ?? 0) > LIMITS.maxUrlBytes) {
      sendError(res, 414, req);
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      // `//name` is a path here (not a host, as a relative URL would read it); repeated slashes count as one, as
      // nginx's merge_slashes.
      const raw = req.url ?? '/';
      url = raw.startsWith('/') ? new URL(`http://gateway${raw}`) : new URL(raw);
      pathname = decodeURIComponent(url.pathname).replace(/\/{2,}/g, '/');
      if (pathname.includes('\0')) throw new Error('nul');
    } catch {
      sendError(res, 400, req);
      return;
    }
    const pathAndQuery = url.pathname + url.search;

    if (url.pathname.startsWith(ROUTES.api)) {
      if (crossSiteRefused(req.method ?? 'GET', pathname, header(req.headers['sec-fetch-site']), header(req.headers.origin), ownOrigin(req))) {
        sendApiError(res, 403, req);
        return;
      }
      proxy(req, res, api, pathAndQuery, true);
      return;
    }
    const mfRemote = pathname.startsWith(ROUTES.mf) ? pathname.slice(ROUTES.mf.length).split('/')[0] : undefined;
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    if (!isGet && !(dev && pathname !== ROUTES.config && pathname !== ROUTES.registry)) {
      sendError(res, 405, req);
      return;
    }

    if (pathname === ROUTES.config) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': configJson.length,
        'Cache-Control': cacheControlFor(pathname),
        'Last-Modified': configStamp.toUTCString(),
      });
      res.end(req.method === 'HEAD' ? undefined : configJson);
      return;
    }
    if (pathname === ROUTES.registry) {
      if (dev && !dev.host) {
        sendJson(res, req, devRegistry(root!, dev.remotes.keys()), pathname);
        return;
      }
      if (serve(req, res, pathname)) return;
      if (dev) {
        sendFile(req, res, DEFAULT_REGISTRY, fs.statSync(DEFAULT_REGISTRY), pathname);
        return;
      }
      sendError(res, 404, req);
      return;
    }

    const locale = LOCALES.exec(pathname);
    const devRemote = mfRemote !== undefined ? dev?.remotes.get(mfRemote) : locale && !(HOST_NAMESPACES as readonly string[]).includes(locale[2]) ? dev?.remotes.get(locale[2]) : undefined;
    if (dev && !dev.host) {
      // One remote (or a few) from their dev servers, the rest from the assembled site.
      if (devRemote) {
        proxy(req, res, devRemote, mfRemote !== undefined ? pathAndQuery : remoteLocalePath(locale![1], locale![2]));
        return;
      }
    } else if (dev?.host) {
      const remoteTarget = mfRemote !== undefined ? dev.remotes.get(mfRemote) : undefined;
      if (mfRemote !== undefined) {
        if (remoteTarget) proxy(req, res, remoteTarget, pathAndQuery);
        else sendError(res, 404, req);
      } else if (locale && dev.remotes.has(locale[2]) && !(HOST_NAMESPACES as readonly string[]).includes(locale[2])) {
        proxy(req, res, dev.remotes.get(locale[2])!, remoteLocalePath(locale[1], locale[2]));
      } else {
        proxy(req, res, dev.host, pathAndQuery);
      }
      return;
    }
    if (!isGet) {
      sendError(res, 405, req);
      return;
    }

    if (mfRemote !== undefined) {
      if (!serve(req, res, pathname)) sendError(res, 404, req);
      return;
    }
    if (locale) {
      if (!serve(req, res, pathname) && !serve(req, res, remoteLocalePath(locale[1], locale[2]))) sendError(res, 404, req);
      return;
    }
    if (ASSET.test(pathname)) {
      if (!serve(req, res, pathname)) sendError(res, 404, req);
      return;
    }
    // App routes: the prerendered shell of the shopper's language and theme, else the bare SPA document.
    if (!serve(req, res, pathname) && !serve(req, res, shellDocumentFor(cookiesOf(req))) && !serve(req, res, ROUTES.index)) sendError(res, 404, req);
  };

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) sendError(res, 500, req);
      else res.destroy();
    }
  };
  // A client that stalls is cut, as nginx's client_header_timeout and client_body_timeout do: its headers must
  // arrive within the timeout, and its body may pause no longer between two reads. The answer has no such limit
  // (an SSE stream stays open for as long as it runs).
  const timeoutMs = (opts.clientTimeoutSeconds ?? LIMITS.clientTimeoutSeconds) * 1000;
  const serverOptions: http.ServerOptions = {
    headersTimeout: timeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(1000, timeoutMs / 2),
    maxHeaderSize: 16 * 1024,
  };
  const timed = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.complete) {
      req.socket.setTimeout(timeoutMs, () => {
        if (!res.headersSent) {
          res.writeHead(408, { Connection: 'close' });
          res.end();
        }
        req.socket.destroy();
      });
      req.once('end', () => req.socket.setTimeout(0));
    }
    onRequest(req, res);
  };
  const server = opts.tls
    ? https.createServer({ ...serverOptions, cert: opts.tls.cert, key: opts.tls.key, minVersion: TLS_PROTOCOLS[0] }, timed)
    : http.createServer(serverOptions, timed);
  // A request the parser cannot read: 400 (414 for an over-long request line), with the security headers, then close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...headers.map(([n, v]) => `${n}: ${v}`), 'Content-Length: 0', 'Connection: close'];
    socket.end(`${head.join('\r\n')}\r\n\r\n`);
  });
  // Upgraded sockets leave the server's books; track them so close() ends them too.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    const mfRemote = pathname.startsWith(ROUTES.mf) ? pathname.slice(ROUTES.mf.length).split('/')[0] : undefined;
    const target = pathname.startsWith(ROUTES.api)
      ? api
      : dev
        ? mfRemote !== undefined
          ? dev.remotes.get(mfRemote)
          : dev.host
        : undefined;
    if (target) proxyUpgrade(req, socket, head, target, target === api);
    else socket.destroy();
  });

  const listen = (s: http.Server, wanted: number) =>
    new Promise<number>((resolve, reject) => {
      s.once('error', reject);
      s.listen(wanted, opts.listen, () => {
        s.off('error', reject);
        const address = s.address();
        resolve(typeof address === 'object' && address ? address.port : wanted);
      });
    });
  const port = await listen(server, opts.port);
  // Plain HTTP beside HTTPS only says where the site is (no security headers: HSTS counts only over TLS).
  const redirect =
    opts.tls && opts.redirectPort !== undefined
      ? http.createServer(serverOptions, (req, res) => {
          let host = 'localhost';
          try {
            host = new URL(`http://${req.headers.host ?? ''}`).hostname || host;
          } catch {
            // No usable Host header: the gateway's own name.
          }
          const location = httpsLocation(host, port, req.url ?? '/');
          res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
          res.end(req.method === 'HEAD' ? undefined : `${location}\n`);
        })
      : undefined;
  let redirectPort: number | undefined;
  if (redirect) {
    try {
      redirectPort = await listen(redirect, opts.redirectPort!);
    } catch (error) {
      server.close();
      throw error;
    }
  }
  const scheme = opts.tls ? 'https' : 'http';
  return {
    server,
    port,
    redirectPort,
    url: `${scheme}://${opts.listen && opts.listen !== '0.0.0.0' && opts.listen !== '::' ? opts.listen : 'localhost'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        redirect?.close();
        redirect?.closeAllConnections();
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      }),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string' },
      'auth-emulator': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'redirect-port': { type: 'string' },
    },
  });
  const tls = tlsFromEnv({ ...process.env, TLS_CERT: values['tls-cert'] ?? process.env.TLS_CERT, TLS_KEY: values['tls-key'] ?? process.env.TLS_KEY });
  const port = Number(values.port ?? process.env.PORT ?? (tls ? 8443 : 8080));
  const handle = await startGateway({
    root: values.root ?? 'dist',
    port,
    listen: values.listen,
    apiUrl: values.api,
    authEmulator: values['auth-emulator'],
    tls: tls && { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) },
    redirectPort: tls && values['redirect-port'] ? Number(values['redirect-port']) : undefined,
  });
  console.log(`gateway on ${handle.url}${handle.redirectPort ? ` (http://…:${handle.redirectPort} redirects to it)` : ''}`);
  if (!tls) console.log('plain HTTP, for this machine only: no certificate (--tls-cert and --tls-key, or TLS_CERT and TLS_KEY, to serve HTTPS); the session cookie (HttpOnly) is not Secure over it');
  const stop = () => void handle.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
