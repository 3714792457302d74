/**
 * /firebase-messaging-sw.js: Firebase Cloud Messaging's service worker, bundled from the firebase package (no
 * importScripts from a CDN, so it works offline and under the CSP's `worker-src 'self'`). Built by
 * host/rspack.config.ts as its own un-hashed file at the site root.
 *
 * The page registers it only when messaging is configured, passing the Firebase config in the query string
 * (remotes/chat-notifications/src/features/notifications/model/push.ts), so the worker needs no request before it
 * can add its event listeners (which must happen while the script first runs).
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { messagingConfigFrom, notificationFrom, sameOriginLink } from './messaging-sw-config.ts';

/** The parts of ServiceWorkerGlobalScope used here (the project compiles with the DOM library only). */
interface NotificationClickEvent extends Event {
  notification: { data?: Record<string, unknown>; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: { openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const config = messagingConfigFrom(worker.location.search);
if (config) {
  const messaging = getMessaging(initializeApp(config));
  // Messages with a `notification` part are shown by the SDK itself; data-only ones are shown here.
  onBackgroundMessage(messaging, (payload) => {
    const shown = payload.notification ? null : notificationFrom(payload.data);
    if (shown) return worker.registration.showNotification(shown.title, shown.options);
  });
  // A click on one of ours opens its link (same origin only); the SDK handles its own (data.FCM_MSG).
  worker.addEventListener('notificationclick', (event) => {
    const data = event.notification.data;
    if (!data || 'FCM_MSG' in data) return;
    event.notification.close();
    event.waitUntil(worker.clients.openWindow(sameOriginLink(data.link, worker.location.origin)));
  });
}
