import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $session, loggedOut } from '@market/bus';
import { getRuntimeConfig, http } from '@market/http';

const SENT_KEY = 'market:chat-notifications:push-token';

/** Push is on only when the runtime config names Firebase messaging (sender id and VAPID key). */
export function pushConfigured(): boolean {
  const fb = getRuntimeConfig().firebase;
  return Boolean(fb?.apiKey && fb.messagingSenderId && fb.vapidKey);
}

export async function sendPushToken(token: string): Promise<void> {
  await http.post('dashboard/user/profile/firebase/token/update', { firebase_token: token });
}

/**
 * Asks for notification permission and sends the device's messaging token to the API, once per token.
 * Firebase messaging is imported lazily, so nothing is downloaded where push is not configured.
 */
export async function registerPush(): Promise<string | null> {
  if (!pushConfigured() || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return null;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return null;
  const fb = getRuntimeConfig().firebase!;
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return null;
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: fb.apiKey, projectId: fb.projectId, appId: fb.appId, messagingSenderId: fb.messagingSenderId });
  const token = await getToken(getMessaging(app), { vapidKey: fb.vapidKey });
  if (token && localStorage.getItem(SENT_KEY) !== token) {
    await sendPushToken(token);
    localStorage.setItem(SENT_KEY, token);
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
  useEffect(() => loggedOut.watch(() => localStorage.removeItem(SENT_KEY)), []);
}
