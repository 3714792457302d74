/**
 * Rate limits per client through each gateway: the reference API behind nginx and behind the Node gateway, with
 * clients on two loopback addresses (127.0.0.2 and 127.0.0.3, the socket bound to each). One client's flood of
 * wrong passwords does not close sign-in for the other, and a client's own X-Forwarded-For does not get it out of
 * its limit (the gateway overwrites it with the client's address; the API trusts only the gateway's).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/server.ts';
import { startGateway } from './gateway.ts';
import { ENV, makeSiteRoot, AUTH_EMULATOR } from './gateway-cases.ts';
import { startNginx } from './nginx-process.ts';

const LIMIT = 5;
const FLOODER = '127.0.0.2';
const NEIGHBOUR = '127.0.0.3';

interface Answer {
  status: number;
  body: { message?: string };
}

/** POST auth/login through the gateway at `base`, from the local address `from`. */
function login(base: string, from: string, body: { email: string; password: string }, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL('/api/v1/auth/login', base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const GATEWAYS: [string, (apiUrl: string, root: string) => Promise<{ url: string; close(): Promise<void> }>][] = [
  ['nginx', (apiUrl, root) => startNginx({ root, port: 0, listen: '127.0.0.1', apiUrl, authEmulator: AUTH_EMULATOR })],
  ['the Node gateway', (apiUrl, root) => startGateway({ root, port: 0, listen: '127.0.0.1', apiUrl, env: ENV })],
];

describe.each(GATEWAYS)('per-client sign-in limits through %s', (_name, start) => {
  let api: FastifyInstance;
  let gateway: { url: string; close(): Promise<void> };
  let root: string;

  beforeAll(async () => {
    root = makeSiteRoot();
    // The API as `npm start` runs it: loopback (the gateway) is its trusted proxy.
    api = await buildApp({ jwtSecret: 'client-limits', authRateLimit: LIMIT, trustedProxies: ['127.0.0.1', '::1'] });
    const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    gateway = await start(apiUrl, root);
  }, 30000);

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("one client's flood of wrong passwords does not limit another client's sign-in", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await login(gateway.url, FLOODER, { email: 'nobody@market.test', password: 'wrong-pass' })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(422), 429]);
    const neighbour = await login(gateway.url, NEIGHBOUR, { email: 'demo@market.test', password: 'demo1234' });
    expect(neighbour.status).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not get the flooding client out of its limit', async () => {
    for (const spoof of ['203.0.113.77', NEIGHBOUR, `203.0.113.78, ${NEIGHBOUR}`]) {
      const spoofed = await login(gateway.url, FLOODER, { email: 'demo@market.test', password: 'demo1234' }, { 'X-Forwarded-For': spoof, 'X-Real-IP': spoof });
      expect(spoofed.status).toBe(429);
      expect(spoofed.body.message).toBe('Too many requests');
    }
  });

  it("nor does it for a client on the gateway's own address (a browser beside `npm start`), whose chain the API would trust", async () => {
    for (let i = 0; i < LIMIT; i++) await login(gateway.url, '127.0.0.1', { email: 'nobody@market.test', password: 'wrong-pass' });
    const spoofed = await login(gateway.url, '127.0.0.1', { email: 'demo@market.test', password: 'demo1234' }, { 'X-Forwarded-For': '203.0.113.79' });
    expect(spoofed.status).toBe(429);
  });
});
