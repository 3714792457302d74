/**
 * The parcel list, the parcel courier review and stopping an order's repeat answer in the API family's format: per
 * route its status and the shape its customer web client reads (`@market/contract/src/family/`), with the empty and
 * the error cases.
 */
import Type from 'typebox';
import { Done, Id, Nullable, ParcelPage } from '@market/contract/src/family/index.ts';
import { appWithUsers, TODAY } from './helpers.ts';
import { answer, Refusal, usersApp } from './family-helpers.ts';

/** The order answer as far as its repeat goes: the family's client reads `repeat.id` and shows the dates. */
const OrderRepeat = Type.Object({ data: Type.Object({ id: Id, repeat: Nullable(Type.Object({ id: Id, order_id: Id, from: Nullable(Type.String()), to: Nullable(Type.String()) })) }) });

const users = usersApp();

describe('GET dashboard/user/parcel-orders', () => {
  it("answers the user's parcels as a page, newest first, with the rows the list shows", async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/parcel-orders?page=1', users.demo, ParcelPage);
    expect(body.data.map((p) => p.id)).toEqual([2, 1]);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(body.data[0]!.updated_at).toEqual(expect.any(String));
  });

  it('filters by statuses[] as the client asks active and past parcels', async () => {
    const active = await answer(users.app, 'GET', 'dashboard/user/parcel-orders?statuses[0]=new&statuses[1]=accepted&perPage=100', users.demo, ParcelPage);
    expect(active.data.map((p) => p.status)).toEqual(['new']);
    const past = await answer(users.app, 'GET', 'dashboard/user/parcel-orders?statuses[]=delivered&statuses[]=canceled&page=1', users.demo, ParcelPage);
    expect(past.data.map((p) => p.id)).toEqual([1]);
  });

  it('answers an empty page to a user without parcels, and the same list at the paginate alias', async () => {
    const empty = await answer(users.app, 'GET', 'dashboard/user/parcel-orders', users.friend, ParcelPage);
    expect(empty.data).toEqual([]);
    expect(empty.meta.total).toBe(0);
    const alias = await answer(users.app, 'GET', 'dashboard/user/parcel-orders/paginate', users.demo, ParcelPage);
    expect(alias.data.map((p) => p.id)).toEqual([2, 1]);
  });

  it('refuses a guest with 401 {message}', async () => {
    await answer(users.app, 'GET', 'dashboard/user/parcel-orders', undefined, Refusal, 401);
  });
});

describe('POST dashboard/user/parcel-orders/deliveryman-review/{id}', () => {
  it('reviews a delivered parcel once; a second review is refused per field', async () => {
    const { app: own, demo: token } = await appWithUsers();
    try {
      await answer(own, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/1', token, Done, 200, { rating: 5, comment: 'Quick' });
      const again = await answer(own, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/1', token, Refusal, 422, { rating: 4 });
      expect(again.message).toBe('This order was already reviewed');
    } finally {
      await own.close();
    }
  });

  it('refuses a parcel not yet delivered (400), a bad rating (422), another user (404), a guest (401)', async () => {
    await answer(users.app, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/2', users.demo, Refusal, 400, { rating: 5 });
    const bad = await answer(users.app, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/1', users.demo, Type.Object({ message: Type.String(), params: Type.Object({ rating: Type.Array(Type.String()) }) }), 422, {});
    expect(bad.params.rating.length).toBeGreaterThan(0);
    await answer(users.app, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/1', users.friend, Refusal, 404, { rating: 5 });
    await answer(users.app, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/999', users.demo, Refusal, 404, { rating: 5 });
    await answer(users.app, 'POST', 'dashboard/user/parcel-orders/deliveryman-review/1', undefined, Refusal, 401, { rating: 5 });
  });
});

describe('order repeat: POST dashboard/user/orders/{id}/repeat, DELETE dashboard/user/orders/{repeat.id}/delete-repeat', () => {
  it('names the repeat on the order page by an id the delete takes; the delete stops it', async () => {
    const repeated = await answer(users.app, 'POST', 'dashboard/user/orders/1/repeat', users.demo, OrderRepeat, 200, { from: TODAY, to: '2030-05-20' });
    expect(repeated.data.repeat).toEqual({ id: 1, order_id: 1, from: TODAY, to: '2030-05-20' });
    expect((await answer(users.app, 'GET', 'dashboard/user/orders/1', users.demo, OrderRepeat)).data.repeat?.id).toBe(1);
    await answer(users.app, 'DELETE', `dashboard/user/orders/${repeated.data.repeat!.id}/delete-repeat`, users.demo, Done);
    expect((await answer(users.app, 'GET', 'dashboard/user/orders/1', users.demo, OrderRepeat)).data.repeat).toBeNull();
  });

  it('refuses an order that repeats nothing, another user, an unknown id (404) and a guest (401)', async () => {
    await answer(users.app, 'DELETE', 'dashboard/user/orders/1/delete-repeat', users.demo, Refusal, 404);
    await answer(users.app, 'POST', 'dashboard/user/orders/1/repeat', users.demo, OrderRepeat, 200, { from: TODAY });
    await answer(users.app, 'DELETE', 'dashboard/user/orders/1/delete-repeat', users.friend, Refusal, 404);
    await answer(users.app, 'DELETE', 'dashboard/user/orders/99999/delete-repeat', users.demo, Refusal, 404);
    await answer(users.app, 'DELETE', 'dashboard/user/orders/1/delete-repeat', undefined, Refusal, 401);
  });
});
