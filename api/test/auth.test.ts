import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { seedAuthEmulator } from '../src/auth/emulator-seed.ts';
import { call, login, makeApp, NOW, ok } from './helpers.ts';
import { emulatorToken, startFakeEmulator, type FakeUser } from './fake-emulator.ts';

let app: FastifyInstance;
let emulator: Awaited<ReturnType<typeof startFakeEmulator>>;
const people: FakeUser[] = [
  { localId: 'uid-demo', email: 'demo@market.test', emailVerified: true, displayName: 'Demo User' },
  { localId: 'uid-new', email: 'newbie@market.test', emailVerified: true, displayName: 'Nia Newbie' },
  { localId: 'uid-squatter', email: 'friend@market.test', emailVerified: false },
  { localId: 'uid-phone', phoneNumber: '+12025550199' },
];

beforeAll(async () => {
  emulator = await startFakeEmulator(people);
  app = await makeApp({ authEmulatorHost: emulator.host });
});
afterAll(async () => {
  await app.close();
  await emulator.close();
});

describe('password login and access tokens', () => {
  it('signs in with email and password and reads the profile', async () => {
    const res = await ok(app, 'POST', 'auth/login', { body: { email: 'demo@market.test', password: 'demo1234' } });
    expect(res.data).toMatchObject({ token_type: 'Bearer', user: { id: 1, email: 'demo@market.test', wallet: { price: 500 } } });
    const me = await ok(app, 'GET', 'dashboard/user/profile/show', { token: res.data.access_token });
    expect(me.data.firstname).toBe('Demo');
  });

  it('signs in with the phone too', async () => {
    expect((await ok(app, 'POST', 'auth/login', { body: { phone: '+1 202 555 0101', password: 'demo1234' } })).data.user.id).toBe(1);
  });

  it('refuses a wrong password or an unknown account with the catalogue message', async () => {
    for (const body of [{ email: 'demo@market.test', password: 'wrong-pass' }, { email: 'nobody@market.test', password: 'demo1234' }]) {
      const r = await call(app, 'POST', 'auth/login', { body });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('Login or password is invalid');
    }
  });

  it('answers 401 without a token, with a forged, expired, malformed or wrong-purpose token', async () => {
    const forged = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('market-api')
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","typ":"access","iss":"market-api"}').toString('base64url')}.`;
    const expired = await app.market.tokens.sign(1, 'access', -10);
    const ticket = await app.market.tokens.sign(1, 'chat-stream', 60);
    for (const token of [undefined, forged, none, expired, ticket, 'garbage']) {
      const r = await call(app, 'GET', 'dashboard/user/profile/show', { token });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: 'Unauthorized' });
    }
    const r = await call(app, 'GET', 'dashboard/user/cart', { headers: { authorization: 'Basic abc' } });
    expect(r.statusCode).toBe(401);
  });

  it('expires tokens after their lifetime', async () => {
    let now = NOW;
    const short = await makeApp({ now: () => now, tokenTtlSeconds: 60 });
    const token = await login(short);
    expect((await call(short, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(200);
    now = new Date(NOW.getTime() + 61_000);
    expect((await call(short, 'GET', 'dashboard/user/profile/show', { token })).statusCode).toBe(401);
    await short.close();
  });
});

describe('identity provider exchange (Auth emulator)', () => {
  it('links the demo account by its verified email and issues an access token', async () => {
    const res = await ok(app, 'POST', 'auth/firebase/callback', { body: { id: emulatorToken(people[0]!) } });
    expect(res.data.user.id).toBe(1);
    expect(app.market.db.get<{ firebase_uid: string }>('SELECT firebase_uid FROM users WHERE id = 1')?.firebase_uid).toBe('uid-demo');
    expect((await ok(app, 'POST', 'auth/google/callback', { body: { id: emulatorToken(people[0]!), name: 'x' } })).data.user.id).toBe(1);
  });

  it('creates a new user from a new identity, with the names given', async () => {
    const res = await ok(app, 'POST', 'auth/facebook/callback', { body: { id: emulatorToken(people[1]!), firstname: 'Nia', lastname: 'Newbie', referral: 'DEMO1001' } });
    expect(res.data.user).toMatchObject({ firstname: 'Nia', lastname: 'Newbie', email: 'newbie@market.test' });
    const demo = await login(app);
    const n = await ok(app, 'GET', 'dashboard/notifications?type=new_user_by_referral&perPage=20', { token: demo });
    expect(n.data.some((x: { client: { firstname: string } | null }) => x.client?.firstname === 'Nia')).toBe(true);
  });

  it('does not hand an existing account to an unverified email', async () => {
    const r = await call(app, 'POST', 'auth/apple/callback', { body: { id: emulatorToken(people[2]!) } });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('The email has already been taken');
  });

  it('refuses tokens of another project, unknown to the emulator or malformed', async () => {
    for (const id of [emulatorToken(people[0]!, {}, 'other-project'), emulatorToken({ localId: 'ghost' }), 'not.a.token', emulatorToken(people[0]!, { exp: 1 })]) {
      expect((await call(app, 'POST', 'auth/firebase/callback', { body: { id } })).statusCode).toBe(401);
    }
  });

  it('signs in with a phone the identity provider confirmed', async () => {
    const res = await ok(app, 'POST', 'auth/verify/phone', { body: { phone: '+12025550199', type: 'firebase', id: emulatorToken(people[3]!), firstname: 'Pat' } });
    expect(res.data.user).toMatchObject({ firstname: 'Pat', phone: '+12025550199' });
    const wrong = await call(app, 'POST', 'auth/verify/phone', { body: { phone: '+12025550100', type: 'firebase', id: emulatorToken(people[3]!) } });
    expect(wrong.statusCode).toBe(422);
  });

  it('seeds the demo user into the emulator idempotently', async () => {
    const before = emulator.users.length;
    const first = await seedAuthEmulator(emulator.host);
    expect(first.existing).toContain('demo@market.test');
    expect(first.created).toEqual(['friend@market.test'].filter(() => !people.some((p) => p.email === 'friend@market.test')));
    const again = await seedAuthEmulator(emulator.host);
    expect(again.created).toEqual([]);
    expect(emulator.users.length).toBe(before + first.created.length);
  });
});

describe('registration with a code', () => {
  it('register → verify code → after-verify creates the account and signs in', async () => {
    const reg = await ok(app, 'POST', 'auth/register?email=reg@market.test');
    expect(reg.data.verifyId).toBeTruthy();
    const wrong = await call(app, 'POST', `auth/verify/phone?verifyId=${reg.data.verifyId}&verifyCode=000000x`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Wrong verification code');
    await ok(app, 'POST', `auth/verify/phone?verifyId=${reg.data.verifyId}&verifyCode=${reg.data.verifyCode}`);
    const body = { email: 'reg@market.test', firstname: 'Reg', password: 'secret1', password_confirmation: 'secret1' };
    const done = await ok(app, 'POST', 'auth/after-verify', { body });
    expect(done.data.token).toBe(done.data.access_token);
    expect((await ok(app, 'POST', 'auth/login', { body: { email: 'reg@market.test', password: 'secret1' } })).data.user.firstname).toBe('Reg');
  });

  it('refuses a taken email, an unverified one and mismatched passwords', async () => {
    const taken = await call(app, 'POST', 'auth/register?email=demo@market.test');
    expect(taken.json()).toMatchObject({ message: 'The email has already been taken', params: { email: ['The email has already been taken'] } });
    const unverified = await call(app, 'POST', 'auth/after-verify', { body: { email: 'x@market.test', firstname: 'X', password: 'secret1', password_confirmation: 'secret1' } });
    expect(unverified.statusCode).toBe(422);
    const mismatch = await call(app, 'POST', 'auth/after-verify', { body: { email: 'x@market.test', firstname: 'X', password: 'secret1', password_confirmation: 'secret2' } });
    expect(mismatch.json().params.password_confirmation).toEqual(["Passwords don't match"]);
    const short = await call(app, 'POST', 'auth/after-verify', { body: { email: 'x@market.test', firstname: 'X', password: '123', password_confirmation: '123' } });
    expect(short.json().params.password).toEqual(['Password should contain at least 6 characters']);
  });

  it('confirms an address by the mailed code, never by the id the register answer carries', async () => {
    const reg = await ok(app, 'POST', 'auth/register', { body: { email: 'link@market.test' } });
    expect((await call(app, 'GET', `auth/verify/${reg.data.verifyId}`)).statusCode).toBe(404);
    const unverified = await call(app, 'POST', 'auth/after-verify', { body: { email: 'link@market.test', firstname: 'L', password: 'secret1', password_confirmation: 'secret1' } });
    expect(unverified.json().message).toBe('The email is not verified');
    expect((await ok(app, 'GET', `auth/verify/${reg.data.verifyCode}`)).data).toMatchObject({ verified: true, email: 'link@market.test' });
    expect((await call(app, 'GET', 'auth/verify/unknown')).statusCode).toBe(404);
  });

  it('registers by phone with a code', async () => {
    const reg = await ok(app, 'POST', 'auth/register?phone=%2B12025550155');
    const res = await ok(app, 'POST', `auth/verify/phone?verifyId=${reg.data.verifyId}&verifyCode=${reg.data.verifyCode}`, { body: { firstname: 'Phoebe', password: 'secret1', password_confirmation: 'secret1' } });
    expect(res.data.user).toMatchObject({ firstname: 'Phoebe', phone: '+12025550155' });
  });
});

describe('forgotten passwords', () => {
  it('resets by email code', async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/email-password?email=friend@market.test');
    const bad = await call(app, 'POST', `auth/forgot/email-password/111111x?email=friend@market.test&password=newpass1&password_confirmation=newpass1`);
    expect(bad.json().message).toBe('Wrong verification code');
    await ok(app, 'POST', `auth/forgot/email-password/${sent.data.verifyCode}?email=friend@market.test&password=newpass1&password_confirmation=newpass1`);
    expect((await call(app, 'POST', 'auth/login', { body: { email: 'friend@market.test', password: 'newpass1' } })).statusCode).toBe(200);
  });

  it('resets by phone code', async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/password', { body: { phone: '+12025550101' } });
    const res = await ok(app, 'POST', 'auth/forgot/password/confirm', { body: { phone: '+12025550101', verifyId: sent.data.verifyId, verifyCode: sent.data.verifyCode } });
    expect(res.data.user.id).toBe(1);
    // A phone no account has is answered the same way, and its code signs nobody in.
    const unknown = await call(app, 'POST', 'auth/forgot/password', { body: { phone: '+19999999999' } });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().data).sort()).toEqual(Object.keys(sent.data).sort());
    const nobody = await call(app, 'POST', 'auth/forgot/password/confirm', { body: { phone: '+19999999999', verifyId: unknown.json().data.verifyId, verifyCode: unknown.json().data.verifyCode } });
    expect(nobody.json().message).toBe('Wrong verification code');
  });
});

describe('rate limit', () => {
  it('answers 429 after the limit on auth routes only', async () => {
    const limited = await makeApp({ authRateLimit: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call(limited, 'POST', 'auth/login', { body: { email: 'demo@market.test', password: 'wrong-pass' } })).statusCode);
    expect(codes).toEqual([422, 422, 422, 429, 429]);
    const r = await call(limited, 'POST', 'auth/login', { body: { email: 'demo@market.test', password: 'demo1234' } });
    expect(r.json()).toEqual({ message: 'Too many requests', retry_after: expect.any(Number) });
    expect(Number(r.headers['retry-after'])).toBe(r.json().retry_after);
    expect((await call(limited, 'GET', 'rest/settings')).statusCode).toBe(200);
    await limited.close();
  });
});
