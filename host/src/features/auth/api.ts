import { AxiosError } from 'axios';
import type { AfterVerifyBody, AfterVerifyResult, AuthResult, PasswordUpdateBody, ProfileUpdateBody, User } from '@market/contract';
import { http } from '@market/http';
import type { IdentityProof } from './firebase.ts';

/** Extra fields sent with the exchange (registration names, a referral code). */
export interface ExchangeExtra {
  firstname?: string;
  lastname?: string;
  referral?: string;
}

const isNotFound = (error: unknown) => error instanceof AxiosError && error.response?.status === 404;

/**
 * Trades the identity provider's ID token for the API's access token: auth/firebase/callback, or the
 * auth/google/callback route that every deployment of this API family has.
 */
export async function exchangeIdentity(proof: IdentityProof, extra: ExchangeExtra = {}): Promise<AuthResult> {
  const body = { ...proof, ...extra, name: proof.name ?? ([extra.firstname, extra.lastname].filter(Boolean).join(' ') || undefined) };
  try {
    return (await http.post<{ data: AuthResult }>('auth/firebase/callback', body)).data.data;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const { id, name, email, avatar, referral } = body;
    return (await http.post<{ data: AuthResult }>('auth/google/callback', { id, name, email, avatar, referral })).data.data;
  }
}

/** auth/login with email and password (the API's own check). */
export async function loginWithPassword(email: string, password: string): Promise<AuthResult> {
  return (await http.post<{ data: AuthResult }>('auth/login', { email, password })).data.data;
}

/** A code step's answer (`token`, as the family names it, and the user) as the session takes a sign-in. */
export const fromToken = ({ token, user }: Pick<AfterVerifyResult, 'token' | 'user'>): AuthResult => ({ access_token: token, token_type: 'Bearer', user });

// Registration by email, the family's way: the API mails a code, the user types it (GET auth/verify/{code}), then
// auth/after-verify creates the account with the form's details and signs in.
export async function sendRegisterCode(email: string): Promise<void> {
  await http.post('auth/register', {}, { params: { email } });
}

export async function resendRegisterCode(email: string): Promise<void> {
  await http.post('auth/resend-verify', {}, { params: { email } });
}

export async function verifyEmailCode(code: string): Promise<void> {
  await http.get(`auth/verify/${encodeURIComponent(code)}`);
}

export async function completeRegistration(body: AfterVerifyBody): Promise<AuthResult> {
  return fromToken((await http.post<{ data: AfterVerifyResult }>('auth/after-verify', body)).data.data);
}

// A forgotten password, the family's way: the API mails a code, the code alone signs the user in, and the new
// password is set after, on /update-password.
export async function sendResetCode(email: string): Promise<void> {
  await http.post('auth/forgot/email-password', {}, { params: { email } });
}

export async function confirmResetCode(email: string, code: string): Promise<AuthResult> {
  const res = await http.post<{ data: AfterVerifyResult }>(`auth/forgot/email-password/${encodeURIComponent(code)}`, {}, { params: { verifyCode: code, email } });
  return fromToken(res.data.data);
}

export async function updatePassword(body: PasswordUpdateBody): Promise<void> {
  await http.post('dashboard/user/profile/password/update', body);
}

export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  return (await http.put<{ data: User }>('dashboard/user/profile/update', body)).data.data;
}
