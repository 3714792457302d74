/** Swipe constants: the edge area a drawer swipe starts in (px), the fling speed (px/s), the hysteresis (share of the size). */
export const SWIPE_AREA_WIDTH = 20;
export const FLING_SPEED = 450;
export const HYSTERESIS = 0.52;

export interface SwipeEnd {
  open: boolean;
  /** Distance moved towards closing (px, positive = down for a bottom sheet). */
  delta: number;
  /** Drawer size along the swipe axis (px). */
  size: number;
  /** Speed at release (px/s, positive = towards closing). */
  velocity: number;
}

/**
 * Whether the drawer is open after a swipe: a fling faster than FLING_SPEED decides by its direction;
 * otherwise it toggles once the swipe passes HYSTERESIS of the drawer's size.
 */
export function swipeResult({ open, delta, size, velocity }: SwipeEnd): boolean {
  if (Math.abs(velocity) > FLING_SPEED) return velocity < 0;
  const moved = size > 0 ? delta / size : 0;
  if (open) return moved < HYSTERESIS;
  return -moved >= HYSTERESIS;
}

/** Least sideways travel (px) of a touch that counts as a swipe between slides: a tap never moves one. */
export const SLIDE_SWIPE_MIN = 10;

export interface SlideSwipe {
  /** Distance moved towards the next slide (px; negative = towards the previous one). */
  forward: number;
  /** Distance moved across, along the other axis (px). */
  across: number;
  /** Slide width (px). */
  size: number;
  /** Seconds from touch to release. */
  seconds: number;
}

/**
 * Slides a swipe moves: 1 to the next, -1 to the previous, 0 for none. The drawer's rule decides: a fling faster
 * than FLING_SPEED, or a swipe past HYSTERESIS of the slide's width. A mostly vertical swipe scrolls, it moves none.
 */
export function slideSwipeStep({ forward, across, size, seconds }: SlideSwipe): -1 | 0 | 1 {
  const distance = Math.abs(forward);
  if (distance < SLIDE_SWIPE_MIN || distance <= Math.abs(across)) return 0;
  const moved = !swipeResult({ open: true, delta: distance, size, velocity: distance / Math.max(seconds, 0.001) });
  if (!moved) return 0;
  return forward > 0 ? 1 : -1;
}
