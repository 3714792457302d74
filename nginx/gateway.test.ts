import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startGateway } from './gateway.ts';
import type { GatewayHandle } from './gateway.ts';
import { AUTH_EMULATOR, ENV, composite, gatewaySuite, makeSiteRoot, request, tlsSuite } from './gateway-cases.ts';
import { cacheControlFor, contentSecurityPolicy, FIREBASE_CONNECT, GATEWAY_ERRORS, IMMUTABLE, isLoginPageRequest, NO_CACHE, SHORT_CACHE } from './policy.ts';
import { precompress } from './precompress.ts';
import { runtimeConfigFromEnv, writeRuntimeConfig } from './runtime-config.ts';

gatewaySuite('Node gateway, static root', async ({ apiUrl, root, clientTimeoutSeconds }) =>
  startGateway({ root, port: 0, listen: '127.0.0.1', apiUrl, env: ENV, clientTimeoutSeconds }),
);

/** Stand-ins for the dev servers: each serves the site's files at the same paths, like `rspack serve`. */
function devServers(root: string, names: string[]) {
  return Promise.all(names.map(() => startGateway({ root, port: 0, listen: '127.0.0.1', env: ENV })));
}

gatewaySuite('Node gateway, dev mode (proxy to dev servers)', async ({ apiUrl, root, clientTimeoutSeconds }) => {
  const [host, remote] = await devServers(root, ['host', 'catalogue-search']);
  const gw = await startGateway({
    port: 0,
    listen: '127.0.0.1',
    apiUrl,
    env: ENV,
    clientTimeoutSeconds,
    root,
    dev: { host: host.url.replace('localhost', '127.0.0.1'), remotes: { 'catalogue-search': remote.url } },
  });
  return composite(gw.url, gw, host, remote);
}, { devApps: ['host', 'catalogue-search'] });

// `npm run dev -- <remote>`: that remote from its dev server, the shell and every other remote from the site.
gatewaySuite('Node gateway, one remote in dev mode', async ({ apiUrl, root, clientTimeoutSeconds }) => {
  const [remote] = await devServers(root, ['reservations']);
  const gw = await startGateway({ port: 0, listen: '127.0.0.1', apiUrl, env: ENV, clientTimeoutSeconds, root, dev: { remotes: { reservations: remote.url } } });
  return composite(gw.url, gw, remote);
}, { devApps: ['reservations'] });

