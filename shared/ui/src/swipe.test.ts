import { FLING_SPEED, HYSTERESIS, SWIPE_AREA_WIDTH, slideSwipeStep, swipeResult } from './swipe.ts';

describe('swipeResult', () => {
  const size = 400;
  it('uses the spec constants', () => {
    expect([SWIPE_AREA_WIDTH, FLING_SPEED, HYSTERESIS]).toEqual([20, 450, 0.52]);
  });
  it('closes an open drawer only past 52% of its size', () => {
    expect(swipeResult({ open: true, delta: size * 0.5, size, velocity: 100 })).toBe(true);
    expect(swipeResult({ open: true, delta: size * 0.53, size, velocity: 100 })).toBe(false);
  });
  it('opens a closed drawer only past 52% the other way', () => {
    expect(swipeResult({ open: false, delta: -size * 0.5, size, velocity: -100 })).toBe(false);
    expect(swipeResult({ open: false, delta: -size * 0.52, size, velocity: -100 })).toBe(true);
  });
  it('lets a fling faster than 450 px/s decide by its direction', () => {
    expect(swipeResult({ open: true, delta: 10, size, velocity: 451 })).toBe(false);
    expect(swipeResult({ open: false, delta: -10, size, velocity: -451 })).toBe(true);
    expect(swipeResult({ open: true, delta: 10, size, velocity: 450 })).toBe(true);
  });
});

describe('slideSwipeStep', () => {
  const size = 300;
  it('moves by a fling in its direction', () => {
    expect(slideSwipeStep({ forward: 60, across: 5, size, seconds: 0.1 })).toBe(1);
    expect(slideSwipeStep({ forward: -60, across: 5, size, seconds: 0.1 })).toBe(-1);
  });
  it('moves by a slow swipe only past 52% of the width', () => {
    expect(slideSwipeStep({ forward: 150, across: 0, size, seconds: 1 })).toBe(0);
    expect(slideSwipeStep({ forward: -160, across: 0, size, seconds: 1 })).toBe(-1);
  });
  it('does not move for a tap or a mostly vertical swipe', () => {
    expect(slideSwipeStep({ forward: 8, across: 0, size, seconds: 0.005 })).toBe(0);
    expect(slideSwipeStep({ forward: 60, across: 80, size, seconds: 0.1 })).toBe(0);
  });
});
