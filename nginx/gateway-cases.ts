/**
 * The gateway's behaviour as one table, run against every gateway: the Node gateway (static and dev mode) and
 * a real nginx from the rendered config (static root and upstreams mode). Test helpers only.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { GATEWAY_ERRORS, IMMUTABLE, isLoginPageRequest, LIMITS, NO_CACHE, SHORT_CACHE, securityHeaders } from './policy.ts';
import { precompress } from './precompress.ts';
import { BUNDLED_LANGUAGES, shellDocument, THEMES } from '../shared/contract/src/shell.ts';
import { runtimeConfigFromEnv, writeRuntimeConfig } from './runtime-config.ts';
import { makeTestCertificate } from './tls.ts';
import type { TestCertificate } from './tls.ts';

export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const ENV = { FIREBASE_AUTH_EMULATOR: AUTH_EMULATOR, FIREBASE_PROJECT_ID: 'demo-market' };
export const HEADER_OPTS = { authEmulator: AUTH_EMULATOR };

const big = (label: string) => `/* ${label} */\n${Array.from({ length: 400 }, (_, i) => `export const v${i} = "${label}-${i}";`).join('\n')}\n`;

export const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head><title>Market</title><script defer src="/boot.js"></script></head><body>HOST-INDEX</body></html>\n',
  // The prerendered shells (shellDocument): per bundled language and theme.
  ...Object.fromEntries(
    BUNDLED_LANGUAGES.flatMap((l) => THEMES.map((t) => [shellDocument(l, t).slice(1), `<!doctype html><html lang="${l}"><body>HOST-INDEX SHELL-${l}-${t}</body></html>\n`])),
  ),
  'boot.js': 'window.__boot = 1;\n',
  'boot.css': 'body{margin:0}\n',
  'main.3fa9c0d1e2.js': big('main'),
  'vendor.0123456789.js': big('vendor'),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'images/logo.png': '\x89PNG fake',
  'locales/en/common.json': '{"hello":"Hello from common"}\n',
  'locales/en/host.json': '{"title":"Host"}\n',
  'mf/remotes.json': '{"catalogue_search":"/mf/catalogue-search/mf-manifest.json"}\n',
  'mf/catalogue-search/mf-manifest.json': '{"id":"catalogue_search","name":"catalogue_search"}\n',
  'mf/catalogue-search/remoteEntry.js': 'var catalogue_search = {};\n',
  'mf/catalogue-search/123.abcdef0123.js': 'export default 123;\n',
  'mf/catalogue-search/index.html': '<!doctype html><html><body>REMOTE-STANDALONE</body></html>\n',
  'mf/catalogue-search/locales/en/catalogue-search.json': '{"search":"Search from the remote"}\n',
  // A published version (scripts/lib/deploy.ts): immutable as a whole.
  'mf/catalogue-search/0123456789ab/mf-manifest.json': '{"id":"catalogue_search","name":"catalogue_search","version":"v"}\n',
  'mf/catalogue-search/0123456789ab/remoteEntry.js': 'var catalogue_search = { version: 1 };\n',
  'mf/catalogue-search/0123456789ab/locales/en/catalogue-search.json': '{"search":"Search from version one"}\n',
};

/** A temp site root with the fixture files (precompressed like a build, except vendor.*.js) and config.json. */
export function makeSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'market-site-'));
  fs.chmodSync(root, 0o755);
  for (const [rel, content] of Object.entries(FILES)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  precompress(root);
  fs.rmSync(path.join(root, 'vendor.0123456789.js.br'));
  fs.rmSync(path.join(root, 'vendor.0123456789.js.gz'));
  writeRuntimeConfig(root, ENV);
  return root;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export function request(
  base: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(base);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        hostname: url.hostname,
        port: url.port,
        method: init.method ?? 'GET',
        path: pathname,
        headers: init.headers,
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

function decode(a: Answer): string {
  const enc = a.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(a.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(a.body).toString();
  return a.text;
}

export interface Case {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Undefined: not checked. */
  status?: number;
  /** Content-Type prefix. */
  type?: string;
  /** Exact Cache-Control, or null for none. Undefined: not checked. */
  cache?: string | null;
  /** Content-Encoding, or null for none. */
  encoding?: string | null;
  /** The decoded body contains this. */
  contains?: string;
  /** The decoded body does not contain this. */
  lacks?: string;
  /** Headers that name the gateway's own origin (its URL in this run), beside `headers`. */
  headersAt?: (url: string) => Record<string, string>;
  check?: (a: Answer, ctx: { url: string }) => void;
}

const SPA = { status: 200, type: 'text/html', cache: NO_CACHE, contains: 'HOST-INDEX' } as const;
const MISS = { status: 404, cache: null, lacks: 'HOST-INDEX' } as const;

export const CASES: Case[] = [
  { name: 'root serves index.html', path: '/', ...SPA },
  { name: 'index.html itself', path: '/index.html', ...SPA, lacks: 'SHELL-' },
  { name: 'an app route without cookies: the English light shell', path: '/shop/12', ...SPA, contains: 'SHELL-en-light' },
  { name: "an app route: the shell of the cookies' language and theme", path: '/', headers: { Cookie: 'theme=dark; locale=ar; dir=rtl' }, ...SPA, contains: 'SHELL-ar-dark' },
  { name: 'an unknown theme is the light shell', path: '/orders', headers: { Cookie: 'locale=fr; theme=sepia' }, ...SPA, contains: 'SHELL-fr-light' },
  { name: 'a language with no shell: the bare document', path: '/cart', headers: { Cookie: 'locale=es; theme=dark' }, ...SPA, lacks: 'SHELL-' },
  { name: 'a shell document is not cached', path: '/index.ar-dark.html', ...SPA, contains: 'SHELL-ar-dark' },
  { name: 'SPA fallback for an app route', path: '/shop/12', ...SPA },
  { name: 'SPA fallback with a query', path: '/orders/3?tab=items', ...SPA },
  { name: 'SPA fallback for /checkout', path: '/checkout', ...SPA },
  // The login pages' CSP lets Google's sign-in loader run (expectSecurityHeaders checks it); no other page's does.
  { name: 'the sign-in page', path: '/login', ...SPA, contains: 'SHELL-en-light' },
  { name: 'the sign-up page with a way back', path: '/register?returnTo=%2Forders', ...SPA },
  { name: 'the sign-in page with a trailing slash', path: '/login/', ...SPA },
  { name: 'a page that only starts like the sign-in page', path: '/login-help', ...SPA },
  { name: 'a page whose query names the sign-in page', path: '/orders?next=/login', ...SPA },
  { name: 'HEAD of an app route', path: '/restaurant/7', method: 'HEAD', status: 200, type: 'text/html', cache: NO_CACHE },
  { name: 'POST to an app route is not allowed', path: '/shop/12', method: 'POST', body: 'x=1', status: 405 },
  { name: 'hashed asset is immutable', path: '/main.3fa9c0d1e2.js', status: 200, type: 'application/javascript', cache: IMMUTABLE, encoding: null, contains: 'main-399' },
  { name: 'missing hashed asset is a 404, not the SPA', path: '/missing.3fa9c0d1e2.js', ...MISS },
  { name: 'missing image is a 404', path: '/images/nope.png', ...MISS },
  { name: 'missing asset in a route-like folder is a 404', path: '/shop/12/app.css', ...MISS },
  { name: 'other static file gets a short cache', path: '/favicon.svg', status: 200, type: 'image/svg+xml', cache: SHORT_CACHE },
  { name: 'image gets a short cache', path: '/images/logo.png', status: 200, type: 'image/png', cache: SHORT_CACHE },
  { name: 'boot.js is no-cache', path: '/boot.js', status: 200, type: 'application/javascript', cache: NO_CACHE },
  { name: 'boot.css is no-cache', path: '/boot.css', status: 200, type: 'text/css', cache: NO_CACHE },
  {
    name: 'config.json is the runtime config, no-cache',
    path: '/config.json',
    status: 200,
    type: 'application/json',
    cache: NO_CACHE,
    check: (a) => {
      const config = JSON.parse(decode(a));
      expect(config).toEqual(runtimeConfigFromEnv(ENV));
      expect(config.apiBaseUrl).toBe('/api/v1/');
      expect(config.firebase.authEmulator).toBe(AUTH_EMULATOR);
    },
  },
  { name: 'remotes.json is no-cache', path: '/mf/remotes.json', status: 200, type: 'application/json', cache: NO_CACHE, contains: 'catalogue_search' },
  { name: 'mf-manifest.json is no-cache', path: '/mf/catalogue-search/mf-manifest.json', status: 200, type: 'application/json', cache: NO_CACHE, contains: '"catalogue_search"' },
  { name: 'remoteEntry.js is no-cache', path: '/mf/catalogue-search/remoteEntry.js', status: 200, type: 'application/javascript', cache: NO_CACHE },
  { name: "a remote's hashed chunk is immutable", path: '/mf/catalogue-search/123.abcdef0123.js', status: 200, cache: IMMUTABLE, contains: '123' },
  { name: "a remote's missing chunk is a 404", path: '/mf/catalogue-search/missing.js', ...MISS },
  { name: "a published version's manifest is immutable", path: '/mf/catalogue-search/0123456789ab/mf-manifest.json', status: 200, type: 'application/json', cache: IMMUTABLE, contains: '"version":"v"' },
  { name: "a published version's entry is immutable", path: '/mf/catalogue-search/0123456789ab/remoteEntry.js', status: 200, type: 'application/javascript', cache: IMMUTABLE, contains: 'version: 1' },
  { name: "a published version's catalogue is immutable", path: '/mf/catalogue-search/0123456789ab/locales/en/catalogue-search.json', status: 200, cache: IMMUTABLE, contains: 'version one' },
  { name: "a version that is not published is a 404", path: '/mf/catalogue-search/ba9876543210/remoteEntry.js', ...MISS },
  { name: 'an unknown remote is a 404', path: '/mf/unknown-remote/remoteEntry.js', ...MISS },
  { name: 'a remote folder is a 404', path: '/mf/catalogue-search/', ...MISS },
  { name: 'an /mf path without extension is a 404', path: '/mf/catalogue-search/search', ...MISS },
  { name: "host locale from the host's folder", path: '/locales/en/common.json', status: 200, type: 'application/json', cache: NO_CACHE, contains: 'Hello from common' },
  { name: "host namespace 'host'", path: '/locales/en/host.json', status: 200, cache: NO_CACHE, contains: '"Host"' },
  { name: "remote locale falls back to the remote's folder", path: '/locales/en/catalogue-search.json', status: 200, type: 'application/json', cache: NO_CACHE, contains: 'Search from the remote' },
  { name: 'unknown namespace is a 404', path: '/locales/en/nope.json', ...MISS },
  { name: 'missing language is a 404', path: '/locales/fr/common.json', ...MISS },
  { name: 'no traversal out of the root', path: '/..%2f..%2f..%2fetc%2fpasswd', lacks: 'root:' },
  {
    name: 'brotli: precompressed .br when accepted',
    path: '/main.3fa9c0d1e2.js',
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    status: 200,
    type: 'application/javascript',
    cache: IMMUTABLE,
    encoding: 'br',
    check: (a) => {
      expect(decode(a)).toBe(FILES['main.3fa9c0d1e2.js']);
      expect(String(a.headers.vary)).toMatch(/Accept-Encoding/i);
    },
  },
  {
    name: 'gzip: precompressed .gz when br is not accepted',
    path: '/main.3fa9c0d1e2.js',
    headers: { 'Accept-Encoding': 'gzip' },
    status: 200,
    encoding: 'gzip',
    check: (a) => expect(decode(a)).toBe(FILES['main.3fa9c0d1e2.js']),
  },
  {
    name: 'gzip on the fly without a precompressed file',
    path: '/vendor.0123456789.js',
    headers: { 'Accept-Encoding': 'gzip, br' },
    status: 200,
    cache: IMMUTABLE,
    encoding: 'gzip',
    check: (a) => {
      expect(decode(a)).toBe(FILES['vendor.0123456789.js']);
      expect(String(a.headers.vary)).toMatch(/Accept-Encoding/i);
    },
  },
  { name: 'identity without Accept-Encoding', path: '/vendor.0123456789.js', status: 200, encoding: null, contains: 'vendor-399' },
  { name: 'images are not compressed', path: '/images/logo.png', headers: { 'Accept-Encoding': 'gzip, br' }, status: 200, encoding: null },
  {
    name: "API: path, query and X-Forwarded-* reach the API; X-Forwarded-For and X-Real-IP are the client's address, not what it sent",
    path: '/api/v1/echo?x=1',
    headers: { 'X-Forwarded-For': '198.51.100.7', 'X-Real-IP': '198.51.100.8' },
    status: 200,
    check: (a, ctx) => {
      const echo = JSON.parse(a.text);
      expect(echo.method).toBe('GET');
      expect(echo.url).toBe('/api/v1/echo?x=1');
      expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(echo.headers['x-real-ip']).toBe('127.0.0.1');
      expect(echo.headers['x-forwarded-proto']).toBe(new URL(ctx.url).protocol.replace(':', ''));
      expect(echo.headers['x-forwarded-host']).toBe(new URL(ctx.url).host);
    },
  },
  {
    name: 'API: request bodies pass',
    path: '/api/v1/echo',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"name":"Ada"}',
    status: 200,
    check: (a) => {
      const echo = JSON.parse(a.text);
      expect(echo.method).toBe('POST');
      expect(echo.body).toBe('{"name":"Ada"}');
    },
  },
  {
    name: "API: the API's own Cache-Control passes, its security headers are replaced",
    path: '/api/v1/own-headers',
    status: 200,
    cache: 'private, max-age=5',
  },
  { name: 'API: error answers keep their status', path: '/api/v1/boom', status: 500, contains: 'boom' },
  { name: 'API: 404 from the API', path: '/api/v1/nothing-here', status: 404, contains: 'api-not-found' },
  ...SESSION_CASES(),
];

/** The session cookie on the API's calls, and the cross-site refusal (policy.ts: apiAuthorization, crossSiteRefused). */
function SESSION_CASES(): Case[] {
  const echoed = (a: Answer) => JSON.parse(a.text) as { method: string; headers: Record<string, string | undefined> };
  const refused = { status: 403, type: 'application/json', check: (a: Answer) => expect(JSON.parse(a.text)).toEqual({ message: GATEWAY_ERRORS[403] }) };
  const passed = (method: string) => ({ status: 200, check: (a: Answer) => expect(echoed(a).method).toBe(method) });
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  return [
    {
      name: 'API: the session cookie reaches the API as the bearer token, with X-Token-Cookie (a client’s own value overwritten)',
      path: '/api/v1/echo',
      headers: { Cookie: 'locale=fr; access_token=eyJhbGciOi.eyJzdWIi-_.sig_0; user=%7B%7D', 'X-Token-Cookie': '0' },
      status: 200,
      check: (a) => {
        expect(echoed(a).headers.authorization).toBe('Bearer eyJhbGciOi.eyJzdWIi-_.sig_0');
        expect(echoed(a).headers['x-token-cookie']).toBe('1');
      },
    },
    {
      name: 'API: a call that brings its own Authorization keeps it, cookie or not',
      path: '/api/v1/echo',
      headers: { Cookie: 'access_token=from-the-cookie', Authorization: 'Bearer server-to-server' },
      status: 200,
      check: (a) => expect(echoed(a).headers.authorization).toBe('Bearer server-to-server'),
    },
    {
      name: 'API: without the cookie no Authorization is made up; X-Token-Cookie is sent all the same',
      path: '/api/v1/echo',
      headers: { Cookie: 'user=%7B%7D' },
      status: 200,
      check: (a) => {
        expect(echoed(a).headers.authorization).toBeUndefined();
        expect(echoed(a).headers['x-token-cookie']).toBe('1');
      },
    },
    {
      name: 'API: a session cookie that is no token is not sent as one',
      path: '/api/v1/echo',
      headers: { Cookie: 'access_token="x,y"' },
      status: 200,
      check: (a) => expect(echoed(a).headers.authorization).toBeUndefined(),
    },
    {
      name: "API: another site's form post is refused (403), the cookie never reaches the API",
      path: '/api/v1/echo',
      method: 'POST',
      headers: { ...form, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: 'access_token=abc' },
      body: 'amount=100',
      ...refused,
    },
    { name: "API: another origin's fetch (Origin alone) is refused", path: '/api/v1/echo', method: 'DELETE', headers: { Origin: 'http://evil.example:8080' }, ...refused },
    { name: 'API: a same-site but other-origin call is refused', path: '/api/v1/echo', method: 'PUT', headers: { Origin: 'http://shop.localhost', 'Sec-Fetch-Site': 'same-site' }, body: '{}', ...refused },
    { name: 'API: a call from an opaque origin (Origin: null) is refused', path: '/api/v1/echo', method: 'POST', headers: { Origin: 'null' }, ...refused },
    {
      name: "API: an unsafe call saying same-origin from another Origin is refused",
      path: '/api/v1/echo',
      method: 'PATCH',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      headersAt: (url) => ({ Origin: `${url}.evil.example` }),
      ...refused,
    },
    {
      name: "API: the page's own POST passes (Origin its own, Sec-Fetch-Site same-origin)",
      path: '/api/v1/echo',
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', Cookie: 'access_token=abc' },
      headersAt: (url) => ({ Origin: new URL(url).origin }),
      body: '{}',
      check: (a) => {
        expect(echoed(a).method).toBe('POST');
        expect(echoed(a).headers.authorization).toBe('Bearer abc');
      },
      status: 200,
    },
    { name: 'API: a same-origin call with Sec-Fetch-Site alone passes', path: '/api/v1/echo', method: 'DELETE', headers: { 'Sec-Fetch-Site': 'same-origin' }, ...passed('DELETE') },
    { name: "API: another site's GET passes (a safe method changes nothing)", path: '/api/v1/echo', headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, ...passed('GET') },
    {
      name: "API: the browser's CSP reports are taken from anywhere (no session rides them)",
      path: '/api/v1/csp-reports',
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/csp-report' },
      body: '{}',
      status: 404,
      contains: 'api-not-found',
    },
  ];
}

/** The stub API's body limit on /limited (the API's own is 256 KB). */
export const STUB_BODY_LIMIT = 64 * 1024;

/**
 * A tiny API: /echo, /own-headers, /boom, /stream (SSE), /stream-long?events=N (an event every 250 ms), /cut (an
 * answer cut short), /limited (413 over STUB_BODY_LIMIT), else 404.
 */
export function startApiStub(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const early = req.url ?? '/';
    if (early === '/api/v1/limited' && Number(req.headers['content-length'] ?? 0) > STUB_BODY_LIMIT) {
      // As the API: the body read and dropped, the answer the API's 413, the connection kept.
      req.resume();
      req.on('end', () => {
        res.writeHead(413, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Request body is too large' }));
      });
      return;
    }
    if (early.startsWith('/api/v1/stream-long')) {
      const events = Number(new URL(early, 'http://stub').searchParams.get('events') ?? 8);
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        if (sent < events) res.write(`data: ${sent}\n\n`);
        else {
          clearInterval(timer);
          res.end('data: last\n\n');
        }
      }, 250);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (early === '/api/v1/cut') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial ');
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      if (url.startsWith('/api/v1/echo')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
      } else if (url === '/api/v1/own-headers') {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'private, max-age=5',
          'Content-Security-Policy': "default-src *; script-src 'unsafe-eval'",
          'X-Frame-Options': 'ALLOWALL',
        });
        res.end('{}');
      } else if (url === '/api/v1/boom') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end('{"error":"boom"}');
      } else if (url === '/api/v1/stream') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        res.write('data: first\n\n');
        const timer = setTimeout(() => res.end('data: last\n\n'), 1500);
        res.on('close', () => clearTimeout(timer));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end('{"error":"api-not-found"}');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * Asserts the security headers: once each, equal to the policy, and sound on their own terms. `loginPage`: the
 * answer to a login page's request, whose CSP alone lets Google's sign-in loader run.
 */
export function expectSecurityHeaders(a: Answer, opts: { tls?: boolean; loginPage?: boolean; devApps?: readonly string[] } = {}): void {
  for (const [name, value] of securityHeaders({ ...HEADER_OPTS, loginPage: opts.loginPage, devApps: opts.devApps })) {
    expect([name, a.headers[name.toLowerCase()]]).toEqual([name, value]);
  }
  const dev = Boolean(opts.devApps?.length);
  const fullCsp = String(a.headers['content-security-policy']);
  const directiveOf = (text: string, n: string) => text.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${n} `)) ?? '';
  // `npm run dev`: the dev servers' overlay colours its messages with style attributes, and nothing else is unsafe.
  expect(directiveOf(fullCsp, 'style-src-attr')).toBe(dev ? "style-src-attr 'unsafe-inline'" : '');
  const csp = fullCsp.replace(/;\s*style-src-attr 'unsafe-inline'/, '');
  const directive = (n: string) => directiveOf(csp, n);
  expect(csp).not.toContain('unsafe-');
  expect(directive('default-src')).toBe("default-src 'none'");
  expect(csp).toContain('report-to csp');
  expect(a.headers['reporting-endpoints']).toBe('csp="/api/v1/csp-reports"');
  // Firebase's Google popup needs Google's iframe loader, on the login pages only; nothing else, never inline or eval.
  expect(directive('script-src')).toBe(opts.loginPage ? "script-src 'self' https://apis.google.com" : "script-src 'self'");
  // Script sinks take Trusted Types values only, from the app's three policies.
  expect(directive('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
  // (In `npm run dev`, each dev server's overlay makes a policy of its own, anew each time it shows.)
  const devPolicies = dev ? ` ${opts.devApps!.map((app) => `market-dev-overlay-${app}`).join(' ')} 'allow-duplicates'` : '';
  expect(directive('trusted-types')).toBe(`trusted-types default market-sanitizer market-boot${devPolicies}`);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('connect-src')).toContain('https://identitytoolkit.googleapis.com');
  expect(directive('connect-src')).toContain('http://127.0.0.1:9099');
  expect(directive('connect-src')).toContain('http://localhost:9099');
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(a.headers['permissions-policy'])).toContain('geolocation=(self)');
  expect(String(a.headers['permissions-policy'])).toContain('camera=()');
  expect(a.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(a.headers['cross-origin-resource-policy']).toBe('same-origin');
  if (opts.tls) expect(a.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  else expect(a.headers['strict-transport-security']).toBeUndefined();
}

export interface Target {
  url: string;
  close(): Promise<void>;
}

/** A target at `url` that closes `parts` in order. */
export function composite(url: string, ...parts: { close(): unknown }[]): Target {
  return {
    url,
    close: async () => {
      for (const part of parts) await part.close();
    },
  };
}

/**
 * Defines the shared suite: every case of the table, security headers on every answer, and the SSE stream
 * arriving unbuffered. `start` gets the API stub's URL and the fixture root.
 */
/**
 * Every case against one gateway. `brotli: false` (nginx without its brotli_static module) expects the
 * precompressed gzip where a case expects brotli: the module's absence is one plain failure of its own
 * (nginx.test.ts), not a wrong encoding in every case that asks for br.
 */
/** The client timeout the suite gives each gateway, short so the stall tests take seconds. */
export const SUITE_CLIENT_TIMEOUT_SECONDS = 2;

/** A raw exchange over one connection: what the gateway wrote back until it closed, and how long that took. */
function rawExchange(base: string, text: string, opts: { waitMs?: number } = {}): Promise<{ reply: string; closedAfterMs: number | null }> {
  const url = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket =
      url.protocol === 'https:'
        ? tls.connect({ host: url.hostname, port: Number(url.port), rejectUnauthorized: false })
        : net.connect({ host: url.hostname, port: Number(url.port) });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closedAfterMs: null });
    }, opts.waitMs ?? 10000);
    socket.on(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => socket.write(text));
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    socket.on('timeout', reject);
  });
}

