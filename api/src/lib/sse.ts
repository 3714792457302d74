/**
 * Server-sent event streams (the chat's and an order's courier): a short-lived ticket for `?ticket=` (an EventSource
 * sends no header), and one stream that writes an event at once and on every change, pings to keep proxies from
 * closing it, and ends when told to or when the client leaves.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';

export const TICKET_SECONDS = 60;
const HEARTBEAT_MS = 25_000;

/** A ticket for the signed-in user's stream of one purpose (a chat's, an order's courier). */
export async function streamTicket(ctx: Ctx, userId: number, purpose: string): Promise<{ ticket: string; expires_in: number }> {
  return { ticket: await ctx.tokens.sign(userId, purpose, TICKET_SECONDS), expires_in: TICKET_SECONDS };
}

export interface EventStream<T> {
  /** The SSE event name (`event:`); none for unnamed `message` events. */
  event?: string;
  /** The event sent at once. */
  first: T;
  /** Calls `send` on every change; returns the unsubscribe. */
  subscribe(send: (data: T) => void): () => void;
  /** The last event: the stream ends after sending it. */
  last?(data: T): boolean;
}

/** Takes over the reply and streams `stream`'s events as `text/event-stream`. */
export function sendEventStream<T>(req: FastifyRequest, reply: FastifyReply, stream: EventStream<T>): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  let unsubscribe = (): void => {};
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = (): void => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  const write = (data: T): void => {
    if (res.writableEnded) return;
    res.write(`${stream.event ? `event: ${stream.event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    if (stream.last?.(data)) {
      close();
      res.end();
    }
  };
  res.write('retry: 2000\n\n');
  req.raw.on('close', close);
  write(stream.first);
  if (!res.writableEnded) unsubscribe = stream.subscribe(write);
}
