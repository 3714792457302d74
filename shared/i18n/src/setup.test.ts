import { directionOf, LOAD_RETRIES, LOAD_RETRY_MS, PARALLEL_READS } from './setup.ts';

describe('directionOf', () => {
  it('follows the API: backward languages are right-to-left', () => {
    expect(directionOf('xx', true)).toBe('rtl');
    expect(directionOf('ar', false)).toBe('ltr');
  });
  it('falls back to the language code', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
  it('loads catalogues with 5 retries from 350 ms and 10 parallel reads', () => {
    expect([LOAD_RETRIES, LOAD_RETRY_MS, PARALLEL_READS]).toEqual([5, 350, 10]);
  });
});
