/** The signed-in user's own profile: its fields, its password and the push token of their browser. */
import { normalizePhone } from '@market/contract';
import type { PasswordUpdateBody, ProfileUpdateBody } from '@market/contract/src/schemas/index.ts';
import type { Ctx } from '../context.ts';
import { invalid, MSG } from '../lib/errors.ts';
import { verifyPassword } from '../auth/password.ts';
import { checkNewPassword, setPassword, userByPhone, userRow } from './users.ts';

/**
 * Changes the fields given. An email or a phone another user has is refused (422 naming it), so is a currency that
 * is not active; a new phone is not proven yet.
 */
export function updateProfile(ctx: Ctx, userId: number, b: ProfileUpdateBody): void {
  const { db } = ctx;
  const u = userRow(ctx, userId);
  if (b.email && b.email.toLowerCase() !== u.email?.toLowerCase() && db.get('SELECT id FROM users WHERE email = ? AND id != ?', [b.email, u.id])) {
    throw invalid('email', MSG.emailTaken);
  }
  const phone = b.phone ? normalizePhone(b.phone) : undefined;
  if (phone && userByPhone(ctx, phone, u.id)) throw invalid('phone', 'The phone has already been taken');
  if (b.currency_id && !db.get('SELECT id FROM currencies WHERE id = ? AND active = 1', [b.currency_id])) throw invalid('currency_id', 'The selected currency id is invalid.');
  db.update('users', u.id, {
    firstname: b.firstname, lastname: b.lastname, email: b.email, phone, gender: b.gender, birthday: b.birthday, img: b.img,
    currency_id: b.currency_id, phone_verified_at: phone && phone !== u.phone ? null : undefined, updated_at: ctx.now().toISOString(),
  });
}

/**
 * A new password (checked against its confirmation). The old one, when given, must be right (422 old_password);
 * a user who signed up with an identity provider has none to give.
 */
export async function changePassword(ctx: Ctx, userId: number, b: PasswordUpdateBody): Promise<void> {
  checkNewPassword(b.password, b.password_confirmation);
  const u = userRow(ctx, userId);
  if (b.old_password !== undefined && u.password_hash && !(await verifyPassword(b.old_password, u.password_hash))) {
    throw invalid('old_password', 'The old password is incorrect');
  }
  setPassword(ctx, u.id, b.password);
}

/** The push token of the user's browser. */
export function setPushToken(ctx: Ctx, userId: number, token: string): void {
  ctx.db.update('users', userId, { firebase_token: token });
}
