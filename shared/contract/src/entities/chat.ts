/**
 * Chat (the local adapter of the reference API; Firestore documents in production): entities of the marketplace API
 * (see ./index.ts), the types of the wire shapes in `../family/chat.ts`.
 */
import type { Static } from 'typebox';
import type { ChatAnswer, ChatSnapshotEvent, FamilyMessageDoc } from '../family/chat.ts';

/** A chat: `roleId` is 'admin', a shop id or a courier id (as text); `unread` counts the other side's unread messages. */
export type Chat = Static<typeof ChatAnswer>;

/** A message: `sender` 1 = sent by the customer, 0 = by the other side. */
export type ChatMessage = Static<typeof FamilyMessageDoc>;

/** One event of the chat SSE stream: the full ordered lists (ascending created_at). */
export type ChatSnapshot = Static<typeof ChatSnapshotEvent>;
