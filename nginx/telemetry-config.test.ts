/**
 * Field measurements' collector (TELEMETRY_URL, TELEMETRY_SAMPLE_RATE): /config.json names where the shell sends its
 * batches and the share of page loads that report; both gateways' CSP lets the browser connect to exactly that
 * collector's origin when it is elsewhere, and to no other one by default.
 */
import fs from 'node:fs';
import { startGateway } from './gateway.ts';
import { ENV, makeSiteRoot } from './gateway-cases.ts';
import { startNginx } from './nginx-process.ts';
import { collectorOrigin, contentSecurityPolicy } from './policy.ts';
import { runtimeConfigFromEnv, writeRuntimeConfig } from './runtime-config.ts';

const COLLECTOR = 'https://rum.example.org/v1/batches';
const connectSrc = (csp: string | null) => csp?.split('; ').find((d) => d.startsWith('connect-src '));

describe('telemetry in the runtime config', () => {
  it("defaults to the API's route for every page load; TELEMETRY_URL and TELEMETRY_SAMPLE_RATE change them; a rate of 0 turns it off", () => {
    expect(runtimeConfigFromEnv({}).telemetry).toEqual({ url: '/api/v1/telemetry', sampleRate: 1 });
    expect(runtimeConfigFromEnv({ API_BASE_URL: 'https://api.example.org/api/v1/' }).telemetry?.url).toBe('https://api.example.org/api/v1/telemetry');
    expect(runtimeConfigFromEnv({ TELEMETRY_URL: COLLECTOR, TELEMETRY_SAMPLE_RATE: '0.1' }).telemetry).toEqual({ url: COLLECTOR, sampleRate: 0.1 });
    expect(runtimeConfigFromEnv({ TELEMETRY_SAMPLE_RATE: '7' }).telemetry?.sampleRate).toBe(1);
    for (const off of ['0', '-1', 'none']) expect(runtimeConfigFromEnv({ TELEMETRY_SAMPLE_RATE: off }).telemetry).toBeUndefined();
    // Not a URL the browser may send to: the API's route instead.
    expect(runtimeConfigFromEnv({ TELEMETRY_URL: 'javascript:alert(1)' }).telemetry?.url).toBe('/api/v1/telemetry');
  });

  it("adds exactly the collector's origin to connect-src, nothing for a path of this site", () => {
    const base = connectSrc(contentSecurityPolicy({}));
    expect(connectSrc(contentSecurityPolicy({ telemetryUrl: '/api/v1/telemetry' }))).toBe(base);
    expect(connectSrc(contentSecurityPolicy({ telemetryUrl: COLLECTOR }))).toBe(`${base} https://rum.example.org`);
    for (const bad of ['ftp://rum.example.org/x', 'https://user:pw@rum.example.org/x', 'not a url']) expect(collectorOrigin(bad)).toBeUndefined();
  });
});

describe('both gateways with TELEMETRY_URL', () => {
  let root: string;
  beforeAll(() => {
    root = makeSiteRoot();
    writeRuntimeConfig(root, { ...ENV, TELEMETRY_URL: COLLECTOR, TELEMETRY_SAMPLE_RATE: '0.5' });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('the Node gateway and nginx answer the same CSP, its connect-src adding exactly the collector, and the same config.json', async () => {
    const env = { ...ENV, TELEMETRY_URL: COLLECTOR, TELEMETRY_SAMPLE_RATE: '0.5' };
    const node = await startGateway({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', env });
    const nginx = await startNginx({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', authEmulator: ENV.FIREBASE_AUTH_EMULATOR, telemetryUrl: COLLECTOR });
    try {
      const answers = await Promise.all([node.url, nginx.url].map(async (base) => {
        const page = await fetch(`${base.replace('localhost', '127.0.0.1')}/`);
        const config = await fetch(`${base.replace('localhost', '127.0.0.1')}/config.json`);
        return { csp: page.headers.get('content-security-policy'), config: await config.json() };
      }));
      for (const a of answers) {
        expect(connectSrc(a.csp)).toMatch(/ https:\/\/rum\.example\.org$/);
        expect(a.config.telemetry).toEqual({ url: COLLECTOR, sampleRate: 0.5 });
      }
      expect(answers[1]!.csp).toBe(answers[0]!.csp);
    } finally {
      await node.close();
      await nginx.close();
    }
  });
});
