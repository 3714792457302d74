/**
 * The same table as gateway.test.ts, against a real nginx started from the rendered config. nginx must be
 * installed (`npm test` installs it as root on Debian): without it these tests fail, they do not skip.
 */
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from './gateway.ts';
import { AUTH_EMULATOR, ENV, composite, gatewaySuite, makeSiteRoot, tlsSuite } from './gateway-cases.ts';
import { requireNginx, startNginx, testNginxConf } from './nginx-process.ts';
import { composeRenderOptions, composeTlsRenderOptions, findBrotliModule, renderNginxConf, writeNginxConf } from './render.ts';
import { makeTestCertificate } from './tls.ts';
import { REMOTES } from './policy.ts';

it('nginx is installed', () => {
  expect(() => requireNginx()).not.toThrow();
});

const brotli = findBrotliModule() !== null;

it("nginx has its brotli_static module (precompressed .br served to browsers that accept it)", () => {
  if (!brotli) {
    throw new Error(
      "nginx's brotli_static module is not installed, so nginx serves gzip where brotli is accepted: install the Debian " +
        'package libnginx-mod-http-brotli-static (`npm test` does this as root).',
    );
  }
});

gatewaySuite(
  'nginx, static root',
  ({ apiUrl, root, clientTimeoutSeconds }) => startNginx({ root, port: 0, listen: '127.0.0.1', apiUrl, authEmulator: AUTH_EMULATOR, clientTimeoutSeconds }),
  { brotli },
);

gatewaySuite('nginx, upstreams mode (host and remote as their own services)', async ({ apiUrl, root, clientTimeoutSeconds }) => {
  // The app services: static servers of the host's dist and the remote's dist, each at its own root.
  const host = await startGateway({ root, port: 0, listen: '127.0.0.1', env: ENV });
  const remote = await startGateway({ root: path.join(root, 'mf', 'catalogue-search'), port: 0, listen: '127.0.0.1', env: ENV });
  // The gateway's own root holds only config.json and mf/remotes.json.
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'market-gw-'));
  fs.chmodSync(own, 0o755);
  fs.mkdirSync(path.join(own, 'mf'));
  fs.copyFileSync(path.join(root, 'config.json'), path.join(own, 'config.json'));
  fs.copyFileSync(path.join(root, 'mf', 'remotes.json'), path.join(own, 'mf', 'remotes.json'));
  let nginx;
  try {
    nginx = await startNginx({
      root: own,
      port: 0,
      listen: '127.0.0.1',
      apiUrl,
      authEmulator: AUTH_EMULATOR,
      clientTimeoutSeconds,
      upstreams: { host: `http://127.0.0.1:${host.port}`, remotes: { 'catalogue-search': `http://127.0.0.1:${remote.port}` } },
      // Names resolved per request (the compose setup); IP literals need no lookup.
      resolver: '127.0.0.1',
    });
  } catch (err) {
    await host.close();
    await remote.close();
    throw err;
  }
  return composite(nginx.url, nginx, host, remote, { close: () => fs.rmSync(own, { recursive: true, force: true }) });
});

