/**
 * A verification proves the mailbox or phone: the codes go to the outbox (the reference API's mail and SMS), never
 * into answers unless the development switch is on, and an unknown address is answered as a known one on reset.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server.ts';
import { CODE_ATTEMPTS, lastCodeSent } from '../src/services/verifications.ts';
import { call, NOW, ok } from './helpers.ts';

let app: FastifyInstance;
let savedSwitch: string | undefined;
beforeAll(async () => {
  savedSwitch = process.env.API_DEV_CODES;
  delete process.env.API_DEV_CODES;
  // As `node api/src/server.ts` starts it: no devCodes option, no API_DEV_CODES.
  app = await buildApp({ now: () => NOW, jwtSecret: 'test-secret', authRateLimit: false });
});
afterAll(async () => {
  await app.close();
  if (savedSwitch !== undefined) process.env.API_DEV_CODES = savedSwitch;
});

const mailbox = (recipient: string) => lastCodeSent(app.market, recipient);

describe('without the development switch', () => {
  it('register and resend answer the id only; the code is in the outbox for that address', async () => {
    const reg = await ok(app, 'POST', 'auth/register?email=Mailbox@market.test');
    expect(Object.keys(reg.data)).toEqual(['verifyId']);
    const first = mailbox('mailbox@market.test');
    expect(first).toMatch(/^\d{6}$/);
    const again = await ok(app, 'POST', 'auth/resend-verify?email=mailbox@market.test');
    expect(Object.keys(again.data)).toEqual(['verifyId']);
    expect(mailbox('mailbox@market.test')).toMatch(/^\d{6}$/);
  });

  it('the register answer alone verifies nothing; the mailed code does, and then the account can be made', async () => {
    const email = 'proof@market.test';
    const reg = await ok(app, 'POST', `auth/register?email=${email}`);
    expect((await call(app, 'GET', `auth/verify/${reg.data.verifyId}`)).statusCode).toBe(404);
    const body = { email, firstname: 'Proof', password: 'secret1', password_confirmation: 'secret1' };
    expect((await call(app, 'POST', 'auth/after-verify', { body })).json().message).toBe('The email is not verified');
    expect((await ok(app, 'GET', `auth/verify/${mailbox(email)}`)).data).toMatchObject({ verified: true, email });
    // Another client cannot make the account of the address just confirmed; the one that registered it can.
    const other = await app.inject({ method: 'POST', url: '/api/v1/auth/after-verify', payload: body, remoteAddress: '203.0.113.30' });
    expect(other.json().message).toBe('The email is not verified');
    expect((await ok(app, 'POST', 'auth/after-verify', { body })).data.user.email).toBe(email);
  });

  it('a phone registration needs the code sent by SMS', async () => {
    const reg = await ok(app, 'POST', 'auth/register?phone=%2B12025550177');
    expect(Object.keys(reg.data)).toEqual(['verifyId']);
    const none = await call(app, 'POST', `auth/verify/phone?verifyId=${reg.data.verifyId}`);
    expect(none.json().message).toBe('Wrong verification code');
    const done = await ok(app, 'POST', `auth/verify/phone?verifyId=${reg.data.verifyId}&verifyCode=${mailbox('+12025550177')}`);
    expect(done.data.user.phone).toBe('+12025550177');
  });

  it('a reset answers an unknown address exactly as a known one, sends it nothing, and its code signs nobody in', async () => {
    const known = await call(app, 'POST', 'auth/forgot/email-password?email=demo%40market.test');
    const unknown = await call(app, 'POST', 'auth/forgot/email-password?email=nobody%40market.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    expect(Object.keys(known.json().data)).toEqual(['verifyId']);
    expect(mailbox('nobody@market.test')).toBeUndefined();
    const code = mailbox('demo@market.test');
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await ok(app, 'POST', `auth/forgot/email-password/${code}?email=demo%40market.test`);
    expect(signedIn.data.user.email).toBe('demo@market.test');
  });

  it(`a verification takes ${CODE_ATTEMPTS} wrong codes, then not even the right one`, async () => {
    await ok(app, 'POST', 'auth/forgot/email-password?email=friend%40market.test');
    const code = mailbox('friend@market.test')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_ATTEMPTS; i++) {
      expect((await call(app, 'POST', `auth/forgot/email-password/${wrong}?email=friend%40market.test`)).json().message).toBe('Wrong verification code');
    }
    const spent = await call(app, 'POST', `auth/forgot/email-password/${code}?email=friend%40market.test`);
    expect(spent.statusCode).toBe(422);
    expect(spent.json().message).toBe('Wrong verification code');
  });

  it('a code typed alone is looked for among the registrations of the client that asked for them', async () => {
    const verify = (code: string, remoteAddress: string) => app.inject({ method: 'GET', url: `/api/v1/auth/verify/${code}`, remoteAddress });
    await app.inject({ method: 'POST', url: '/api/v1/auth/register?email=alone@market.test', remoteAddress: '198.51.100.20' });
    const code = mailbox('alone@market.test')!;
    // Another client, even with the right code, finds nothing to confirm.
    expect((await verify(code, '203.0.113.20')).statusCode).toBe(404);
    expect((await verify(code, '198.51.100.20')).statusCode).toBe(200);
  });

  it(`codes typed alone and wrong count against each open registration of that client: after ${CODE_ATTEMPTS}, the right one fails too`, async () => {
    const verify = (code: string) => app.inject({ method: 'GET', url: `/api/v1/auth/verify/${code}`, remoteAddress: '198.51.100.21' });
    for (const email of ['guess-a@market.test', 'guess-b@market.test']) {
      await app.inject({ method: 'POST', url: `/api/v1/auth/register?email=${email}`, remoteAddress: '198.51.100.21' });
    }
    const codes = [mailbox('guess-a@market.test')!, mailbox('guess-b@market.test')!];
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => !codes.includes(c)).slice(0, CODE_ATTEMPTS);
    for (const guess of wrong) expect((await verify(guess)).statusCode).toBe(404);
    for (const code of codes) expect((await verify(code)).statusCode).toBe(404);
  });

  it('a code typed for a named address counts against that address only', async () => {
    const email = 'named@market.test';
    await ok(app, 'POST', `auth/register?email=${email}`);
    const code = mailbox(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(app, 'GET', `auth/verify/${wrong}?email=${email}`)).statusCode).toBe(404);
    expect((await ok(app, 'GET', `auth/verify/${code}?email=${email}`)).data.email).toBe(email);
  });
});

describe('with the development switch', () => {
  it('API_DEV_CODES=1 puts the code in the answers too', async () => {
    process.env.API_DEV_CODES = '1';
    const dev = await buildApp({ now: () => NOW, jwtSecret: 'test-secret', authRateLimit: false });
    delete process.env.API_DEV_CODES;
    try {
      const reg = await ok(dev, 'POST', 'auth/register?email=dev@market.test');
      expect(reg.data.verifyCode).toBe(lastCodeSent(dev.market, 'dev@market.test'));
    } finally {
      await dev.close();
    }
  });
});
