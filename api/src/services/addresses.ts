/**
 * The signed-in user's delivery addresses. A user with addresses has exactly one active one: the first saved becomes
 * it, saving one as active moves it there, and deleting the active one makes the newest left active.
 */
import type { AddressWire, Paginated } from '@market/contract';
import type { AddressBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';

interface AddressRow { id: number; user_id: number; title: string | null; address: string; latitude: number; longitude: number; active: number }

/** The family's shape: the point as `{latitude, longitude}`, a missing title as null. */
function presentAddress(r: AddressRow): AddressWire {
  return { id: r.id, title: r.title, address: JSON.parse(r.address) as AddressWire['address'], location: { latitude: r.latitude, longitude: r.longitude }, active: r.active === 1 };
}

const ownRow = (ctx: Ctx, userId: number, id: number): AddressRow | undefined =>
  ctx.db.get<AddressRow>('SELECT * FROM addresses WHERE id = ? AND user_id = ?', [id, userId]);

/** Exactly one active address: make `id` the active one. */
function setActive(ctx: Ctx, userId: number, id: number): void {
  ctx.db.run('UPDATE addresses SET active = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?', [id, userId]);
}

/** A page of the user's addresses, the active one first. */
export function addressPage(ctx: Ctx, userId: number, p: PageArgs): Paginated<AddressWire> {
  return pageQuery<AddressRow, AddressWire>(ctx.db, p, '*', 'FROM addresses WHERE user_id = ?', 'active DESC, id', [userId], (rows) => rows.map(presentAddress));
}

/** One of the user's addresses; undefined when it is not theirs or does not exist. */
export function ownAddress(ctx: Ctx, userId: number, id: number): AddressWire | undefined {
  const row = ownRow(ctx, userId, id);
  return row && presentAddress(row);
}

/**
 * Saves a new address of the user, or (with `id`, one of theirs) changes it. It becomes the active one when it says
 * so or when the user has no other active address; `active: false` (or 0) on a change makes it inactive otherwise.
 */
export function saveAddress(ctx: Ctx, userId: number, b: AddressBody, id?: number): AddressWire {
  const { db } = ctx;
  return db.tx(() => {
    const row = { title: b.title, address: JSON.stringify(b.address), latitude: b.location.latitude, longitude: b.location.longitude };
    const addressId = id ?? db.insert('addresses', { ...row, user_id: userId, active: 0, created_at: ctx.now().toISOString() });
    if (id) db.update('addresses', id, row);
    const hasActive = db.get('SELECT id FROM addresses WHERE user_id = ? AND active = 1 AND id != ?', [userId, addressId]);
    if (b.active || !hasActive) setActive(ctx, userId, addressId);
    else if ((b.active === false || b.active === 0) && id) db.update('addresses', id, { active: 0 });
    return presentAddress(ownRow(ctx, userId, addressId)!);
  });
}

/** Makes one of the user's addresses the active one; undefined when it is not theirs. */
export function makeAddressActive(ctx: Ctx, userId: number, id: number): AddressWire | undefined {
  if (!ownRow(ctx, userId, id)) return undefined;
  setActive(ctx, userId, id);
  return ownAddress(ctx, userId, id);
}

/** Deletes those of the ids that are the user's addresses; returns how many. The newest left becomes active if the active one went. */
export function deleteAddresses(ctx: Ctx, userId: number, ids: number[]): number {
  const { db } = ctx;
  return db.tx(() => {
    const r = db.run('DELETE FROM addresses WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))', [userId, JSON.stringify(ids)]);
    if (r.changes && !db.get('SELECT id FROM addresses WHERE user_id = ? AND active = 1', [userId])) {
      const next = db.get<{ id: number }>('SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1', [userId]);
      if (next) setActive(ctx, userId, next.id);
    }
    return r.changes;
  });
}
