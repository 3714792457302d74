/**
 * Renders a complete nginx.conf from the gateway policy (nginx/policy.ts), for an unprivileged foreground nginx:
 * `daemon off`, pid and temp paths under a temp dir, `error_log stderr`.
 *
 * Two modes:
 * - static root: `root` is the assembled or published site (host dist at /, remotes' versions under
 *   /mf/<remote>/<version>/, config.json, mf/remotes.json); nginx serves the files itself. docker-compose's gateway
 *   is this mode, on the site its app services publish into (`--preset compose`).
 * - upstreams: the host and each remote are their own services; nginx proxies `/` to the host's service and
 *   `/mf/<remote>/` to that remote's service (prefix stripped: each service serves its dist at its own root).
 *   `root` then holds only config.json and mf/remotes.json.
 *
 * CLI:
 *   node nginx/render.ts --root <dir> --port <p> [--api <url>] [--out <file>] [--listen <addr>]
 *     [--auth-emulator <url>] [--auth-domain <domain>] [--temp <dir>] [--access-log <path|off>] [--user <name>]
 *     [--tls-cert <file> --tls-key <file> [--redirect-port <p>]] [--brotli-module <file|none>]
 *     [--host-upstream <url> [--remote-upstream <remote>=<url>]… [--resolver <addr>]]
 *     [--preset compose|compose-tls]
 *   Without --out the config goes to stdout. --api defaults to $API_URL or http://127.0.0.1:4000.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CACHE_RULES,
  CHARSET_TYPES,
  COMPRESSION,
  DEFAULT_API_URL,
  DEFAULT_TYPE,
  HOST_NAMESPACES,
  TOKEN_COOKIE_HEADER,
  LIMITS,
  LOGIN_PAGE_REQUEST,
  contentSecurityPolicy,
  gatewayErrorBody,
  HSTS,
  httpsLocation,
  MIME_TYPES,
  OWNED_HEADERS,
  REMOTES,
  ROUTES,
  SAME_SITE_PASSES,
  SESSION_COOKIE,
  SESSION_TOKEN,
  securityHeaders,
  shellDocumentMaps,
  TLS_PROTOCOLS,
} from './policy.ts';
import { COMPOSE } from './compose.ts';

export interface Upstreams {
  /** The host's service, e.g. http://host:80. */
  host: string;
  /** Remote name → its service, e.g. { 'catalogue-search': 'http://catalogue-search:80' }. */
  remotes: Record<string, string>;
}

export interface RenderOptions {
  /** Static mode: the site root. Upstreams mode: the folder holding config.json and mf/remotes.json. */
  root: string;
  port: number;
  /** Listen address; default all interfaces. */
  listen?: string;
  /** The API origin; default $API_URL or http://127.0.0.1:4000. Request paths are passed unchanged. */
  apiUrl?: string;
  /** Upstreams mode when given. */
  upstreams?: Upstreams;
  /**
   * DNS resolver (e.g. 127.0.0.11 in Docker). When set, upstream names are resolved per request (a redeployed
   * service with a new address is found without reloading the gateway) instead of once at startup.
   */
  resolver?: string;
  authEmulator?: string;
  authDomain?: string;
  /** The map's tile template, whose origin the CSP's img-src allows; default $MAP_TILE_URL (config.json's too). */
  mapTileUrl?: string;
  /** The telemetry collector, whose origin (when not this site) the CSP's connect-src allows; default $TELEMETRY_URL. */
  telemetryUrl?: string;
  /** pid, temp files; default <os tmp>/market-nginx-<port>. */
  tempDir?: string;
  /** Access log path or 'off' (default). */
  accessLog?: string;
  /** Worker user, only meaningful when nginx starts as root; default root when rendering as root. */
  user?: string;
  /** Serve HTTPS on `port` with this certificate (chain) and key; adds HSTS. */
  tls?: { cert: string; key: string };
  /** With tls: a plain-HTTP port whose every request is redirected (301) to the same URL over HTTPS. */
  redirectPort?: number;
  /** Path of ngx_http_brotli_static_module.so; default: the Debian/Alpine location when present; null: none. */
  brotliModule?: string | null;
  /** Seconds a client may stall before its request is cut; default LIMITS.clientTimeoutSeconds (tests use less). */
  clientTimeoutSeconds?: number;
}

