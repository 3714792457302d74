/**
 * The gateway policy: the ONE definition of routes, cache rules, security headers, MIME types and compression.
 * nginx/render.ts turns it into nginx.conf; nginx/gateway.ts (the Node gateway) applies it per request.
 * Regular expressions are written as source strings in the common subset of JavaScript and PCRE so both read
 * the same text.
 */
import { REMOTES } from '../shared/contract/src/remotes.ts';
import { BUNDLED_LANGUAGES, shellDocument, THEMES } from '../shared/contract/src/shell.ts';
import {
  devOverlayPolicy, GOOGLE_SIGN_IN_LOADER, LOGIN_PAGE_REQUEST, SESSION_COOKIE, TOKEN_COOKIE_HEADER, TRUSTED_TYPES_POLICIES,
} from '../shared/contract/src/security.ts';

export { REMOTES };

/** Translation namespaces the host ships itself; every other namespace is a remote's name. */
export const HOST_NAMESPACES = ['common', 'host'] as const;

export const ROUTES = {
  /** Proxied to the API, unbuffered (SSE lives here), request bodies passed. */
  api: '/api/v1/',
  /** Module Federation area: a miss here is a 404, never the SPA. */
  mf: '/mf/',
  /** Runtime registry of the remotes. */
  registry: '/mf/remotes.json',
  /** Runtime config for the browser. */
  config: '/config.json',
  /** The SPA document. */
  index: '/index.html',
  /** `/locales/<lng>/<ns>.json`: capture 1 = language, capture 2 = namespace. */
  locales: '^/locales/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)\\.json$',
  /** A path whose last segment has a file extension: a miss is a 404, never the SPA. */
  asset: '/[^/]*\\.[^/]*$',
} as const;

/**
 * The document an app route is answered with: the shell prerendered in the language and theme of the `locale` and
 * `theme` cookies (English and light when they are absent: what boot.js starts a new visitor with), or, for a language
 * with no prerendered shell, ROUTES.index. Either falls back to ROUTES.index when the site has no such file.
 */
export function shellDocumentFor(cookies: { locale?: string; theme?: string }): string {
  const language = cookies.locale || 'en';
  if (!(BUNDLED_LANGUAGES as readonly string[]).includes(language)) return ROUTES.index;
  return shellDocument(language, cookies.theme === 'dark' ? 'dark' : 'light');
}

/** shellDocumentFor as nginx maps: `$market_shell` from `$cookie_locale` and `$cookie_theme`. */
export function shellDocumentMaps(): string[] {
  const [light, dark] = THEMES;
  return [
    'map $cookie_locale $market_shell_language {',
    '    default "";',
    '    "" en;',
    ...BUNDLED_LANGUAGES.map((l) => `    ${l} ${l};`),
    '}',
    'map $cookie_theme $market_shell_theme {',
    `    default ${light};`,
    `    ${dark} ${dark};`,
    '}',
    'map $market_shell_language $market_shell {',
    `    default ${shellDocument('$market_shell_language', '$market_shell_theme')};`,
    `    "" ${ROUTES.index};`,
    '}',
  ];
}

/** Where a remote's namespace lives inside the site root when the host has no such file. */
export function remoteLocalePath(lng: string, ns: string): string {
  return `/mf/${ns}/locales/${lng}/${ns}.json`;
}

/**
 * What the gateway takes from a client, the same in nginx and the Node gateway. A request over a limit, or one that
 * stalls, is answered or cut by the gateway itself; the API and the other clients never wait on it.
 */
export const LIMITS = {
  /** The largest request body (an image upload); over it, 413 with GATEWAY_ERRORS[413]. */
  maxBodyBytes: 25 * 1024 * 1024,
  /** nginx's request-line buffer (large_client_header_buffers 8k); a longer URL is answered 414. */
  maxUrlBytes: 8 * 1024,
  /** Seconds a client may take to send its headers, or between two reads of its body, before the request is cut. */
  clientTimeoutSeconds: 30,
  /** Seconds to reach the API before the gateway answers 503. */
  upstreamConnectSeconds: 5,
} as const;

/** The gateway's own answers on the API's paths, in the API's error shape (`{ "message": … }`). */
export const GATEWAY_ERRORS = {
  403: 'Cross-site request refused',
  413: 'Request body is too large',
  503: 'The service is unavailable. Please try again in a moment.',
} as const;

export function gatewayErrorBody(status: keyof typeof GATEWAY_ERRORS): string {
  return JSON.stringify({ message: GATEWAY_ERRORS[status] });
}

