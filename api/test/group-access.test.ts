/**
 * Who may change a group order without the owner's token: a member acts only as itself (its uuid), an integer id
 * names no one, joining needs the share link's secret, and a guest's answer carries no other member's uuid. Each
 * refusal answers 404 and changes no row of the group.
 */
import type { FastifyInstance } from 'fastify';
import type { Cart } from '@market/contract';
import { appWithUsers, call, ok } from './helpers.ts';
import { groupPizza, groupWithGuest, groupRows, type GroupPizza } from './group-helpers.ts';

let app: FastifyInstance;
let demo: string;
let friend: string;
let pizza: GroupPizza;
beforeAll(async () => {
  ({ app, demo, friend } = await appWithUsers());
  pizza = await groupPizza(app);
});
afterAll(() => app.close());

interface Group {
  cartId: number;
  secret: string;
  /** Two guests, each with one line. */
  ana: { uuid: string; id: number; line: number };
  bo: { uuid: string; id: number; line: number };
  owner: { uuid: string; id: number; line: number };
}

async function group(): Promise<Group> {
  const { cartId, uuid, secret } = await groupWithGuest(app, demo, pizza.shopId, 'Ana');
  const bo = (await ok(app, 'POST', 'rest/cart/open', { body: { name: 'Bo', shop_id: pizza.shopId, cart_id: cartId, secret } })).data;
  for (const key of [uuid, bo.uuid]) {
    await ok(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: cartId, user_cart_uuid: key, products: [{ stock_id: pizza.stock.id, quantity: 1 }] } });
  }
  const cart = (await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data as Cart;
  const part = (u: string | undefined) => {
    const m = cart.user_carts.find((x) => (u ? x.uuid === u : x.user_id !== null))!;
    return { uuid: m.uuid!, id: m.id, line: m.cartDetails[0]!.id };
  };
  return { cartId, secret, ana: part(uuid), bo: part(bo.uuid), owner: part(undefined) };
}

/** Answers 404 and leaves every row of the group as it was. */
async function refused(g: Group, method: string, url: string, body?: unknown): Promise<void> {
  const before = groupRows(app, g.cartId);
  const r = await call(app, method, url, body === undefined ? {} : { body });
  expect({ url, status: r.statusCode }).toEqual({ url, status: 404 });
  expect(groupRows(app, g.cartId)).toEqual(before);
}

