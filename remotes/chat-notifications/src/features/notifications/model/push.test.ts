import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { loggedOut, sessionChanged } from '@market/bus';
import type { Session } from '@market/contract';
import { DEFAULT_CONFIG, setRuntimeConfig } from '@market/http';
import { MESSAGING_SW_PATH, MESSAGING_SW_SCOPE, messagingWorkerUrl, pushConfigured, registerPush, usePushRegistration } from './push.ts';

const AUTH_ONLY = { apiKey: 'demo-api-key', projectId: 'demo-market' };
const MESSAGING = { ...AUTH_ONLY, appId: '1:42:web:abc', messagingSenderId: '42', vapidKey: 'BVapid' };

const register = jest.fn(async () => ({}));
const requestPermission = jest.fn(async () => 'granted');

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission: 'default', requestPermission } });
});
afterAll(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { Notification?: unknown }).Notification;
});
beforeEach(() => {
  register.mockClear();
  requestPermission.mockClear();
});
afterEach(() => {
  setRuntimeConfig(DEFAULT_CONFIG);
  loggedOut();
});

describe('push registration', () => {
  it('is configured only with the messaging settings (app id, sender id, VAPID key), not with auth alone', () => {
    expect(pushConfigured()).toBe(false);
    setRuntimeConfig({ apiBaseUrl: '/api/v1/', firebase: AUTH_ONLY });
    expect(pushConfigured()).toBe(false);
    setRuntimeConfig({ apiBaseUrl: '/api/v1/', firebase: { ...MESSAGING, vapidKey: undefined } });
    expect(pushConfigured()).toBe(false);
    setRuntimeConfig({ apiBaseUrl: '/api/v1/', firebase: MESSAGING });
    expect(pushConfigured()).toBe(true);
  });

  it('unconfigured: no permission prompt and no service worker, for a signed-in user either', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api/v1/', firebase: AUTH_ONLY });
    await expect(registerPush()).resolves.toBeNull();
    sessionChanged({ user: { id: 1, firstname: 'Demo' }, signedIn: true } as Session);
    renderHook(() => usePushRegistration());
    await new Promise((r) => setTimeout(r, 20));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('configured but the permission is refused: no service worker', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api/v1/', firebase: MESSAGING });
    requestPermission.mockResolvedValueOnce('denied');
    await expect(registerPush()).resolves.toBeNull();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
  });

  it("hands the worker the page's Firebase config in its URL, at the site root", () => {
    const url = new URL(messagingWorkerUrl(MESSAGING), 'https://market.test');
    expect(url.pathname).toBe(MESSAGING_SW_PATH);
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apiKey: 'demo-api-key', projectId: 'demo-market', messagingSenderId: '42', appId: '1:42:web:abc' });
    expect(MESSAGING_SW_SCOPE).toBe('/firebase-cloud-messaging-push-scope');
  });
});