describe('Node gateway, dev mode extras', () => {
  const servers: { close(): unknown }[] = [];
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
  });

  function wsStub(who: string): Promise<http.Server> {
    const server = http.createServer((_req, res) => res.end(who));
    const sockets = new Set<{ destroy(): void }>();
    server.on('upgrade', (req, socket) => {
      sockets.add(socket);
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Who: ${who}\r\nX-Path: ${req.url}\r\n\r\n`);
      socket.on('data', (d: Buffer) => socket.write(`${who}:${d.toString()}`));
    });
    servers.push({
      close: () =>
        new Promise((r) => {
          server.close(r);
          server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
        }),
    });
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
  }
  const portOf = (s: http.Server) => (s.address() as { port: number }).port;

  function upgrade(gw: GatewayHandle, pathname: string): Promise<{ who: string; path: string; echo: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        hostname: '127.0.0.1',
        port: gw.port,
        path: pathname,
        headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        socket.once('data', (d: Buffer) => {
          resolve({ who: String(res.headers['x-who']), path: String(res.headers['x-path']), echo: d.toString() });
          socket.destroy();
        });
        socket.write('ping');
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('passes websocket upgrades to the right dev server (hot reload)', async () => {
    const host = await wsStub('host');
    const remote = await wsStub('remote');
    const gw = await startGateway({
      port: 0,
      listen: '127.0.0.1',
      env: ENV,
      dev: { host: `http://127.0.0.1:${portOf(host)}`, remotes: { 'catalogue-search': `http://127.0.0.1:${portOf(remote)}` } },
    });
    servers.push(gw);
    expect(await upgrade(gw, '/ws')).toEqual({ who: 'host', path: '/ws', echo: 'host:ping' });
    expect(await upgrade(gw, '/mf/catalogue-search/ws')).toEqual({
      who: 'remote',
      path: '/mf/catalogue-search/ws',
      echo: 'remote:ping',
    });
  });

  it('one remote in dev mode: its files, locales and socket from its dev server, the registry pointing at it, the rest from the site', async () => {
    const root = makeSiteRoot();
    const remote = await wsStub('reservations');
    const gw = await startGateway({ root, port: 0, listen: '127.0.0.1', env: ENV, dev: { remotes: { reservations: `http://127.0.0.1:${portOf(remote)}` } } });
    servers.push(gw);
    const registry = await request(gw.url, '/mf/remotes.json');
    expect(registry.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(registry.text)).toEqual({
      catalogue_search: '/mf/catalogue-search/mf-manifest.json',
      reservations: '/mf/reservations/mf-manifest.json',
    });
    expect((await request(gw.url, '/mf/reservations/remoteEntry.js')).text).toBe('reservations');
    expect((await request(gw.url, '/locales/en/reservations.json')).text).toBe('reservations');
    expect((await request(gw.url, '/mf/catalogue-search/remoteEntry.js')).text).toBe('var catalogue_search = {};\n');
    expect((await request(gw.url, '/shop/1')).text).toContain('HOST-INDEX');
    expect((await request(gw.url, '/shop/1', { method: 'POST' })).status).toBe(405);
    expect(await upgrade(gw, '/mf/reservations/ws')).toEqual({ who: 'reservations', path: '/mf/reservations/ws', echo: 'reservations:ping' });
    // No shell dev server: no other socket is carried.
    await expect(upgrade(gw, '/ws')).rejects.toThrow();
    // The production CSP names none of the dev servers' needs.
    expect(contentSecurityPolicy({ authEmulator: AUTH_EMULATOR })).not.toMatch(/dev-overlay|allow-duplicates|unsafe|style-src-attr/);
  });

  it('serves the default remotes.json and config.json itself without a root', async () => {
    const host = await wsStub('host');
    const gw = await startGateway({ port: 0, listen: '127.0.0.1', env: ENV, dev: { host: `http://127.0.0.1:${portOf(host)}`, remotes: {} } });
    servers.push(gw);
    const registry = await request(gw.url, '/mf/remotes.json');
    expect(registry.status).toBe(200);
    expect(registry.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(registry.text)).toEqual(JSON.parse(fs.readFileSync(new URL('./remotes.json', import.meta.url), 'utf8')));
    const config = await request(gw.url, '/config.json');
    expect(JSON.parse(config.text)).toEqual(runtimeConfigFromEnv(ENV));
    // Everything else goes to the host's dev server.
    expect((await request(gw.url, '/shop/1')).text).toBe('host');
    // A remote without a dev server is a 404.
    expect((await request(gw.url, '/mf/reservations/remoteEntry.js')).status).toBe(404);
  });
});

tlsSuite('Node gateway over HTTPS', ({ root, cert }) =>
  startGateway({
    root,
    port: 0,
    listen: '127.0.0.1',
    env: ENV,
    apiUrl: 'http://127.0.0.1:1',
    tls: { cert: fs.readFileSync(cert.cert), key: fs.readFileSync(cert.key) },
    redirectPort: 0,
  }),
);

