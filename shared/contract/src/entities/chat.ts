/** Chat (the local adapter of the reference API; Firestore documents in production): entities of the marketplace API (see ./index.ts). */

export interface Chat {
  id: string;
  user: { id: number; firstname: string; lastname?: string; img?: string };
  /** 'admin', a shop id or a courier id (as text). */
  roleId: string;
  shop_id: number | null;
  /** Unread messages from the other side. */
  unread: number;
  created_at: string;
}

export interface ChatMessage {
  id: string;
  chat_id: string;
  chat_content: string;
  chat_img?: string;
  /** 1 = sent by the customer, 0 = by the other side. */
  sender: 0 | 1;
  unread: boolean;
  roleId: string;
  created_at: string;
}

/** One event of the chat SSE stream: the full ordered lists (ascending created_at). */
export interface ChatSnapshot {
  chats: Chat[];
  messages: ChatMessage[];
}
