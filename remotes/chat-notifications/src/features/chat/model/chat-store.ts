import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useUnit } from 'effector-react';
import { $session, loggedOut } from '@market/bus';
import type { ChatSnapshot } from '@market/contract';
import type { ChatGateway, ChatUser } from '../api/chat-gateway.ts';
import { loadChatGateway } from '../api/chat-gateway-factory.ts';

export interface ChatState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  snapshot: ChatSnapshot;
  error?: unknown;
}

const EMPTY: ChatSnapshot = { chats: [], messages: [] };

/**
 * One live chat subscription for the whole remote (the widget and /chat share it), counted by its users:
 * the first opens it, the last closes it; logout drops it.
 */
export function createChatStore(load: (user: ChatUser) => Promise<ChatGateway>) {
  let state: ChatState = { status: 'idle', snapshot: EMPTY };
  let gateway: Promise<ChatGateway> | null = null;
  let unsubscribe: (() => void) | null = null;
  let users = 0;
  const listeners = new Set<() => void>();

  const set = (next: ChatState) => {
    state = next;
    listeners.forEach((l) => l());
  };

  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
  };

  const start = (user: ChatUser) => {
    set({ ...state, status: state.status === 'ready' ? 'ready' : 'loading', error: undefined });
    gateway ??= load(user);
    gateway.then(
      (g) => {
        if (users === 0 || unsubscribe) return;
        unsubscribe = g.subscribe(
          (snapshot) => set({ status: 'ready', snapshot }),
          (error) => set({ ...state, status: state.status === 'ready' ? 'ready' : 'error', error }),
        );
      },
      (error: unknown) => {
        gateway = null;
        set({ ...state, status: 'error', error });
      },
    );
  };

  return {
    getState: () => state,
    listen(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** Start (or share) the subscription; returns the release. */
    acquire(user: ChatUser) {
      users += 1;
      if (users === 1 || state.status === 'error') start(user);
      return () => {
        users -= 1;
        if (users === 0) stop();
      };
    },
    retry(user: ChatUser) {
      stop();
      if (users > 0) start(user);
    },
    gateway(user: ChatUser): Promise<ChatGateway> {
      gateway ??= load(user);
      return gateway;
    },
    reset() {
      stop();
      gateway = null;
      set({ status: 'idle', snapshot: EMPTY });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

export const chatStore = createChatStore(loadChatGateway);
loggedOut.watch(() => chatStore.reset());

/** The signed-in user as the chat needs them, or null for a guest. */
export function useChatUser(): ChatUser | null {
  const { user, signedIn } = useUnit($session);
  if (!signedIn || !user) return null;
  return { id: user.id, firstname: user.firstname, lastname: user.lastname ?? undefined, img: user.img ?? undefined };
}

/** Subscribes while mounted (signed in and `active`); the live chats and messages. */
export function useChatState(user: ChatUser | null, active = true, store: ChatStore = chatStore): ChatState {
  // One subscription per user: it follows the user's id, not the user object (a new one each render, or with a new
  // name or picture), which is read (latest) by an effect event when the subscription opens.
  const userId = user?.id;
  const acquire = useEffectEvent((from: ChatStore) => (user ? from.acquire(user) : undefined));
  useEffect(() => {
    if (userId === undefined || !active) return;
    return acquire(store);
  }, [userId, active, store]);
  return useSyncExternalStore(store.listen, store.getState, store.getState);
}
