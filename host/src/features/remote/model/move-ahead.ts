import { $address } from '@market/bus';
import { askPageAhead } from '@market/http';
import { afterNextPaint, holdDeferredWork } from '@market/ui';
import { firstPageOf } from './first-page.ts';
import { preparePage } from './prepare-page.ts';

/** At the latest, the work held for a move starts again this long after it (a page that never shows: a redirect, an error). */
export const MOVE_HOLD_MAX_MS = 5000;

let releaseHold: (() => void) | undefined;
let holdTimer: ReturnType<typeof setTimeout> | undefined;

/** Ends the hold of the move under way, if any. */
function endHold(): void {
  clearTimeout(holdTimer);
  holdTimer = undefined;
  const release = releaseHold;
  releaseHold = undefined;
  release?.();
}

/**
 * A move to `pathname` within the app has just been made (the router is told in the same task). Two things start
 * before the router has rendered anything of it:
 * - the work left for idle moments waits until the new page is on screen (moveShown): the move's own idle moments,
 *   while its code and reads are on their way, ran the first intent's preloads (the dialog's, the drawer's and the
 *   select's code) and other deferred work, tasks of 50–100 ms at 4× in the new page's way;
 * - the page's code and its first calls, after the frame that shows the tap's answer (so none of it lengthens the
 *   tap's task): the router rendered the header and the layout's other parts first, and only then asked for them,
 *   some 200 ms after the tap at 4×.
 */
export function moveStarted(pathname: string): void {
  endHold();
  releaseHold = holdDeferredWork();
  holdTimer = setTimeout(endHold, MOVE_HOLD_MAX_MS);
  const page = firstPageOf(pathname);
  if (!page) return;
  afterNextPaint(() => {
    if (page.calls) askPageAhead(page.calls, { params: page.params, point: $address.getState()?.location });
    void preparePage(pathname);
  });
}

/** The new page's content is committed: what was held starts again once that frame is painted. */
export function moveShown(): void {
  const release = releaseHold;
  if (!release) return;
  // Unless another move has started since.
  afterNextPaint(() => {
    if (releaseHold === release) endHold();
  });
}