/** The security headers in a raw reply (a gateway's answer to a request it could not parse). */
function expectRawSecurityHeaders(reply: string): void {
  const head = reply.split('\r\n\r\n')[0]!.toLowerCase();
  for (const [name] of securityHeaders(HEADER_OPTS)) expect([name, head.includes(`\r\n${name.toLowerCase()}: `)]).toEqual([name, true]);
  expect(head).not.toContain('\r\ncache-control:');
}

/** An error answer: the security headers, and no Cache-Control (errors are never cached). */
function expectErrorHeaders(a: Answer, tlsOn: boolean, devApps?: readonly string[]): void {
  expectSecurityHeaders(a, { tls: tlsOn, devApps });
  expect(a.headers['cache-control']).toBeUndefined();
}

export function gatewaySuite(
  label: string,
  start: (ctx: { apiUrl: string; root: string; clientTimeoutSeconds: number }) => Promise<Target>,
  { brotli = true, devApps }: { brotli?: boolean; devApps?: readonly string[] } = {},
): void {
  describe(label, () => {
    let api: Awaited<ReturnType<typeof startApiStub>>;
    let target: Target;
    let root: string;

    beforeAll(async () => {
      root = makeSiteRoot();
      api = await startApiStub();
      target = await start({ apiUrl: api.url, root, clientTimeoutSeconds: SUITE_CLIENT_TIMEOUT_SECONDS });
    }, 30000);

    afterAll(async () => {
      await target?.close();
      await api?.close();
      if (root) fs.rmSync(root, { recursive: true, force: true });
    });

    it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const a = await request(target.url, c.path, { method: c.method, headers: { ...c.headers, ...c.headersAt?.(target.url) }, body: c.body });
      if (c.status !== undefined) expect(a.status).toBe(c.status);
      if (c.type) expect(String(a.headers['content-type'])).toMatch(new RegExp(`^${c.type.replace(/[+]/g, '\\+')}`));
      if (c.cache !== undefined) expect(a.headers['cache-control'] ?? null).toBe(c.cache);
      if (c.encoding !== undefined) expect(a.headers['content-encoding'] ?? null).toBe(c.encoding === 'br' && !brotli ? 'gzip' : c.encoding);
      if (c.contains) expect(decode(a)).toContain(c.contains);
      if (c.lacks) expect(decode(a)).not.toContain(c.lacks);
      if (c.method === 'HEAD') expect(a.body.length).toBe(0);
      c.check?.(a, { url: target.url });
      // Security headers on every answer: 200s, 404s, 405s, proxied API answers and API errors.
      expectSecurityHeaders(a, { tls: target.url.startsWith('https:'), loginPage: isLoginPageRequest(c.path), devApps });
    });

    it('streams the SSE answer unbuffered', async () => {
      const url = new URL(target.url);
      const started = Date.now();
      const first = await new Promise<{ text: string; ms: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const req = (url.protocol === 'https:' ? https : http).get(
          { hostname: url.hostname, port: url.port, path: '/api/v1/stream', agent: false, rejectUnauthorized: false },
          (res) => {
            res.once('data', (c: Buffer) => {
              resolve({ text: c.toString(), ms: Date.now() - started, headers: res.headers });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
      });
      expect(first.text).toContain('data: first');
      // The stub ends the stream after 1.5 s; a buffering proxy would deliver nothing before that.
      expect(first.ms).toBeLessThan(1000);
      expect(String(first.headers['content-type'])).toMatch(/^text\/event-stream/);
    });

    describe('under bad requests and failing upstreams', () => {
      const tlsOn = () => target.url.startsWith('https:');
      const client = () => (tlsOn() ? https : http);
      const where = () => new URL(target.url);
      /** A file beside the site root (outside it) that no path may reach. */
      let secret: string;
      beforeAll(() => {
        secret = `${path.basename(root)}-outside.txt`;
        fs.writeFileSync(path.join(path.dirname(root), secret), 'OUTSIDE-SECRET');
      });
      afterAll(() => fs.rmSync(path.join(path.dirname(root), secret), { force: true }));

      it("a body over the API's limit gets the API's 413, and the same connection serves the next request", async () => {
        const agent = new (client().Agent)({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false } as https.AgentOptions);
        const send = (method: string, pathname: string, body?: string) =>
          new Promise<Answer & { socket: unknown }>((resolve, reject) => {
            const req = client().request(
              { hostname: where().hostname, port: where().port, method, path: pathname, agent, headers: body ? { 'Content-Type': 'application/json' } : {} },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () => {
                  const b = Buffer.concat(chunks);
                  resolve({ status: res.statusCode ?? 0, headers: res.headers, body: b, text: b.toString(), socket: req.socket });
                });
              },
            );
            req.on('error', reject);
            req.end(body);
          });
        try {
          for (let i = 0; i < 3; i++) {
            const big = await send('POST', '/api/v1/limited', JSON.stringify({ x: 'x'.repeat(1024 * 1024) }));
            expect(big.status).toBe(413);
            expect(JSON.parse(big.text)).toEqual({ message: 'Request body is too large' });
            expectErrorHeaders(big, tlsOn(), devApps);
            const next = await send('GET', '/api/v1/echo?after=413');
            expect(next.status).toBe(200);
            expect(next.socket).toBe(big.socket);
          }
        } finally {
          agent.destroy();
        }
      });

      it("a body over the gateway's limit is answered 413 by the gateway, in the API's error shape", async () => {
        const a = await new Promise<Answer>((resolve, reject) => {
          const req = client().request(
            {
              hostname: where().hostname,
              port: where().port,
              method: 'POST',
              path: '/api/v1/echo',
              agent: false,
              rejectUnauthorized: false,
              headers: { 'Content-Type': 'application/json', 'Content-Length': String(LIMITS.maxBodyBytes + 1) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => {
                const b = Buffer.concat(chunks);
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: b, text: b.toString() });
                req.destroy();
              });
            },
          );
          req.on('error', reject);
          req.write('x'.repeat(64 * 1024));
        });
        expect(a.status).toBe(413);
        expect(String(a.headers['content-type'])).toMatch(/^application\/json/);
        expect(JSON.parse(a.text)).toEqual({ message: GATEWAY_ERRORS[413] });
        expectErrorHeaders(a, tlsOn(), devApps);
      });

      it('an API that is down: 503 with a JSON error, at once', async () => {
        const closed = await new Promise<number>((resolve) => {
          const probe = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as net.AddressInfo;
            probe.close(() => resolve(port));
          });
        });
        const down = await start({ apiUrl: `http://127.0.0.1:${closed}`, root, clientTimeoutSeconds: SUITE_CLIENT_TIMEOUT_SECONDS });
        try {
          const started = Date.now();
          const a = await request(down.url, '/api/v1/rest/shops/paginate');
          expect(a.status).toBe(503);
          expect(String(a.headers['content-type'])).toMatch(/^application\/json/);
          expect(JSON.parse(a.text)).toEqual({ message: GATEWAY_ERRORS[503] });
          expectErrorHeaders(a, down.url.startsWith('https:'), devApps);
          expect(Date.now() - started).toBeLessThan(LIMITS.upstreamConnectSeconds * 1000);
          // The site itself is still served.
          expect((await request(down.url, '/')).status).toBe(200);
        } finally {
          await down.close();
        }
      }, 30000);

      it('an answer the API cuts short reaches the client cut short, at once, never hanging', async () => {
        const started = Date.now();
        const got = await new Promise<{ text: string; complete: boolean }>((resolve) => {
          const req = client().get({ hostname: where().hostname, port: where().port, path: '/api/v1/cut', agent: false, rejectUnauthorized: false }, (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('error', () => undefined);
            res.on('close', () => resolve({ text, complete: res.complete }));
          });
          req.on('error', () => resolve({ text: '', complete: false }));
        });
        expect(got.text).toContain('partial');
        expect(got.complete).toBe(false);
        expect(Date.now() - started).toBeLessThan(5000);
      });

      it('a request the gateway cannot parse: 400 with the security headers, and the connection closes', async () => {
        const { reply, closedAfterMs } = await rawExchange(target.url, 'GARBAGE\r\n\r\n', { waitMs: 5000 });
        expect(reply).toMatch(/^HTTP\/1\.1 400 /);
        expectRawSecurityHeaders(reply);
        expect(closedAfterMs).not.toBeNull();
      });

      it('a client that stalls (headers or body) is cut after the timeout, and others are answered meanwhile', async () => {
        const headerStall = rawExchange(target.url, 'GET / HTTP/1.1\r\nHost: gateway\r\n', { waitMs: 15000 });
        const bodyStall = rawExchange(
          target.url,
          'POST /api/v1/echo HTTP/1.1\r\nHost: gateway\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc',
          { waitMs: 15000 },
        );
        const other = await request(target.url, '/shop/3');
        expect(other.status).toBe(200);
        const api = await request(target.url, '/api/v1/echo?meanwhile=1');
        expect(api.status).toBe(200);
        const limit = (SUITE_CLIENT_TIMEOUT_SECONDS + 3) * 1000;
        for (const stalled of await Promise.all([headerStall, bodyStall])) {
          expect(stalled.closedAfterMs).not.toBeNull();
          expect(stalled.closedAfterMs!).toBeLessThan(limit);
          expect(stalled.closedAfterMs!).toBeGreaterThanOrEqual(SUITE_CLIENT_TIMEOUT_SECONDS * 1000 - 200);
        }
      }, 20000);

      it('an SSE stream that runs well past the client timeout arrives whole', async () => {
        // Four times the gateway's client timeout; the real streams run for hours under nginx's proxy_read_timeout 1h.
        const events = Math.ceil((SUITE_CLIENT_TIMEOUT_SECONDS * 4 * 1000) / 250);
        const a = await request(target.url, `/api/v1/stream-long?events=${events}`);
        expect(a.status).toBe(200);
        expect(a.text).toContain(`data: ${events - 1}\n\n`);
        expect(a.text).toContain('data: last');
        expectSecurityHeaders(a, { tls: tlsOn(), devApps });
      }, 20000);

      // Paths that try to leave the site root: refused (400) or not found (404), never the file beside the root.
      it.each([
        '/../{secret}',
        '/..%2f{secret}',
        '/..%2F{secret}',
        '/%2e%2e/{secret}',
        '/%2e%2e%2f{secret}',
        '/.%2e/{secret}',
        '/mf/..%2f..%2f{secret}',
        '/mf/catalogue-search/..%2f..%2f..%2f{secret}',
        '/locales/en/..%2f..%2f..%2f{secret}',
        '/images/..%5c..%5c{secret}',
        '/main.3fa9c0d1e2.js/..%2f..%2f{secret}',
        '//{secret}',
        '/%2f{secret}',
        '/..%00/{secret}',
      ])('path trick %s: 400 or 404, never outside the root', async (template) => {
        const a = await request(target.url, template.replace('{secret}', secret));
        expect([400, 404]).toContain(a.status);
        expect(decode(a)).not.toContain('OUTSIDE-SECRET');
        expectErrorHeaders(a, tlsOn(), devApps);
      });

      it.each([
        ['double slashes', '//mf//catalogue-search//remoteEntry.js'],
        ['an encoded slash in a route', '/shop%2F12'],
        ['a dot segment inside the root', '/images/../favicon.svg'],
      ])('%s: served from inside the root or refused', async (_label, pathname) => {
        const a = await request(target.url, pathname);
        expect([200, 400, 404]).toContain(a.status);
        expect(decode(a)).not.toContain('OUTSIDE-SECRET');
        expectSecurityHeaders(a, { tls: tlsOn(), devApps });
      });

      it('a URL longer than the request-line buffer: 414 with the security headers', async () => {
        const a = await request(target.url, `/shop/${'a'.repeat(LIMITS.maxUrlBytes + 1000)}`);
        expect(a.status).toBe(414);
        expectErrorHeaders(a, tlsOn(), devApps);
      });
    });
  });
}