describe('Node gateway, API down', () => {
  it('answers 503 (JSON) with the security headers when the API is down', async () => {
    const root = makeSiteRoot();
    const gw = await startGateway({ root, port: 0, listen: '127.0.0.1', env: ENV, apiUrl: 'http://127.0.0.1:1' });
    try {
      const a = await request(gw.url, '/api/v1/settings');
      expect(a.status).toBe(503);
      expect(JSON.parse(a.text)).toEqual({ message: GATEWAY_ERRORS[503] });
      expect(a.headers['content-security-policy']).toBe(contentSecurityPolicy({ authEmulator: AUTH_EMULATOR }));
    } finally {
      await gw.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('policy', () => {
  it.each([
    ['/', NO_CACHE],
    ['/index.html', NO_CACHE],
    ['/shop/12', NO_CACHE],
    ['/mf/remotes.json', NO_CACHE],
    ['/mf/catalogue-search/mf-manifest.json', NO_CACHE],
    ['/mf/catalogue-search/remoteEntry.js', NO_CACHE],
    ['/config.json', NO_CACHE],
    ['/boot.js', NO_CACHE],
    ['/boot.css', NO_CACHE],
    ['/firebase-messaging-sw.js', NO_CACHE],
    ['/sw.js', NO_CACHE],
    ['/manifest.webmanifest', NO_CACHE],
    ['/icons/icon-192.png', SHORT_CACHE],
    ['/locales/en/common.json', NO_CACHE],
    ['/mf/reservations/locales/ar/reservations.json', NO_CACHE],
    ['/main.3fa9c0d1e2.js', IMMUTABLE],
    ['/main.3fa9c0d1e2.js.map', IMMUTABLE],
    ['/mf/parcels-recipes/assets/logo.0123abcd.svg', IMMUTABLE],
    ['/favicon.svg', SHORT_CACHE],
    ['/images/hero.png', SHORT_CACHE],
    ['/api/v1/settings', ''],
  ])('%s → %s', (p, value) => expect(cacheControlFor(p)).toBe(value));

  it('CSP: nothing unless named, no unsafe source anywhere; emulator and auth domain only when configured; reported', () => {
    const plain = contentSecurityPolicy();
    const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives(plain)).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': `'self' ${FIREBASE_CONNECT.join(' ')}`,
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'require-trusted-types-for': "'script'",
      'trusted-types': 'default market-sanitizer market-boot',
      'report-uri': '/api/v1/csp-reports',
      'report-to': 'csp',
    });
    const withAuth = contentSecurityPolicy({ authEmulator: 'http://localhost:9099', authDomain: 'market.firebaseapp.com' });
    expect(withAuth).not.toMatch(/unsafe-|\*/);
    expect(directives(withAuth)['connect-src']).toMatch(/http:\/\/127\.0\.0\.1:9099 http:\/\/localhost:9099$/);
    expect(directives(withAuth)['frame-src']).toBe('https://market.firebaseapp.com http://127.0.0.1:9099 http://localhost:9099');
    // Google's sign-in loader only in the login pages' documents, and only when Firebase is configured.
    expect(directives(withAuth)['script-src']).toBe("'self'");
    expect(directives(contentSecurityPolicy({ authDomain: 'market.firebaseapp.com', loginPage: true }))['script-src']).toBe("'self' https://apis.google.com");
    expect(directives(contentSecurityPolicy({ loginPage: true }))['script-src']).toBe("'self'");
  });

  it.each([
    ['/login', true],
    ['/login/', true],
    ['/login?returnTo=%2Forders', true],
    ['/register', true],
    ['/register?referral_code=abc', true],
    ['/login-help', false],
    ['/login/more', false],
    ['/reset-password', false],
    ['/orders?next=/login', false],
    ['/', false],
  ])('%s is answered with the login pages\' CSP: %s', (target, login) => expect(isLoginPageRequest(target)).toBe(login));
});

describe('runtime config and precompress', () => {
  it('writes config.json from env', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'market-cfg-'));
    fs.writeFileSync(path.join(root, 'config.json.br'), 'stale');
    const written = writeRuntimeConfig(root, {
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      REMOTE_TIMEOUT_MS: '8000',
    });
    expect(written).toEqual({
      apiBaseUrl: '/api/v1/',
      firebase: { apiKey: 'k', projectId: 'p', authEmulator: 'http://127.0.0.1:9099' },
      remoteTimeoutMs: 8000,
      telemetry: { url: '/api/v1/telemetry', sampleRate: 1 },
    });
    expect(JSON.parse(fs.readFileSync(path.join(root, 'config.json'), 'utf8'))).toEqual(written);
    expect(fs.existsSync(path.join(root, 'config.json.br'))).toBe(false);
    expect(runtimeConfigFromEnv({})).toEqual({
      apiBaseUrl: '/api/v1/',
      firebase: { apiKey: 'demo-api-key', projectId: 'demo-market' },
      telemetry: { url: '/api/v1/telemetry', sampleRate: 1 },
    });
  });

  it('writes .br and .gz beside text assets only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-pre-'));
    const text = 'const x = 1;\n'.repeat(200);
    fs.mkdirSync(path.join(dir, 'mf'));
    fs.writeFileSync(path.join(dir, 'main.0123456789.js'), text);
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dir, 'mf', 'remotes.json'), JSON.stringify({ a: 'x'.repeat(2000) }));
    const r = precompress(dir);
    expect(r.files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'main.0123456789.js.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'main.0123456789.js.gz'))).toString()).toBe(text);
    for (const f of ['tiny.css.br', 'photo.png.br', 'mf/remotes.json.br']) expect(fs.existsSync(path.join(dir, f))).toBe(false);
  });
});
