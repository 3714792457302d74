import { getRuntimeConfig, http } from '@market/http';
import type { Chat, ChatSnapshot, Envelope } from '@market/contract';
import i18next from 'i18next';
import { orderSnapshot, type ChatGateway } from './chat-gateway.ts';

/** The reference API's chat (paths relative to /api/v1/). */
export const CHAT_ENDPOINTS = {
  stream: 'dashboard/user/chats/stream',
  chats: 'dashboard/user/chats',
  messages: (chatId: string) => `dashboard/user/chats/${encodeURIComponent(chatId)}/messages`,
  read: (chatId: string) => `dashboard/user/chats/${encodeURIComponent(chatId)}/read`,
};

/** Reconnection delays of the live stream: 1 s doubling, capped at 30 s. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Splits a text/event-stream into its `data:` payloads. */
export function parseSse(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((b) =>
      b
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter(Boolean);
  return { events, rest };
}

function streamUrl(): string {
  const base = new URL(getRuntimeConfig().apiBaseUrl, location.href);
  const url = new URL(CHAT_ENDPOINTS.stream, base);
  url.searchParams.set('lang', i18next.language || 'en');
  return url.toString();
}

/**
 * The API adapter: the live stream is read with fetch on the page's own origin, so the session travels in its
 * HttpOnly cookie (the gateway's bearer token), never in a URL; a dropped stream reconnects with back-off.
 */
export function createApiChatGateway(): ChatGateway {
  return {
    subscribe(onSnapshot, onError) {
      let stopped = false;
      let controller: AbortController | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let delay = RETRY_MS;

      const connect = async () => {
        controller = new AbortController();
        try {
          // The session's HttpOnly cookie goes with it (same origin); the gateway makes it the bearer token.
          const res = await fetch(streamUrl(), {
            headers: { Accept: 'text/event-stream' },
            signal: controller.signal,
            cache: 'no-store',
          });
          if (!res.ok || !res.body) {
            const error = Object.assign(new Error(`chat stream answered ${res.status}`), { status: res.status });
            if (res.status === 401 || res.status === 403) {
              stopped = true;
              onError(error);
              return;
            }
            throw error;
          }
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            const { events, rest } = parseSse(buffer);
            buffer = rest;
            for (const e of events) {
              const snap = JSON.parse(e) as ChatSnapshot;
              delay = RETRY_MS;
              if (!stopped) onSnapshot(orderSnapshot(snap.chats, snap.messages));
            }
          }
        } catch (error) {
          if (stopped) return;
          onError(error);
        }
        if (!stopped) {
          timer = setTimeout(() => void connect(), delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        }
      };
      void connect();
      return () => {
        stopped = true;
        clearTimeout(timer);
        controller?.abort();
      };
    },

    async openChat({ roleId, shopId }) {
      const body = { roleId, shop_id: shopId ?? null };
      return (await http.post<Envelope<Chat>>(CHAT_ENDPOINTS.chats, body)).data.data;
    },

    async send({ chat, content, img }) {
      await http.post(CHAT_ENDPOINTS.messages(chat.id), { chat_content: content, ...(img ? { chat_img: img } : {}) });
    },

    async markRead(chatId) {
      await http.post(CHAT_ENDPOINTS.read(chatId));
    },
  };
}
