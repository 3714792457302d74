/** Chat storage and the live fan-out: every change pushes the user's full ordered chats and messages. */
import { randomUUID } from 'node:crypto';
import type { Chat, ChatMessage, ChatSnapshot } from '@market/contract';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { userBrief } from './present.ts';
import { Listeners } from '../lib/listeners.ts';

interface ChatRow { id: string; user_id: number; role_id: string; shop_id: number | null; created_at: string; firstname: string; lastname: string | null; img: string | null; unread: number }
interface MessageRow { id: string; chat_id: string; chat_content: string; chat_img: string | null; sender: number; unread: number; role_id: string; created_at: string }

export class ChatHub {
  ctx: Ctx;
  private listeners = new Listeners<number, ChatSnapshot>();
  private timers = new Set<NodeJS.Timeout>();

  constructor(ctx: Ctx) {
    this.ctx = ctx;
  }

  /** The chat's id when it is the user's, else 404. */
  own(userId: number, chatId: string): string {
    if (!this.ctx.db.get('SELECT id FROM chats WHERE id = ? AND user_id = ?', [chatId, userId])) throw notFound();
    return chatId;
  }

  chats(userId: number): Chat[] {
    return this.ctx.db
      .all<ChatRow>(
        `SELECT c.*, u.firstname, u.lastname, u.img,
           (SELECT count(*) FROM chat_messages m WHERE m.chat_id = c.id AND m.sender = 0 AND m.unread = 1) AS unread
         FROM chats c JOIN users u ON u.id = c.user_id WHERE c.user_id = ? ORDER BY c.created_at, c.rowid`,
        [userId],
      )
      .map((c) => ({
        id: c.id, user: userBrief({ id: c.user_id, firstname: c.firstname, lastname: c.lastname, img: c.img }), roleId: c.role_id,
        shop_id: c.shop_id, unread: c.unread, created_at: c.created_at,
      }));
  }

  messages(userId: number, chatId?: string): ChatMessage[] {
    return this.ctx.db
      .all<MessageRow>(
        `SELECT m.* FROM chat_messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = ? ${chatId ? 'AND c.id = ?' : ''} ORDER BY m.created_at, m.rowid`,
        chatId ? [userId, chatId] : [userId],
      )
      .map((m) => ({
        id: m.id, chat_id: m.chat_id, chat_content: m.chat_content, chat_img: m.chat_img ?? undefined, sender: m.sender === 1 ? 1 : 0,
        unread: m.unread === 1, roleId: m.role_id, created_at: m.created_at,
      }));
  }

  snapshot(userId: number): ChatSnapshot {
    return { chats: this.chats(userId), messages: this.messages(userId) };
  }

  /** The user's chat with a role (one per role), created when missing. */
  open(userId: number, roleId: string, shopId: number | null): Chat {
    const { db } = this.ctx;
    const existing = db.get<{ id: string }>('SELECT id FROM chats WHERE user_id = ? AND role_id = ?', [userId, roleId]);
    const id = existing?.id ?? randomUUID();
    if (!existing) {
      db.insert('chats', { id, user_id: userId, role_id: roleId, shop_id: shopId, created_at: this.ctx.now().toISOString() });
      this.publish(userId);
    }
    return this.chats(userId).find((c) => c.id === id)!;
  }

  /** Adds a message (created_at set here); the other side's simulated reply follows when configured. */
  send(userId: number, chatId: string, content: string, img: string | undefined, sender: 0 | 1 = 1): ChatMessage {
    const { db } = this.ctx;
    const chat = db.get<{ role_id: string }>('SELECT role_id FROM chats WHERE id = ? AND user_id = ?', [chatId, userId])!;
    const id = randomUUID();
    // Strictly increasing times keep the order stable when two messages share a millisecond.
    const last = db.get<{ t: string }>('SELECT max(created_at) AS t FROM chat_messages WHERE chat_id = ?', [chatId])?.t;
    let at = this.ctx.now();
    if (last && at.toISOString() <= last) at = new Date(new Date(last).getTime() + 1);
    db.insert('chat_messages', { id, chat_id: chatId, chat_content: content, chat_img: img, sender, unread: 1, role_id: chat.role_id, created_at: at.toISOString() });
    this.publish(userId);
    const delay = this.ctx.options.chatReplyMs;
    if (sender === 1 && delay > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        try {
          this.send(userId, chatId, 'Thanks for your message! Someone from our team will answer shortly.', undefined, 0);
        } catch {
          // The chat or the database is gone.
        }
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return this.messages(userId, chatId).find((m) => m.id === id)!;
  }

  /** Marks the other side's messages of a chat read. */
  read(userId: number, chatId: string): void {
    this.ctx.db.run('UPDATE chat_messages SET unread = 0 WHERE chat_id = ? AND sender = 0 AND unread = 1', [chatId]);
    this.publish(userId);
  }

  subscribe(userId: number, listener: (snapshot: ChatSnapshot) => void): () => void {
    return this.listeners.add(userId, listener);
  }

  publish(userId: number): void {
    this.listeners.send(userId, () => this.snapshot(userId));
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.listeners.clear();
  }
}
