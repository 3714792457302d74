/** Door-to-door parcels: types, price, create (cash, wallet, provider), list, detail, cancel, review. */
import { ParcelOrderBody, ReviewBody } from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import { invalid, MSG, notFound } from '../lib/errors.ts';
import { int, latLng, list as listOf } from '../lib/query.ts';
import { pageArgs } from '../lib/paginate.ts';
import { activePayment, cancelByCustomer } from '../services/orders.ts';
import { payments } from '../services/payments.ts';
import { parcelTypes, typeOf, parcelPrice, parcelPage, presentParcels, ownParcel, createParcel } from '../services/parcels.ts';
import { reviewDelivered } from '../services/reviews.ts';
import type { ParcelOne, ParcelPage, ParcelPrice, ParcelTypeList, ParcelTypeOne, PaymentPageOne, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;

export function parcelRoutes({ pub, user, ctx }: Scopes): void {
  pub.get('/rest/parcel-order/types', async (req): Promise<Wire<typeof ParcelTypeList>> => ({ data: parcelTypes(ctx, req.lang) }));
  pub.get<{ Params: { id: string } }>('/rest/parcel-order/types/:id', async (req): Promise<Wire<typeof ParcelTypeOne>> => {
    const t = parcelTypes(ctx, req.lang).find((x) => x.id === int(req.params.id));
    if (!t) throw notFound();
    return { data: t };
  });
  pub.get('/rest/parcel-order/calculate-price', async (req): Promise<Wire<typeof ParcelPrice>> => {
    const q = req.query as Q;
    const type = typeOf(ctx, int(q.type_id), req.lang);
    const from = latLng(q.address_from);
    const to = latLng(q.address_to);
    if (!from) throw invalid('address_from', MSG.required);
    if (!to) throw invalid('address_to', MSG.required);
    return { data: parcelPrice(type, from, to) };
  });

  user.post('/dashboard/user/parcel-orders', { schema: { body: ParcelOrderBody } }, async (req, reply) => {
    const b = req.body as ParcelOrderBody;
    const payment = b.payment_id ? activePayment(ctx, b.payment_id) : payments(ctx).find((p) => p.tag === 'cash')!;
    const placed = createParcel(ctx, req.userId, b, payment);
    if (placed.url) return reply.send({ data: { url: placed.url } } satisfies Wire<typeof PaymentPageOne>);
    return reply.code(201).send({ data: presentParcels(ctx, [ownParcel(ctx, req.userId, placed.id)], req.lang)[0]! } satisfies Wire<typeof ParcelOne>);
  });
  // The family's list is the resource's index (its client asks active and past parcels with `statuses[]`);
  // `paginate` stays as an alias for clients of the earlier route.
  const list = async (req: { query: unknown; userId: number; lang: string }): Promise<Wire<typeof ParcelPage>> => {
    const q = req.query as Q;
    return parcelPage(ctx, req.userId, listOf(q.statuses ?? q.status), pageArgs(q), req.lang);
  };
  user.get('/dashboard/user/parcel-orders', list);
  user.get('/dashboard/user/parcel-orders/paginate', list);
  user.get<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id', async (req): Promise<Wire<typeof ParcelOne>> => ({ data: presentParcels(ctx, [ownParcel(ctx, req.userId, req.params.id)], req.lang)[0] }));
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id/status/change', async (req): Promise<Wire<typeof ParcelOne>> => {
    const parcel = ownParcel(ctx, req.userId, req.params.id);
    cancelByCustomer(ctx, req.userId, 'parcel', parcel, (req.query as Q).status ?? (req.body as Q | null)?.status);
    return { data: presentParcels(ctx, [ownParcel(ctx, req.userId, parcel.id)], req.lang)[0] };
  });
  // The family reviews a parcel's courier at `deliveryman-review/{id}`; `{id}/review` stays as an alias.
  const review = async (req: { params: { id: string }; body: unknown; userId: number; lang: string }): Promise<Wire<typeof ParcelOne>> => {
    const parcel = ownParcel(ctx, req.userId, req.params.id);
    const b = req.body as ReviewBody;
    reviewDelivered(ctx, req.userId, 'parcel', parcel, b);
    return { data: presentParcels(ctx, [parcel], req.lang)[0]! };
  };
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/deliveryman-review/:id', { schema: { body: ReviewBody } }, review);
  user.post<{ Params: { id: string } }>('/dashboard/user/parcel-orders/:id/review', { schema: { body: ReviewBody } }, review);
}
