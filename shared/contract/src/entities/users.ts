/** Users and auth: entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyUserNotification, ImageUploaded } from '../family/account.ts';
import type { TokenAnswer } from '../family/auth.ts';
import type { ShopStatus } from './catalogue.ts';

export interface Wallet {
  /** One wallet per user: its id is the user's (the family's client sends it as `wallet_id` with a top-up). */
  id: number;
  uuid: string;
  /** Balance in the default currency. */
  price: number;
  symbol: string;
}

export interface User {
  id: number;
  uuid: string;
  firstname: string;
  /** null when the user has none, as the family sends it (here and in `email`, `phone`, `img`, `my_referral`). */
  lastname: string | null;
  email: string | null;
  phone: string | null;
  img: string | null;
  gender?: string;
  birthday?: string;
  currency_id?: number;
  /** This user's referral code (share link `/register?referral_code=…`). */
  my_referral: string | null;
  referral_from_topup_price?: number;
  referral_from_topup_count?: number;
  wallet: Wallet;
  /** Whether an email / phone is confirmed. */
  email_verified_at?: string | null;
  phone_verified_at?: string | null;
  /** The shop this user asked to create (be-seller), if any. */
  shop?: { id: number; uuid: string; status: ShopStatus } | null;
  created_at?: string;
  /** No password yet (signed up through a provider): a new password needs no old one. Sent on every user. */
  empty_p: boolean;
  /** Each notification type with this user's switch (`notification.active`), as the family sends it. Sent on every user. */
  notifications: Static<typeof FamilyUserNotification>[];
}

export interface AuthResult {
  access_token: string;
  token_type: 'Bearer';
  user: User;
}

/** auth/register: when the account needs a confirmation, the id to confirm it with. */
export interface RegisterResult {
  verifyId?: string;
  /** Only in the reference API's development mode (no mail is sent): the code that was "sent". */
  verifyCode?: string;
}

/**
 * The code steps (auth/after-verify, auth/verify/phone, auth/forgot/email-password/{code}, auth/forgot/password/confirm)
 * answer `{token, user}` as the family does; `access_token` is the same token, as elsewhere.
 */
export interface AfterVerifyResult {
  token: Static<typeof TokenAnswer>['data']['token'];
  access_token: string;
  token_type: 'Bearer';
  user: User;
}

/** The user found by `dashboard/user/search-sending` (wallet send). */
export interface UserSummary {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string | null;
  img?: string;
  /** The recipient's wallet uuid: what `wallet/send` takes. */
  wallet_uuid: string;
}

/** An uploaded image (POST dashboard/galleries): its address as `title` (the family's), and as `url` from this API. */
export type UploadedImage = Static<typeof ImageUploaded>['data'];