export interface TlsTarget extends Target {
  /** The plain-HTTP port that redirects to HTTPS. */
  redirectPort?: number;
}

/**
 * The gateway over HTTPS: it presents the certificate it was given (verified against the throwaway authority), sends
 * HSTS on every answer (200, 404, proxied API errors), and its plain-HTTP port answers every request with a 301 to
 * the same URL over HTTPS, without HSTS (it counts only over TLS). `start` gets the fixture root and the certificate.
 */
export function tlsSuite(label: string, start: (ctx: { root: string; cert: TestCertificate }) => Promise<TlsTarget>): void {
  describe(label, () => {
    let root: string;
    let dir: string;
    let cert: TestCertificate;
    let target: TlsTarget;

    beforeAll(async () => {
      root = makeSiteRoot();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-tls-'));
      cert = makeTestCertificate(dir);
      target = await start({ root, cert });
    }, 30000);

    afterAll(async () => {
      await target?.close();
      for (const d of [root, dir]) if (d) fs.rmSync(d, { recursive: true, force: true });
    });

    /** A GET the way a browser trusting the authority makes it (the certificate is verified, names included). */
    const verified = (pathname: string, host: string) =>
      new Promise<Answer & { protocol: string }>((resolve, reject) => {
        const req = https.get({ host, port: new URL(target.url).port, path: pathname, ca: fs.readFileSync(cert.ca), agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const protocol = (res.socket as tls.TLSSocket).getProtocol() ?? '';
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString(), protocol });
          });
        });
        req.on('error', reject);
      });

    it('serves HTTPS with the certificate it was given, valid for localhost and 127.0.0.1, over TLS 1.2 or 1.3', async () => {
      expect(target.url).toMatch(/^https:/);
      for (const host of ['127.0.0.1', 'localhost']) {
        const a = await verified('/', host);
        expect(a.status).toBe(200);
        expect(a.text).toContain('HOST-INDEX');
        expect(['TLSv1.2', 'TLSv1.3']).toContain(a.protocol);
      }
    });

    it.each(['/', '/login', '/missing.js', '/mf/nothing/x.js', '/api/v1/settings'])('%s carries HSTS and the security headers', async (p) => {
      const a = await verified(p, '127.0.0.1');
      expectSecurityHeaders(a, { tls: true, loginPage: isLoginPageRequest(p) });
    });

    it('refuses TLS 1.1', async () => {
      const outcome = await new Promise<string>((resolve) => {
        const socket = tls.connect({ host: '127.0.0.1', port: Number(new URL(target.url).port), maxVersion: 'TLSv1.1', minVersion: 'TLSv1', rejectUnauthorized: false });
        socket.once('secureConnect', () => {
          resolve(`connected with ${socket.getProtocol()}`);
          socket.destroy();
        });
        socket.once('error', () => resolve('refused'));
      });
      expect(outcome).toBe('refused');
    });

    it.each([
      ['/', '/'],
      ['/shop/12?tab=menu&x=%20y', '/shop/12?tab=menu&x=%20y'],
      ['/api/v1/settings', '/api/v1/settings'],
    ])('plain HTTP %s is redirected (301) to the same URL over HTTPS, without HSTS', async (p, expected) => {
      expect(target.redirectPort).toEqual(expect.any(Number));
      const httpsPort = new URL(target.url).port;
      for (const [host, hostHeader] of [
        ['127.0.0.1', `127.0.0.1:${target.redirectPort}`],
        ['localhost', `localhost:${target.redirectPort}`],
      ]) {
        const a = await request(`http://127.0.0.1:${target.redirectPort}`, p, { headers: { Host: hostHeader } });
        expect(a.status).toBe(301);
        expect(a.headers.location).toBe(`https://${host}:${httpsPort}${expected}`);
        expect(a.headers['strict-transport-security']).toBeUndefined();
      }
      const posted = await request(`http://127.0.0.1:${target.redirectPort}`, p, { method: 'POST', body: '{}' });
      expect(posted.status).toBe(301);
    });
  });
}
