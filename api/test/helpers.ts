import { jest } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { buildApp, type AppOptions } from '../src/server.ts';
import { mismatches } from '../wire/check.ts';

// Seeding and scrypt logins take a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);

/** Wednesday 2030-05-15 12:00 in Washington (16:00 UTC): every 24-hour shop is open, Night Owl Diner is not. */
export const NOW = new Date('2030-05-15T16:00:00Z');
export const TODAY = '2030-05-15';
export const HOME: [number, number] = [38.9120424, -77.035308];

export function makeApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // Tests read the codes from the answers (the development switch); api/test/verification.test.ts checks it off.
  return buildApp({ now: () => NOW, jwtSecret: 'test-secret', authRateLimit: false, devCodes: true, ...options });
}

export interface Call {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(app: FastifyInstance, method: string, url: string, c: Call = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    ...(c.body === undefined ? {} : typeof c.body === 'string' ? { payload: c.body } : { payload: c.body as object }),
    headers: { ...(c.token ? { authorization: `Bearer ${c.token}` } : {}), ...(c.headers ?? {}) },
  });
}

/** The JSON body of a call that must succeed (2xx), else an error showing the answer. */
export async function ok<T = any>(app: FastifyInstance, method: string, url: string, c: Call = {}): Promise<T> {
  const r = await call(app, method, url, c);
  if (r.statusCode >= 300) throw new Error(`${method} ${url} → ${r.statusCode} ${r.body}`);
  return r.json() as T;
}

export async function login(app: FastifyInstance, email = 'demo@market.test', password = 'demo1234'): Promise<string> {
  return (await ok(app, 'POST', 'auth/login', { body: { email, password } })).data.access_token as string;
}

/** An app with the demo user and the friend signed in. */
export async function appWithUsers(options: AppOptions = {}): Promise<{ app: FastifyInstance; demo: string; friend: string }> {
  const app = await makeApp(options);
  return { app, demo: await login(app), friend: await login(app, 'friend@market.test', 'friend1234') };
}

/** The answer fits the family's wire schema (Value.Check); on failure the mismatches' pointers are the message. */
export function expectFamily(schema: TSchema, body: unknown): void {
  expect(mismatches(schema, body)).toEqual([]);
  expect(Value.Check(schema, body)).toBe(true);
}

/** The `data:` payloads of a text/event-stream answer, parsed as JSON, one per call of the function returned. */
export function sseEvents(res: Response): () => Promise<any> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async () => {
    for (;;) {
      const i = buffer.indexOf('\n\n', buffer.indexOf('data:'));
      if (buffer.includes('data:') && i > 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const line = block.split('\n').find((l) => l.startsWith('data:'));
        if (line) return JSON.parse(line.slice(5));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

/** A multipart/form-data upload as the web app sends one: the field `type`, then the file in `image`. */
export function multipart(name: string, type: string, content: Buffer, uploadType = 'shops'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----x';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${uploadType}\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG, as an image editor writes one. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A cash delivery order of one product of the shop to `at`, placed by the user through the API (the kitchen moves it). */
export async function placeDelivery(app: FastifyInstance, token: string, shopId: number, at: [number, number] = HOME): Promise<{ id: number }> {
  const stock = (await ok(app, 'GET', `rest/shops/${shopId}/products/paginate?perPage=5`)).data[0].stocks[0];
  const cart = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token, body: { shop_id: shopId, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity: 1 }] } })).data.id;
  return (await ok(app, 'POST', 'dashboard/user/orders', {
    token,
    body: {
      cart_id: cart, shop_id: shopId, currency_id: 1, rate: 1, payment_id: 1, delivery_type: 'delivery', delivery_date: TODAY, delivery_time: '13:30',
      location: { latitude: at[0], longitude: at[1] }, address: { address: '1700 15th St NW' },
    },
  })).data;
}
