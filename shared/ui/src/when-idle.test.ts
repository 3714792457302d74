import { jest } from '@jest/globals';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with a deadline, and can be cancelled', () => {
    const request = jest.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const task = jest.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
