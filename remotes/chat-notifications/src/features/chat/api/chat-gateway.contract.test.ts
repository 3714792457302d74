import type { ChatSnapshot } from '@market/contract';
import { createApiServer } from '@market/testing';
import type { ChatGateway } from './chat-gateway.ts';
import { createApiChatGateway } from './api-chat-gateway.ts';
import { createFirestoreChatGateway } from './firestore-chat-gateway.ts';
import { createFakeFirestore } from '../testing/fake-firestore.ts';
import { createFakeChatApi } from '../testing/fake-chat-api.ts';

const server = createApiServer();

/** What the contract needs from a backend besides the gateway: the other side writing, failures. */
interface Harness {
  gateway: ChatGateway;
  /** A message from the other side (sender 0, unread) at a given time. */
  reply(chatId: string, roleId: string, text: string, createdAt: string): void;
  /** Another customer's chat and message, which this user must never see. */
  foreign(): void;
  failWrites(on: boolean): void;
}

const adapters: Record<string, () => Harness> = {
  'reference API (SSE)': () => {
    const api = createFakeChatApi(1);
    server.use(...api.handlers);
    return {
      gateway: createApiChatGateway(),
      reply: (chat_id, roleId, chat_content, created_at) =>
        api.putMessage({ id: `reply-${created_at}`, chat_id, chat_content, sender: 0, unread: true, roleId, created_at }),
      foreign: () => {
        api.putChat({ id: 'chat-x', user: { id: 2, firstname: 'Sam' }, roleId: 'admin', shop_id: null }, 2);
        api.putMessage({ id: 'msg-x', chat_id: 'chat-x', chat_content: 'not yours', sender: 1, unread: true, roleId: 'admin' }, 2);
      },
      failWrites: (on) => {
        api.state.failWrites = on;
      },
    };
  },
  'Firestore (fake SDK)': () => {
    const fs = createFakeFirestore();
    return {
      gateway: createFirestoreChatGateway({ sdk: fs.sdk, db: {}, uid: 'uid-demo', user: { id: 1, firstname: 'Demo' } }),
      reply: (chat_id, roleId, chat_content, created_at) =>
        fs.put('messages', `reply-${created_at}`, { user_uid: 'uid-demo', chat_id, chat_content, sender: 0, unread: true, roleId, created_at: new Date(created_at) }),
      foreign: () => {
        fs.put('chats', 'chat-x', { user_uid: 'uid-sam', user: { id: 2, firstname: 'Sam' }, roleId: 'admin', shop_id: null, created_at: new Date() });
        fs.put('messages', 'msg-x', { user_uid: 'uid-sam', chat_id: 'chat-x', chat_content: 'not yours', sender: 1, unread: true, roleId: 'admin', created_at: new Date() });
      },
      failWrites: (on) => {
        fs.state.failWrites = on;
      },
    };
  },
};

