/** Courier sign-up: a signed-in user's application (POST) and its state (GET show), like the be-seller request. */
import { DeliverymanRequestBody } from '@market/contract/src/schemas/index.ts';
import type { DeliverymanRequestOne, Wire } from '@market/contract/src/family/index.ts';
import type { Scopes } from '../types.ts';
import { found, invalid, MSG } from '../lib/errors.ts';
import { applyAsCourier, latestCourierApplication } from '../services/deliveryman-requests.ts';

export function deliverymanRequestRoutes({ user, ctx }: Scopes): void {
  // The application stays "new" (under review) until an admin accepts or rejects it; after a rejection the user may apply again.
  user.post('/dashboard/user/deliveryman-requests', { schema: { body: DeliverymanRequestBody } }, async (req, reply) => {
    const b = req.body as DeliverymanRequestBody;
    const name = b.name.trim();
    const city = b.city.trim();
    if (!name) throw invalid('name', MSG.required);
    if (!city) throw invalid('city', MSG.required);
    const data = applyAsCourier(ctx, req.userId, { name, city, phone: b.phone, vehicle_type: b.vehicle_type, documents: b.documents });
    return reply.code(201).send({ data } satisfies Wire<typeof DeliverymanRequestOne>);
  });

  // The user's latest application; 404 when there is none.
  user.get('/dashboard/user/deliveryman-requests/show', async (req): Promise<Wire<typeof DeliverymanRequestOne>> => {
    return found(latestCourierApplication(ctx, req.userId));
  });
}
