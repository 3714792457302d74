import { jest } from '@jest/globals';
import { afterFirstPaint, holdDeferredWork, markPageShown, onFirstIntent, resetPageShownForTests, whenIdle } from './when-idle.ts';
import { afterNextPaint, yieldToMain } from './yield-to-main.ts';

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

describe('holdDeferredWork', () => {
  afterEach(() => resetPageShownForTests());

  it('keeps deferred work that has not started from starting until released, then runs it when idle again', () => {
    jest.useFakeTimers();
    const before = jest.fn();
    const during = jest.fn();
    const cancelled = jest.fn();
    whenIdle(before);
    const release = holdDeferredWork();
    whenIdle(during);
    const cancel = whenIdle(cancelled);
    jest.advanceTimersByTime(5000);
    expect(before).not.toHaveBeenCalled();
    expect(during).not.toHaveBeenCalled();
    cancel();
    release();
    expect(before).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(before).toHaveBeenCalledTimes(1);
    expect(during).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    // Released once: a second call changes nothing, and new work runs as usual.
    release();
    const after = jest.fn();
    whenIdle(after);
    jest.advanceTimersByTime(200);
    expect(after).toHaveBeenCalledTimes(1);
    expect(before).toHaveBeenCalledTimes(1);
  });

  it('with two holds on, waits for the last release (a move to a route while an update waits)', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    const releaseUpdate = holdDeferredWork();
    const releaseMove = holdDeferredWork();
    whenIdle(task);
    jest.advanceTimersByTime(5000);
    releaseMove();
    // A second release of the same hold does not count for the other one.
    releaseMove();
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    releaseUpdate();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("holds the first move's task too", () => {
    jest.useFakeTimers();
    const task = jest.fn();
    onFirstIntent(task);
    markPageShown();
    const release = holdDeferredWork();
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    release();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstPaint', () => {
  afterEach(() => resetPageShownForTests());

  it('waits for the first render on screen, even when the document has loaded and the browser is idle', () => {
    jest.useFakeTimers();
    expect(document.readyState).toBe('complete');
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    markPageShown();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    // Marked again (a second root, StrictMode's second effect): nothing runs twice.
    markPageShown();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the first render comes before it', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    markPageShown();
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before and after the first render', () => {
    jest.useFakeTimers();
    const before = jest.fn();
    afterFirstPaint(before)();
    const after = jest.fn();
    const cancelAfter = afterFirstPaint(after);
    markPageShown();
    cancelAfter();
    jest.advanceTimersByTime(1000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('onFirstIntent', () => {
  afterEach(() => resetPageShownForTests());

  it('runs once, after the first pointer move, touch, key or scroll after the first render, and not while the page is left alone', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    onFirstIntent(task);
    // Before the first render is on screen, a move asks for nothing yet.
    window.dispatchEvent(new Event('pointermove'));
    markPageShown();
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    // Not in the touch's own task (it may be the tap itself), but once the browser is idle after it.
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled between the first move and the idle moment that runs it', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    const cancel = onFirstIntent(task);
    markPageShown();
    window.dispatchEvent(new Event('pointermove'));
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('can be cancelled before and after the first render', () => {
    const before = jest.fn();
    onFirstIntent(before)();
    const after = jest.fn();
    const cancelAfter = onFirstIntent(after);
    markPageShown();
    cancelAfter();
    window.dispatchEvent(new Event('pointerdown'));
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("goes on in a later task, after what the current one still runs (a timer where there is no scheduler.yield)", async () => {
    jest.useRealTimers();
    const order: string[] = [];
    const step = yieldToMain().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('rest of this task'));
    await step;
    expect(order).toEqual(['rest of this task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = jest.fn(async () => undefined);
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  /** The browser's scheduler.postTask: each task kept with its priority, run when asked, rejected when aborted. */
  function fakeScheduler() {
    const queued: { task: () => void; priority: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (task: () => void, { priority, signal }: { priority: string; signal?: AbortSignal }) =>
        new Promise<void>((resolve, reject) => {
          const entry = { task, priority, resolve, reject };
          queued.push(entry);
          signal?.addEventListener('abort', () => {
            queued.splice(queued.indexOf(entry), 1);
            reject(signal.reason);
          });
        }),
    };
    const runAll = () => {
      for (const entry of queued.splice(0)) {
        try {
          entry.task();
          entry.resolve();
        } catch (error) {
          entry.reject(error);
        }
      }
    };
    return { queued, runAll };
  }

  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("runs the task after the next frame, in a task of the browser's user-blocking priority where it has scheduler.postTask", () => {
    jest.useFakeTimers();
    const { queued, runAll } = fakeScheduler();
    const task = jest.fn();
    afterNextPaint(task);
    expect(queued).toHaveLength(0);
    // The frame's animation callback queues it: not run in the frame itself.
    jest.advanceTimersByTime(16);
    expect(queued.map((q) => q.priority)).toEqual(['user-blocking']);
    expect(task).not.toHaveBeenCalled();
    runAll();
    expect(task).toHaveBeenCalledTimes(1);
    // The 100 ms deadline does not run it again.
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('called off after the frame, the queued task is withdrawn and never runs', async () => {
    jest.useFakeTimers();
    const { queued } = fakeScheduler();
    const task = jest.fn();
    const cancel = afterNextPaint(task);
    jest.advanceTimersByTime(16);
    expect(queued).toHaveLength(1);
    cancel();
    expect(queued).toHaveLength(0);
    jest.advanceTimersByTime(200);
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at the deadline where no frame comes (a hidden tab), once', () => {
    jest.useFakeTimers();
    const { queued, runAll } = fakeScheduler();
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const task = jest.fn();
    afterNextPaint(task);
    jest.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    runAll();
    expect(queued).toHaveLength(0);
    expect(task).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
