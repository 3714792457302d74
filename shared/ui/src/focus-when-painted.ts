import { useEffect, useState } from 'react';
import { afterNextPaint } from './yield-to-main.ts';

/**
 * A drawer's focus, given once the frame that shows it is painted: antd's drawer focuses its panel as it opens, and
 * its focus lock, finding the focus still outside, first looks through the panel for something to focus (every
 * element, and a forced layout to tell which are visible), both in the task that opens it. `inside` is the ref of an
 * element of the drawer's content (`node` is that element); the drawer takes `autoFocus={false}` and
 * `focusable={{ trap: open && settled }}`. Once the drawer is open and its content is in the page (a drawer whose code
 * was still loading comes a few frames later), the frame after shows it: the focus then goes to the drawer (unless
 * something inside took it already, a field focused by its content), and the trap starts: Tab stays inside, and the
 * focus goes back to the opener on close, as before.
 */
export function useFocusWhenPainted<T extends HTMLElement>(open: boolean) {
  const [node, inside] = useState<T | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!open || !node) return undefined;
    return afterNextPaint(() => {
      const root = node.closest<HTMLElement>('.ant-drawer');
      if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
      setSettled(true);
    });
  }, [open, node]);
  if (!open && settled) setSettled(false);
  return { inside, node, settled };
}