describe('rendered config', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-conf-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes nginx -t in static root mode', () => {
    const conf = writeNginxConf({ root: dir, port: 18080, tempDir: path.join(dir, 't1') }, path.join(dir, 'static.conf'));
    const r = testNginxConf(conf);
    expect(r.output).toContain('test is successful');
    expect(r.ok).toBe(true);
  });

  it('passes nginx -t as the docker-compose gateway: the published site from the volume, the api by name', () => {
    // /dev/stdout (the container's log) cannot be opened when stdout is a socket, as under jest.
    const options = { ...composeRenderOptions(), tempDir: path.join(dir, 't2'), user: undefined, accessLog: 'off' };
    const conf = writeNginxConf(options, path.join(dir, 'compose.conf'));
    const r = testNginxConf(conf);
    expect(r.output).toContain('test is successful');
    const text = fs.readFileSync(conf, 'utf8');
    expect(text).toContain('/srv/deploy/site');
    // Remotes are files of the site (their versions), not services.
    for (const remote of REMOTES) expect(text).not.toContain(`location ^~ /mf/${remote}/ {`);
    expect(text).toContain('resolver 127.0.0.11');
  });

  it('passes nginx -t as the docker-compose gateway over HTTPS: 8443 with the mounted certificate, 8080 redirecting', () => {
    const cert = makeTestCertificate(path.join(dir, 'cert'));
    const options = { ...composeTlsRenderOptions(), tempDir: path.join(dir, 't4'), user: undefined, accessLog: 'off' };
    const text = renderNginxConf(options);
    expect(text).toContain('listen 8443 ssl http2;');
    expect(text).toContain('ssl_certificate "/etc/nginx/tls/cert.pem";');
    expect(text).toContain('listen 8080;');
    expect(text).toContain('return 301 https://$host:8443$request_uri;');
    // The mounted files are elsewhere here: the same config with this machine's test certificate.
    const conf = writeNginxConf({ ...options, tls: { cert: cert.cert, key: cert.key } }, path.join(dir, 'compose-tls.conf'));
    const r = testNginxConf(conf);
    expect(r.output).toContain('test is successful');
  });

  it('passes nginx -t in upstreams mode without a resolver', () => {
    const conf = writeNginxConf(
      {
        root: dir,
        port: 18081,
        tempDir: path.join(dir, 't3'),
        upstreams: { host: 'http://127.0.0.1:3000', remotes: { reservations: 'http://127.0.0.1:3004' } },
      },
      path.join(dir, 'up.conf'),
    );
    expect(testNginxConf(conf).ok).toBe(true);
  });

  it('loads brotli_static only when the module is there', () => {
    const without = renderNginxConf({ root: dir, port: 1, brotliModule: null });
    expect(without).not.toMatch(/load_module|brotli_static/);
    const withIt = renderNginxConf({ root: dir, port: 1, brotliModule: '/x/ngx_http_brotli_static_module.so' });
    expect(withIt).toContain('load_module "/x/ngx_http_brotli_static_module.so";');
    expect(withIt).toContain('brotli_static on;');
  });

  it('runs unprivileged in the foreground', () => {
    const text = renderNginxConf({ root: dir, port: 1, tempDir: '/tmp/x' });
    expect(text).toContain('daemon off;');
    expect(text).toContain('error_log stderr');
    expect(text).toContain('pid "/tmp/x/nginx.pid";');
    expect(text).not.toContain('add_header Strict-Transport-Security');
  });
});

tlsSuite('nginx over HTTPS', ({ root, cert }) =>
  startNginx({ root, port: 0, listen: '127.0.0.1', tls: cert, redirectPort: 0, apiUrl: 'http://127.0.0.1:1', authEmulator: AUTH_EMULATOR }),
);

describe('nginx over HTTPS speaks HTTP/2', () => {
  it('offers h2 to a client that asks for it, and serves the page and the API route on that one connection', async () => {
    const root = makeSiteRoot();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-h2-'));
    const cert = makeTestCertificate(dir);
    const nginx = await startNginx({ root, port: 0, listen: '127.0.0.1', tls: cert, apiUrl: 'http://127.0.0.1:1', authEmulator: AUTH_EMULATOR });
    const session = http2.connect(nginx.url, { ca: fs.readFileSync(cert.ca) });
    try {
      const get = (pathname: string) =>
        new Promise<{ status: number; type: string }>((resolve, reject) => {
          const req = session.request({ ':path': pathname });
          req.on('response', (headers) => resolve({ status: Number(headers[':status']), type: String(headers['content-type'] ?? '') }));
          req.on('error', reject);
          req.resume();
          req.end();
        });
      expect(await get('/')).toEqual({ status: 200, type: expect.stringContaining('text/html') });
      // The API route answers on it too (its upstream is down here: the gateway's 503, over HTTP/2 all the same).
      expect((await get('/api/v1/rest/settings')).status).toBe(503);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
      await nginx.close();
      for (const d of [root, dir]) fs.rmSync(d, { recursive: true, force: true });
    }
  });
});
