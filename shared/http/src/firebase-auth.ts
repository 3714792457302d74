import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { isLoginPage } from '@market/contract';

type AuthModule = Pick<
  typeof import('firebase/auth'),
  'getAuth' | 'initializeAuth' | 'indexedDBLocalPersistence' | 'browserLocalPersistence' | 'browserSessionPersistence'
>;

/**
 * The document's one Firebase Auth instance, for every app of the page. Only the login pages' documents may run
 * Google's sign-in loader (their CSP alone allows it), and Firebase Auth with its pop-up and redirect helpers starts
 * that loader as soon as it initialises on phones and in Safari. So the login pages get Firebase's default instance
 * (the helpers ready, so a pop-up opens within the tap), and every other page one without them: the same sessions
 * (the same persistence), no loader. Whichever app of the page asks first sets it up; the others get the same one.
 * The Firebase module is passed in, so that this stays out of the first load.
 */
export function firebaseAuth(mod: AuthModule, app: FirebaseApp, pathname: string = location.pathname): Auth {
  if (isLoginPage(pathname)) return mod.getAuth(app);
  try {
    return mod.initializeAuth(app, {
      persistence: [mod.indexedDBLocalPersistence, mod.browserLocalPersistence, mod.browserSessionPersistence],
    });
  } catch {
    // Already set up in this document (by another app): that instance.
    return mod.getAuth(app);
  }
}
