import { firebaseAuth, getRuntimeConfig } from '@market/http';
import * as firestore from 'firebase/firestore';
import { getApps, initializeApp } from 'firebase/app';
import * as authSdk from 'firebase/auth';
import type { ChatGateway, ChatUser } from './chat-gateway.ts';
import { createFirestoreChatGateway, type FirestoreSdk } from './firestore-chat-gateway.ts';

/**
 * Loaded only through a dynamic import (chat-gateway-factory.ts): this module is the one that pulls Firestore
 * in, so nobody downloads it unless the runtime config turns Firestore chat on and a chat opens.
 */
export async function loadFirestoreGateway(user: ChatUser): Promise<ChatGateway> {
  const config = getRuntimeConfig().firebase;
  if (!config?.apiKey) throw new Error('firebase is not configured');
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain ?? `${config.projectId}.firebaseapp.com`, projectId: config.projectId, appId: config.appId });
  const auth = firebaseAuth(authSdk, app);
  await auth.authStateReady();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('chat needs a Firebase session');
  return createFirestoreChatGateway({ sdk: firestore as unknown as FirestoreSdk, db: firestore.getFirestore(app), uid, user });
}
