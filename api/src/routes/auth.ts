/** auth/*: password login, identity-provider exchanges, registration and verification, forgotten passwords. */
import type { RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { normalizePhone, PHONE_PATTERN } from '@market/contract';
import {
  AfterVerifyBody, ForgotPhoneBody, LoginBody, SocialCallbackBody, VerifyPhoneBody,
} from '@market/contract/src/schemas/index.ts';
import type { Scopes } from '../types.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { clientKey } from '../lib/client-address.ts';
import { str } from '../lib/query.ts';
import { validateBody } from '../lib/validation.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { verifyIdToken } from '../auth/firebase.ts';
import {
  authResult, checkNewPassword, createUser, markEmailVerified, markPhoneVerified, phoneDigits, setPassword, tokenResult, userByEmail, userByPhone,
  userFromFirebase, userRow,
} from '../services/users.ts';
import {
  checkCode, confirmedRegistration, confirmMailedCode, sendRegistrationCode, sendResetCode, verificationKind, wrongCode, type VerificationRow,
} from '../services/verifications.ts';
import { accountKey, assertNotLocked, signInFailed, signInSucceeded } from '../services/sign-in-attempts.ts';
import { signOut } from '../services/sessions.ts';
import { bearer } from '../auth/guard.ts';
import type { CodeVerifiedOne, LoginAnswer, TokenAnswer, VerifyIdAnswer, Wire } from '@market/contract/src/family/index.ts';

type Q = Record<string, unknown>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function authRoutes({ pub, ctx }: Scopes): void {
  const limit = ctx.options.authRateLimit;
  const rl: RouteShorthandOptions = limit ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {};
  const post = (path: string, opts: RouteShorthandOptions, handler: RouteHandlerMethod): void => {
    pub.post(path, { ...rl, ...opts }, handler);
  };

  post('/auth/login', { schema: { body: LoginBody } }, async (req): Promise<Wire<typeof LoginAnswer>> => {
    const body = req.body as LoginBody;
    if (!body.email && !body.phone) throw invalid('email', MSG.required);
    const account = accountKey(body);
    assertNotLocked(ctx, account);
    const byPhone = body.email ? undefined : userByPhone(ctx, body.phone!);
    const user = body.email ? userByEmail(ctx, body.email) : byPhone && userRow(ctx, byPhone.id);
    // Always run scrypt so unknown accounts take as long as wrong passwords.
    const ok = await verifyPassword(body.password, user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    if (!user || !ok) {
      signInFailed(ctx, account);
      throw new HttpError(422, MSG.loginInvalid, { password: [MSG.loginInvalid] });
    }
    signInSucceeded(ctx, account);
    return { data: await authResult(ctx, user.id) };
  });

  // Sign-out: the token (the gateway's bearer, from the session cookie) is revoked and the cookie removed. Open to a
  // caller without a valid token too, so a session the API already refused still loses its cookie.
  pub.post('/auth/logout', {}, async (req, reply) => {
    await signOut(ctx, req, reply, bearer(req));
    return reply.code(204).send();
  });

  // Identity-provider exchanges: Google, Facebook, Apple, and the generic one (email link, phone, password).
  const exchange = async (body: SocialCallbackBody): Promise<Wire<typeof LoginAnswer>> => {
    const who = await verifyIdToken(ctx, body.id);
    const id = userFromFirebase(ctx, who, { firstname: body.firstname, lastname: body.lastname, name: body.name, referral: body.referral, avatar: body.avatar });
    return { data: await authResult(ctx, id) };
  };
  for (const provider of ['google', 'facebook', 'apple', 'firebase']) {
    post(`/auth/${provider}/callback`, { schema: { body: SocialCallbackBody } }, async (req) => exchange(req.body as SocialCallbackBody));
  }

  // Registration with a code sent to the address or phone (services/verifications.ts: the outbox).
  post('/auth/register', {}, async (req): Promise<Wire<typeof VerifyIdAnswer>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const email = str(q.email);
    const phone = str(q.phone);
    if (email) {
      if (!EMAIL.test(email)) throw invalid('email', 'The email must be a valid email address.');
      if (userByEmail(ctx, email)) throw invalid('email', MSG.emailTaken);
      return { data: sendRegistrationCode(ctx, email.toLowerCase(), clientKey(req.ip)) };
    }
    if (phone) {
      if (!PHONE_PATTERN.test(phone)) throw invalid('phone', MSG.phoneInvalid);
      if (userByPhone(ctx, phone)) throw invalid('phone', 'The phone has already been taken');
      return { data: sendRegistrationCode(ctx, normalizePhone(phone), clientKey(req.ip)) };
    }
    throw invalid('email', MSG.required);
  });

  post('/auth/resend-verify', {}, async (req): Promise<Wire<typeof VerifyIdAnswer>> => {
    const email = str((req.query as Q).email ?? (req.body as Q | null)?.email);
    if (!email) throw invalid('email', MSG.required);
    if (userByEmail(ctx, email)) throw invalid('email', MSG.emailTaken);
    return { data: sendRegistrationCode(ctx, email.toLowerCase(), clientKey(req.ip)) };
  });

  // GET auth/verify/{code}: the code the user typed from the mail (the family's flow) confirms the address (never
  // the verifyId, which the register answer carries); auth/after-verify then creates the account.
  pub.get<{ Params: { code: string } }>('/auth/verify/:code', { ...rl }, async (req): Promise<Wire<typeof CodeVerifiedOne>> => {
    const row = confirmMailedCode(ctx, req.params.code, clientKey(req.ip), str((req.query as Q).email));
    return { data: { verified: true, target: row.target, email: row.target } };
  });

  // Codes (query verifyCode & verifyId), or a phone confirmed by the identity provider (body type 'firebase').
  post('/auth/verify/phone', {}, async (req): Promise<Wire<typeof TokenAnswer> | Wire<typeof CodeVerifiedOne>> => {
    const q = req.query as Q;
    const body = (req.body as Q | null) ?? {};
    if (body.type === 'firebase' || body.id) {
      const parsed = validateBody<VerifyPhoneBody>(req, VerifyPhoneBody, body);
      if (!parsed.id) throw invalid('id', MSG.required);
      const who = await verifyIdToken(ctx, parsed.id);
      if (!who.phone || phoneDigits(who.phone) !== phoneDigits(parsed.phone)) throw invalid('phone', MSG.phoneInvalid);
      const id = userFromFirebase(ctx, { ...who, email: parsed.email ?? who.email, emailVerified: who.emailVerified }, {
        firstname: parsed.firstname, lastname: parsed.lastname, referral: parsed.referral,
      });
      if (parsed.password) {
        checkNewPassword(parsed.password, parsed.password_confirmation);
        setPassword(ctx, id, parsed.password, false);
      }
      return { data: await tokenResult(ctx, id) };
    }
    // A code by SMS (query verifyCode & verifyId) signs in, as the family answers it (`token` and `user`): a
    // registration's code creates the account (the names, when the body has none, come after on /update-details),
    // a forgotten password's code signs its user in (the new password comes after on /update-password).
    const verifyId = str(q.verifyId ?? body.verifyId);
    const kind = verificationKind(ctx, verifyId) ?? 'register';
    const row: VerificationRow = checkCode(ctx, { verifyId, kind }, str(q.verifyCode ?? body.verifyCode));
    // An email registration's code only confirms the address (auth/after-verify creates the account).
    if (row.target.includes('@')) return { data: { verified: true, verifyId: row.id, target: row.target } };
    const existing = userByPhone(ctx, row.target);
    if (row.kind === 'reset') {
      // A reset asked for a phone no account has: its code signs nobody in, and says so no differently.
      if (!existing) throw wrongCode();
      markPhoneVerified(ctx, existing.id);
      return { data: await tokenResult(ctx, existing.id) };
    }
    const password = body.password ? checkNewPassword(body.password, body.password_confirmation) : undefined;
    const id = createUser(ctx, {
      firstname: str(body.firstname) ?? '', lastname: str(body.lastname), phone: row.target, phoneVerified: true,
      passwordHash: password ? hashPassword(password) : undefined, referral: str(body.referral),
    });
    return { data: await tokenResult(ctx, id) };
  });

  post('/auth/after-verify', { schema: { body: AfterVerifyBody } }, async (req): Promise<Wire<typeof TokenAnswer>> => {
    const body = req.body as AfterVerifyBody;
    checkNewPassword(body.password, body.password_confirmation);
    if (!confirmedRegistration(ctx, body.email, clientKey(req.ip))) throw invalid('email', 'The email is not verified');
    const id = createUser(ctx, {
      firstname: body.firstname, lastname: body.lastname, email: body.email, gender: body.gender, referral: body.referral,
      passwordHash: hashPassword(body.password), emailVerified: true,
    });
    return { data: await tokenResult(ctx, id) };
  });

  // Forgotten password by phone: a code (or the identity provider's phone proof) signs the user in. A phone no
  // account has is answered the same way (nothing is sent), so the answer does not tell who has an account.
  post('/auth/forgot/password', { schema: { body: ForgotPhoneBody } }, async (req): Promise<Wire<typeof VerifyIdAnswer>> => {
    const phone = (req.body as ForgotPhoneBody).phone;
    const user = userByPhone(ctx, phone);
    // The code is for the stored phone, so its digits find the user again whichever way they were typed.
    const target = user ? userRow(ctx, user.id).phone! : normalizePhone(String(phone));
    return { data: sendResetCode(ctx, target, Boolean(user)) };
  });
  post('/auth/forgot/password/confirm', { schema: { body: ForgotPhoneBody } }, async (req): Promise<Wire<typeof TokenAnswer>> => {
    const body = req.body as ForgotPhoneBody & { verifyId?: string; verifyCode?: string };
    const user = userByPhone(ctx, body.phone);
    if (body.id) {
      const who = await verifyIdToken(ctx, body.id);
      if (!who.phone || phoneDigits(who.phone) !== phoneDigits(body.phone)) throw invalid('phone', MSG.phoneInvalid);
    } else {
      const q = req.query as Q;
      const row = checkCode(ctx, { verifyId: str(body.verifyId ?? q.verifyId), kind: 'reset' }, str(body.verifyCode ?? q.verifyCode));
      if (phoneDigits(row.target) !== phoneDigits(body.phone)) throw wrongCode();
      // The code of a reset asked for a phone no account has signs nobody in.
      if (!user) throw wrongCode();
    }
    if (!user) throw notFound();
    return { data: await tokenResult(ctx, user.id) };
  });

  // Forgotten password by email, as the family does it: a code by mail, then the code alone signs the user in
  // (`token` and `user`); the new password comes after (dashboard/user/profile/password/update). A password sent
  // with the code (password & password_confirmation) is still checked and set. An address no account has is
  // answered the same way (nothing is sent).
  post('/auth/forgot/email-password', {}, async (req): Promise<Wire<typeof VerifyIdAnswer>> => {
    const email = str((req.query as Q).email ?? (req.body as Q | null)?.email);
    if (!email) throw invalid('email', MSG.required);
    const known = Boolean(userByEmail(ctx, email));
    return { data: sendResetCode(ctx, email.toLowerCase(), known) };
  });
  post('/auth/forgot/email-password/:code', {}, async (req): Promise<Wire<typeof TokenAnswer>> => {
    const q = { ...(req.query as Q), ...((req.body as Q | null) ?? {}) };
    const email = str(q.email);
    if (!email) throw invalid('email', MSG.required);
    const password = q.password === undefined || q.password === '' ? undefined : checkNewPassword(q.password, q.password_confirmation);
    checkCode(ctx, { target: email.toLowerCase(), kind: 'reset' }, (req.params as { code: string }).code);
    const user = userByEmail(ctx, email);
    if (!user) throw wrongCode();
    if (password) setPassword(ctx, user.id, password);
    markEmailVerified(ctx, user.id);
    return { data: await tokenResult(ctx, user.id) };
  });
}
