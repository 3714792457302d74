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
 * `answer` runs once that frame is painted. Rendered in the press's task, the dialog or drawer held back the first
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
      unmark(element);
      answer();
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
