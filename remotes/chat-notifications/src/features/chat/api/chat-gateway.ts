import type { Chat, ChatMessage, ChatSnapshot } from '@market/contract';

/** The signed-in customer as the chat stores them on a conversation. */
export interface ChatUser {
  id: number;
  firstname: string;
  lastname?: string;
  img?: string;
}

export interface OpenChatInput {
  /** 'admin' (the default), a shop id or a courier id. */
  roleId: string;
  /** Set for a conversation with a shop. */
  shopId?: number | null;
}

export interface SendMessageInput {
  chat: Pick<Chat, 'id' | 'roleId'>;
  content: string;
  /** An image URL to attach. */
  img?: string;
}

/**
 * One interface, two adapters: Firestore (production) and the reference API with its SSE stream (local).
 * Every adapter keeps to the same contract (chat-gateway.contract.test.ts runs it against both):
 * - `subscribe` pushes the full lists of the signed-in user's own chats and messages, each ascending by
 *   created_at, first right away and then on every change; it returns the unsubscribe;
 * - `openChat` finds the user's conversation with `roleId` or creates it;
 * - `send` writes a customer message (sender 1, created_at set by the server) and rejects when the write fails;
 * - `markRead` marks the other side's messages of a chat read.
 */
export interface ChatGateway {
  subscribe(onSnapshot: (snapshot: ChatSnapshot) => void, onError: (error: unknown) => void): () => void;
  openChat(input: OpenChatInput): Promise<Chat>;
  send(input: SendMessageInput): Promise<void>;
  markRead(chatId: string): Promise<void>;
}

const byCreatedAt = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Chats and messages ascending by created_at, chat unread counts from the messages. */
export function orderSnapshot(chats: Chat[], messages: ChatMessage[]): ChatSnapshot {
  const sorted = [...messages].sort(byCreatedAt);
  const unread = new Map<string, number>();
  for (const m of sorted) if (m.sender === 0 && m.unread) unread.set(m.chat_id, (unread.get(m.chat_id) ?? 0) + 1);
  return {
    chats: [...chats].sort(byCreatedAt).map((c) => ({ ...c, unread: unread.get(c.id) ?? 0 })),
    messages: sorted,
  };
}

/** Longest message accepted (firestore.rules has the same limit). */
export const MAX_MESSAGE_LENGTH = 2000;
