import type { Auth, ConfirmationResult, User as FirebaseUser } from 'firebase/auth';
import { firebaseAuth, getRuntimeConfig } from '@market/http';
import { forgetGoogleReturn, rememberGoogleReturn, shouldRedirectInstead } from '../model/google-redirect.ts';

/**
 * Firebase Auth, imported lazily: only the sign-in pages call these, so the home page never downloads Firebase.
 * With `firebase.authEmulator` in the runtime config it talks to the emulator, where reCAPTCHA is bypassed.
 */
type AuthModule = typeof import('firebase/auth');

let loading: Promise<{ auth: Auth; mod: AuthModule }> | null = null;
let loaded: { auth: Auth; mod: AuthModule } | null = null;

export class FirebaseNotConfigured extends Error {
  constructor() {
    super('firebase is not configured');
  }
}

export function firebaseConfigured(): boolean {
  return Boolean(getRuntimeConfig().firebase?.apiKey);
}

export function loadAuth(): Promise<{ auth: Auth; mod: AuthModule }> {
  if (!loading) {
    loading = (async () => {
      const config = getRuntimeConfig().firebase;
      if (!config?.apiKey) throw new FirebaseNotConfigured();
      const [{ initializeApp }, mod] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
      const app = initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain ?? `${config.projectId}.firebaseapp.com`,
        projectId: config.projectId,
        appId: config.appId,
      });
      const auth = firebaseAuth(mod, app);
      if (config.authEmulator) {
        mod.connectAuthEmulator(auth, config.authEmulator, { disableWarnings: true });
        auth.settings.appVerificationDisabledForTesting = true;
      }
      loaded = { auth, mod };
      return loaded;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** What the API exchange needs from a signed-in Firebase user. */
export interface IdentityProof {
  id: string;
  email?: string;
  name?: string;
  avatar?: string;
  phone?: string;
}

async function proof(user: FirebaseUser): Promise<IdentityProof> {
  return {
    id: await user.getIdToken(),
    email: user.email ?? undefined,
    name: user.displayName ?? undefined,
    avatar: user.photoURL ?? undefined,
    phone: user.phoneNumber ?? undefined,
  };
}

export async function signInWithPassword(email: string, password: string): Promise<IdentityProof> {
  const { auth, mod } = await loadAuth();
  return proof((await mod.signInWithEmailAndPassword(auth, email, password)).user);
}

export async function createAccount(email: string, password: string, name: string): Promise<IdentityProof> {
  const { auth, mod } = await loadAuth();
  const { user } = await mod.createUserWithEmailAndPassword(auth, email, password);
  if (name) await mod.updateProfile(user, { displayName: name });
  return { ...(await proof(user)), name };
}

/** A popup the user closed, or replaced by a newer one: nothing went wrong. */
const POPUP_DISMISSED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * Google in a pop-up; null when the user closed it without signing in. When the pop-up cannot open (blocked, or
 * no pop-ups in this browser) the same sign-in goes through a full-page redirect instead: `returnTo` (the page
 * and query the user is on) is remembered for the way back, and this never resolves, as the page leaves.
 */
export async function signInWithGoogle(returnTo: string): Promise<IdentityProof | null> {
  const { auth, mod } = await loadAuth();
  try {
    return await proof((await mod.signInWithPopup(auth, new mod.GoogleAuthProvider(), mod.browserPopupRedirectResolver)).user);
  } catch (error) {
    if (POPUP_DISMISSED.has((error as { code?: string } | null)?.code ?? '')) return null;
    if (!shouldRedirectInstead(error) || !rememberGoogleReturn(returnTo)) throw error;
    return redirectToGoogle();
  }
}

/** The full-page Google sign-in (the way back must already be remembered); never resolves, as the page leaves. */
export async function redirectToGoogle(): Promise<never> {
  const { auth, mod } = await loadAuth();
  try {
    return await mod.signInWithRedirect(auth, new mod.GoogleAuthProvider(), mod.browserPopupRedirectResolver);
  } catch (error) {
    forgetGoogleReturn();
    throw error;
  }
}

/** Back from the full-page Google sign-in: the signed-in user's proof, or null when the user came back without one. */
export async function googleRedirectResult(): Promise<IdentityProof | null> {
  const { auth, mod } = await loadAuth();
  try {
    const result = await mod.getRedirectResult(auth, mod.browserPopupRedirectResolver);
    return result ? await proof(result.user) : null;
  } catch (error) {
    if (POPUP_DISMISSED.has((error as { code?: string } | null)?.code ?? '')) return null;
    throw error;
  }
}

/** The email link comes back to `returnUrl` (which carries the address, so no storage is needed). */
export async function sendEmailLink(email: string, returnUrl: string): Promise<void> {
  const { auth, mod } = await loadAuth();
  await mod.sendSignInLinkToEmail(auth, email, { url: returnUrl, handleCodeInApp: true });
}

/** Whether the URL is a sign-in link, judged without loading Firebase. */
export function looksLikeEmailLink(href: string): boolean {
  const url = new URL(href);
  return url.searchParams.get('mode') === 'signIn' && url.searchParams.has('oobCode');
}

export async function completeEmailLink(email: string, href: string): Promise<IdentityProof> {
  const { auth, mod } = await loadAuth();
  if (!mod.isSignInWithEmailLink(auth, href)) throw Object.assign(new Error('not a sign-in link'), { code: 'auth/invalid-action-code' });
  return proof((await mod.signInWithEmailLink(auth, email, href)).user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, mod } = await loadAuth();
  await mod.sendPasswordResetEmail(auth, email);
}

/** Sends the SMS code; `container` is the element the (invisible) reCAPTCHA attaches to. */
export async function sendPhoneCode(phone: string, container: HTMLElement): Promise<ConfirmationResult> {
  const { auth, mod } = await loadAuth();
  const verifier = new mod.RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await mod.signInWithPhoneNumber(auth, phone, verifier);
  } finally {
    verifier.clear();
  }
}

export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string): Promise<IdentityProof> {
  return proof((await confirmation.confirm(code)).user);
}

/** Logout also ends the Firebase session, when this page ever loaded Firebase. */
export async function signOutFirebase(): Promise<void> {
  if (loaded) await loaded.mod.signOut(loaded.auth);
}

/** The catalogue message for a Firebase error code. */
export function firebaseErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return 'Login or password is invalid';
    case 'auth/email-already-in-use':
      return 'The email has already been taken';
    case 'auth/invalid-verification-code':
    case 'auth/code-expired':
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return 'Wrong verification code';
    case 'auth/invalid-phone-number':
      return 'Phone number is invalid';
    case 'auth/missing-phone-number':
      return 'Phone number is required';
    case 'auth/weak-password':
      return 'Password should contain at least 6 characters';
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
    case 'auth/captcha-check-failed':
      return 'Sms not sent';
    default:
      return 'Something went wrong';
  }
}
