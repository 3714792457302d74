/**
 * The signed-in user's chats (the reference API's stand-in for the Firestore collections): list, open,
 * messages, send, mark read, and a live SSE stream of `{chats, messages}` snapshots.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChatCreateBody, ChatMessageBody } from '@market/contract/src/schemas/index.ts';
import type { ChatList, ChatMessageList, ChatMessageOne, ChatOne, ChatSnapshotEvent, ChatTicketOne, Wire } from '@market/contract/src/family/index.ts';
import type { Scopes } from '../types.ts';
import { invalid, MSG, unauthorized } from '../lib/errors.ts';
import { str } from '../lib/query.ts';
import { bearer, userFromToken } from '../auth/guard.ts';
import { sendEventStream, streamTicket } from '../lib/sse.ts';

export function chatRoutes({ pub, user, ctx }: Scopes): void {
  const { chat } = ctx;

  user.get('/dashboard/user/chats', async (req): Promise<Wire<typeof ChatList>> => ({ data: chat.chats(req.userId) }));
  user.post('/dashboard/user/chats', { schema: { body: ChatCreateBody } }, async (req, reply) => {
    const b = (req.body ?? {}) as ChatCreateBody;
    return reply.code(201).send({ data: chat.open(req.userId, b.roleId?.trim() || 'admin', b.shop_id ?? null) } satisfies Wire<typeof ChatOne>);
  });
  user.get<{ Params: { id: string } }>('/dashboard/user/chats/:id/messages', async (req): Promise<Wire<typeof ChatMessageList>> => ({
    data: chat.messages(req.userId, chat.own(req.userId, req.params.id)),
  }));
  user.post<{ Params: { id: string } }>('/dashboard/user/chats/:id/messages', { schema: { body: ChatMessageBody } }, async (req, reply) => {
    const b = req.body as ChatMessageBody;
    // A message is text, an image (an uploaded URL) or both.
    if (!b.chat_content && !b.chat_img) throw invalid('chat_content', MSG.required);
    return reply.code(201).send({ data: chat.send(req.userId, chat.own(req.userId, req.params.id), b.chat_content, b.chat_img) } satisfies Wire<typeof ChatMessageOne>);
  });
  user.post<{ Params: { id: string } }>('/dashboard/user/chats/:id/read', async (req): Promise<Wire<typeof ChatOne>> => {
    const id = chat.own(req.userId, req.params.id);
    chat.read(req.userId, id);
    return { data: chat.chats(req.userId).find((c) => c.id === id)! };
  });
  // EventSource cannot send headers: a short-lived ticket for `?ticket=` instead.
  user.post('/dashboard/user/chats/ticket', async (req): Promise<Wire<typeof ChatTicketOne>> => ({ data: await streamTicket(ctx, req.userId, 'chat-stream') }));

  const stream = async (req: FastifyRequest, reply: FastifyReply) => {
    const ticket = str((req.query as Record<string, unknown>).ticket);
    const userId = ticket ? await userFromToken(ctx, ticket, 'chat-stream') : await userFromToken(ctx, bearer(req));
    if (!userId) throw unauthorized();
    sendEventStream<Wire<typeof ChatSnapshotEvent>>(req, reply, {
      event: 'snapshot',
      first: chat.snapshot(userId),
      subscribe: (send) => chat.subscribe(userId, send),
    });
  };
  pub.get('/dashboard/user/chats/stream', stream);
  pub.get('/dashboard/user/chat/stream', stream);
}
