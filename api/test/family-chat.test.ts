/**
 * The chat routes the web app uses (this API's REST and stream in place of the family's Firestore collections) answer
 * the documents the family's client reads (`@market/contract/src/family/chat.ts`): for a user who has just signed up
 * (no chat yet), once a chat is open and holds messages, and the refusals (401 without a token, 404 for a chat that is
 * not the user's, 422 naming the field).
 */
import type { AddressInfo } from 'node:net';
import {
  ChatList, ChatMessageList, ChatMessageOne, ChatOne, ChatSnapshotEvent, ChatTicketOne,
} from '@market/contract/src/family/index.ts';
import { aNewUser, answer, expectShape, invalidates, newUserApp, refuses } from './family-helpers.ts';
import { sseEvents } from './helpers.ts';

const users = newUserApp();

describe('a user who has just signed up', () => {
  it('GET dashboard/user/chats: no chat yet, an empty list', async () => {
    const body = await answer(users.app, 'GET', 'dashboard/user/chats', users.fresh, ChatList);
    expect(body.data).toEqual([]);
  });

  it('POST dashboard/user/chats/ticket: a ticket for the stream, with its lifetime', async () => {
    const { data } = await answer(users.app, 'POST', 'dashboard/user/chats/ticket', users.fresh, ChatTicketOne);
    expect(data.expires_in).toBe(60);
  });
});

