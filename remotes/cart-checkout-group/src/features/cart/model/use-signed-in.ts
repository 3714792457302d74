import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { COOKIE, getCookie } from '@market/http';

/**
 * Signed in by the shell's session, or by the token cookie another tab set: re-read on focus, on visibility and
 * on storage events, so a sign-in in another tab moves this tab's local cart too.
 */
export function useSignedIn(): boolean {
  const session = useUnit($session);
  const [cookie, setCookie] = useState(() => Boolean(getCookie(COOKIE.accessToken)));
  useEffect(() => {
    const check = () => setCookie(Boolean(getCookie(COOKIE.accessToken)));
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
  return session.signedIn || (cookie && Boolean(getCookie(COOKIE.accessToken)));
}
