import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './yield-to-main.ts';

/**
 * A drawer's focus, given once the frame that shows it is painted: antd's drawer focuses its panel as it opens, and
 * its focus lock, finding the focus still outside, first looks through the panel for something to focus (every
 * element, and a forced layout to tell which are visible), both in the task that opens it. `inside` goes on an element
 * of the drawer's content; the drawer takes `autoFocus={false}` and `focusable={{ trap: open && settled }}`. Once that
 * frame is painted the focus goes to the drawer (unless something inside took it already, a field focused by its
 * content), and the trap starts: Tab stays inside, and the focus goes back to the opener on close, as before.
 */
export function useFocusWhenPainted<T extends HTMLElement>(open: boolean) {
  const inside = useRef<T>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    return afterNextPaint(() => {
      const root = inside.current?.closest<HTMLElement>('.ant-drawer');
      if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
      setSettled(true);
    });
  }, [open]);
  if (!open && settled) setSettled(false);
  return { inside, settled };
}
