import { SignJWT, jwtVerify, errors } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Access tokens: HS256 JWTs with sub = user id and a random jti, signed with API_JWT_SECRET (or a generated, stored secret). */
export class Tokens {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;

  constructor(secret: string, ttlSeconds: number, now: () => Date) {
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
    this.now = now;
  }

  async sign(userId: number, purpose = 'access', ttlSeconds = this.ttlSeconds): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ typ: purpose })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      // Its own id: two sign-ins in the same second are two tokens, and a sign-out revokes only its own.
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .setIssuer('market-api')
      .sign(this.key);
  }

  /** The user id, or null for a forged, expired or malformed token (or one made for another purpose). */
  async verify(token: string, purpose = 'access'): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: 'market-api',
        currentDate: this.now(),
      });
      const id = Number(payload.sub);
      return payload.typ === purpose && Number.isSafeInteger(id) && id > 0 ? id : null;
    } catch (e) {
      if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
      throw e;
    }
  }
}

/** API_JWT_SECRET, else a random secret kept in `<dataDir>/jwt-secret` (created once), else an in-memory one. */
export function resolveSecret(explicit: string | undefined, dataDir: string | undefined): string {
  if (explicit) return explicit;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