/** Where browsers send what the CSP refused (the API logs it, rate-limited): `report-uri` and the `report-to` group. */
export const CSP_REPORT_PATH = '/api/v1/csp-reports';
export const CSP_REPORT_GROUP = 'csp';

/**
 * The session on the API's calls. The token lives only in the HttpOnly cookie SESSION_COOKIE (the API sets it when
 * told TOKEN_COOKIE_HEADER); the gateway sends it as `Authorization: Bearer <token>`, unless the call brings its own
 * Authorization header (a server-to-server client), which passes unchanged. A cookie value that is no token's
 * (outside this alphabet: a JWT's, base64's) is not sent at all.
 */
export { SESSION_COOKIE, TOKEN_COOKIE_HEADER };
export const SESSION_TOKEN = '^[A-Za-z0-9._~+/=-]+$';
const sessionToken = new RegExp(SESSION_TOKEN);

/** The Authorization header the API receives: the caller's own, else the bearer of the session cookie, else none. */
export function apiAuthorization(authorization: string | undefined, cookieToken: string | undefined): string | undefined {
  if (authorization) return authorization;
  return cookieToken && sessionToken.test(cookieToken) ? `Bearer ${cookieToken}` : undefined;
}

/**
 * Cross-site requests cannot ride the session cookie: a call of an unsafe method (anything but GET, HEAD, OPTIONS)
 * on the API's paths is refused (403, GATEWAY_ERRORS[403]) unless the browser says it comes from this site itself:
 * `Sec-Fetch-Site` absent or `same-origin`, and `Origin` absent or this gateway's own origin (scheme and Host as the
 * client reached it). A client that sends neither (no browser: a server-to-server call, a test's request) passes.
 * The CSP reports' path is left out: browsers post those without a session, as they please.
 * The rule is these regular expressions, tried on `<unsafe 0|1>|<path>|<Sec-Fetch-Site>|<Origin>|<own origin>`
 * (nginx's map reads the same string), any match passing; written in the common subset of JavaScript and PCRE.
 */
export const SAME_SITE_PASSES = [
  '^0\\|',
  `^1\\|${escapeRegExp(CSP_REPORT_PATH)}\\|`,
  '^1\\|[^|]*\\|(same-origin)?\\|(\\|.*|([^|]+)\\|\\3)$',
] as const;
const samePasses = SAME_SITE_PASSES.map((p) => new RegExp(p));

/** The string SAME_SITE_PASSES are tried on. */
export function sameSiteKey(method: string, path: string, fetchSite: string | undefined, origin: string | undefined, ownOrigin: string): string {
  const unsafe = ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) ? '0' : '1';
  return `${unsafe}|${path}|${fetchSite ?? ''}|${origin ?? ''}|${ownOrigin}`;
}

export function crossSiteRefused(method: string, path: string, fetchSite: string | undefined, origin: string | undefined, ownOrigin: string): boolean {
  const key = sameSiteKey(method, path, fetchSite, origin, ownOrigin);
  return !samePasses.some((re) => re.test(key));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The API's origin when API_URL is not set; request paths are passed unchanged. */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=600';

/**
 * Cache-Control by request path (after an internal rewrite such as the SPA fallback), first match wins.
 * An empty value sets no header (the API decides its own). Only successful answers get these; errors get none.
 */
export const CACHE_RULES: readonly { pattern: string; value: string }[] = [
  { pattern: '^/api/', value: '' },
  // The SPA document and the prerendered shells (`/index.ar-dark.html`).
  { pattern: '^/index(\\.[A-Za-z0-9_]+-[a-z]+)?\\.html$', value: NO_CACHE },
  { pattern: '^/mf/remotes\\.json$', value: NO_CACHE },
  // A published version of a remote never changes (scripts/lib/deploy.ts): all of it, manifest and entry too.
  // (Behind the upstreams mode the path arrives with its /mf/<remote> prefix stripped.)
  { pattern: '^(/mf/[a-z0-9-]+)?/[0-9a-f]{12}/', value: IMMUTABLE },
  { pattern: '/mf-manifest\\.json$', value: NO_CACHE },
  { pattern: '/remoteEntry\\.js$', value: NO_CACHE },
  { pattern: '^/config\\.json$', value: NO_CACHE },
  { pattern: '^/boot\\.(js|css)$', value: NO_CACHE },
  // A service worker's script must reach the browser as soon as it changes (stable name, no hash): the app's worker
  // (/sw.js, a new one per shell build) and the push notifications' one.
  { pattern: '^/(sw|firebase-messaging-sw)\\.js$', value: NO_CACHE },
  // The web app manifest names the icons and colours of the installed app: read afresh like the documents.
  { pattern: '^/manifest\\.webmanifest$', value: NO_CACHE },
  { pattern: '/locales/[^/]+/[^/]+\\.json$', value: NO_CACHE },
  // Content-hashed names: `main.3fa9c0d1e2.js`, `assets/logo.0123abcd.svg`, `main.3fa9c0d1e2.js.map`.
  { pattern: '\\.[0-9a-f]{8,}\\.[^/]*$', value: IMMUTABLE },
  // No extension: an app route answered with index.html.
  { pattern: '(^|/)[^./]*$', value: NO_CACHE },
  { pattern: '', value: SHORT_CACHE },
];

const cacheMatchers = CACHE_RULES.map((r) => ({ re: new RegExp(r.pattern), value: r.value }));

export function cacheControlFor(pathname: string): string {
  return cacheMatchers.find((m) => m.re.test(pathname))?.value ?? SHORT_CACHE;
}

/** Firebase endpoints the browser SDK talks to. */
export const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];

