import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { firebaseAuth } from './firebase-auth.ts';

/** A stand-in for firebase/auth that records how the instance was set up, and refuses a second set-up as Firebase does. */
function fakeAuthModule() {
  const calls: string[] = [];
  let instance: (Auth & { options?: unknown }) | null = null;
  const persistence = { indexed: {}, local: {}, session: {} };
  const mod = {
    indexedDBLocalPersistence: persistence.indexed,
    browserLocalPersistence: persistence.local,
    browserSessionPersistence: persistence.session,
    getAuth: () => {
      calls.push('getAuth');
      instance ??= { options: 'defaults: pop-up and redirect helpers' } as never;
      return instance!;
    },
    initializeAuth: (_app: FirebaseApp, options: unknown) => {
      calls.push('initializeAuth');
      if (instance) throw new Error('auth/already-initialized');
      instance = { options } as never;
      return instance!;
    },
  };
  return { mod: mod as unknown as Parameters<typeof firebaseAuth>[0], calls, persistence };
}

const app = {} as FirebaseApp;

describe("the page's Firebase Auth", () => {
  it('outside the login pages: the same persistence, without the pop-up and redirect helpers (no Google loader)', () => {
    const { mod, calls, persistence } = fakeAuthModule();
    const auth = firebaseAuth(mod, app, '/orders/7') as Auth & { options: unknown };
    expect(calls).toEqual(['initializeAuth']);
    expect(auth.options).toEqual({ persistence: [persistence.indexed, persistence.local, persistence.session] });
    expect(auth.options).not.toHaveProperty('popupRedirectResolver');
  });

  it("on a login page: Firebase's default instance, its helpers ready for a pop-up within the tap", () => {
    for (const page of ['/login', '/register/']) {
      const { mod, calls } = fakeAuthModule();
      firebaseAuth(mod, app, page);
      expect(calls).toEqual(['getAuth']);
    }
  });

  it('one instance per document: a second app asking gets the one already set up', () => {
    const { mod } = fakeAuthModule();
    const first = firebaseAuth(mod, app, '/');
    expect(firebaseAuth(mod, app, '/chat')).toBe(first);
  });
});
