/** One call of the replay: send it as the family client would, then judge the answer's status and shape. */
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import type { FamilyCall, ReplayContext } from './types.ts';
import { buildApp } from '../src/server.ts';

export interface Outcome {
  ok: boolean;
  /** The path as sent (ids of earlier calls filled in). */
  path: string;
  status: number;
  /** Why the answer is not usable: the status, or each mismatch as `/json/pointer: message`. */
  problems: string[];
}

/** Where the answer breaks the schema, as `/pointer: message (got …)`; empty when it fits. */
export function mismatches(schema: TSchema, answer: unknown, limit = 20): string[] {
  if (Value.Check(schema, answer)) return [];
  const out: string[] = [];
  for (const error of Value.Errors(schema, answer)) {
    const at = error.instancePath || '/';
    const got = JSON.stringify(pointer(answer, error.instancePath));
    out.push(`${at}: ${error.message}${got === undefined ? ' (missing)' : ` (got ${got.length > 60 ? `${got.slice(0, 57)}...` : got})`}`);
    if (out.length >= limit) break;
  }
  return out.length ? out : ['/: does not match'];
}

function pointer(value: unknown, at: string): unknown {
  let here = value;
  for (const raw of at.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * A 2xx the family answers is matched by any 2xx (axios resolves them all alike: a 201 for a 200 changes nothing
 * for the client); an error status must be the same one, as the client branches on it (404: no cart yet).
 */
export function statusFits(expected: number, got: number): boolean {
  const success = (s: number) => s >= 200 && s < 300;
  return success(expected) ? success(got) : got === expected;
}

export async function replayCall(app: FastifyInstance, call: FamilyCall, ctx: ReplayContext): Promise<Outcome> {
  const url = typeof call.path === 'function' ? call.path(ctx) : call.path;
  const body = typeof call.body === 'function' ? (call.body as (c: ReplayContext) => unknown)(ctx) : call.body;
  const expected = call.status ?? 200;
  const res = await app.inject({
    method: call.method,
    url: `/api/v1/${url}`,
    headers: call.auth === 'user' ? { authorization: `Bearer ${ctx.token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  let answer: unknown;
  try {
    answer = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    answer = res.body;
  }
  if (!statusFits(expected, res.statusCode)) {
    const message = (answer as { message?: unknown } | undefined)?.message;
    return { ok: false, path: url, status: res.statusCode, problems: [`status ${res.statusCode}, the family answers ${expected}${typeof message === 'string' ? `: ${message}` : ''}`] };
  }
  call.keep?.(answer, ctx);
  const problems = mismatches(call.schema, answer);
  return { ok: problems.length === 0, path: url, status: res.statusCode, problems };
}

/** The public address the replayed API is given, as a deployment serving the family's client (on its own origin) is. */
export const REPLAY_PUBLIC_URL = 'https://market.example';

/**
 * The API as the replay meets it: built in-process on a fresh demo database at `dbPath`, answering the codes it
 * would mail or text (the replay has no inbox), its pictures under its public address, with the demo user signed in.
 */
export async function openReplay(dbPath: string, now?: () => Date): Promise<{ app: FastifyInstance; ctx: ReplayContext }> {
  const app = await buildApp({ dbPath, jwtSecret: 'wire-replay', authRateLimit: false, devCodes: true, publicUrl: REPLAY_PUBLIC_URL, ...(now ? { now } : {}) });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'demo@market.test', password: 'demo1234' } });
  const token = (login.json() as { data?: { access_token?: string } }).data?.access_token;
  if (login.statusCode !== 200 || !token) {
    await app.close();
    throw new Error(`demo sign-in failed: ${login.statusCode} ${login.body.slice(0, 200)}`);
  }
  return { app, ctx: { token, ids: {} } };
}
