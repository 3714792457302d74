/**
 * Every route without a token that changes data, and the secret it needs instead (the table "Public routes that
 * change data" in api/README.md): the routes are read from the route files, so a new one fails here until it is
 * listed; each is called without its secret, against a real target, and must be refused with nothing changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { appWithUsers, call, ok } from './helpers.ts';
import { groupPizza, groupRows, groupWithGuest, type GroupPizza } from './group-helpers.ts';

const ROUTES_DIR = path.join(import.meta.dirname, '../src/routes');

/**
 * `pub.<post|put|delete|patch>('/…'` in the route files, and the auth routes' `post('/…'` (their rate-limited
 * helper); a `${…}` part of a template path stands for each of its values, written `*`.
 */
function publicWrites(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    for (const m of text.matchAll(/(?:\bpub\.(post|put|delete|patch)|(?<![.\w])(post))(?:<[^>]*>)?\(\s*(['`])\/([^'`]+)\3/g)) {
      found.add(`${(m[1] ?? m[2])!.toUpperCase()} ${m[4]!.replace(/\$\{[^}]+\}/g, '*')}`);
    }
  }
  return [...found].sort();
}

/** GET routes without a token that change data: a GET the route files cannot tell apart, so listed by hand. */
const PUBLIC_GET_WRITES = ['GET auth/verify/:code'];

let app: FastifyInstance;
let demo: string;
let pizza: GroupPizza;
beforeAll(async () => {
  // The CSP report's log line is not this test's business.
  ({ app, demo } = await appWithUsers({ cspReportLog: () => {} }));
  pizza = await groupPizza(app);
});
afterAll(() => app.close());

/** Every row a refused call could touch: accounts, codes, carts and groups, orders and payments, wallets. */
function fingerprint(): string {
  const { db } = app.market;
  const tables = ['users', 'carts', 'user_carts', 'cart_details', 'orders', 'transactions', 'wallet_histories', 'referrals'];
  const rows = tables.map((t) => db.all(`SELECT * FROM ${t} ORDER BY rowid`));
  // A wrong code counts against its verification (its attempts): that is the refusal, not a change of what it proves.
  rows.push(db.all('SELECT id, kind, target, code, verified_at, expires_at FROM verifications ORDER BY rowid'));
  return JSON.stringify(rows);
}

/** Calls `send` and expects one of `statuses`, the database as it was, and no token in the answer. */
async function refusedUnchanged(statuses: number[], send: () => Promise<LightMyRequestResponse>): Promise<void> {
  const before = fingerprint();
  const r = await send();
  expect(statuses).toContain(r.statusCode);
  expect(r.body).not.toMatch(/access_token|"token"/);
  expect(fingerprint()).toBe(before);
}

/** A group of the demo user with a guest who has a line: what the rest/cart routes are called against. */
async function aGroup() {
  const g = await groupWithGuest(app, demo, pizza.shopId, 'Ana');
  await ok(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: g.cartId, user_cart_uuid: g.uuid, products: [{ stock_id: pizza.stock.id, quantity: 1 }] } });
  const rows = groupRows(app, g.cartId);
  const guest = rows.members.find((m) => m.uuid === g.uuid)!;
  return { ...g, memberId: guest.id, line: rows.lines.find((l) => l.user_cart_id === guest.id)!.id };
}

const DEMO_PHONE = '+12025550101';
const WRONG_CODE = '000000';

/** Each public write: its refusal without the secret it needs (the table of api/README.md). */
const CHECKS: Record<string, () => Promise<void>> = {
  'POST rest/cart/open': async () => {
    const g = await aGroup();
    await refusedUnchanged([404], () => call(app, 'POST', 'rest/cart/open', { body: { name: 'Mallory', shop_id: pizza.shopId, cart_id: g.cartId } }));
  },
  'POST rest/cart/insert-product': async () => {
    const g = await aGroup();
    await refusedUnchanged([404], () =>
      call(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: g.cartId, user_cart_uuid: String(g.memberId), products: [{ stock_id: pizza.stock.id, quantity: 3 }] } }),
    );
  },
  'POST rest/cart': async () => {
    const g = await aGroup();
    const store = { shop_id: pizza.shopId, cart_id: g.cartId, stock_id: pizza.stock.id, quantity: 3 };
    await refusedUnchanged([404], () => call(app, 'POST', 'rest/cart', { body: { ...store, user_cart_uuid: String(g.memberId) } }));
    await refusedUnchanged([404], () => call(app, 'POST', 'rest/cart', { body: store }));
  },
  'POST rest/cart/status/:uuid': async () => {
    const g = await aGroup();
    await refusedUnchanged([404], () => call(app, 'POST', `rest/cart/status/${g.memberId}`, { body: { cart_id: g.cartId } }));
  },
  'DELETE rest/cart/product/delete': async () => {
    const g = await aGroup();
    await refusedUnchanged([404], () => call(app, 'DELETE', `rest/cart/product/delete?ids%5B0%5D=${g.line}`));
  },
  'DELETE rest/cart/member/delete': async () => {
    const g = await aGroup();
    await refusedUnchanged([404], () => call(app, 'DELETE', `rest/cart/member/delete?ids%5B0%5D=${g.memberId}&cart_id=${g.cartId}`));
  },
  'POST sandbox/pay/:token/*': async () => {
    // A pending top-up is there to be settled; a made-up token settles nothing.
    const pending = await ok(app, 'GET', 'dashboard/user/order-paypal-process?total_price=40&currency_id=1', { token: demo });
    expect(pending.data.url).toMatch(/sandbox\/pay\//);
    for (const action of ['pay', 'fail']) {
      await refusedUnchanged([404], () => app.inject({ method: 'POST', url: `/api/v1/sandbox/pay/${'x'.repeat(32)}/${action}` }));
    }
  },
  'POST auth/login': async () => {
    await refusedUnchanged([422], () => call(app, 'POST', 'auth/login', { body: { email: 'demo@market.test', password: 'not-the-password' } }));
  },
  'POST auth/*/callback': async () => {
    for (const provider of ['google', 'facebook', 'apple', 'firebase']) {
      await refusedUnchanged([401, 422], () => call(app, 'POST', `auth/${provider}/callback`, { body: { id: 'not.a.token', email: 'demo@market.test' } }));
    }
  },
  'GET auth/verify/:code': async () => {
    await ok(app, 'POST', `auth/register?email=${encodeURIComponent('sweep-mail@market.test')}`);
    await refusedUnchanged([404], () => call(app, 'GET', `auth/verify/${WRONG_CODE}?email=${encodeURIComponent('sweep-mail@market.test')}`));
  },
  'POST auth/verify/phone': async () => {
    const sent = await ok(app, 'POST', 'auth/register?phone=%2B12025550177');
    await refusedUnchanged([422], () => call(app, 'POST', `auth/verify/phone?verifyId=${sent.data.verifyId}&verifyCode=${WRONG_CODE}`));
    await refusedUnchanged([401, 422], () => call(app, 'POST', 'auth/verify/phone', { body: { phone: DEMO_PHONE, type: 'firebase', id: 'not.a.token' } }));
  },
  'POST auth/after-verify': async () => {
    await ok(app, 'POST', `auth/register?email=${encodeURIComponent('sweep-unconfirmed@market.test')}`);
    await refusedUnchanged([422], () =>
      call(app, 'POST', 'auth/after-verify', { body: { email: 'sweep-unconfirmed@market.test', firstname: 'Mallory', password: 'secret1', password_confirmation: 'secret1' } }),
    );
  },
  'POST auth/forgot/password/confirm': async () => {
    const sent = await ok(app, 'POST', 'auth/forgot/password', { body: { phone: DEMO_PHONE } });
    await refusedUnchanged([422], () => call(app, 'POST', 'auth/forgot/password/confirm', { body: { phone: DEMO_PHONE, verifyId: sent.data.verifyId, verifyCode: WRONG_CODE } }));
  },
  'POST auth/forgot/email-password/:code': async () => {
    await ok(app, 'POST', 'auth/forgot/email-password?email=demo%40market.test');
    await refusedUnchanged([422], () =>
      call(app, 'POST', `auth/forgot/email-password/${WRONG_CODE}?email=demo%40market.test`, { body: { password: 'taken-over', password_confirmation: 'taken-over' } }),
    );
  },
  // No secret: they make a new code for an address or phone, which goes there (the outbox), never to the caller,
  // and change no account.
  ...Object.fromEntries(
    ['POST auth/register', 'POST auth/resend-verify', 'POST auth/forgot/password', 'POST auth/forgot/email-password'].map((route) => [
      route,
      async () => {
        const users = JSON.stringify(app.market.db.all('SELECT * FROM users ORDER BY id'));
        const url = route.slice(5);
        const r = url === 'auth/forgot/password' ? await call(app, 'POST', url, { body: { phone: DEMO_PHONE } }) : await call(app, 'POST', `${url}?email=sweep-${url.length}%40market.test`);
        expect(r.statusCode).toBeLessThan(500);
        expect(r.body).not.toMatch(/access_token|"token"/);
        expect(JSON.stringify(app.market.db.all('SELECT * FROM users ORDER BY id'))).toBe(users);
      },
    ]),
  ),
  // Revokes the token it is sent with (a stolen one, too: that only ends the session); without one it changes nothing.
  'POST auth/logout': async () => {
    const before = fingerprint();
    const r = await call(app, 'POST', 'auth/logout');
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expect(fingerprint()).toBe(before);
    expect(app.market.db.all('SELECT * FROM revoked_tokens')).toEqual([]);
  },
  // No secret, and nothing stored.
  'POST csp-reports': async () => {
    const before = fingerprint();
    const r = await app.inject({
      method: 'POST', url: '/api/v1/csp-reports', headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'https://market.test/', 'effective-directive': 'script-src', 'blocked-uri': 'inline' } }),
    });
    expect(r.statusCode).toBe(204);
    expect(fingerprint()).toBe(before);
  },
  // No secret: anonymous measurements only (a row of telemetry_events each), no account or order changed.
  'POST telemetry': async () => {
    const before = fingerprint();
    const view = { type: 'view', view: '0123abcd', route: '/', remote: 'catalogue-search', version: 'aaaaaaaaaaaa' };
    const r = await app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ format: 1, events: [view] }) });
    expect(r.statusCode).toBe(204);
    expect(fingerprint()).toBe(before);
    expect(app.market.db.all('SELECT remote, route FROM telemetry_events')).toEqual([{ remote: 'catalogue-search', route: '/' }]);
  },
  'POST rest/coupons/check': async () => {
    await refusedUnchanged([200, 422], () => call(app, 'POST', 'rest/coupons/check', { body: { coupon: 'NO-SUCH-COUPON', shop_id: 1 } }));
  },
};

it('finds every public route that changes data in the route files, and each is listed with its check', () => {
  const found = [...publicWrites(), ...PUBLIC_GET_WRITES].sort();
  expect(found).toContain('POST rest/cart/open');
  expect(found).toContain('POST auth/login');
  expect(found).toEqual(Object.keys(CHECKS).sort());
});

it('lists each of them in the table of api/README.md', () => {
  const readme = fs.readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Public routes that change data'));
  for (const route of Object.keys(CHECKS)) {
    // As the table writes it: {param}, the providers and the sandbox's actions spelled out.
    const shown = route.split(' ')[1]!.replace(/:(\w+)/g, '{$1}').replace('auth/*/callback', 'auth/{google,facebook,apple,firebase}/callback').replace('/*', '/pay');
    expect({ route, listed: table.includes(shown) }).toEqual({ route, listed: true });
  }
});

it.each(Object.keys(CHECKS).sort())('%s without its secret: refused, nothing changed', async (route) => {
  await CHECKS[route]!();
});
