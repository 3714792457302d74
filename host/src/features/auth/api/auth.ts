import { AxiosError } from 'axios';
import type { AuthResult } from '@market/contract';
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