/**
 * The origin a map tile template's pictures come from (`https://tiles.example/{z}/{x}/{y}.png` →
 * `https://tiles.example`; a `{s}.` subdomain placeholder → `https://*.tiles.example`), or undefined when the template
 * is not an http(s) URL (then no tiles are configured at all).
 */
export function mapTileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const wildcard = /^(https?:\/\/)\{s\}\./.exec(template);
  try {
    const u = new URL(wildcard ? template.replace('{s}.', 's.') : template);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
    if (u.username || u.password) return undefined;
    return wildcard ? `${u.protocol}//*.${u.host.slice(2)}` : u.origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin of a telemetry collector given as an absolute http(s) URL (TELEMETRY_URL), which then joins connect-src;
 * undefined for a path of this site (the default, /api/v1/telemetry) or anything else.
 */
export function collectorOrigin(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    const u = new URL(url);
    return u.username || u.password ? undefined : u.origin;
  } catch {
    return undefined;
  }
}

export interface HeaderOptions {
  /** The map's tile template (MAP_TILE_URL): its origin joins img-src. */
  mapTileUrl?: string;
  /** Where the shell sends its field measurements (TELEMETRY_URL): another origin joins connect-src. */
  telemetryUrl?: string;
  /** Auth emulator origin the browser uses, e.g. http://127.0.0.1:9099. */
  authEmulator?: string;
  /** Firebase auth domain (popup/redirect iframe), e.g. market.firebaseapp.com. */
  authDomain?: string;
  /**
   * The answer is a login page's document (LOGIN_PAGE_REQUEST): its CSP lets Google's sign-in loader run, when
   * Firebase is configured. Every other answer allows the site's own scripts only.
   */
  loginPage?: boolean;
  /**
   * `npm run dev` only: the apps whose dev servers' error overlays may make their Trusted Types policy (each makes it
   * anew every time it shows, hence 'allow-duplicates') and colour their messages with style attributes. Production
   * names none.
   */
  devApps?: readonly string[];
}

