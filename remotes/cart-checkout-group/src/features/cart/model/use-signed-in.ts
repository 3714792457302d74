import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { hasSession } from '@market/http';

/**
 * Signed in by the shell's session, or by the session cookie another tab set (`user`; @market/http's hasSession): re-read on focus, on visibility and
 * on storage events, so a sign-in in another tab moves this tab's local cart too.
 */
export function useSignedIn(): boolean {
  const session = useUnit($session);
  // Signed in by the shell's session, the cookie is not read: a read of `document.cookie` waits on the browser's
  // cookie store, and the cart drawer's render (its view mounting) waited for it before its first paint.
  const [cookie, setCookie] = useState(() => !session.signedIn && hasSession());
  useEffect(() => {
    if (session.signedIn) return undefined;
    const check = () => setCookie(hasSession());
    check();
    window.addEventListener('focus', check);
    window.addEventListener('storage', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      window.removeEventListener('storage', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [session.signedIn]);
  // The cookie is read again at each render as well: the state only redraws on a change made elsewhere. On logout
  // the session is reset before the effect above re-reads the cookie, and a stale `true` here for that one render
  // sent the server cart's read without a token.
  return session.signedIn || (cookie && hasSession());
}
