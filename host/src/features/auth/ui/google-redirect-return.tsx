import { lazy, useState, type ReactNode } from 'react';
import { pendingGoogleReturn } from '../model/google-redirect.ts';

// Its code (and Firebase's) loads only in a tab coming back from Google's sign-in page.
const GoogleRedirectView = lazy(() => import('./google-redirect-view.tsx'));

/**
 * Back from the full-page Google sign-in (the fallback when the pop-up was blocked): the sign-in is finished before
 * the pages show, then the user is where the sign-in started. Any other load renders the pages at once.
 */
export function GoogleRedirectReturn({ children }: { children: ReactNode }) {
  const [start, setStart] = useState(pendingGoogleReturn);
  if (start === null) return <>{children}</>;
  return <GoogleRedirectView start={start} onSettled={() => setStart(null)} />;
}
