import { jest } from '@jest/globals';
import { withDeadline } from './deadline.ts';

afterEach(() => jest.useRealTimers());

describe('withDeadline', () => {
  it('gives the work when it settles in time, and clears its timer', async () => {
    jest.useFakeTimers();
    await expect(withDeadline(Promise.resolve('answer'), 100, () => 'late')).resolves.toBe('answer');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives what late gives when the work takes longer', async () => {
    jest.useFakeTimers();
    const outcome = withDeadline(new Promise<string>(() => {}), 100, () => undefined);
    jest.advanceTimersByTime(100);
    await expect(outcome).resolves.toBeUndefined();
  });

  it('rejects with what late throws', async () => {
    jest.useFakeTimers();
    const outcome = withDeadline(new Promise<string>(() => {}), 50, () => {
      throw new Error('timeout of 50ms exceeded');
    });
    jest.advanceTimersByTime(50);
    await expect(outcome).rejects.toThrow('timeout of 50ms exceeded');
  });

  it('passes the work through when there is no deadline', async () => {
    await expect(withDeadline(Promise.reject(new Error('refused')), 0, () => 'late')).rejects.toThrow('refused');
  });
});
