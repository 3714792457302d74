import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** How far below the viewport a part of the page starts rendering: a scroll of this much finds it built. */
export const NEAR_MARGIN = '0px 0px 400px 0px';

/**
 * Once a visitor presses any key, every part waiting below the fold renders: keyboard and screen-reader users then
 * meet the page whole, in document order, instead of tabbing past a placeholder. Listened to from the start, so a
 * key pressed before a part mounts counts too.
 */
let keyPressed = false;
const listeners = new Set<() => void>();
function onFirstKey(): void {
  if (keyPressed) return;
  keyPressed = true;
  startTransition(() => listeners.forEach((listener) => listener()));
}
if (typeof window !== 'undefined') window.addEventListener('keydown', onFirstKey, true);
function subscribeToKeys(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A part of a page that is built only when it comes near the viewport (or a key is pressed): what a phone's first
 * screen does not show costs no rendering, no requests and no images on the first load. Until then `placeholder`
 * holds its place. Without IntersectionObserver the children render at once.
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const anyKey = useSyncExternalStore(
    subscribeToKeys,
    () => keyPressed,
    () => false,
  );
  const ref = useRef<HTMLDivElement>(null);
  const shown = near || anyKey;
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}

/** For tests: forget that a key was pressed. */
export function resetWhenNear(): void {
  keyPressed = false;
}
