import { getRuntimeConfig } from '@market/http';
import type { ChatGateway, ChatUser } from './chat-gateway.ts';
import { createApiChatGateway } from './api-chat-gateway.ts';

export type ChatAdapterKind = 'firestore' | 'api';

/** Firestore when the runtime config says so (firebase.firestoreChat), else the reference API (the local default). */
export function chatAdapterKind(): ChatAdapterKind {
  const fb = getRuntimeConfig().firebase;
  return fb?.apiKey && fb.firestoreChat ? 'firestore' : 'api';
}

export async function loadChatGateway(user: ChatUser): Promise<ChatGateway> {
  if (chatAdapterKind() === 'firestore') return (await import('./load-firestore-gateway.ts')).loadFirestoreGateway(user);
  return createApiChatGateway();
}
