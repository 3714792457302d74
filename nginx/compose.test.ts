/** docker-compose.yml parses and agrees with itself, the Dockerfiles, nginx/compose.ts and nginx/remotes.json. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { COMPOSE } from './compose.ts';
import { REMOTES } from './policy.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, { condition: string }>;
  command?: unknown;
  networks?: Record<string, { ipv4_address?: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
};
const services = compose.services;
const APPS = ['host', ...REMOTES];

describe('docker-compose.yml', () => {
  it('has the gateway, the host, each remote, the api and the auth emulator', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', ...APPS, 'api', 'auth-emulator'].sort());
  });

  it.each(APPS)('%s is its own service built from its own workspace, publishing into the site volume', (app) => {
    const s = services[app];
    const dir = app === 'host' ? 'host' : `remotes/${app}`;
    expect(s.build).toEqual({ context: '.', dockerfile: 'docker/app.Dockerfile', args: { APP: app, APP_DIR: dir } });
    expect(JSON.parse(read(`${dir}/package.json`)).name).toBe(`@market/${app}`);
    expect(s.volumes).toEqual([`site:${COMPOSE.deployDir}`]);
    expect(s.ports).toBeUndefined();
    // A remote is checked against the host's manifest: the host publishes first.
    if (app !== 'host') expect(s.depends_on).toEqual({ host: { condition: 'service_completed_successfully' } });
    const dockerfile = read('docker/app.Dockerfile');
    expect(dockerfile).toContain('npm run build -w @market/${APP}');
    expect(dockerfile).toContain('node scripts/deploy.ts \\"$APP\\" --site \\"$SITE\\" --dist \\"$APP_DIR/dist\\"');
    // The deploy loads a remote's new version in Chromium before it goes live.
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends chromium/);
    expect(dockerfile).toContain(`SITE=${COMPOSE.gatewayRoot}`);
  });

  it('the gateway serves the site volume read-only once every app has published, and reaches the api', () => {
    const g = services.gateway;
    expect(g.build).toEqual({ context: '.', dockerfile: 'docker/gateway.Dockerfile' });
    expect(g.ports).toContain(`${COMPOSE.gatewayPort}:${COMPOSE.gatewayPort}`);
    expect(g.volumes).toEqual([
      `site:${COMPOSE.deployDir}:ro`,
      `\${TLS_CERT:-/dev/null}:${COMPOSE.tlsDir}/cert.pem:ro`,
      `\${TLS_KEY:-/dev/null}:${COMPOSE.tlsDir}/key.pem:ro`,
    ]);
    expect(compose.volumes).toHaveProperty('site');
    // With TLS_CERT and TLS_KEY: HTTPS on its own port, the plain one redirecting to it (--preset compose-tls).
    expect(g.ports).toContain(`${COMPOSE.gatewayTlsPort}:${COMPOSE.gatewayTlsPort}`);
    expect(read('docker/gateway.Dockerfile')).toContain('node nginx/render.ts --preset compose-tls');
    expect(COMPOSE.gatewayRoot.startsWith(`${COMPOSE.deployDir}/`)).toBe(true);
    for (const app of APPS) expect(g.depends_on).toHaveProperty(app, { condition: 'service_completed_successfully' });
    expect(g.depends_on).toHaveProperty('api');
    const dockerfile = read('docker/gateway.Dockerfile');
    expect(dockerfile).toContain('node nginx/render.ts --preset compose');
    expect(dockerfile).toContain(`EXPOSE ${COMPOSE.gatewayPort} ${COMPOSE.gatewayTlsPort}`);
    const api = new URL(COMPOSE.api);
    expect(services[api.hostname]?.expose).toContain(api.port);
    expect(api.port).toBe(String(COMPOSE.apiPort));
    expect(services.api.environment?.PORT).toBe(String(COMPOSE.apiPort));
    expect(services.api.environment?.HOST).toBe('0.0.0.0');
  });

  it("the api trusts the client address forwarded by the gateway's fixed address only, and answers no codes", () => {
    expect(compose.networks?.default?.ipam?.config).toEqual([{ subnet: COMPOSE.subnet }]);
    expect(services.gateway.networks).toEqual({ default: { ipv4_address: COMPOSE.gatewayAddress } });
    const [net, bits] = COMPOSE.subnet.split('/');
    expect(COMPOSE.gatewayAddress.split('.').slice(0, Number(bits) / 8)).toEqual(net!.split('.').slice(0, Number(bits) / 8));
    expect(services.api.environment?.API_TRUSTED_PROXIES).toBe(COMPOSE.gatewayAddress);
    // Codes go to the outbox only: the development switch stays off here.
    expect(services.api.environment).not.toHaveProperty('API_DEV_CODES');
  });

  it('nginx/remotes.json names every remote at its /mf/ path', () => {
    const registry = JSON.parse(read('nginx/remotes.json')) as Record<string, string>;
    expect(registry).toEqual(
      Object.fromEntries(REMOTES.map((r) => [r.replace(/-/g, '_'), `/mf/${r}/mf-manifest.json`])),
    );
  });

  it('the auth emulator is published where the browser looks for it, and the api reaches it', () => {
    const port = new URL(COMPOSE.authEmulatorForBrowser).port;
    expect(port).toBe(String(COMPOSE.authEmulatorPort));
    expect(services['auth-emulator'].ports).toContain(`${port}:${COMPOSE.authEmulatorPort}`);
    const firebase = JSON.parse(read('docker/firebase.json'));
    expect(firebase.emulators.auth).toEqual({ host: '0.0.0.0', port: COMPOSE.authEmulatorPort });
    expect(read('docker/auth-emulator.Dockerfile')).toContain('--project", "demo-market"');
    expect(services.api.environment?.FIREBASE_AUTH_EMULATOR_HOST).toBe(`auth-emulator:${COMPOSE.authEmulatorPort}`);
  });

  it('depends_on, named volumes, Dockerfiles and their COPY sources exist', () => {
    for (const [name, s] of Object.entries(services)) {
      const deps = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      for (const dep of deps) expect([name, dep, Boolean(services[dep])]).toEqual([name, dep, true]);
      for (const v of s.volumes ?? []) {
        if (v.startsWith('${')) continue;
        const source = v.split(':')[0];
        if (source.startsWith('.')) expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
        else expect(compose.volumes).toHaveProperty(source);
      }
      if (!s.build) continue;
      const context = path.join(ROOT, s.build.context);
      const dockerfile = fs.readFileSync(path.join(context, s.build.dockerfile), 'utf8');
      for (const line of dockerfile.split('\n').filter((l) => /^COPY\s/.test(l) && !l.includes('--from='))) {
        const sources = line.trim().split(/\s+/).slice(1, -1);
        for (const src of sources) expect([s.build.dockerfile, src, fs.existsSync(path.join(context, src))]).toEqual([s.build.dockerfile, src, true]);
      }
      for (const arg of Object.keys(s.build.args ?? {})) expect(dockerfile).toContain(`ARG ${arg}`);
    }
  });

  it('the build context leaves out node_modules and dist', () => {
    const ignore = read('.dockerignore');
    expect(ignore).toMatch(/node_modules/);
    expect(ignore).toMatch(/dist/);
  });
});