describe('a chat with support, then with a shop', () => {
  let token: string;
  let chatId: string;
  beforeAll(async () => {
    token = await aNewUser(users.app);
  });

  it('POST dashboard/user/chats: 201 with the chat, the user named, nothing unread', async () => {
    const { data } = await answer(users.app, 'POST', 'dashboard/user/chats', token, ChatOne, 201, { roleId: 'admin' });
    expect(data).toMatchObject({ roleId: 'admin', shop_id: null, unread: 0, user: { firstname: 'New' } });
    chatId = data.id;
  });

  it('POST dashboard/user/chats again with the same role: the same chat', async () => {
    const { data } = await answer(users.app, 'POST', 'dashboard/user/chats', token, ChatOne, 201, {});
    expect(data.id).toBe(chatId);
  });

  it('POST dashboard/user/chats with a shop: a second chat, with the shop', async () => {
    const { data } = await answer(users.app, 'POST', 'dashboard/user/chats', token, ChatOne, 201, { roleId: '1', shop_id: 1 });
    expect(data).toMatchObject({ roleId: '1', shop_id: 1 });
    expect(data.id).not.toBe(chatId);
    const list = await answer(users.app, 'GET', 'dashboard/user/chats', token, ChatList);
    expect(list.data.map((c) => c.roleId)).toEqual(['admin', '1']);
  });

  it('GET dashboard/user/chats/{id}/messages: an open chat without messages, an empty list', async () => {
    const body = await answer(users.app, 'GET', `dashboard/user/chats/${chatId}/messages`, token, ChatMessageList);
    expect(body.data).toEqual([]);
  });

  it('POST dashboard/user/chats/{id}/messages: 201 with the message, sent by the customer, in the chat', async () => {
    const { data } = await answer(users.app, 'POST', `dashboard/user/chats/${chatId}/messages`, token, ChatMessageOne, 201, { chat_content: 'Hello' });
    expect(data).toMatchObject({ chat_id: chatId, chat_content: 'Hello', sender: 1, roleId: 'admin' });
    expect(data.chat_img).toBeUndefined();
  });

  it('POST dashboard/user/chats/{id}/messages with an image and no text: 201, the image kept', async () => {
    const img = '/api/v1/media/uploads/x.png';
    const { data } = await answer(users.app, 'POST', `dashboard/user/chats/${chatId}/messages`, token, ChatMessageOne, 201, { chat_content: '', chat_img: img });
    expect(data).toMatchObject({ chat_content: '', chat_img: img });
  });

  it("GET dashboard/user/chats/{id}/messages: the messages in order, the other side's reply unread", async () => {
    const owner = users.app.market.db.get<{ user_id: number }>('SELECT user_id FROM chats WHERE id = ?', [chatId])!.user_id;
    users.app.market.chat.send(owner, chatId, 'Support here', undefined, 0);
    const body = await answer(users.app, 'GET', `dashboard/user/chats/${chatId}/messages`, token, ChatMessageList);
    expect(body.data.map((m) => [m.chat_content, m.sender])).toEqual([['Hello', 1], ['', 1], ['Support here', 0]]);
    const list = await answer(users.app, 'GET', 'dashboard/user/chats', token, ChatList);
    expect(list.data.find((c) => c.id === chatId)?.unread).toBe(1);
  });

  it('POST dashboard/user/chats/{id}/read: the chat, nothing unread any more', async () => {
    const { data } = await answer(users.app, 'POST', `dashboard/user/chats/${chatId}/read`, token, ChatOne);
    expect(data).toMatchObject({ id: chatId, unread: 0 });
  });

  it('GET dashboard/user/chats/stream: snapshots of every chat and message, the first at once, then one per change', async () => {
    await users.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(users.app.server.address() as AddressInfo).port}/api/v1`;
    const controller = new AbortController();
    const res = await fetch(`${base}/dashboard/user/chats/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    const next = sseEvents(res);
    const first: unknown = await next();
    expectShape(ChatSnapshotEvent, first);
    expect((first as { chats: unknown[]; messages: unknown[] }).chats).toHaveLength(2);
    expect((first as { chats: unknown[]; messages: unknown[] }).messages).toHaveLength(3);
    await answer(users.app, 'POST', `dashboard/user/chats/${chatId}/messages`, token, ChatMessageOne, 201, { chat_content: 'Live' });
    const second: unknown = await next();
    expectShape(ChatSnapshotEvent, second);
    expect((second as { messages: { chat_content: string }[] }).messages.at(-1)?.chat_content).toBe('Live');
    controller.abort();
  });

  describe('refusals', () => {
    it.each([
      ['GET', 'dashboard/user/chats/unknown/messages'],
      ['POST', 'dashboard/user/chats/unknown/messages'],
      ['POST', 'dashboard/user/chats/unknown/read'],
    ])('%s %s: 404 {message}, no such chat', async (method, url) => {
      await refuses(users.app, method, url, 404, { token, body: { chat_content: 'x' } });
    });

    it("another user's chat is unknown to this one: 404 on each route", async () => {
      for (const [method, url] of [['GET', `dashboard/user/chats/${chatId}/messages`], ['POST', `dashboard/user/chats/${chatId}/messages`], ['POST', `dashboard/user/chats/${chatId}/read`]] as const) {
        await refuses(users.app, method, url, 404, { token: users.fresh, body: { chat_content: 'x' } });
      }
    });

    it.each([
      ['an empty message without an image', 'chat_content', { chat_content: '' }],
      ['no text at all', 'chat_content', {}],
      ['a text over 4000 characters', 'chat_content', { chat_content: 'x'.repeat(4001) }],
    ])('POST dashboard/user/chats/{id}/messages with %s: 422 naming %s', async (_what, field, body) => {
      await invalidates(users.app, 'POST', `dashboard/user/chats/${chatId}/messages`, field, { token, body });
    });

    it('POST dashboard/user/chats with a role over 64 characters: 422 naming roleId', async () => {
      await invalidates(users.app, 'POST', 'dashboard/user/chats', 'roleId', { token, body: { roleId: 'x'.repeat(65) } });
    });

    it('GET dashboard/user/chats/stream with a forged ticket, or none: 401 {message}', async () => {
      await refuses(users.app, 'GET', 'dashboard/user/chats/stream?ticket=forged', 401);
      await refuses(users.app, 'GET', 'dashboard/user/chat/stream', 401);
    });
  });
});
