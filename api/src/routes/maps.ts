/**
 * Maps (this API's additions, see the contract's family/additions.ts): the demo cities' base map, a shop's delivery
 * zone, and an order's simulated courier: its track, a ticket for its stream, and the stream.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BaseMapOne, CourierTicketOne, CourierTrackEvent, CourierTrackOne, ShopDeliveryZoneOne, Wire } from '@market/contract/src/family/index.ts';
import type { Scopes } from '../types.ts';
import { notFound, unauthorized } from '../lib/errors.ts';
import { int, str } from '../lib/query.ts';
import { userFromToken } from '../auth/guard.ts';
import { sendEventStream, streamTicket } from '../lib/sse.ts';
import { baseMap, shopDeliveryZone } from '../services/geo.ts';

/** A courier stream's ticket is good for that one order. */
const courierPurpose = (orderId: number): string => `courier-stream:${orderId}`;

export function mapRoutes({ pub, user, ctx }: Scopes): void {
  const { courier } = ctx;
  const orderId = (id: string): number => int(id) ?? 0;

  pub.get('/rest/map/base', async (_req, reply): Promise<Wire<typeof BaseMapOne>> => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { data: baseMap(ctx) };
  });
  pub.get<{ Params: { id: string } }>('/rest/shop/:id/delivery-zone', async (req): Promise<Wire<typeof ShopDeliveryZoneOne>> => ({
    data: shopDeliveryZone(ctx, int(req.params.id) ?? 0),
  }));

  user.get<{ Params: { id: string } }>('/dashboard/user/orders/:id/courier', async (req): Promise<Wire<typeof CourierTrackOne>> => ({
    data: courier.track(req.userId, orderId(req.params.id)),
  }));
  // EventSource cannot send headers: a short-lived ticket for `?ticket=`, for this order only.
  user.post<{ Params: { id: string } }>('/dashboard/user/orders/:id/courier/ticket', async (req): Promise<Wire<typeof CourierTicketOne>> => {
    const id = courier.track(req.userId, orderId(req.params.id)).order_id;
    return { data: await streamTicket(ctx, req.userId, courierPurpose(id)) };
  });
  pub.get<{ Params: { id: string } }>('/dashboard/user/orders/:id/courier/stream', async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = orderId(req.params.id);
    const ticket = str((req.query as Record<string, unknown>).ticket);
    // A guest (no ticket) is refused as on every signed-in route; a ticket that is not this order's owner's: 404.
    if (!ticket) throw unauthorized();
    const userId = id ? await userFromToken(ctx, ticket, courierPurpose(id)) : null;
    if (!userId) throw notFound();
    sendEventStream<Wire<typeof CourierTrackEvent>>(req, reply, {
      first: courier.track(userId, id),
      subscribe: (send) => courier.subscribe(id, send),
      last: (track) => track.status === 'delivered',
    });
  });
}
