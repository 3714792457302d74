/**
 * Limits per client, not per gateway: the API reads the client's address from X-Forwarded-For only when the request
 * comes from a trusted proxy (the gateway), and password attempts are limited per account as well.
 */
import type { FastifyInstance } from 'fastify';
import { trustedProxiesFrom } from '../src/server.ts';
import { CSP_REPORTS_PER_MINUTE } from '../src/routes/csp-reports.ts';
import { LOCKOUT } from '../src/services/sign-in-attempts.ts';
import { TooManyAnswer } from '@market/contract/src/family/index.ts';
import { expectFamily, makeApp, NOW } from './helpers.ts';

const GATEWAY = '127.0.0.1';
const LIMIT = 5;

/** A request as the gateway forwards it for `client`, or straight from `from` with whatever it claims. */
const login = (app: FastifyInstance, password: string, via: { client?: string; from?: string; claims?: string }, email = 'demo@market.test') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: via.from ?? GATEWAY,
    headers: via.client ? { 'x-forwarded-for': via.client } : via.claims ? { 'x-forwarded-for': via.claims } : {},
  });

describe('per-client limits behind the gateway', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await makeApp({ authRateLimit: LIMIT, trustedProxies: [GATEWAY], cspReportLog: () => undefined });
  });
  afterEach(() => app.close());

  it("one client's flood does not limit another client's sign-in", async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await login(app, 'wrong-pass', { client: '198.51.100.1' }, 'nobody@market.test')).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(422), 429]);
    const refused = await login(app, 'wrong-pass', { client: '198.51.100.1' }, 'nobody@market.test');
    expectFamily(TooManyAnswer, refused.json());
    expect(refused.json().message).toBe('Too many requests');
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    const other = await login(app, 'demo1234', { client: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });

  it('an IPv6 client is counted by its /64: a new address of the same line is the same client', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await login(app, 'wrong-pass', { client: `2001:db8:1:2::${i + 1}` }, 'nobody@market.test')).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(422), 429]);
    expect((await login(app, 'demo1234', { client: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('a client that is not the gateway is counted by its own address, whatever X-Forwarded-For it sends', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      codes.push((await login(app, 'wrong-pass', { from: '192.0.2.50', claims: `198.51.100.${i + 10}` }, 'nobody@market.test')).statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(422), 429]);
    // The addresses it claimed were not charged: a client behind the gateway with one of them is not limited.
    expect((await login(app, 'demo1234', { client: '198.51.100.10' })).statusCode).toBe(200);
  });

  it('CSP reports are limited per client too', async () => {
    const report = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/csp-reports',
        remoteAddress: GATEWAY,
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': client },
        payload: JSON.stringify({ 'csp-report': { 'document-uri': 'https://market.test/', 'effective-directive': 'img-src', 'blocked-uri': 'https://x.test/a.png' } }),
      });
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i++) expect((await report('198.51.100.1')).statusCode).toBe(204);
    expect((await report('198.51.100.1')).statusCode).toBe(429);
    expect((await report('203.0.113.9')).statusCode).toBe(204);
  });
});

describe('the trusted proxies', () => {
  it('default to loopback; API_TRUSTED_PROXIES lists others (empty: none)', () => {
    expect(trustedProxiesFrom(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(trustedProxiesFrom('172.28.0.10, 10.0.0.0/8')).toEqual(['172.28.0.10', '10.0.0.0/8']);
    expect(trustedProxiesFrom('')).toEqual([]);
  });

  it('with none trusted, a forwarded address is never read', async () => {
    const app = await makeApp({ authRateLimit: 2, trustedProxies: [], cspReportLog: () => undefined });
    try {
      const codes: number[] = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) codes.push((await login(app, 'wrong-pass', { client }, 'nobody@market.test')).statusCode);
      expect(codes).toEqual([422, 422, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('wrong passwords per account', () => {
  let now: Date;
  let app: FastifyInstance;
  beforeEach(async () => {
    now = NOW;
    app = await makeApp({ now: () => now, trustedProxies: [GATEWAY] });
  });
  afterEach(() => app.close());

  const clientNo = (i: number) => `198.51.100.${i + 1}`;

  it(`lock the account's password sign-in after ${LOCKOUT.failures} in a row from any clients, saying when to try again`, async () => {
    for (let i = 0; i < LOCKOUT.failures - 1; i++) expect((await login(app, 'wrong-pass', { client: clientNo(i) })).statusCode).toBe(422);
    const locking = await login(app, 'wrong-pass', { client: clientNo(LOCKOUT.failures) });
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toEqual({ message: 'Too many sign-in attempts', retry_after: LOCKOUT.minutes * 60 });
    expectFamily(TooManyAnswer, locking.json());
    expect(locking.headers['retry-after']).toBe(String(LOCKOUT.minutes * 60));
    // Even the right password, from a client that never failed, waits; another account does not.
    now = new Date(NOW.getTime() + 60_000);
    const right = await login(app, 'demo1234', { client: '203.0.113.9' });
    expect(right.statusCode).toBe(429);
    expect(right.json().retry_after).toBe((LOCKOUT.minutes - 1) * 60);
    expect((await login(app, 'friend1234', { client: '203.0.113.9' }, 'friend@market.test')).statusCode).toBe(200);
    // Once the time has passed, the right password signs in.
    now = new Date(NOW.getTime() + LOCKOUT.minutes * 60_000);
    expect((await login(app, 'demo1234', { client: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('a correct password starts the count again; an unknown account is counted the same way', async () => {
    for (let i = 0; i < LOCKOUT.failures - 1; i++) await login(app, 'wrong-pass', { client: clientNo(i) });
    expect((await login(app, 'demo1234', { client: clientNo(0) })).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT.failures - 1; i++) expect((await login(app, 'wrong-pass', { client: clientNo(i) })).statusCode).toBe(422);
    const unknown: number[] = [];
    for (let i = 0; i < LOCKOUT.failures; i++) unknown.push((await login(app, 'wrong-pass', { client: clientNo(i) }, 'Nobody@Market.test')).statusCode);
    expect(unknown).toEqual([...Array(LOCKOUT.failures - 1).fill(422), 429]);
  });
});