const BROTLI_MODULE_PATHS = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/etc/nginx/modules/ngx_http_brotli_static_module.so',
];

export function findBrotliModule(): string | null {
  return BROTLI_MODULE_PATHS.find((p) => fs.existsSync(p)) ?? null;
}

export function defaultTempDir(port: number): string {
  return path.join(os.tmpdir(), `market-nginx-${port}`);
}

/** An nginx string literal. */
export function q(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `http://api:4000/anything` → `http://api:4000` (nginx then passes the request URI unchanged). */
function origin(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

function indent(lines: string[], depth: number): string[] {
  return lines.map((l) => (l ? '    '.repeat(depth) + l : l));
}

export function renderNginxConf(opts: RenderOptions): string {
  const temp = opts.tempDir ?? defaultTempDir(opts.port);
  const brotli = opts.brotliModule === undefined ? findBrotliModule() : opts.brotliModule;
  const user = opts.user ?? (process.getuid?.() === 0 ? 'root' : undefined);
  const api = origin(opts.apiUrl ?? process.env.API_URL ?? DEFAULT_API_URL);
  const headerOpts = { authEmulator: opts.authEmulator, authDomain: opts.authDomain, mapTileUrl: opts.mapTileUrl ?? process.env.MAP_TILE_URL, telemetryUrl: opts.telemetryUrl ?? process.env.TELEMETRY_URL };
  const tls = opts.tls;

  // Upstream targets: with a resolver, through variables (resolved per request), else literal.
  const vars: string[] = [];
  const target = (name: string, url: string): string => {
    if (!opts.resolver) return origin(url);
    vars.push(`set $market_up_${name} ${q(origin(url))};`);
    return `$market_up_${name}`;
  };
  const apiTarget = target('api', api);

  const proxyCommon = (hide: string[]): string[] => [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The client's address, never one the client sent: the API keys its limits by it (it trusts only the gateway).
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Port $server_port;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_ssl_server_name on;',
    ...hide.map((h) => `proxy_hide_header ${h};`),
  ];
  // The gateway owns the security headers; for app services it owns caching too.
  const appProxy = (to: string): string[] => [
    ...proxyCommon([...OWNED_HEADERS, 'Cache-Control', 'Expires']),
    `proxy_pass ${to};`,
  ];

  const locations: string[] = [];
  const loc = (head: string, body: string[]): void => {
    locations.push(`location ${head} {`, ...indent(body, 1), '}', '');
  };

  loc(`^~ ${ROUTES.api}`, [
    // A cross-site call of an unsafe method cannot ride the session cookie (policy.ts: crossSiteRefused).
    'if ($market_cross_site) {',
    '    return 403;',
    '}',
    'error_page 403 = @market_cross_site;',
    ...proxyCommon(OWNED_HEADERS),
    // The session cookie as the bearer token, unless the call brings its own Authorization (policy.ts:
    // apiAuthorization); a sign-in's token comes back as that HttpOnly cookie, not in the body.
    'proxy_set_header Authorization $market_authorization;',
    `proxy_set_header ${TOKEN_COOKIE_HEADER} 1;`,
    // Streaming answers (SSE) and uploads pass through unbuffered.
    'proxy_buffering off;',
    'proxy_request_buffering off;',
    'proxy_cache off;',
    'proxy_read_timeout 1h;',
    'proxy_send_timeout 1h;',
    `client_max_body_size ${LIMITS.maxBodyBytes / 1024 / 1024}m;`,
    `proxy_connect_timeout ${LIMITS.upstreamConnectSeconds}s;`,
    // The gateway's own answers here are JSON in the API's shape: a body over the limit, an API that cannot be
    // reached (refused: 502, no answer in time: 504). The API's own 502s pass unchanged.
    'error_page 413 = @market_too_large;',
    'error_page 502 504 = @market_api_unavailable;',
    `proxy_pass ${apiTarget};`,
  ]);
  locations.push(
    'location @market_cross_site {',
    ...indent(['default_type application/json;', `return 403 ${q(gatewayErrorBody(403))};`], 1),
    '}',
    '',
    'location @market_too_large {',
    ...indent(['default_type application/json;', `return 413 ${q(gatewayErrorBody(413))};`], 1),
    '}',
    '',
    'location @market_api_unavailable {',
    ...indent(['default_type application/json;', `return 503 ${q(gatewayErrorBody(503))};`], 1),
    '}',
    '',
  );
  loc(`= ${ROUTES.registry}`, ['try_files $uri =404;']);
  loc(`= ${ROUTES.config}`, ['try_files $uri =404;']);

  if (!opts.upstreams) {
    loc(`^~ ${ROUTES.mf}`, ['try_files $uri =404;']);
    // The host's namespace file, else the remote's (namespace = remote name), else 404.
    loc(`~ ${q(ROUTES.locales)}`, ['try_files $uri /mf/$2/locales/$1/$2.json =404;']);
    loc(`~ ${q(ROUTES.asset)}`, ['try_files $uri =404;']);
    // App routes: the prerendered shell of the shopper's language and theme, else the bare document.
    loc('/', [`try_files $uri $market_shell ${ROUTES.index};`]);
  } else {
    const host = target('host', opts.upstreams.host);
    for (const [remote, url] of Object.entries(opts.upstreams.remotes)) {
      if (!/^[a-z0-9-]+$/.test(remote)) throw new Error(`bad remote name: ${remote}`);
      const to = target(remote.replace(/-/g, '_'), url);
      const prefix = `${ROUTES.mf}${remote}`;
      // Only file paths go to the service (with the prefix stripped); anything else under it is a 404.
      loc(`^~ ${prefix}/`, [
        `location ~ ${q(ROUTES.asset)} {`,
        ...indent([`rewrite ${q(`^${prefix}(/.*)$`)} $1 break;`, ...appProxy(to)], 1),
        '}',
        'return 404;',
      ]);
      loc(`~ ${q(`^/locales/[A-Za-z0-9_-]+/${remote}\\.json$`)}`, appProxy(to));
    }
    loc(`^~ ${ROUTES.mf}`, ['return 404;']);
    loc(`~ ${q(`^/locales/[A-Za-z0-9_-]+/(${HOST_NAMESPACES.join('|')})\\.json$`)}`, appProxy(host));
    loc(`~ ${q(ROUTES.locales)}`, ['return 404;']);
    loc(`~ ${q(ROUTES.asset)}`, appProxy(host));
    // App routes: the host's prerendered shell of the shopper's language and theme, else its index.html.
    loc('/', [`rewrite ^ $market_shell break;`, ...appProxy(host)]);
  }

  const cacheMap = CACHE_RULES.map((r) =>
    r.pattern ? `${q(`~${r.pattern}`)} ${q(r.value)};` : `default ${q(r.value)};`,
  );
  if (!CACHE_RULES.some((r) => !r.pattern)) cacheMap.push('default "";');

  const types = Object.entries(MIME_TYPES).map(([ext, type]) => `${type} ${ext};`);
  // The CSP by request ($market_csp): the login pages' allows Google's sign-in loader, every other answer's does not.
  const headers = [
    ...securityHeaders(headerOpts),
    ...(tls ? ([['Strict-Transport-Security', HSTS]] as [string, string][]) : []),
  ].map(([name, value]) => `add_header ${name} ${name === 'Content-Security-Policy' ? '$market_csp' : q(value)} always;`);
  const cspMap = [
    'map $request_uri $market_csp {',
    `    default ${q(contentSecurityPolicy(headerOpts))};`,
    `    ${q(`~${LOGIN_PAGE_REQUEST}`)} ${q(contentSecurityPolicy({ ...headerOpts, loginPage: true }))};`,
    '}',
  ];

  // Over TLS, HTTP/2 as well (browsers speak it only over TLS): one connection carries every request of a page, where
  // HTTP/1.1 queues them six at a time. `listen … http2` is the form Debian's nginx (1.22) knows; newer ones (1.25.1+)
  // take it too, with a notice that `http2 on;` is the new spelling.
  const listen = `${opts.listen ? `${opts.listen}:` : ''}${opts.port}${tls ? ' ssl http2' : ''}`;
  const server = [
    `listen ${listen};`,
    ...(tls ? [`ssl_certificate ${q(tls.cert)};`, `ssl_certificate_key ${q(tls.key)};`, `ssl_protocols ${TLS_PROTOCOLS.join(' ')};`] : []),
    'server_name _;',
    `root ${q(path.resolve(opts.root))};`,
    '# A client that stalls is cut (the Node gateway does the same); a request line over the buffer is a 414.',
    `client_header_timeout ${opts.clientTimeoutSeconds ?? LIMITS.clientTimeoutSeconds}s;`,
    `client_body_timeout ${opts.clientTimeoutSeconds ?? LIMITS.clientTimeoutSeconds}s;`,
    `large_client_header_buffers 4 ${LIMITS.maxUrlBytes / 1024}k;`,
    ...(opts.resolver ? [`resolver ${opts.resolver} valid=10s ipv6=off;`, 'resolver_timeout 5s;'] : []),
    ...vars,
    '',
    '# Security headers (nginx/policy.ts), on every answer.',
    ...headers,
    '# Cache-Control by path class, on successful answers only.',
    'add_header Cache-Control $market_cache_control;',
    '',
    ...locations,
  ];

  // Plain HTTP beside HTTPS only says where the site is (no security headers: HSTS counts only over TLS).
  const redirect =
    tls && opts.redirectPort
      ? [
          '',
          'server {',
          ...indent(
            [
              `listen ${opts.listen ? `${opts.listen}:` : ''}${opts.redirectPort};`,
              'server_name _;',
              `return 301 ${httpsLocation('$host', opts.port, '$request_uri')};`,
            ],
            1,
          ),
          '}',
        ]
      : [];

  const http = [
    'types {',
    ...indent(types, 1),
    '}',
    `default_type ${DEFAULT_TYPE};`,
    'charset utf-8;',
    `charset_types ${CHARSET_TYPES.filter((t) => t !== 'text/html').join(' ')};`,
    'sendfile on;',
    'tcp_nopush on;',
    'server_tokens off;',
    'absolute_redirect off;',
    'keepalive_timeout 65;',
    `access_log ${opts.accessLog ?? 'off'};`,
    `client_body_temp_path ${q(path.join(temp, 'client_body'))};`,
    `proxy_temp_path ${q(path.join(temp, 'proxy'))};`,
    `fastcgi_temp_path ${q(path.join(temp, 'fastcgi'))};`,
    `uwsgi_temp_path ${q(path.join(temp, 'uwsgi'))};`,
    `scgi_temp_path ${q(path.join(temp, 'scgi'))};`,
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    `gzip_comp_level ${COMPRESSION.gzipLevel};`,
    `gzip_min_length ${COMPRESSION.minLength};`,
    `gzip_types ${COMPRESSION.types.filter((t) => t !== 'text/html').join(' ')};`,
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    '',
    'map $uri $market_cache_control {',
    ...indent(cacheMap, 1),
    '}',
    ...shellDocumentMaps(),
    ...cspMap,
    ...sessionMaps(),
    '',
    'server {',
    ...indent(server, 1),
    '}',
    ...redirect,
  ];

  return [
    '# Generated by nginx/render.ts from nginx/policy.ts. Do not edit.',
    ...(brotli ? [`load_module ${q(brotli)};`] : []),
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${q(path.join(temp, 'nginx.pid'))};`,
    'error_log stderr warn;',
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(http, 1),
    '}',
    '',
  ].join('\n');
}

/**
 * The session on the API's calls as nginx maps (policy.ts): `$market_authorization` (the caller's Authorization, else
 * the session cookie's bearer) and `$market_cross_site` (1: an unsafe cross-site call, refused).
 */
export function sessionMaps(): string[] {
  return [
    `map $cookie_${SESSION_COOKIE} $market_cookie_bearer {`,
    '    default "";',
    `    ${q(`~${SESSION_TOKEN}`)} ${q(`Bearer $cookie_${SESSION_COOKIE}`)};`,
    '}',
    'map $http_authorization $market_authorization {',
    '    default $http_authorization;',
    '    "" $market_cookie_bearer;',
    '}',
    'map $request_method $market_unsafe {',
    '    default 1;',
    '    GET 0;',
    '    HEAD 0;',
    '    OPTIONS 0;',
    '}',
    'map "$market_unsafe|$uri|$http_sec_fetch_site|$http_origin|$scheme://$http_host" $market_cross_site {',
    '    default 1;',
    ...SAME_SITE_PASSES.map((p) => `    ${q(`~${p}`)} 0;`),
    '}',
  ];
}

/** Renders and writes the config, creating the temp dir nginx needs. */
export function writeNginxConf(opts: RenderOptions, outFile: string): string {
  const text = renderNginxConf(opts);
  fs.mkdirSync(opts.tempDir ?? defaultTempDir(opts.port), { recursive: true });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, text);
  return outFile;
}

/** The docker-compose gateway: the site the app services publish into (static mode), the API's service. */
export function composeRenderOptions(): RenderOptions {
  return {
    root: COMPOSE.gatewayRoot,
    port: COMPOSE.gatewayPort,
    apiUrl: COMPOSE.api,
    resolver: COMPOSE.resolver,
    authEmulator: COMPOSE.authEmulatorForBrowser,
    tempDir: '/tmp/market-nginx',
    accessLog: '/dev/stdout',
    user: 'nginx',
    brotliModule: null,
  };
}

/**
 * The docker-compose gateway over HTTPS: the certificate and key mounted at COMPOSE.tlsDir, HTTPS on
 * COMPOSE.gatewayTlsPort, and COMPOSE.gatewayPort redirecting to it.
 */
export function composeTlsRenderOptions(): RenderOptions {
  return {
    ...composeRenderOptions(),
    tempDir: '/tmp/market-nginx-tls',
    port: COMPOSE.gatewayTlsPort,
    redirectPort: COMPOSE.gatewayPort,
    tls: { cert: `${COMPOSE.tlsDir}/cert.pem`, key: `${COMPOSE.tlsDir}/key.pem` },
  };
}

export function parseRenderArgs(argv: string[]): { options: RenderOptions; out?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      api: { type: 'string' },
      out: { type: 'string' },
      listen: { type: 'string' },
      'auth-emulator': { type: 'string' },
      'auth-domain': { type: 'string' },
      'map-tile-url': { type: 'string' },
      'telemetry-url': { type: 'string' },
      temp: { type: 'string' },
      'access-log': { type: 'string' },
      user: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'redirect-port': { type: 'string' },
      'brotli-module': { type: 'string' },
      'host-upstream': { type: 'string' },
      'remote-upstream': { type: 'string', multiple: true },
      resolver: { type: 'string' },
      preset: { type: 'string' },
    },
  });
  const presets: Record<string, () => RenderOptions> = { compose: composeRenderOptions, 'compose-tls': composeTlsRenderOptions };
  if (values.preset && !presets[values.preset]) throw new Error(`unknown preset ${values.preset}`);
  const base: Partial<RenderOptions> = values.preset ? presets[values.preset]() : {};
  const root = values.root ?? base.root;
  const port = values.port ? Number(values.port) : base.port;
  if (!root || !port) throw new Error('--root and --port are required');
  let upstreams = base.upstreams;
  if (values['host-upstream']) {
    const remotes: Record<string, string> = {};
    for (const spec of values['remote-upstream'] ?? []) {
      const [name, url] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
      if (!(REMOTES as readonly string[]).includes(name)) throw new Error(`unknown remote ${name}`);
      remotes[name] = url;
    }
    upstreams = { host: values['host-upstream'], remotes };
  }
  const brotliArg = values['brotli-module'];
  return {
    out: values.out,
    options: {
      ...base,
      root,
      port,
      apiUrl: values.api ?? base.apiUrl,
      listen: values.listen ?? base.listen,
      upstreams,
      resolver: values.resolver ?? base.resolver,
      authEmulator: values['auth-emulator'] ?? base.authEmulator,
      authDomain: values['auth-domain'] ?? base.authDomain,
      mapTileUrl: values['map-tile-url'] ?? base.mapTileUrl,
      telemetryUrl: values['telemetry-url'] ?? base.telemetryUrl,
      tempDir: values.temp ?? base.tempDir,
      accessLog: values['access-log'] ?? base.accessLog,
      user: values.user ?? base.user,
      tls: values['tls-cert'] && values['tls-key'] ? { cert: values['tls-cert'], key: values['tls-key'] } : base.tls,
      redirectPort: values['redirect-port'] ? Number(values['redirect-port']) : base.redirectPort,
      brotliModule: brotliArg === 'none' ? null : (brotliArg ?? base.brotliModule),
    },
  };
}

if (import.meta.main) {
  try {
    const { options, out } = parseRenderArgs(process.argv.slice(2));
    if (out) console.error(`nginx config written to ${writeNginxConf(options, out)}`);
    else process.stdout.write(renderNginxConf(options));
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    process.exit(2);
  }
}
