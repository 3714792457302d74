/** The pure parts of the messaging service worker (firebase-messaging-sw.ts), testable outside a worker. */

export interface MessagingConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
}

const KEYS = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const;

/** The Firebase config from the worker's query string; null unless every value messaging needs is there. */
export function messagingConfigFrom(search: string): MessagingConfig | null {
  const params = new URLSearchParams(search);
  const entries = KEYS.map((k) => [k, params.get(k)?.trim() ?? ''] as const);
  if (entries.some(([, v]) => !v)) return null;
  return Object.fromEntries(entries) as unknown as MessagingConfig;
}

/** A link from a push message, kept only when it stays on this site; else the notifications page. */
export function sameOriginLink(link: unknown, origin: string): string {
  if (typeof link === 'string') {
    try {
      const url = new URL(link, origin);
      if (url.origin === origin) return url.href;
    } catch {
      // Not a URL.
    }
  }
  return new URL('/notifications', origin).href;
}

/** What to show for a data-only message ({title, body, link?, image?}); null without a title. */
export function notificationFrom(data: Record<string, string> | undefined): { title: string; options: NotificationOptions } | null {
  const title = data?.title?.trim();
  if (!title) return null;
  return {
    title,
    options: {
      body: data?.body ?? '',
      icon: '/favicon.svg',
      data: { link: data?.link },
      ...(data?.tag ? { tag: data.tag } : {}),
    },
  };
}
