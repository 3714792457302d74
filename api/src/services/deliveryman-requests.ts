/**
 * Courier sign-up: a user's application to deliver, which stays "new" (under review) until an admin accepts or
 * rejects it. A user has one open application at a time; after a rejection they may apply again.
 */
import { normalizePhone, type DeliverymanRequest } from '@market/contract';
import type { DeliverymanRequestBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { uploadedBy } from './uploads.ts';

interface RequestRow {
  id: number; user_id: number; name: string; phone: string; vehicle_type: DeliverymanRequest['vehicle_type']; city: string;
  documents: string; status: DeliverymanRequest['status']; created_at: string; updated_at: string;
}

/** The form as the route read it: name and city trimmed and not empty. */
export type CourierApplication = Pick<DeliverymanRequestBody, 'name' | 'city' | 'phone' | 'vehicle_type' | 'documents'>;

function present(r: RequestRow): DeliverymanRequest {
  return {
    id: r.id, name: r.name, phone: r.phone, vehicle_type: r.vehicle_type, city: r.city, documents: JSON.parse(r.documents) as string[],
    status: r.status, created_at: r.created_at, updated_at: r.updated_at,
  };
}

/**
 * Files the application. Its documents are files this user uploaded (`galleries`), nothing else (422 documents);
 * a second application while one is new or accepted: 422 name.
 */
export function applyAsCourier(ctx: Ctx, userId: number, a: CourierApplication): DeliverymanRequest {
  const { db } = ctx;
  const documents = [...new Set(a.documents)];
  if (documents.some((url) => !uploadedBy(ctx, url, userId))) throw invalid('documents', 'The selected documents is invalid.');
  if (db.get("SELECT id FROM deliveryman_requests WHERE user_id = ? AND status != 'rejected'", [userId])) {
    throw invalid('name', 'You have already applied');
  }
  const at = ctx.now().toISOString();
  const id = db.insert('deliveryman_requests', {
    user_id: userId, name: a.name, phone: normalizePhone(a.phone), vehicle_type: a.vehicle_type, city: a.city, documents: JSON.stringify(documents),
    status: 'new', created_at: at, updated_at: at,
  });
  return present(db.get<RequestRow>('SELECT * FROM deliveryman_requests WHERE id = ?', [id])!);
}

/** The user's latest application, if any. */
export function latestCourierApplication(ctx: Ctx, userId: number): DeliverymanRequest | undefined {
  const row = ctx.db.get<RequestRow>('SELECT * FROM deliveryman_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1', [userId]);
  return row && present(row);
}
