/**
 * Firebase ID tokens. With FIREBASE_AUTH_EMULATOR_HOST the emulator's tokens are unsigned: check iss, aud and
 * expiry, then confirm the account through the emulator's accounts:lookup. Otherwise verify the RS256
 * signature against Google's public keys.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Ctx } from '../context.ts';
import { HttpError } from '../lib/errors.ts';

export interface FirebaseIdentity {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phone?: string;
  name?: string;
  picture?: string;
  /** 'password' | 'google.com' | 'phone' | 'emailLink' … */
  provider?: string;
}

const GOOGLE_JWKS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

const invalidToken = (): HttpError => new HttpError(401, 'Unauthorized');

export async function verifyIdToken(ctx: Ctx, token: string): Promise<FirebaseIdentity> {
  const projectId = ctx.options.firebaseProjectId;
  const issuer = `https://securetoken.google.com/${projectId}`;
  const host = ctx.options.authEmulatorHost;
  let claims: JWTPayload;
  if (host) {
    try {
      claims = decodeJwt(token);
    } catch {
      throw invalidToken();
    }
    // The identity provider's tokens expire by the real clock, not the app's (tests pin the latter).
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== issuer || claims.aud !== projectId || !claims.sub || (claims.exp ?? 0) < now - 60) throw invalidToken();
    const user = await emulatorLookup(host, token);
    if (!user || user.localId !== claims.sub) throw invalidToken();
    return {
      uid: user.localId,
      email: user.email,
      emailVerified: user.emailVerified === true,
      phone: user.phoneNumber,
      name: user.displayName,
      picture: user.photoUrl,
      provider: (claims.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider,
    };
  }
  jwks ??= createRemoteJWKSet(new URL(GOOGLE_JWKS));
  try {
    ({ payload: claims } = await jwtVerify(token, jwks, { issuer, audience: projectId, algorithms: ['RS256'] }));
  } catch {
    throw invalidToken();
  }
  if (!claims.sub) throw invalidToken();
  return {
    uid: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    emailVerified: claims.email_verified === true,
    phone: typeof claims.phone_number === 'string' ? claims.phone_number : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    provider: (claims.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider,
  };
}

interface EmulatorUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  displayName?: string;
  photoUrl?: string;
}

async function emulatorLookup(host: string, idToken: string): Promise<EmulatorUser | undefined> {
  try {
    const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return undefined;
    return ((await res.json()) as { users?: EmulatorUser[] }).users?.[0];
  } catch {
    throw new HttpError(503, 'Sign-in is not available right now');
  }
}
