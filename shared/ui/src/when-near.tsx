import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far below the viewport a part of the page starts rendering: a scroll of this much finds it built. */
export const NEAR_MARGIN = '0px 0px 400px 0px';

/**
 * Once a visitor moves by the keyboard (any key, except text typed into a field: Tab out of it counts), every part
 * waiting below the fold renders: keyboard and screen-reader users then meet the page whole, in document order,
 * instead of tabbing past a placeholder. Listened to from the start, so a key pressed before a part mounts counts too.
 * The parts render in a background render (a transition), which a key or a tap interrupts: the first keys typed
 * into the header search are not held up by a page's worth of cards being built.
 */
let keyPressed = false;
const listeners = new Set<() => void>();
/** Typing into a text field (the search, a form): the caret moves in the field, not through the page. */
function typesText(e: KeyboardEvent): boolean {
  if (e.key === 'Tab') return false;
  const target = e.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type));
}
function onKey(e: KeyboardEvent): void {
  if (keyPressed || typesText(e)) return;
  keyPressed = true;
  window.removeEventListener('keydown', onKey, true);
  startTransition(() => listeners.forEach((listener) => listener()));
}
if (typeof window !== 'undefined') window.addEventListener('keydown', onKey, true);

/** Whether a key has moved through the page (see above), rendered again in a transition when it first does. */
function useKeyPressed(): boolean {
  const [pressed, setPressed] = useState(keyPressed);
  useEffect(() => {
    if (pressed) return;
    const listener = () => setPressed(true);
    listeners.add(listener);
    // A key pressed between this render and this effect.
    if (keyPressed) startTransition(listener);
    return () => void listeners.delete(listener);
  }, [pressed]);
  return pressed;
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
  const anyKey = useKeyPressed();
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
  if (typeof window !== 'undefined') window.addEventListener('keydown', onKey, true);
}