describe("a member's changes need that member's own uuid", () => {
  it("refuses removing another member's line: with another member's uuid, by its id alone, with an integer as the uuid", async () => {
    const g = await group();
    await refused(g, 'DELETE', 'rest/cart/product/delete', { ids: [g.bo.line], user_cart_uuid: g.ana.uuid });
    await refused(g, 'DELETE', 'rest/cart/product/delete', { ids: [g.bo.line] });
    await refused(g, 'DELETE', `rest/cart/product/delete?ids%5B0%5D=${g.bo.line}`);
    await refused(g, 'DELETE', 'rest/cart/product/delete', { ids: [g.bo.line], user_cart_uuid: String(g.bo.id) });
    await refused(g, 'DELETE', 'rest/cart/product/delete', { ids: [g.owner.line], user_cart_uuid: g.ana.uuid });
    await refused(g, 'DELETE', 'rest/cart/product/delete', { ids: [g.ana.line], user_cart_uuid: g.ana.uuid, cart_id: g.cartId + 1000 });
    // Its own line, with its own uuid: only that row goes.
    const mine = (await ok(app, 'DELETE', 'rest/cart/product/delete', { body: { ids: [g.ana.line, g.bo.line, g.owner.line], user_cart_uuid: g.ana.uuid } })).data as Cart;
    expect(mine.user_carts.map((m) => m.cartDetails.map((d) => d.id))).toEqual([[g.owner.line], [], [g.bo.line]]);
  });

  it('refuses a member leaving or being removed by its member id, by another uuid, or the owner by its uuid', async () => {
    const g = await group();
    await refused(g, 'DELETE', `rest/cart/member/delete?ids%5B0%5D=${g.bo.id}`);
    await refused(g, 'DELETE', 'rest/cart/member/delete', { ids: [g.bo.id] });
    await refused(g, 'DELETE', 'rest/cart/member/delete', { ids: ['not-a-member'] });
    await refused(g, 'DELETE', 'rest/cart/member/delete', { ids: [g.owner.uuid] });
    await refused(g, 'DELETE', 'rest/cart/member/delete', { ids: [g.bo.uuid], cart_id: g.cartId + 1000 });
    await ok(app, 'DELETE', 'rest/cart/member/delete', { body: { ids: [g.bo.uuid], cart_id: g.cartId } });
    expect(groupRows(app, g.cartId).members.map((m) => m.name)).not.toContain('Bo');
  });

  it('refuses adding and the ready flag without the uuid, with an integer, with a uuid of no member or of another cart', async () => {
    const g = await group();
    const products = [{ stock_id: pizza.stock.id, quantity: 2 }];
    await refused(g, 'POST', 'rest/cart/insert-product', { shop_id: pizza.shopId, cart_id: g.cartId, products });
    await refused(g, 'POST', 'rest/cart/insert-product', { shop_id: pizza.shopId, cart_id: g.cartId, user_cart_uuid: String(g.bo.id), products });
    await refused(g, 'POST', 'rest/cart/insert-product', { shop_id: pizza.shopId, cart_id: g.cartId, user_cart_uuid: 'not-a-member', products });
    await refused(g, 'POST', 'rest/cart/insert-product', { shop_id: pizza.shopId, cart_id: g.cartId + 1000, user_cart_uuid: g.bo.uuid, products });
    await refused(g, 'POST', `rest/cart/status/${g.bo.id}`, { cart_id: g.cartId });
    await refused(g, 'POST', 'rest/cart/status/not-a-member', { cart_id: g.cartId });
    await refused(g, 'POST', `rest/cart/status/${g.owner.uuid}`, { cart_id: g.cartId });
    await refused(g, 'POST', `rest/cart/status/${g.bo.uuid}`, { cart_id: g.cartId + 1000 });
  });
});

