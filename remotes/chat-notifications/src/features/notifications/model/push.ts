import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $session, loggedOut, storedText } from '@market/bus';
import { getRuntimeConfig, type RuntimeConfig } from '@market/http';
import { sendPushToken } from '../api/notifications-api.ts';

/** The messaging token last sent to the API from this browser. */
const sentToken = storedText('local', 'market:chat-notifications:push-token');

type FirebaseConfig = NonNullable<RuntimeConfig['firebase']>;
type MessagingConfig = FirebaseConfig & { appId: string; messagingSenderId: string; vapidKey: string };

/** The service worker Firebase messaging needs, served at the site root (built by host/rspack.config.ts). */
export const MESSAGING_SW_PATH = '/firebase-messaging-sw.js';
/** Firebase's own scope for it: the worker controls no page of the app. */
export const MESSAGING_SW_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The runtime config's Firebase messaging settings, or null where push is not configured. */
function messagingConfig(): MessagingConfig | null {
  const fb = getRuntimeConfig().firebase;
  return fb?.apiKey && fb.projectId && fb.appId && fb.messagingSenderId && fb.vapidKey ? (fb as MessagingConfig) : null;
}

/** Push is on only when the runtime config names Firebase messaging (app id, sender id and VAPID key). */
export function pushConfigured(): boolean {
  return messagingConfig() !== null;
}

/** The worker's URL: the Firebase config travels in the query string, so the worker needs no request to start. */
export function messagingWorkerUrl(fb: MessagingConfig): string {
  const query = new URLSearchParams({ apiKey: fb.apiKey, projectId: fb.projectId, messagingSenderId: fb.messagingSenderId, appId: fb.appId });
  return `${MESSAGING_SW_PATH}?${query}`;
}

/**
 * Asks for notification permission, registers the messaging service worker and sends the device's messaging
 * token to the API, once per token. Nothing happens where messaging is not configured: no permission prompt, no
 * worker; Firebase messaging is imported lazily, so nothing is downloaded either.
 */
export async function registerPush(): Promise<string | null> {
  const fb = messagingConfig();
  if (!fb || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return null;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return null;
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return null;
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: fb.apiKey, projectId: fb.projectId, appId: fb.appId, messagingSenderId: fb.messagingSenderId });
  const registration = await navigator.serviceWorker.register(messagingWorkerUrl(fb), { scope: MESSAGING_SW_SCOPE });
  const token = await getToken(getMessaging(app), { vapidKey: fb.vapidKey, serviceWorkerRegistration: registration });
  if (token && sentToken.read() !== token) {
    await sendPushToken(token);
    sentToken.write(token);
  }
  return token || null;
}

/** Registers push once per signed-in session (when configured); failures are quiet (push is optional). */
export function usePushRegistration(): void {
  const signedIn = useUnit($session).signedIn;
  useEffect(() => {
    if (!signedIn || !pushConfigured()) return;
    registerPush().catch((e: unknown) => console.warn('[push]', e));
  }, [signedIn]);
  // The token belongs to the signed-in user: the next user sends it again.
  useEffect(() => loggedOut.watch(() => sentToken.write(null)), []);
}
