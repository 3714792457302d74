/**
 * Chat. The family's chat lives in Firestore (its collections `chats` and `messages`, which its customer client
 * listens to); this API serves the same documents over REST and a stream of snapshots instead. The schemas list
 * what the family's client reads from a document, and this API's routes add what its own web app reads.
 */
import Type from 'typebox';
import { Id, List, One, Str } from './common.ts';

/** A `chats` document: the client finds the user's chat with a role by `user.id` and `roleId` ('admin', a shop id, a courier id). */
export const FamilyChatDoc = Type.Object({
  id: Str,
  user: Type.Object({ id: Id, firstname: Str, lastname: Type.Optional(Str), img: Type.Optional(Str) }),
  roleId: Str,
});

/** A `messages` document: grouped by `chat_id` and the day of `created_at`; `sender` truthy for the customer's own. */
export const FamilyMessageDoc = Type.Object({
  id: Str,
  chat_id: Str,
  chat_content: Str,
  chat_img: Type.Optional(Str),
  sender: Type.Union([Type.Literal(0), Type.Literal(1)]),
  unread: Type.Boolean(),
  roleId: Str,
  created_at: Str,
});

/** A chat as this API answers it: the shop it is with (null for support and couriers), the other side's unread messages. */
export const ChatAnswer = Type.Intersect([
  FamilyChatDoc,
  Type.Object({ shop_id: Type.Union([Id, Type.Null()]), unread: Type.Integer({ minimum: 0 }), created_at: Str }),
]);

/** GET dashboard/user/chats: the user's chats, oldest first. POST opens one (201), or answers the one with that role. */
export const ChatList = List(ChatAnswer);
export const ChatOne = One(ChatAnswer);
/** GET dashboard/user/chats/{id}/messages: oldest first. POST sends one (201). */
export const ChatMessageList = List(FamilyMessageDoc);
export const ChatMessageOne = One(FamilyMessageDoc);
/** POST dashboard/user/chats/ticket: a short-lived ticket for `?ticket=` on the stream (an EventSource sends no header). */
export const ChatTicketOne = One(Type.Object({ ticket: Str, expires_in: Type.Integer({ minimum: 1 }) }));
/** An event of GET dashboard/user/chats/stream: the user's whole chats and messages, each oldest first. */
export const ChatSnapshotEvent = Type.Object({ chats: Type.Array(ChatAnswer), messages: Type.Array(FamilyMessageDoc) });
