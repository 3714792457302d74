/** The family's sign-in, registration and password recovery, as its customer web client reads them. */
import Type from 'typebox';
import { Id, One, Str } from './common.ts';

const SignedUser = Type.Object({ id: Id, firstname: Str });

/** POST auth/login: the cookie gets `token_type + ' ' + access_token`; the store keeps `user`. */
export const LoginAnswer = One(Type.Object({ access_token: Str, token_type: Str, user: SignedUser }));

/**
 * Registration completed, a phone or email code confirmed, a forgotten password reset: the client stores
 * `'Bearer ' + data.token` and `data.user` (the key is `token`, not `access_token`).
 */
export const TokenAnswer = One(Type.Object({ token: Str, user: SignedUser }));

/** A code sent by SMS: the next step sends back `data.verifyId` with the code. */
export const VerifyIdAnswer = One(Type.Object({ verifyId: Str }));