/** An emulator on a loopback address is reachable under both names; allow both. */
function emulatorOrigins(url: string | undefined): string[] {
  if (!url) return [];
  const u = new URL(url.includes('://') ? url : `http://${url}`);
  const port = u.port ? `:${u.port}` : '';
  if (['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
    return [`${u.protocol}//127.0.0.1${port}`, `${u.protocol}//localhost${port}`];
  }
  return [u.origin];
}

function authDomainOrigin(domain: string | undefined): string[] {
  if (!domain) return [];
  return [domain.includes('://') ? new URL(domain).origin : `https://${domain}`];
}

/** A request target answered with the login pages' CSP (path and query as received; nginx's `$request_uri`). */
export { LOGIN_PAGE_REQUEST };
const loginPageRequest = new RegExp(LOGIN_PAGE_REQUEST);

export function isLoginPageRequest(requestTarget: string): boolean {
  return loginPageRequest.test(requestTarget);
}


/**
 * The CSP: nothing unless named (`default-src 'none'`), each directive for what the app really loads, never
 * `unsafe-inline` or `unsafe-eval`; script sinks take only Trusted Types values, made by the policies the app
 * creates. Refusals are reported to CSP_REPORT_PATH.
 */
export function contentSecurityPolicy(opts: HeaderOptions = {}): string {
  const emulator = emulatorOrigins(opts.authEmulator);
  const popups = opts.loginPage && (opts.authEmulator || opts.authDomain) ? [GOOGLE_SIGN_IN_LOADER] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    // The host's files, the remotes' entries and chunks (all under /mf/ of this origin); on the login pages, Google's
    // sign-in loader too.
    ['script-src', ["'self'", ...popups]],
    // Stylesheets are files: antd's CSS is built (zeroRuntime), and the app never writes a <style> element or a style
    // attribute in markup (styles set through the DOM's style properties are not the CSP's to refuse).
    ['style-src', ["'self'"]],
    // `npm run dev` only: the dev servers' error overlay colours its messages with style attributes.
    ['style-src-attr', opts.devApps?.length ? ["'unsafe-inline'"] : []],
    // Pictures of the site and the API; the built CSS's inline SVG icons (data:); a chat picture's preview (blob:);
    // the map's tiles when a deployment names a tile server (MAP_TILE_URL), that server only.
    ['img-src', ["'self'", 'data:', 'blob:', ...(mapTileOrigin(opts.mapTileUrl) ? [mapTileOrigin(opts.mapTileUrl)!] : [])]],
    // The API, the runtime config, the registry and manifests, the translations; Firebase and its Auth emulator; the
    // telemetry collector when a deployment names one elsewhere (TELEMETRY_URL), that origin only.
    ['connect-src', ["'self'", ...FIREBASE_CONNECT, ...emulator, ...(collectorOrigin(opts.telemetryUrl) ? [collectorOrigin(opts.telemetryUrl)!] : [])]],
    // Firebase Auth's hidden iframe: the auth domain's, or the emulator's.
    ['frame-src', [...authDomainOrigin(opts.authDomain), ...emulator]],
    // The app's service worker (/sw.js) and the push notifications' one (/firebase-messaging-sw.js).
    ['worker-src', ["'self'"]],
    // The web app manifest (/manifest.webmanifest).
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // The API's sandbox payment pages post forms to the same origin.
    ['form-action', ["'self'"]],
    // HTML, script text and script URLs reach the DOM only as Trusted Types values: HTML from the one sanitizer's
    // policy, script URLs through the default policy (the site's own scripts and Google's sign-in loader).
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES, ...(opts.devApps?.length ? [...opts.devApps.map(devOverlayPolicy), "'allow-duplicates'"] : [])]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Two years, subdomains too, and eligible for the browsers' preload lists. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** TLS versions the gateway accepts (nginx `ssl_protocols`, the Node gateway's `minVersion`). */
export const TLS_PROTOCOLS = ['TLSv1.2', 'TLSv1.3'] as const;

/**
 * Where the plain-HTTP listener of a gateway serving HTTPS sends every request (301): the same host and path on the
 * HTTPS port (`:443` left out). nginx writes it with `$host` and `$request_uri`.
 */
export function httpsLocation(host: string, httpsPort: number, requestUri: string): string {
  return `https://${host}${httpsPort === 443 ? '' : `:${httpsPort}`}${requestUri}`;
}

/** Security headers on every answer (200s, 404s, 5xx, proxied API answers). HSTS is added only over TLS. */
export function securityHeaders(opts: HeaderOptions = {}): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(opts)],
    // The Reporting API's endpoint of the CSP's report-to group.
    ['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
    ],
    // Firebase sign-in popups need their opener.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    // No other site may embed what this one serves (pages, scripts, pictures, API answers).
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/** Names the gateway owns: an upstream's own values for these are dropped. */
export const OWNED_HEADERS = [
  'Content-Security-Policy',
  'Reporting-Endpoints',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Strict-Transport-Security',
];

/** Static content types (nginx `types {}` and the Node gateway). */
export const MIME_TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  js: 'application/javascript',
  mjs: 'application/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain',
  xml: 'text/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
};
export const DEFAULT_TYPE = 'application/octet-stream';

/** Types sent with `; charset=utf-8`. */
export const CHARSET_TYPES = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

export const COMPRESSION = {
  /** Compressed on the fly with gzip (and precompressed by nginx/precompress.ts). */
  types: [...CHARSET_TYPES, 'application/wasm', 'font/ttf', 'font/otf'],
  /** Smaller answers go out as they are. */
  minLength: 1024,
  gzipLevel: 6,
} as const;

/** Content type of a static file, with charset where it applies. */
export function contentTypeFor(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const type = MIME_TYPES[ext] ?? DEFAULT_TYPE;
  return CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

export function isCompressible(contentType: string): boolean {
  return (COMPRESSION.types as readonly string[]).includes(contentType.split(';')[0].trim());
}
