import { randomUUID } from 'node:crypto';
import { PASSWORD_MIN, type AfterVerifyResult, type AuthResult } from '@market/contract';
import type { Ctx } from '../context.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { mediaUrl } from '../lib/media.ts';
import { presentUser, type UserRow } from './present.ts';
import { notify } from './notify.ts';
import type { FirebaseIdentity } from '../auth/firebase.ts';
import { hashPassword } from '../auth/password.ts';

export function userRow(ctx: Ctx, id: number): UserRow {
  const u = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
  if (!u) throw notFound();
  return u;
}

export async function authResult(ctx: Ctx, userId: number): Promise<AuthResult> {
  return { access_token: await ctx.tokens.sign(userId), token_type: 'Bearer', user: presentUser(ctx, userRow(ctx, userId)) };
}

/** A sign-in as the family answers its code steps: `token` (the same as `access_token`) beside the user. */
export async function tokenResult(ctx: Ctx, userId: number): Promise<AfterVerifyResult> {
  const auth = await authResult(ctx, userId);
  return { token: auth.access_token, ...auth };
}

/**
 * A phone's digits: phones are compared by them, so `12025550101` (a number or a string, as the family's forms
 * send it) and `+1 (202) 555-0101` name the user stored as `+12025550101`.
 */
export const phoneDigits = (phone: string | number): string => String(phone).replace(/\D/g, '');

/** The user with this phone (compared by digits), if any; `except` leaves one user out. */
export function userByPhone(ctx: Ctx, phone: string | number, except?: number): { id: number; firebase_uid: string | null } | undefined {
  const digits = phoneDigits(phone);
  if (!digits) return undefined;
  return ctx.db.get<{ id: number; firebase_uid: string | null }>(
    "SELECT id, firebase_uid FROM users WHERE replace(phone, '+', '') = ? AND id != ? ORDER BY id LIMIT 1",
    [digits, except ?? 0],
  );
}

/** The user with this email (as stored, compared exactly), if any. */
export function userByEmail(ctx: Ctx, email: string): UserRow | undefined {
  return ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email]);
}

/** Sets the user's password (stored as its scrypt hash); `touch`: the row's updated_at moves too. */
export function setPassword(ctx: Ctx, userId: number, password: string, touch = true): void {
  if (touch) ctx.db.run('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', [hashPassword(password), ctx.now().toISOString(), userId]);
  else ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(password), userId]);
}

/** The user's phone is proven (a code sent to it, or the identity provider); the first proof's time is kept. */
export function markPhoneVerified(ctx: Ctx, userId: number): void {
  ctx.db.run('UPDATE users SET phone_verified_at = coalesce(phone_verified_at, ?) WHERE id = ?', [ctx.now().toISOString(), userId]);
}

/** The user's email address is proven; the first proof's time is kept. */
export function markEmailVerified(ctx: Ctx, userId: number): void {
  ctx.db.run('UPDATE users SET email_verified_at = coalesce(email_verified_at, ?) WHERE id = ?', [ctx.now().toISOString(), userId]);
}

export interface NewUser {
  firstname: string;
  lastname?: string;
  email?: string;
  phone?: string;
  passwordHash?: string;
  img?: string;
  gender?: string;
  referral?: string;
  firebaseUid?: string;
  emailVerified?: boolean;
  phoneVerified?: boolean;
}

/** Creates a user (unique email and phone: 422 otherwise); a valid referral code links the referrer. */
export function createUser(ctx: Ctx, u: NewUser): number {
  const { db } = ctx;
  if (u.email && db.get('SELECT id FROM users WHERE email = ?', [u.email])) throw new HttpError(422, MSG.emailTaken, { email: [MSG.emailTaken] });
  if (u.phone && userByPhone(ctx, u.phone)) {
    throw new HttpError(422, 'The phone has already been taken', { phone: ['The phone has already been taken'] });
  }
  const referrer = u.referral ? db.get<{ id: number }>('SELECT id FROM users WHERE my_referral = ?', [u.referral.toUpperCase()]) : undefined;
  const now = ctx.now().toISOString();
  const firstname = u.firstname.trim() || 'Guest';
  return db.tx(() => {
    const id = db.insert('users', {
      uuid: randomUUID(),
      firstname,
      lastname: u.lastname,
      email: u.email,
      phone: u.phone,
      password_hash: u.passwordHash,
      img: u.img ?? mediaUrl('avatar', `${firstname} ${u.lastname ?? ''}`.trim()),
      gender: u.gender,
      referred_by: referrer?.id,
      firebase_uid: u.firebaseUid,
      wallet_uuid: randomUUID(),
      currency_id: 1,
      email_verified_at: u.emailVerified ? now : null,
      phone_verified_at: u.phoneVerified ? now : null,
      created_at: now,
      updated_at: now,
    });
    db.run('UPDATE users SET my_referral = ? WHERE id = ?', [`${firstname.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 8) || 'USER'}${1000 + id}`, id]);
    if (referrer) {
      notify(ctx, referrer.id, 'new_user_by_referral', `${firstname} joined`, 'A friend signed up with your referral code', { client_id: id });
    }
    return id;
  });
}

/** The API user behind a verified Firebase identity: by uid, then verified email, then phone; else a new user. */
export function userFromFirebase(ctx: Ctx, who: FirebaseIdentity, extra: { firstname?: string; lastname?: string; name?: string; referral?: string; avatar?: string } = {}): number {
  const { db } = ctx;
  const byUid = db.get<{ id: number }>('SELECT id FROM users WHERE firebase_uid = ?', [who.uid]);
  if (byUid) return byUid.id;
  const byEmail = who.email ? db.get<{ id: number; firebase_uid: string | null }>('SELECT id, firebase_uid FROM users WHERE email = ?', [who.email]) : undefined;
  if (byEmail) {
    // Linking an existing account needs proof that the identity owns the address.
    if (!who.emailVerified || byEmail.firebase_uid) throw new HttpError(422, MSG.emailTaken, { email: [MSG.emailTaken] });
    db.run('UPDATE users SET firebase_uid = ?, email_verified_at = coalesce(email_verified_at, ?) WHERE id = ?', [who.uid, ctx.now().toISOString(), byEmail.id]);
    return byEmail.id;
  }
  const byPhone = who.phone ? userByPhone(ctx, who.phone) : undefined;
  if (byPhone && !byPhone.firebase_uid) {
    db.run('UPDATE users SET firebase_uid = ?, phone_verified_at = coalesce(phone_verified_at, ?) WHERE id = ?', [who.uid, ctx.now().toISOString(), byPhone.id]);
    return byPhone.id;
  }
  const [first, ...rest] = (extra.name ?? who.name ?? '').trim().split(/\s+/);
  return createUser(ctx, {
    firstname: extra.firstname || first || who.email?.split('@')[0] || 'Guest',
    lastname: extra.lastname || rest.join(' ') || undefined,
    email: who.email,
    phone: byPhone ? undefined : who.phone,
    img: who.picture ?? extra.avatar,
    referral: extra.referral,
    firebaseUid: who.uid,
    emailVerified: who.emailVerified,
    phoneVerified: Boolean(who.phone),
  });
}

/** A password and its confirmation: 422 per field with the catalogue's texts. */
export function checkNewPassword(password: unknown, confirmation: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw invalid('password', MSG.required);
  if (password.length < PASSWORD_MIN) throw invalid('password', MSG.passwordShort);
  if (password !== confirmation) throw invalid('password_confirmation', MSG.passwordsMismatch);
  return password;
}
