import { flushSync } from 'react-dom';
import { afterNextPaint } from './yield-to-main.ts';

/** The control pressed whose answer waits for its frame, and how to call that answer off. */
let pending: { element: HTMLElement; cancel: () => void } | undefined;

const unmark = (element: HTMLElement) => {
  element.style.outlineStyle = '';
  element.style.outlineWidth = '';
  element.style.outlineColor = '';
  element.style.outlineOffset = '';
};

/**
 * A press whose answer is a big render (a dialog or a drawer opening): the press's own frame shows the control
 * pressed (an outline in the theme's primary colour, set on the element, so no component renders for it), and
 * `answer` runs once that frame is painted, its renders done in the same task. Rendered in the press's task, the dialog or drawer held back the first
 * paint, so nothing on screen answered the finger until all of it was built. A second press before that frame (on
 * this control or another) calls the first one's answer off. Returns a function that calls it off.
 */
export function answerAfterPaint(element: HTMLElement, answer: () => void): () => void {
  if (pending) {
    pending.cancel();
    unmark(pending.element);
  }
  element.style.outlineStyle = 'solid';
  element.style.outlineWidth = '2px';
  element.style.outlineColor = 'var(--ant-color-primary)';
  element.style.outlineOffset = '-1px';
  const mine = {
    element,
    cancel: afterNextPaint(() => {
      pending = undefined;
      // Rendered in this task, which runs right after the paint: a render left to React's scheduler waited in an
      // ordinary task behind whatever else was queued (70 ms before the drawer's render began, at 11× CPU). The
      // control is unmarked after it: a style changed before made the render's first read of the layout (the page's
      // scroll bar, as a drawer locks the scroll) compute the page's style and layout first.
      flushSync(answer);
      unmark(element);
    }),
  };
  pending = mine;
  return () => {
    if (pending !== mine) return;
    pending = undefined;
    mine.cancel();
    unmark(element);
  };
}
