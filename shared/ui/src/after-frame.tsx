import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './yield-to-main.ts';

/**
 * Children built after the frame that shows the rest of the page: in a background render (a transition) of their
 * own, so a long page's lower part costs its own render, commit and layout instead of lengthening the first ones
 * (each of those is one uninterrupted task, and a phone's taps wait for it). `placeholder` holds their place until
 * then, a frame or two: it keeps what follows (the footer) where it will be, below the first screen.
 * `urgent`: built in an ordinary render instead, for children that must not wait behind other background renders
 * (React renders every pending transition together: a dialog's body opened with a move of the router would
 * otherwise wait for the whole page's render of the new address).
 */
export function AfterFrame({ children, placeholder, urgent = false }: { children: ReactNode; placeholder: ReactNode; urgent?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // After the frame that shows the rest (at the latest 100 ms: a hidden tab's page must still be whole when shown).
    return afterNextPaint(() => {
      if (urgent) setReady(true);
      else startTransition(() => setReady(true));
    });
  }, [ready, urgent]);
  return <>{ready ? children : placeholder}</>;
}
