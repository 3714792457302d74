import type { FastifyInstance } from 'fastify';
import type { Ctx } from './context.ts';
import type { Kitchen } from './services/kitchen.ts';
import type { ChatHub } from './services/chat-hub.ts';
import type { Courier } from './services/courier.ts';

/** What buildApp hangs on the Fastify instance (tests use it to drive the simulation). */
export interface Market extends Ctx {
  kitchen: Kitchen;
  chat: ChatHub;
  courier: Courier;
}

/** What every route module receives: the public scope, the signed-in scope (401 without a token), the context. */
export interface Scopes {
  pub: FastifyInstance;
  user: FastifyInstance;
  ctx: Market;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (?lang=, if active), else 'en'. */
    lang: string;
    /** The signed-in user (dashboard routes), else 0. */
    userId: number;
  }
  interface FastifyInstance {
    market: Market;
  }
}
