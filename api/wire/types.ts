import type { TSchema } from 'typebox';

export interface FamilyCall {
  /** The family client's screen or component that makes the call, e.g. 'shop page: products'. */
  screen: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api/v1/, with ids of the reference API's demo seed, e.g. 'rest/shops/1'; query string included. */
  path: string | ((ctx: ReplayContext) => string);
  /** JSON body, or a function of the replay's context (ids created by earlier calls) returning one. */
  body?: unknown | ((ctx: ReplayContext) => unknown);
  auth: 'guest' | 'user';
  /** HTTP status the family answers; default 200. */
  status?: number;
  /** The shape the client reads from the answer (the family's definition). */
  schema: TSchema;
  /**
   * Keeps what later calls need from this call's answer (e.g. the id of an order it created) in `ctx.ids`.
   * Runs only when the answer's status is the expected one; a missing value leaves the later calls to fail on their own.
   */
  keep?: (answer: unknown, ctx: ReplayContext) => void;
}

export interface ReplayContext {
  token: string;
  ids: Record<string, number | string>;
}
