import { homeLayout } from './home-layout.ts';

describe('homeLayout', () => {
  it('uses layout 1 for ui_type 1 and layout 2 for 2, 3 and 4', () => {
    expect(homeLayout('1')).toBe(1);
    expect(['2', '3', '4'].map(homeLayout)).toEqual([2, 2, 2]);
  });
  it('falls back to 1 for unknown or missing values', () => {
    expect(homeLayout('7')).toBe(1);
    expect(homeLayout('abc')).toBe(1);
    expect(homeLayout(undefined)).toBe(1);
  });
});
