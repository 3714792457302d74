import type { Chat, ChatMessage } from '@market/contract';
import { API, http, HttpResponse } from '@market/testing';
import { orderSnapshot } from '../api/chat-gateway.ts';

/**
 * The reference API's chat as msw handlers over an in-memory store, for one signed-in user: the SSE stream
 * sends the full lists at once and after every change. `failWrites` answers writes with a 500.
 */
export function createFakeChatApi(userId = 1) {
  const chats: (Chat & { owner: number })[] = [];
  const messages: (ChatMessage & { owner: number })[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let clock = Date.parse('2025-01-01T10:00:00.000Z');
  let ids = 0;
  const state = { failWrites: false };
  const now = () => new Date((clock += 1000)).toISOString();

  const snapshot = () =>
    orderSnapshot(
      chats.filter((c) => c.owner === userId).map(({ owner: _o, ...c }) => c),
      messages.filter((m) => m.owner === userId).map(({ owner: _o, ...m }) => m),
    );
  const push = () => {
    const frame = encoder.encode(`event: snapshot\ndata: ${JSON.stringify(snapshot())}\n\n`);
    streams.forEach((c) => c.enqueue(frame));
  };
  const denied = () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 });

  const handlers = [
    http.get(`${API}dashboard/user/chats/stream`, () => {
      let ctrl: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          ctrl = c;
          streams.add(c);
          c.enqueue(encoder.encode(`: hello\n\nevent: snapshot\ndata: ${JSON.stringify(snapshot())}\n\n`));
        },
        cancel() {
          streams.delete(ctrl);
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
    http.post(`${API}dashboard/user/chats`, async ({ request }) => {
      if (state.failWrites) return denied();
      const body = (await request.json()) as { roleId: string; shop_id: number | null };
      let chat = chats.find((c) => c.owner === userId && c.roleId === body.roleId);
      if (!chat) {
        chat = { id: `chat-${++ids}`, owner: userId, user: { id: userId, firstname: 'Demo' }, roleId: body.roleId, shop_id: body.shop_id, unread: 0, created_at: now() };
        chats.push(chat);
        push();
      }
      const { owner: _o, ...out } = chat;
      return HttpResponse.json({ data: out });
    }),
    http.post(`${API}dashboard/user/chats/:id/messages`, async ({ request, params }) => {
      if (state.failWrites) return denied();
      const chat = chats.find((c) => c.id === params.id && c.owner === userId);
      if (!chat) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      const body = (await request.json()) as { chat_content: string; chat_img?: string };
      if (!body.chat_content && !body.chat_img) return HttpResponse.json({ message: 'Required' }, { status: 422 });
      const m = {
        id: `msg-${++ids}`, owner: userId, chat_id: chat.id, chat_content: body.chat_content, ...(body.chat_img ? { chat_img: body.chat_img } : {}),
        sender: 1 as const, unread: true, roleId: chat.roleId, created_at: now(),
      };
      messages.push(m);
      push();
      return HttpResponse.json({ data: m }, { status: 201 });
    }),
    http.post(`${API}dashboard/user/chats/:id/read`, ({ params }) => {
      if (state.failWrites) return denied();
      messages.forEach((m) => {
        if (m.chat_id === params.id && m.owner === userId && m.sender === 0) m.unread = false;
      });
      push();
      return HttpResponse.json({ data: null });
    }),
  ];

  return {
    handlers,
    state,
    /** A chat or message written by someone else (the other side, or another customer). */
    putChat(chat: Omit<Chat, 'unread' | 'created_at'> & { created_at?: string }, owner = userId) {
      chats.push({ unread: 0, created_at: now(), ...chat, owner });
      push();
    },
    putMessage(m: Omit<ChatMessage, 'created_at'> & { created_at?: string }, owner = userId) {
      messages.push({ created_at: now(), ...m, owner });
      push();
    },
    closeStreams() {
      streams.forEach((c) => c.close());
      streams.clear();
    },
  };
}