describe('joining and reading need the share link', () => {
  it("refuses a stranger's join without the secret, with a wrong one, another group's, or for another shop", async () => {
    const g = await group();
    const join = (over: object) => ({ name: 'Mallory', shop_id: pizza.shopId, cart_id: g.cartId, ...over });
    await refused(g, 'POST', 'rest/cart/open', join({}));
    await refused(g, 'POST', 'rest/cart/open', join({ secret: 'x'.repeat(32) }));
    await refused(g, 'POST', 'rest/cart/open', join({ secret: g.secret.slice(0, -1) }));
    await refused(g, 'POST', 'rest/cart/open', join({ secret: g.secret, shop_id: pizza.shopId + 1 }));
    // The friend's group's secret does not open the demo user's group.
    const other = (await ok(app, 'POST', 'dashboard/user/cart/insert-product', { token: friend, body: { shop_id: pizza.shopId, products: [{ stock_id: pizza.stock.id, quantity: 1 }] } })).data as Cart;
    const theirs = (await ok(app, 'POST', `dashboard/user/cart/set-group/${other.id}`, { token: friend })).data.share_secret as string;
    expect(theirs).not.toBe(g.secret);
    await refused(g, 'POST', 'rest/cart/open', join({ secret: theirs }));
  });

  it('answers a read only to a member (its uuid) or the link (its secret); others get 404', async () => {
    const g = await group();
    for (const q of ['', '?secret=wrong', `?user_cart_uuid=${g.ana.id}`, '?user_cart_uuid=not-a-member', `?user_cart_uuid=${g.owner.uuid}`]) {
      expect({ q, status: (await call(app, 'GET', `rest/cart/${g.cartId}${q}`)).statusCode }).toEqual({ q, status: 404 });
    }
    expect((await call(app, 'GET', `rest/cart/${g.cartId}?secret=${g.secret}`)).statusCode).toBe(200);
    expect((await call(app, 'GET', `rest/cart/${g.cartId}?user_cart_uuid=${g.ana.uuid}`)).statusCode).toBe(200);
  });

  it('revokes the secret when grouping is turned off, and makes a new one when it is turned on again', async () => {
    const g = await group();
    const off = (await ok(app, 'POST', `dashboard/user/cart/set-group/${g.cartId}`, { token: demo })).data as Cart;
    expect(off.group).toBe(false);
    expect(off.share_secret).toBeUndefined();
    expect((await call(app, 'POST', 'rest/cart/open', { body: { name: 'Late', shop_id: pizza.shopId, cart_id: g.cartId, secret: g.secret } })).statusCode).toBe(404);
    expect((await call(app, 'GET', `rest/cart/${g.cartId}?user_cart_uuid=${g.ana.uuid}`)).statusCode).toBe(404);
    const on = (await ok(app, 'POST', `dashboard/user/cart/set-group/${g.cartId}`, { token: demo })).data as Cart;
    expect(on.share_secret).toMatch(/^[\w-]{32}$/);
    expect(on.share_secret).not.toBe(g.secret);
    expect((await call(app, 'POST', 'rest/cart/open', { body: { name: 'Late', shop_id: pizza.shopId, cart_id: g.cartId, secret: g.secret } })).statusCode).toBe(404);
    await ok(app, 'POST', 'rest/cart/open', { body: { name: 'New', shop_id: pizza.shopId, cart_id: g.cartId, secret: on.share_secret } });
  });

  it('revokes it when the group closes: the cart is deleted', async () => {
    const g = await group();
    await ok(app, 'DELETE', 'dashboard/user/cart/delete', { token: demo });
    expect((await call(app, 'POST', 'rest/cart/open', { body: { name: 'Late', shop_id: pizza.shopId, cart_id: g.cartId, secret: g.secret } })).statusCode).toBe(404);
  });
});

describe('what an answer discloses', () => {
  it("a guest's answers carry its own uuid only; the owner's carry every member's and the secret", async () => {
    const g = await group();
    const others = (mine: string) => [g.ana.uuid, g.bo.uuid, g.owner.uuid].filter((u) => u !== mine);
    const answers: [string, string][] = [
      [g.ana.uuid, (await call(app, 'GET', `rest/cart/${g.cartId}?user_cart_uuid=${g.ana.uuid}`)).body],
      [g.ana.uuid, (await call(app, 'POST', 'rest/cart/insert-product', { body: { shop_id: pizza.shopId, cart_id: g.cartId, user_cart_uuid: g.ana.uuid, products: [{ stock_id: pizza.stock.id, quantity: 2 }] } })).body],
      [g.ana.uuid, (await call(app, 'POST', `rest/cart/status/${g.ana.uuid}`, { body: { cart_id: g.cartId } })).body],
      [g.bo.uuid, (await call(app, 'DELETE', 'rest/cart/product/delete', { body: { ids: [g.bo.line], user_cart_uuid: g.bo.uuid } })).body],
      ['', (await call(app, 'GET', `rest/cart/${g.cartId}?secret=${g.secret}`)).body],
    ];
    const joined = await call(app, 'POST', 'rest/cart/open', { body: { name: 'Cy', shop_id: pizza.shopId, cart_id: g.cartId, secret: g.secret } });
    answers.push([joined.json().data.uuid, joined.body]);
    for (const [mine, body] of answers) {
      for (const other of others(mine)) expect(body).not.toContain(other);
      expect(body).not.toContain(g.secret);
      if (mine) expect(body).toContain(mine);
    }
    const owner = (await ok(app, 'GET', 'dashboard/user/cart', { token: demo })).data as Cart;
    expect(owner.user_carts.map((m) => m.uuid)).toEqual(expect.arrayContaining([g.ana.uuid, g.bo.uuid, g.owner.uuid]));
    expect(owner.share_secret).toBe(g.secret);
  });
});
