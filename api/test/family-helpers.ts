/** Contract tests of the family's wire format: an answer's status and shape, checked with the family's TypeBox schemas. */
import type { FastifyInstance } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { AppOptions } from '../src/server.ts';
import { appWithUsers, call } from './helpers.ts';

/** What every refusal carries: a message (never a stack trace, which `answer` checks on every call). */
export const Refusal = Type.Object({ message: Type.String({ minLength: 1 }) });

/** The body matches the schema; else the test fails with the first mismatches, by path. */
export function expectShape(schema: TSchema, body: unknown): void {
  const errors = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  expect(errors).toEqual([]);
}

/** A call that answers `status` in the schema's shape; its body. */
export async function answer<S extends TSchema>(
  app: FastifyInstance, method: string, url: string, token: string | undefined, schema: S, status = 200, body?: unknown,
): Promise<Static<S>> {
  const res = await call(app, method, url, { token, body });
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
