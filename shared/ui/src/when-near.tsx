import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

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
 *
 * `root` and `margin` watch a scrolling container instead of the viewport (a row of cards that scrolls sideways:
 * a card is built when it scrolls near the row's visible part).
 */
export function WhenNear({
  children,
  placeholder,
  root,
  margin = NEAR_MARGIN,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  root?: RefObject<Element | null>;
  margin?: string;
}) {
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
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, root, margin]);
  if (shown) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}

/** For tests: forget that a key was pressed. */
export function resetWhenNear(): void {
  keyPressed = false;
}
