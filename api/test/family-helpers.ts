/** Contract tests of the family's wire format: an answer's status and shape, checked with the family's TypeBox schemas. */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ErrorAnswer, InvalidAnswer } from '@market/contract/src/family/index.ts';
import { Value } from 'typebox/value';
import type { AppOptions } from '../src/server.ts';
import { appWithUsers, call, makeApp } from './helpers.ts';

/** What every refusal carries: a message (never a stack trace, which `answer` checks on every call). */
export const Refusal = ErrorAnswer;

/** The body matches the schema; else the test fails with the first mismatches, by path. */
export function expectShape(schema: TSchema, body: unknown): void {
  const errors = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  expect(errors).toEqual([]);
}

/** A call that answers `status` in the schema's shape; its body. */
export async function answer<S extends TSchema>(
  app: FastifyInstance, method: string, url: string, token: string | undefined, schema: S, status = 200, body?: unknown, headers?: Record<string, string>,
): Promise<Static<S>> {
  const res = await call(app, method, url, { token, body, headers });
  expect({ status: res.statusCode, body: res.statusCode === status ? null : res.body }).toEqual({ status, body: null });
  const json: unknown = res.json();
  expectShape(schema, json);
  expect(res.body).not.toMatch(/\bat .+\.ts:\d+/);
  return json as Static<S>;
}

/** A refusal: `status` with the family's `{message}`, never a stack trace. Calls other than GET send `body` (`{}`). */
export async function refuses(
  app: FastifyInstance, method: string, url: string, status: number, { token, body }: { token?: string; body?: unknown } = {},
): Promise<void> {
  await answer(app, method, url, token, Refusal, status, method === 'GET' ? undefined : (body ?? {}));
}

/** One app with the demo user and the friend signed in for the whole test file, closed after it. */
export function usersApp(options: AppOptions = {}): { app: FastifyInstance; demo: string; friend: string } {
  const users = {} as { app: FastifyInstance; demo: string; friend: string };
  beforeAll(async () => {
    Object.assign(users, await appWithUsers(options));
  });
  afterAll(() => users.app.close());
  return users;
}

/** A refusal of a bad body or query: 422 naming `field` (its first message is the answer's `message`). */
export async function invalidates(
  app: FastifyInstance, method: string, url: string, field: string, { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<void> {
  const json = await answer(app, method, url, token, InvalidAnswer, 422, method === 'GET' ? undefined : (body ?? {}), headers);
  expect(Object.keys(json.params)).toContain(field);
  expect(Object.values(json.params).map((messages) => messages[0])).toContain(json.message);
}

let newUsers = 0;

/**
 * A user who has just registered by email without a last name (the family's sign-up form), signed in: no orders,
 * wallet history, notifications, parcels, bookings, addresses, cart or shop application yet. Its token.
 */
export async function aNewUser(app: FastifyInstance): Promise<string> {
  const email = `new-${++newUsers}-${Date.now()}@market.test`;
  const sent = await call(app, 'POST', `auth/register?email=${encodeURIComponent(email)}`);
  const code = (sent.json() as { data: { verifyCode?: string } }).data.verifyCode;
  if (!code) throw new Error('the app must answer verification codes (devCodes)');
  expect((await call(app, 'GET', `auth/verify/${code}`)).statusCode).toBe(200);
  const done = await call(app, 'POST', 'auth/after-verify', { body: { email, firstname: 'New', password: 'secret1', password_confirmation: 'secret1' } });
  expect(done.statusCode).toBe(200);
  return (done.json() as { data: { token: string } }).data.token;
}

/** One app with a user who has just signed up (`aNewUser`) for the whole test file, closed after it. */
export function newUserApp(options: AppOptions = {}): { app: FastifyInstance; fresh: string } {
  const it = {} as { app: FastifyInstance; fresh: string };
  beforeAll(async () => {
    it.app = await makeApp(options);
    it.fresh = await aNewUser(it.app);
  });
  afterAll(() => it.app.close());
  return it;
}

/** An empty page as the family's infinite lists read it: no rows, page 1 of 1, total 0. */
export function expectEmptyPage(body: { data: unknown[]; meta?: unknown }): void {
  expect(body.data).toEqual([]);
  expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0 });
}
