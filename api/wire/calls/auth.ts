/** Sign-in, registration by email and by phone code, password recovery: the family client's auth screens. */
import { Done, LoginAnswer, TokenAnswer, VerifyIdAnswer } from '@market/contract/src/family/index.ts';
import type { FamilyCall } from '../types.ts';
import { keepData } from './keep.ts';

const NEW_EMAIL = 'wire-replay@market.test';
const NEW_PHONE = '12025550199';

export const calls: FamilyCall[] = [
  {
    screen: 'login form',
    method: 'POST',
    path: 'auth/login',
    body: { email: 'demo@market.test', password: 'demo1234' },
    auth: 'guest',
    schema: LoginAnswer,
  },
  // By phone the form sends the digits as a number.
  {
    screen: 'login form: phone',
    method: 'POST',
    path: 'auth/login',
    body: { phone: 12025550101, password: 'demo1234' },
    auth: 'guest',
    schema: LoginAnswer,
  },
  // Registration by email: the address gets a code, the user types it, then completes the form.
  {
    screen: 'register form: email',
    method: 'POST',
    path: `auth/register?email=${encodeURIComponent(NEW_EMAIL)}`,
    auth: 'guest',
    schema: Done,
    keep: keepData({ registerCode: 'verifyCode' }),
  },
  {
    screen: 'email code: resend',
    method: 'POST',
    path: `auth/resend-verify?email=${encodeURIComponent(NEW_EMAIL)}`,
    auth: 'guest',
    schema: Done,
    keep: keepData({ registerCode: 'verifyCode' }),
  },
  // The client sends the code the user typed as the path's last segment (the family mails that token).
  {
    screen: 'email code: verify',
    method: 'GET',
    path: (ctx) => `auth/verify/${ctx.ids.registerCode}`,
    auth: 'guest',
    schema: Done,
  },
  {
    screen: 'register details form (email)',
    method: 'POST',
    path: 'auth/after-verify',
    body: { email: NEW_EMAIL, firstname: 'Wire', lastname: 'Replay', password: 'replay1234', password_confirmation: 'replay1234', gender: 'male' },
    auth: 'guest',
    schema: TokenAnswer,
  },
  // Registration by phone (the custom SMS sign-up): the code comes back with a verifyId.
  {
    screen: 'register form: phone',
    method: 'POST',
    path: `auth/register?phone=${NEW_PHONE}`,
    auth: 'guest',
    schema: VerifyIdAnswer,
    keep: keepData({ phoneVerifyId: 'verifyId', phoneCode: 'verifyCode' }),
  },
  {
    screen: 'phone code: verify',
    method: 'POST',
    path: (ctx) => `auth/verify/phone?verifyCode=${ctx.ids.phoneCode}&verifyId=${ctx.ids.phoneVerifyId}`,
    auth: 'guest',
    schema: TokenAnswer,
  },
  // Forgotten password by email: a code by mail, then the code alone signs the user in (the new password comes after).
  {
    screen: 'reset password form: email',
    method: 'POST',
    path: 'auth/forgot/email-password?email=demo%40market.test',
    auth: 'guest',
    schema: Done,
    keep: keepData({ resetCode: 'verifyCode' }),
  },
  {
    screen: 'reset code form: email',
    method: 'POST',
    path: (ctx) => `auth/forgot/email-password/${ctx.ids.resetCode}?verifyCode=${ctx.ids.resetCode}&email=demo%40market.test`,
    auth: 'guest',
    schema: TokenAnswer,
  },
  // Forgotten password by phone (custom SMS): a verifyId, then the code signs the user in.
  {
    screen: 'reset password form: phone',
    method: 'POST',
    path: 'auth/forgot/password',
    body: { phone: '12025550101' },
    auth: 'guest',
    schema: VerifyIdAnswer,
    keep: keepData({ resetVerifyId: 'verifyId', resetPhoneCode: 'verifyCode' }),
  },
  {
    screen: 'reset code form: phone',
    method: 'POST',
    path: (ctx) => `auth/verify/phone?verifyCode=${ctx.ids.resetPhoneCode}&verifyId=${ctx.ids.resetVerifyId}`,
    auth: 'guest',
    schema: TokenAnswer,
  },
];
