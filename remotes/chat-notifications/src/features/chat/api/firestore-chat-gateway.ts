import type { Chat, ChatMessage } from '@market/contract';
import { orderSnapshot, type ChatGateway, type ChatUser } from './chat-gateway.ts';

/** What the adapter reads of a Firestore document snapshot. */
export interface DocLike {
  id: string;
  data(options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): Record<string, unknown> | undefined;
}

/**
 * The part of the firebase/firestore API the adapter uses (method syntax, so the real module fits and a test
 * can hand in a fake).
 */
export interface FirestoreSdk {
  collection(db: never, path: string): unknown;
  doc(db: never, path: string, id: string): unknown;
  where(field: string, op: '==', value: unknown): unknown;
  query(ref: never, ...constraints: never[]): unknown;
  onSnapshot(query: never, next: (snapshot: { docs: DocLike[] }) => void, error: (error: never) => void): () => void;
  addDoc(ref: never, data: never): Promise<{ id: string }>;
  updateDoc(ref: never, data: never): Promise<void>;
  serverTimestamp(): unknown;
}

export interface FirestoreGatewayOptions {
  sdk: FirestoreSdk;
  db: unknown;
  /** The Firebase Auth uid of the signed-in user: what the rules check and the queries filter on. */
  uid: string;
  user: ChatUser;
}

/** A Firestore Timestamp, a Date or a string as ISO 8601; a write not yet stamped by the server: now. */
export function toIso(value: unknown): string {
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return new Date().toISOString();
}

function readChat(d: DocLike): Chat {
  const x = d.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: d.id,
    user: x.user as Chat['user'],
    roleId: String(x.roleId ?? 'admin'),
    shop_id: (x.shop_id as number | null | undefined) ?? null,
    unread: 0,
    created_at: toIso(x.created_at),
  };
}

function readMessage(d: DocLike): ChatMessage {
  const x = d.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: d.id,
    chat_id: String(x.chat_id),
    chat_content: String(x.chat_content ?? ''),
    ...(typeof x.chat_img === 'string' ? { chat_img: x.chat_img } : {}),
    sender: x.sender === 1 ? 1 : 0,
    unread: Boolean(x.unread),
    roleId: String(x.roleId ?? 'admin'),
    created_at: toIso(x.created_at),
  };
}

/**
 * The Firestore adapter: collections `chats` and `messages`, two live subscriptions limited by where() to the
 * signed-in user's own documents (`user_uid`), created_at from serverTimestamp().
 */
export function createFirestoreChatGateway({ sdk, db, uid, user }: FirestoreGatewayOptions): ChatGateway {
  const col = (name: string) => sdk.collection(db as never, name);
  const own = (name: string) => sdk.query(col(name) as never, sdk.where('user_uid', '==', uid) as never);
  let chats: Chat[] = [];
  let messages: ChatMessage[] = [];

  return {
    subscribe(onSnapshot, onError) {
      let gotChats = false;
      let gotMessages = false;
      const emit = () => {
        if (gotChats && gotMessages) onSnapshot(orderSnapshot(chats, messages));
      };
      const offChats = sdk.onSnapshot(
        own('chats') as never,
        (s) => {
          chats = s.docs.map(readChat);
          gotChats = true;
          emit();
        },
        onError as (e: never) => void,
      );
      const offMessages = sdk.onSnapshot(
        own('messages') as never,
        (s) => {
          messages = s.docs.map(readMessage);
          gotMessages = true;
          emit();
        },
        onError as (e: never) => void,
      );
      return () => {
        offChats();
        offMessages();
      };
    },

    async openChat({ roleId, shopId }) {
      const existing = chats.find((c) => c.roleId === roleId);
      if (existing) return existing;
      const data = {
        user_uid: uid,
        user: { id: user.id, firstname: user.firstname, ...(user.lastname ? { lastname: user.lastname } : {}), ...(user.img ? { img: user.img } : {}) },
        roleId,
        shop_id: shopId ?? null,
        created_at: sdk.serverTimestamp(),
      };
      const ref = await sdk.addDoc(col('chats') as never, data as never);
      return { id: ref.id, user: data.user, roleId, shop_id: data.shop_id, unread: 0, created_at: new Date().toISOString() };
    },

    async send({ chat, content, img }) {
      const data = {
        user_uid: uid,
        chat_id: chat.id,
        chat_content: content,
        ...(img ? { chat_img: img } : {}),
        sender: 1,
        unread: true,
        roleId: chat.roleId,
        created_at: sdk.serverTimestamp(),
      };
      await sdk.addDoc(col('messages') as never, data as never);
    },

    async markRead(chatId) {
      const pending = messages.filter((m) => m.chat_id === chatId && m.sender === 0 && m.unread);
      await Promise.all(pending.map((m) => sdk.updateDoc(sdk.doc(db as never, 'messages', m.id) as never, { unread: false } as never)));
    },
  };
}
