/** For services tested without HTTP: the context of a fresh seeded app (in-memory SQLite), its users by email. */
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers.ts';
import type { Market } from '../../src/types.ts';
import type { AppOptions } from '../../src/context.ts';

/** A fresh app per file: `ctx()` is its context once `beforeAll` has run. */
export function freshContext(options: AppOptions = {}): () => Market {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await makeApp(options);
  });
  afterAll(() => app?.close());
  return () => app!.market;
}

export const userIdOf = (ctx: Market, email: string): number => ctx.db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])!.id;

/** What a refusal of a service carries: its status and, for a 422, the field's message. */
export const refusal = (statusCode: number, params?: Record<string, string[]>): ReturnType<typeof expect.objectContaining> =>
  expect.objectContaining(params ? { statusCode, params } : { statusCode });
