import { AxiosError } from 'axios';
import i18next from 'i18next';
import type { AuthResult } from '@market/contract';
import { errorMessage } from '@market/http';
import { exchangeIdentity, loginWithPassword } from '../api/auth.ts';
import { firebaseConfigured, firebaseErrorMessage, signInWithPassword } from '../api/firebase.ts';

const UNKNOWN_TO_FIREBASE = new Set(['auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password']);

/**
 * Email and password: Firebase Auth first, then the exchange of its ID token. An account the identity provider
 * does not know (created by the API's own sign-up) is checked by auth/login instead; without a Firebase
 * configuration auth/login is the only way.
 */
export async function passwordSignIn(email: string, password: string): Promise<AuthResult> {
  if (!firebaseConfigured()) return loginWithPassword(email, password);
  let proof;
  try {
    proof = await signInWithPassword(email, password);
  } catch (error) {
    if (UNKNOWN_TO_FIREBASE.has((error as { code?: string }).code ?? '')) return loginWithPassword(email, password);
    throw error;
  }
  return exchangeIdentity(proof);
}

/** A translated message for a failed sign-in step: the API's (catalogue) message, or the identity provider's. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AxiosError) return errorMessage(error);
  // The browser refused the Google window and this tab cannot keep the way back for the redirect instead.
  if ((error as { code?: string } | null)?.code === 'auth/popup-blocked') return i18next.t('host:login.google.blocked');
  return i18next.t(`common:${firebaseErrorMessage(error)}`);
}
