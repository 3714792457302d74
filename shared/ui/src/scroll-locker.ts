import { useInsertionEffect, useMemo } from 'react';

/**
 * Holds the page still behind an open dialog or drawer, in place of the hook antd's portals use (the build swaps it
 * in, shared/mf's config). antd's writes a `<style>` element for this; under the gateway's CSP, which allows no
 * inline style, that element is refused and the page scrolls behind the dialog. This one sets the body's style
 * through the DOM, which the CSP does not govern. Nested holders (a dialog over a drawer) share one lock.
 */
let holders = 0;
let saved: { overflowY: string; width: string } | null = null;

/** The page's scroll bar, which disappears with the overflow: the body keeps its width, so nothing jumps sideways. */
const scrollbarWidth = () => window.innerWidth - document.documentElement.clientWidth;

function hold(scrollbar: number): void {
  holders += 1;
  if (holders > 1) return;
  const { body } = document;
  saved = { overflowY: body.style.overflowY, width: body.style.width };
  body.style.overflowY = 'hidden';
  if (scrollbar > 0) body.style.width = `calc(100% - ${scrollbar}px)`;
}

function release(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0 || !saved) return;
  document.body.style.overflowY = saved.overflowY;
  document.body.style.width = saved.width;
  saved = null;
}

export default function useScrollLocker(lock?: boolean): void {
  const locked = !!lock;
  // Read while the page is as it was painted (this render's changes are not in it yet): read in the layout effect,
  // after the dialog's elements went in, it made the browser lay the whole page out once more before the paint.
  const scrollbar = useMemo(() => (locked && holders === 0 ? scrollbarWidth() : 0), [locked]);
  // Applied as the dialog's elements go in, before any layout effect: rc-dialog's layout effect reads the panel's
  // position (a forced layout of the whole page), and a lock applied after that read changed the page's layout again,
  // so the browser laid the whole page out a second time before the paint.
  useInsertionEffect(() => {
    if (!locked) return;
    hold(scrollbar);
    return release;
  }, [locked, scrollbar]);
}
