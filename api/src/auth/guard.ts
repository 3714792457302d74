import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { unauthorized } from '../lib/errors.ts';

export function bearer(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/** The user id of a valid access token for an existing user, else null. */
export async function userFromToken(ctx: Ctx, token: string | undefined, purpose = 'access'): Promise<number | null> {
  if (!token) return null;
  const id = await ctx.tokens.verify(token, purpose);
  if (!id || !ctx.db.get('SELECT id FROM users WHERE id = ?', [id])) return null;
  return id;
}

/** onRequest hook of /dashboard routes: 401 without a valid bearer token. */
export function authGuard(ctx: Ctx) {
  return async (req: FastifyRequest): Promise<void> => {
    const id = await userFromToken(ctx, bearer(req));
    if (!id) throw unauthorized();
    req.userId = id;
  };
}