/** Subscribes and lets a test wait for the snapshot it expects. */
function watch(gateway: ChatGateway) {
  let last: ChatSnapshot | null = null;
  const waiting = new Set<() => void>();
  const errors: unknown[] = [];
  const stop = gateway.subscribe(
    (s) => {
      last = s;
      waiting.forEach((w) => w());
    },
    (e) => errors.push(e),
  );
  const until = (pred: (s: ChatSnapshot) => boolean, ms = 2000) =>
    new Promise<ChatSnapshot>((resolve, reject) => {
      const check = () => {
        if (last && pred(last)) {
          waiting.delete(check);
          clearTimeout(timer);
          resolve(last);
        }
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no such snapshot; last: ${JSON.stringify(last)}`));
      }, ms);
      waiting.add(check);
      check();
    });
  return { until, stop, errors };
}

describe.each(Object.entries(adapters))('ChatGateway contract: %s', (_name, make) => {
  let h: Harness;
  let w: ReturnType<typeof watch>;
  beforeEach(() => {
    h = make();
    w = watch(h.gateway);
  });
  afterEach(() => w.stop());

  it('pushes the initial (empty) lists at once', async () => {
    await expect(w.until((s) => s.chats.length === 0 && s.messages.length === 0)).resolves.toBeTruthy();
  });

  it('opens a conversation once per roleId, and it appears live', async () => {
    const chat = await h.gateway.openChat({ roleId: '7', shopId: 7 });
    expect(chat).toMatchObject({ roleId: '7', shop_id: 7 });
    const snap = await w.until((s) => s.chats.length === 1);
    expect(snap.chats[0]).toMatchObject({ id: chat.id, roleId: '7', shop_id: 7, unread: 0 });
    const again = await h.gateway.openChat({ roleId: '7', shopId: 7 });
    expect(again.id).toBe(chat.id);
    expect((await w.until((s) => s.chats.length >= 1)).chats).toHaveLength(1);
  });

  it('sends customer messages with server time, and every list is ascending by created_at', async () => {
    const chat = await h.gateway.openChat({ roleId: 'admin' });
    await w.until((s) => s.chats.length === 1);
    await h.gateway.send({ chat, content: 'first' });
    await h.gateway.send({ chat, content: 'second' });
    h.reply(chat.id, 'admin', 'an old reply', '2000-01-01T00:00:00.000Z');
    const snap = await w.until((s) => s.messages.length === 3);
    expect(snap.messages.map((m) => m.chat_content)).toEqual(['an old reply', 'first', 'second']);
    const mine = snap.messages.filter((m) => m.sender === 1);
    expect(mine).toHaveLength(2);
    for (const m of mine) expect(m).toMatchObject({ chat_id: chat.id, roleId: 'admin' });
    const times = snap.messages.map((m) => Date.parse(m.created_at));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('sends an image URL, alone or with text, and it comes back on the message', async () => {
    const chat = await h.gateway.openChat({ roleId: 'admin' });
    await w.until((s) => s.chats.length === 1);
    const img = 'https://market.test/api/v1/media/uploads/photo.png';
    await h.gateway.send({ chat, content: '', img });
    await h.gateway.send({ chat, content: 'with a caption', img });
    const snap = await w.until((s) => s.messages.length === 2);
    expect(snap.messages.map((m) => [m.chat_content, m.chat_img, m.sender])).toEqual([
      ['', img, 1],
      ['with a caption', img, 1],
    ]);
  });

  it("counts the other side's unread messages and marks them read", async () => {
    const chat = await h.gateway.openChat({ roleId: 'admin' });
    await w.until((s) => s.chats.length === 1);
    h.reply(chat.id, 'admin', 'hello', '2030-01-01T00:00:00.000Z');
    h.reply(chat.id, 'admin', 'are you there?', '2030-01-01T00:01:00.000Z');
    await w.until((s) => s.chats[0]?.unread === 2);
    await h.gateway.markRead(chat.id);
    const snap = await w.until((s) => s.chats[0]?.unread === 0);
    expect(snap.messages.every((m) => !m.unread)).toBe(true);
  });

  it("never shows another customer's chats or messages", async () => {
    await h.gateway.openChat({ roleId: 'admin' });
    h.foreign();
    const snap = await w.until((s) => s.chats.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(snap.chats.map((c) => c.user.id)).toEqual([1]);
    expect(snap.messages.some((m) => m.chat_content === 'not yours')).toBe(false);
  });

  it('rejects a failed write and writes nothing', async () => {
    const chat = await h.gateway.openChat({ roleId: 'admin' });
    await w.until((s) => s.chats.length === 1);
    h.failWrites(true);
    await expect(h.gateway.send({ chat, content: 'lost?' })).rejects.toBeTruthy();
    await expect(h.gateway.openChat({ roleId: '9', shopId: 9 })).rejects.toBeTruthy();
    h.failWrites(false);
    await h.gateway.send({ chat, content: 'kept' });
    const snap = await w.until((s) => s.messages.length === 1);
    expect(snap.messages[0].chat_content).toBe('kept');
  });
});
