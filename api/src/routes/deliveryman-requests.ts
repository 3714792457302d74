/** Courier sign-up: a signed-in user's application (POST) and its state (GET show), like the be-seller request. */
import { normalizePhone, type DeliverymanRequest } from '@market/contract';
import { DeliverymanRequestBody } from '@market/contract/src/schemas/index.ts';
import type { DeliverymanRequestOne, Wire } from '@market/contract/src/family/index.ts';
import type { Scopes } from '../types.ts';
import { invalid, MSG, notFound } from '../lib/errors.ts';
import { MEDIA_PREFIX } from '../lib/media.ts';

interface RequestRow {
  id: number; user_id: number; name: string; phone: string; vehicle_type: DeliverymanRequest['vehicle_type']; city: string;
  documents: string; status: DeliverymanRequest['status']; created_at: string; updated_at: string;
}

function present(r: RequestRow): DeliverymanRequest {
  return {
    id: r.id, name: r.name, phone: r.phone, vehicle_type: r.vehicle_type, city: r.city, documents: JSON.parse(r.documents) as string[],
    status: r.status, created_at: r.created_at, updated_at: r.updated_at,
  };
}

const UPLOAD_URL = new RegExp(`^${MEDIA_PREFIX}/uploads/([0-9a-f-]{36})\\.[a-z]+$`);

export function deliverymanRequestRoutes({ user, ctx }: Scopes): void {
  const { db } = ctx;

  // The application stays "new" (under review) until an admin accepts or rejects it; after a rejection the user may apply again.
  user.post('/dashboard/user/deliveryman-requests', { schema: { body: DeliverymanRequestBody } }, async (req, reply) => {
    const b = req.body as DeliverymanRequestBody;
    const name = b.name.trim();
    const city = b.city.trim();
    if (!name) throw invalid('name', MSG.required);
    if (!city) throw invalid('city', MSG.required);
    // Documents are files this user uploaded through `galleries`, nothing else.
    const documents = [...new Set(b.documents)];
    for (const url of documents) {
      const id = UPLOAD_URL.exec(url)?.[1];
      if (!id || !db.get('SELECT id FROM media_uploads WHERE id = ? AND user_id = ?', [id, req.userId])) {
        throw invalid('documents', 'The selected documents is invalid.');
      }
    }
    if (db.get("SELECT id FROM deliveryman_requests WHERE user_id = ? AND status != 'rejected'", [req.userId])) {
      throw invalid('name', 'You have already applied');
    }
    const at = ctx.now().toISOString();
    const id = db.insert('deliveryman_requests', {
      user_id: req.userId, name, phone: normalizePhone(b.phone), vehicle_type: b.vehicle_type, city, documents: JSON.stringify(documents),
      status: 'new', created_at: at, updated_at: at,
    });
    return reply.code(201).send({ data: present(db.get<RequestRow>('SELECT * FROM deliveryman_requests WHERE id = ?', [id])!) } satisfies Wire<typeof DeliverymanRequestOne>);
  });

  // The user's latest application; 404 when there is none.
  user.get('/dashboard/user/deliveryman-requests/show', async (req): Promise<Wire<typeof DeliverymanRequestOne>> => {
    const row = db.get<RequestRow>('SELECT * FROM deliveryman_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1', [req.userId]);
    if (!row) throw notFound();
    return { data: present(row) };
  });
}
