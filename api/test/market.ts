/** A seeded market for a service's tests without HTTP: the app is built before the file's tests and closed after. */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../src/context.ts';
import type { Market } from '../src/types.ts';
import { makeApp } from './helpers.ts';

/** Registers the file's beforeAll/afterAll; call the answer inside a test for the market (the services' context). */
export function seededMarket(options: AppOptions = {}): () => Market {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await makeApp(options);
  });
  afterAll(() => app?.close());
  return () => app!.market;
}
