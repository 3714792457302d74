import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Db } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { call, login, makeApp, ok } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await makeApp();
  demo = await login(app);
});
afterAll(() => app.close());

describe('bad input', () => {
  it('answers 400 to malformed JSON, without a stack trace', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{"email": "demo@', headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: 'Malformed request body' });
    // An empty JSON body is no body: fine where none is needed, a validation error where one is.
    const empty = await app.inject({ method: 'POST', url: '/api/v1/dashboard/user/addresses', payload: '', headers: { 'content-type': 'application/json', authorization: `Bearer ${demo}` } });
    expect(empty.statusCode).toBe(422);
    const cancel = await app.inject({ method: 'POST', url: '/api/v1/dashboard/user/orders/6/status/change?status=canceled', payload: '', headers: { 'content-type': 'application/json', authorization: `Bearer ${demo}` } });
    expect(cancel.statusCode).toBe(200);
    const poisoned = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}', headers: { 'content-type': 'application/json' } });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers 422 with a message per field', async () => {
    const r = await call(app, 'POST', 'dashboard/user/orders', { token: demo, body: { cart_id: 'x', delivery_type: 'drone', delivery_date: 'tomorrow' } });
    expect(r.statusCode).toBe(422);
    const { message, params } = r.json();
    expect(Object.keys(params)).toEqual(expect.arrayContaining(['cart_id', 'shop_id', 'payment_id', 'delivery_type', 'delivery_date', 'delivery_time']));
    expect(params.shop_id).toEqual(['Required']);
    expect(params.delivery_date).toEqual(['The delivery date format is invalid.']);
    expect(message).toBe(Object.values(params as Record<string, string[]>)[0]![0]);
    const body = await call(app, 'POST', 'auth/login', { body: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(body.statusCode).toBe(422);
  });

  it('answers 413 over the body limit', async () => {
    const r = await call(app, 'POST', 'dashboard/user/chats/chat-1-admin/messages', { token: demo, body: { chat_content: 'x'.repeat(300 * 1024) } });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'Request body is too large' });
    // The connection stays open (the rest of the body is read and dropped), so a proxy in front is not reset
    // while it still sends the body, and loses no answer.
    expect(r.headers.connection).toBeUndefined();
  });

  it('answers 413 to a body over the limit sent over a real socket, and the same connection serves the next request', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body?: string) =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, agent, method: body ? 'POST' : 'GET', path: body ? '/api/v1/auth/login' : '/api/v1/rest/languages/active', headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, socket: req.socket }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    for (let i = 0; i < 5; i++) {
      const big = await send(JSON.stringify({ email: 'x'.repeat(1024 * 1024) }));
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toEqual({ message: 'Request body is too large' });
      const next = await send();
      expect(next.status).toBe(200);
      expect(next.socket).toBe(big.socket);
    }
    agent.destroy();
  });

  it('answers 404 to unknown ids and routes, 415 to unknown media types', async () => {
    for (const url of ['rest/shops/0', 'rest/products/-1', 'rest/receipts/abc', 'rest/banners/99', 'nope', 'rest/cart/1']) {
      expect((await call(app, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(app, 'GET', 'dashboard/user/orders/999999', { token: demo })).statusCode).toBe(404);
    const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(r.statusCode).toBe(415);
  });

  it('never answers 500 to odd parameters', async () => {
    const urls = [
      'rest/shops/paginate?page=-5&perPage=100000&category_id[]=1&order_by[x]=1&group[open]=yes&address=abc',
      'rest/shops/paginate?address[latitude]=999&address[longitude]=x&tags=1,2,x&type[]=shop',
      'rest/products/search?search="*)(NEAR&page=99999',
      'rest/products/search?search=%22%22%22&shop_id=abc',
      'rest/products/paginate?price_from=abc&price_to[]=1&order_by=price_desc',
      'rest/shops/%2e%2e%2f/products',
      'rest/geocode/search?q=%00',
      'rest/booking/tables?date_from=yesterday',
      'rest/blogs/paginate?type=x',
      `rest/products/${'9'.repeat(40)}`,
      'rest/shops/1/reviews?page=1e9',
      'rest/parcel-order/calculate-price?type_id=1&address_from=1,2&address_to[latitude]=a',
      'rest/categories/paginate?type[]=main',
      'rest/translations/paginate?lang[]=fr',
      'rest/settings?__proto__[x]=1&constructor[prototype][y]=2',
    ];
    for (const url of urls) {
      const r = await call(app, 'GET', url);
      expect([200, 400, 404, 422]).toContain(r.statusCode);
      expect(r.body).not.toMatch(/at .+\.ts:\d+/);
    }
    for (const url of ['dashboard/user/orders/paginate?statuses=new,x&column=evil;drop&sort=sideways', 'dashboard/notifications?type[]=x&perPage=-1', 'dashboard/user/search-sending?search=%25']) {
      expect([200, 422]).toContain((await call(app, 'GET', url, { token: demo })).statusCode);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('persistence', () => {
  it('records numbered migrations and seeds a file database once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-'));
    const file = path.join(dir, 'market.sqlite');
    const first = await makeApp({ dbPath: file, jwtSecret: undefined });
    const token = await login(first);
    const shops = (await ok(first, 'GET', 'rest/shops/paginate')).meta.total;
    await ok(first, 'POST', 'dashboard/user/addresses', { token, body: { address: { address: 'Kept' }, location: { latitude: 38.9, longitude: -77.03 } } });
    await first.close();
    const again = await makeApp({ dbPath: file, jwtSecret: undefined });
    expect((await ok(again, 'GET', 'rest/shops/paginate')).meta.total).toBe(shops);
    // The generated secret was stored: the old token still works.
    const addresses = (await ok(again, 'GET', 'dashboard/user/addresses', { token })).data;
    expect(addresses.some((a: { address: { address: string } }) => a.address.address === 'Kept')).toBe(true);
    await again.close();
    const db = new Db(file);
    expect(db.all<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id').map((m) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    db.close();
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds deterministically: the same ids and titles on every run', async () => {
    const other = await makeApp();
    for (const url of ['rest/shops/1', 'rest/products/100', 'rest/receipts/1']) {
      const a = (await ok(app, 'GET', url)).data;
      const b = (await ok(other, 'GET', url)).data;
      expect(b.uuid ?? b.id).toBe(a.uuid ?? a.id);
      expect(b.translation).toEqual(a.translation);
    }
    await other.close();
  });
});

describe('query strings are checked like bodies', () => {
  it.each([
    ['rest/shops/paginate?page=abc', 'page', 'The page must be of type integer.'],
    ['rest/shops/paginate?perPage=0', 'perPage', 'The perPage must be at least 1.'],
    ['rest/products/paginate?shop_id=-4', 'shop_id', 'The shop id must be at least 1.'],
    ['rest/products/paginate?price_from=cheap', 'price_from', 'The price from must be of type number.'],
    [`rest/shops/paginate?search=${'x'.repeat(201)}`, 'search', 'The search may not be greater than 200 characters.'],
  ])('%s → 422 naming %s', async (url, field, message) => {
    const r = await call(app, 'GET', url);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message, params: { [field]: [message] } });
  });

  it('lets valid and unknown parameters through, as numbers where numbers are asked', async () => {
    const r = await ok(app, 'GET', 'rest/products/paginate?shop_id=1&page=1&perPage=2&anything=else');
    expect(r.data).toHaveLength(2);
    expect(r.data.every((p: { shop_id: number }) => p.shop_id === 1)).toBe(true);
  });
});
