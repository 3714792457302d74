/**
 * The cart routes answer in the API family's format: per route its status and the shape its customer web client
 * reads (`@market/contract/src/family/cart.ts`): every member's part names its cart (`user_carts[].cart_id`), the
 * owner removes members by uuid with `cart_id`; no cart is a 404; with the empty and the error cases.
 */
import { CartGroupOne, CartMemberOne, CartOne, DeletedOne, Done } from '@market/contract/src/family/index.ts';
import { groupWithGuest } from './group-helpers.ts';
import { call } from './helpers.ts';
import { answer, Refusal, usersApp } from './family-helpers.ts';

const users = usersApp();
const insert = (products: { stock_id: number; quantity: number }[]) => ({ shop_id: 1, currency_id: 1, rate: 1, products });

describe('GET dashboard/user/cart', () => {
  it('answers 404 {message} while the user has no cart, the cart once there is one, 404 again once it is cleared', async () => {
    const { app, friend } = users;
    await call(app, 'DELETE', 'dashboard/user/cart/delete', { token: friend });
    expect((await answer(app, 'GET', 'dashboard/user/cart?currency_id=1', friend, Refusal, 404)).message).toBe('Not found');
    await answer(app, 'POST', 'dashboard/user/cart/insert-product', friend, CartOne, 200, insert([{ stock_id: 11, quantity: 1 }]));
    await answer(app, 'GET', 'dashboard/user/cart?currency_id=1', friend, CartOne);
    expect((await answer(app, 'DELETE', 'dashboard/user/cart/delete', friend, DeletedOne)).data.deleted).toBe(1);
    await answer(app, 'GET', 'dashboard/user/cart', friend, Refusal, 404);
    await answer(app, 'DELETE', 'dashboard/user/cart/delete', friend, Refusal, 404);
  });

  it('refuses a guest with 401 (never the 404 of no cart)', async () => {
    await answer(users.app, 'GET', 'dashboard/user/cart', undefined, Refusal, 401);
  });
});

describe('the cart answers: user_carts[].cart_id', () => {
  it("names the cart in every member's part: insert, read, open, set-group, join, the member's insert and read", async () => {
    const { app, demo } = users;
    await call(app, 'DELETE', 'dashboard/user/cart/delete', { token: demo });
    const inserted = await answer(app, 'POST', 'dashboard/user/cart/insert-product', demo, CartOne, 200, insert([{ stock_id: 11, quantity: 2 }]));
    const cartId = inserted.data.id;
    expect(inserted.data.user_carts.map((u) => u.cart_id)).toEqual([cartId]);
    await answer(app, 'GET', 'dashboard/user/cart', demo, CartOne);
    await answer(app, 'POST', 'dashboard/user/cart/open', demo, CartOne, 200, { shop_id: 1, currency_id: 1 });
    const grouped = await answer(app, 'POST', `dashboard/user/cart/set-group/${cartId}`, demo, CartGroupOne);
    const secret = (grouped.data as { share_secret?: string }).share_secret;
    const joined = await answer(app, 'POST', 'rest/cart/open', undefined, CartMemberOne, 200, { name: 'Jamie', shop_id: 1, cart_id: cartId, secret });
    const member = await answer(app, 'POST', 'rest/cart/insert-product', undefined, CartOne, 200, { shop_id: 1, cart_id: cartId, user_cart_uuid: joined.data.uuid, products: [{ stock_id: 11, quantity: 1 }] });
    expect(member.data.user_carts.map((u) => u.cart_id)).toEqual([cartId, cartId]);
    const read = await answer(app, 'GET', `rest/cart/${cartId}?user_cart_uuid=${joined.data.uuid}`, undefined, CartOne);
    expect(read.data.user_carts.find((u) => u.uuid === joined.data.uuid)?.cart_id).toBe(cartId);
  });
});

describe('DELETE dashboard/user/cart/member/delete (the owner removes members)', () => {
  it('removes the members named by uuid in ids[] of cart_id, as the family client sends them in the query', async () => {
    const { app, demo } = users;
    const { cartId, uuid, secret } = await groupWithGuest(app, demo, 1);
    const other = await answer(app, 'POST', 'rest/cart/open', undefined, CartMemberOne, 200, { name: 'Sam', shop_id: 1, cart_id: cartId, secret });
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}&ids%5B0%5D=${uuid}`, demo, Done);
    const left = await answer(app, 'GET', 'dashboard/user/cart', demo, CartOne);
    expect(left.data.user_carts.map((u) => u.uuid)).not.toContain(uuid);
    expect(left.data.user_carts.map((u) => u.uuid)).toContain(other.data.uuid);
    // The body form (ids[] as JSON) and a member's row id are taken too.
    const row = left.data.user_carts.find((u) => u.uuid === other.data.uuid)!.id;
    await answer(app, 'DELETE', 'dashboard/user/cart/member/delete', demo, Done, 200, { cart_id: cartId, ids: [row] });
    expect((await answer(app, 'GET', 'dashboard/user/cart', demo, CartOne)).data.user_carts).toHaveLength(1);
  });

  it("refuses the owner's own part, an unknown member, another user's cart (404), no ids (422), a guest (401)", async () => {
    const { app, demo, friend } = users;
    const { cartId, uuid } = await groupWithGuest(app, demo, 1);
    const owner = (await answer(app, 'GET', 'dashboard/user/cart', demo, CartOne)).data.user_carts.find((u) => u.user_id)!;
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}&ids[]=${owner.uuid}`, demo, Refusal, 404);
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}&ids[]=no-such-member`, demo, Refusal, 404);
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}&ids[]=${uuid}`, friend, Refusal, 404);
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}`, demo, Refusal, 422);
    await answer(app, 'DELETE', `dashboard/user/cart/member/delete?cart_id=${cartId}&ids[]=${uuid}`, undefined, Refusal, 401);
    // None of them removed the guest.
    expect((await answer(app, 'GET', 'dashboard/user/cart', demo, CartOne)).data.user_carts.map((u) => u.uuid)).toContain(uuid);
  });
});
