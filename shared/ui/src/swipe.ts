/** Swipeable drawer constants (spec section 9). */
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
