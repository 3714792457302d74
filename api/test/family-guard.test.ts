/**
 * Every signed-in route refuses a guest as the family does: 401 with `{message}` (never a stack trace, never the
 * route's own 404 or 422). The routes are read from the route files, so a new one is checked without being listed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_PROCESS_ROUTES } from '@market/contract';
import { makeApp } from './helpers.ts';
import { refuses } from './family-helpers.ts';

const ROUTES_DIR = path.join(import.meta.dirname, '../src/routes');

/** `user.<method>('<path>'` in the route files (the signed-in scope), and the public scope's `dashboard/` routes (streams). */
function signedInRoutes(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    for (const m of text.matchAll(/\b(?:user\.(get|post|put|delete)(?:<[^>]*>)?\('\/([^']+)'|pub\.(get|post|put|delete)(?:<[^>]*>)?\('\/(dashboard\/[^']+)')/g)) {
      found.push([(m[1] ?? m[3])!.toUpperCase(), (m[2] ?? m[4])!]);
    }
  }
  for (const route of Object.values(PAYMENT_PROCESS_ROUTES)) {
    found.push([route.method, route.path]);
    for (const alias of route.aliases ?? []) found.push(['GET', alias]);
  }
  // Ids of the demo's own records: a guest is refused before the id is looked at.
  return found.map(([method, url]) => [method, url.replace(/:[a-z]+/gi, '1')]);
}

const routes = signedInRoutes();

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

it('finds the signed-in routes of every screen', () => {
  expect(routes.length).toBeGreaterThan(55);
  for (const expected of ['dashboard/user/profile/show', 'dashboard/user/cart', 'dashboard/user/orders/paginate', 'dashboard/user/parcel-orders', 'dashboard/user/my-bookings']) {
    expect(routes.map(([, url]) => url)).toContain(expected);
  }
});

it.each(routes)('%s %s refuses a guest with 401 {message}', async (method, url) => {
  await refuses(app, method, url, 401);
});

it.each(routes.slice(0, 5))('%s %s refuses a forged token with 401 {message}', async (method, url) => {
  await refuses(app, method, url, 401, { token: 'not.a.token' });
});
