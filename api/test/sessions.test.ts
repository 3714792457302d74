/**
 * The session's token behind the gateway: a browser's sign-in sets it as an HttpOnly cookie and no answer body
 * carries it; a sign-out revokes it, so a replayed copy answers 401; a direct (server-to-server) caller still gets the
 * token in the body, as the family's API answers it.
 */
import type { FastifyInstance } from 'fastify';
import { call, login, makeApp, NOW, ok } from './helpers.ts';
import { buildApp } from '../src/server.ts';

const BROWSER = { 'x-token-cookie': '1' };
const DEMO = { email: 'demo@market.test', password: 'demo1234' };
const cookieOf = (header: string | string[] | number | undefined): string => String([header].flat()[0] ?? '');

describe('the session token behind the gateway', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('a browser sign-in sets access_token HttpOnly, SameSite=Lax, Path=/api/, and the body has no token', async () => {
    const r = await call(app, 'POST', 'auth/login', { body: DEMO, headers: BROWSER });
    expect(r.statusCode).toBe(200);
    const cookie = cookieOf(r.headers['set-cookie']);
    expect(cookie).toMatch(/^access_token=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie.split('; ').slice(1)).toEqual(['Path=/api/', `Max-Age=${7 * 24 * 3600}`, 'HttpOnly', 'SameSite=Lax']);
    expect(r.body).not.toMatch(/access_token|"token"|eyJ/);
    expect(r.json().data.user.email).toBe('demo@market.test');
    // The cookie's token is the bearer the API reads (what the gateway sends).
    const token = /^access_token=([^;]+)/.exec(cookie)![1];
    expect((await ok(app, 'GET', 'dashboard/user/profile/show', { token })).data.email).toBe('demo@market.test');
  });

  it('is Secure when the gateway says the client came over HTTPS', async () => {
    const r = await call(app, 'POST', 'auth/login', { body: DEMO, headers: { ...BROWSER, 'x-forwarded-proto': 'https' } });
    expect(cookieOf(r.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  it("every sign-in's answer (the code steps' `token` too) leaves its token in the cookie", async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/email-password', { body: { email: 'demo@market.test' } });
    const r = await call(app, 'POST', `auth/forgot/email-password/${sent.data.verifyCode}`, { body: { email: 'demo@market.test' }, headers: BROWSER });
    expect(r.statusCode).toBe(200);
    expect(cookieOf(r.headers['set-cookie'])).toMatch(/^access_token=ey/);
    expect(r.body).not.toMatch(/access_token|"token"|eyJ/);
  });

  it('a direct caller (no gateway) still gets the token in the body and no cookie', async () => {
    const r = await call(app, 'POST', 'auth/login', { body: DEMO });
    expect(r.json().data.access_token).toMatch(/^ey/);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('sign-out revokes the token: a replayed copy answers 401, another session of the same user still works', async () => {
    const token = await login(app);
    const other = await login(app);
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(200);
    const out = await call(app, 'POST', 'auth/logout', { token, headers: BROWSER });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out.headers['set-cookie'])).toBe('access_token=; Path=/api/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'dashboard/user/cart', { token })).statusCode).toBe(401);
    expect((await call(app, 'POST', 'dashboard/user/chats/ticket', { token })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { token: other })).statusCode).toBe(200);
  });

  it("a browser's refused token (revoked, forged) loses its cookie; a direct caller's 401 sets none", async () => {
    const token = await login(app);
    expect((await call(app, 'POST', 'auth/logout', { token })).statusCode).toBe(204);
    for (const t of [token, 'forged.token.here']) {
      const r = await call(app, 'GET', 'dashboard/user/profile/show', { token: t, headers: BROWSER });
      expect(r.statusCode).toBe(401);
      expect(cookieOf(r.headers['set-cookie'])).toMatch(/^access_token=; Path=\/api\/; Max-Age=0/);
      expect((await call(app, 'GET', 'dashboard/user/profile/show', { token: t })).headers['set-cookie']).toBeUndefined();
    }
    // A guest's call (no token at all) has no cookie to lose.
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { headers: BROWSER })).headers['set-cookie']).toBeUndefined();
  });

  it('sign-out without a valid token still removes the cookie', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const out = await call(app, 'POST', 'auth/logout', { token });
      expect(out.statusCode).toBe(204);
      expect(cookieOf(out.headers['set-cookie'])).toMatch(/^access_token=; .*Max-Age=0/);
    }
  });

  it('an expired token answers 401', async () => {
    let now = NOW;
    const short = await buildApp({ now: () => now, jwtSecret: 'test-secret', authRateLimit: false, tokenTtlSeconds: 60 });
    try {
      const token = await login(short);
      expect((await call(short, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(200);
      now = new Date(NOW.getTime() + 61_000);
      expect((await call(short, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
