import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { unauthorized } from '../lib/errors.ts';
import { isRevoked, sessionRefused } from '../services/sessions.ts';

export function bearer(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/** The user id of a valid access token (not revoked by a sign-out) for an existing user, else null. */
export async function userFromToken(ctx: Ctx, token: string | undefined, purpose = 'access'): Promise<number | null> {
  if (!token) return null;
  const id = await ctx.tokens.verify(token, purpose);
  if (!id || !ctx.db.get('SELECT id FROM users WHERE id = ?', [id])) return null;
  if (purpose === 'access' && isRevoked(ctx, token)) return null;
  return id;
}

/** onRequest hook of /dashboard routes: 401 without a valid bearer token (an invalid one's cookie removed). */
export function authGuard(ctx: Ctx) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearer(req);
    const id = await userFromToken(ctx, token);
    if (!id) {
      if (token) sessionRefused(req, reply);
      throw unauthorized();
    }
    req.userId = id;
  };
}
