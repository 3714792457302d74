import { FLING_SPEED, HYSTERESIS, SWIPE_AREA_WIDTH, swipeResult } from './swipe.ts';

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
