// Contract tests: sign-in, registration and password recovery answer in the family's wire format (the schemas of its
// customer web client in @market/contract/src/family), checked with Value.Check, error answers included.
import type { FastifyInstance } from 'fastify';
import { Done, LoginAnswer, TokenAnswer, VerifyIdAnswer } from '@market/contract/src/family/index.ts';
import { call, expectFamily, makeApp, ok } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ devCodes: true });
});
afterAll(() => app.close());

/** An error answer: the status and the catalogue's message, never a stack trace. */
async function expectError(method: string, url: string, body: unknown, status: number, message?: string): Promise<void> {
  const r = await call(app, method, url, { body });
  expect(r.statusCode).toBe(status);
  const json = r.json();
  expect(typeof json.message).toBe('string');
  if (message) expect(json.message).toBe(message);
  expect(JSON.stringify(json)).not.toMatch(/\bat .+\.ts:\d+/);
}

describe('family format: auth/login', () => {
  it.each([
    ['an email', { email: 'demo@market.test', password: 'demo1234' }],
    ['the digits as a number', { phone: 12025550101, password: 'demo1234' }],
    ['the digits as a string', { phone: '12025550101', password: 'demo1234' }],
    ['a formatted phone', { phone: '+1 (202) 555-0101', password: 'demo1234' }],
  ])('signs in with %s', async (_, body) => {
    const answer = await ok(app, 'POST', 'auth/login', { body });
    expectFamily(LoginAnswer, answer);
    expect(answer.data.user.id).toBe(1);
  });

  it('a wrong password or an unknown phone is 422 "Login or password is invalid"', async () => {
    await expectError('POST', 'auth/login', { phone: 12025550101, password: 'wrong-pass' }, 422, 'Login or password is invalid');
    await expectError('POST', 'auth/login', { phone: 19999999999, password: 'demo1234' }, 422, 'Login or password is invalid');
  });
});

describe('family format: registration', () => {
  it('by email: register → GET auth/verify/{typed code} → auth/after-verify signs in with token and user', async () => {
    const email = 'family-reg@market.test';
    const sent = await ok(app, 'POST', `auth/register?email=${encodeURIComponent(email)}`);
    expectFamily(Done, sent);
    await expectError('POST', 'auth/after-verify', { email, firstname: 'Fam', password: 'secret1', password_confirmation: 'secret1' }, 422, 'The email is not verified');
    const verified = await ok(app, 'GET', `auth/verify/${sent.data.verifyCode}`);
    expectFamily(Done, verified);
    expect(verified.data.email).toBe(email);
    const done = await ok(app, 'POST', 'auth/after-verify', { body: { email, firstname: 'Fam', lastname: 'Ily', password: 'secret1', password_confirmation: 'secret1' } });
    expectFamily(TokenAnswer, done);
    expect(done.data.user.firstname).toBe('Fam');
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { headers: { authorization: `Bearer ${done.data.token}` } })).statusCode).toBe(200);
  });

  it('an unknown code is a 404', async () => {
    await expectError('GET', 'auth/verify/000000', undefined, 404);
  });

  it('by phone: register → auth/verify/phone answers token and user (the names come after)', async () => {
    const sent = await ok(app, 'POST', 'auth/register?phone=12025550177');
    expectFamily(VerifyIdAnswer, sent);
    await expectError('POST', `auth/verify/phone?verifyCode=000000x&verifyId=${sent.data.verifyId}`, undefined, 422, 'Wrong verification code');
    const done = await ok(app, 'POST', `auth/verify/phone?verifyCode=${sent.data.verifyCode}&verifyId=${sent.data.verifyId}`);
    expectFamily(TokenAnswer, done);
    expect(done.data.user.phone).toBe('12025550177');
    // The same digits, typed another way, are taken.
    await expectError('POST', 'auth/register?phone=%2B1%20202%20555%200177', undefined, 422, 'The phone has already been taken');
  });
});

describe('family format: forgotten passwords', () => {
  it('by email: the code alone signs in (token and user); the password is unchanged until the user sets one', async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/email-password?email=friend%40market.test');
    expectFamily(Done, sent);
    await expectError('POST', 'auth/forgot/email-password/111111x?email=friend%40market.test', undefined, 422, 'Wrong verification code');
    const done = await ok(app, 'POST', `auth/forgot/email-password/${sent.data.verifyCode}?verifyCode=${sent.data.verifyCode}&email=friend%40market.test`);
    expectFamily(TokenAnswer, done);
    expect(done.data.user.email).toBe('friend@market.test');
    expect((await call(app, 'POST', 'auth/login', { body: { email: 'friend@market.test', password: 'friend1234' } })).statusCode).toBe(200);
  });

  it('by phone: the digits find the user stored as +1…; the SMS code signs in through auth/verify/phone', async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/password', { body: { phone: 12025550101 } });
    expectFamily(VerifyIdAnswer, sent);
    const done = await ok(app, 'POST', `auth/verify/phone?verifyCode=${sent.data.verifyCode}&verifyId=${sent.data.verifyId}`);
    expectFamily(TokenAnswer, done);
    expect(done.data.user.id).toBe(1);
    const again = await ok(app, 'POST', 'auth/forgot/password', { body: { phone: '12025550101' } });
    const confirmed = await ok(app, 'POST', 'auth/forgot/password/confirm', { body: { phone: '12025550101', verifyId: again.data.verifyId, verifyCode: again.data.verifyCode } });
    expectFamily(TokenAnswer, confirmed);
    // A phone no account has gets the same answer (no account discovery); its code signs nobody in.
    const unknown = await ok(app, 'POST', 'auth/forgot/password', { body: { phone: '19999999999' } });
    expectFamily(VerifyIdAnswer, unknown);
    await expectError('POST', `auth/verify/phone?verifyCode=${unknown.data.verifyCode}&verifyId=${unknown.data.verifyId}`, undefined, 422, 'Wrong verification code');
  });
});
