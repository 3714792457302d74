/**
 * The session's token on its way to a browser, and its end. Behind the gateway (which says so with
 * TOKEN_COOKIE_HEADER on every call) a sign-in's token is set as an HttpOnly cookie and taken out of the answer's
 * body, so no script of the page can read it; the gateway turns that cookie back into `Authorization: Bearer`. A
 * sign-out revokes the token: a copy of it replayed later is refused (401) like an expired one.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_COOKIE_PATH, TOKEN_COOKIE_HEADER } from '@market/contract';
import type { Ctx } from '../context.ts';

const HEADER = TOKEN_COOKIE_HEADER.toLowerCase();

/** The caller is a browser behind the gateway: its token travels in the HttpOnly cookie, never in a body. */
export function tokenByCookie(req: FastifyRequest): boolean {
  return req.headers[HEADER] === '1';
}

/** The session cookie's Set-Cookie value: the token for `maxAge` seconds, or (no token) its removal. */
export function sessionCookie(token: string | null, maxAge: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token ?? ''}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${token ? maxAge : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** HTTPS as the client reached the gateway (X-Forwarded-Proto, believed from the trusted proxies only). */
const overHttps = (req: FastifyRequest): boolean => req.protocol === 'https';

/**
 * An answer on its way out (preSerialization): a sign-in's answer (`data.access_token`) to a browser behind the
 * gateway sets the session cookie and leaves without the token (`access_token` and the family's `token`).
 */
export function tokenToCookie(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!tokenByCookie(req)) return payload;
  const data = (payload as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || typeof (data as { access_token?: unknown }).access_token !== 'string') return payload;
  const { access_token: token, token: _same, ...rest } = data as { access_token: string; token?: unknown };
  reply.header('set-cookie', sessionCookie(token, ctx.options.tokenTtlSeconds, overHttps(req)));
  return { ...(payload as object), data: rest };
}

/**
 * A session token the API refused (expired, revoked, forged) on a browser's call: its cookie goes, so the browser
 * stops sending it. (A refused ticket of a live stream leaves the session alone: only the bearer token counts.)
 */
export function sessionRefused(req: FastifyRequest, reply: FastifyReply): void {
  if (tokenByCookie(req)) reply.header('set-cookie', sessionCookie(null, 0, overHttps(req)));
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether this token was revoked by a sign-out. */
export function isRevoked(ctx: Ctx, token: string): boolean {
  return ctx.db.get('SELECT 1 AS x FROM revoked_tokens WHERE token_hash = ?', [digest(token)]) !== undefined;
}

/**
 * Sign-out: the token (when it is a valid one) is revoked until it would have expired anyway (revocations past that
 * are swept), and the session cookie is removed. A missing or invalid token still removes the cookie.
 */
export async function signOut(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, token: string | undefined): Promise<void> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  if (token && (await ctx.tokens.verify(token)) !== null) {
    ctx.db.run('DELETE FROM revoked_tokens WHERE expires_at < ?', [now]);
    ctx.db.run('INSERT OR IGNORE INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?)', [digest(token), now + ctx.options.tokenTtlSeconds]);
  }
  reply.header('set-cookie', sessionCookie(null, 0, overHttps(req)));
}
