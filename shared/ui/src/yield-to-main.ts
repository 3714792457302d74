/**
 * Ends the current task and goes on in a new one at once (`scheduler.yield`, ahead of other waiting work, where the
 * browser has it; else a zero timer): a start made of several steps runs as several short tasks, so a paint or a tap
 * can come between them instead of waiting for one long task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** At the latest: a hidden tab draws no frames, and what waits for one must still happen. */
const FRAME_DEADLINE_MS = 100;

type PostTask = (task: () => void, options: { priority: 'user-blocking'; signal?: AbortSignal }) => Promise<unknown>;

/**
 * Runs `task` once the next frame is painted (a task queued from that frame's animation callback runs after its
 * layout and paint), or after 100 ms where no frame comes (a hidden tab). A tap's handler does what the shopper must
 * see at once and leaves the rest here: the tap's frame shows the answer without waiting for it. Returns a function
 * that cancels it. The task is queued at the user-blocking priority where the browser has `scheduler.postTask`: what
 * waits here is the rest of a tap's answer, and a zero timer queued from the frame ran 70 ms after the paint at 4×
 * CPU (Chromium runs timers behind its other work just after an input).
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let aborter: AbortController | undefined;
  const run = () => {
    if (done) return;
    done = true;
    stopWaiting();
    task();
  };
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  const queue = () => {
    if (typeof postTask !== 'function') {
      timer = setTimeout(run, 0);
      return;
    }
    const { signal } = (aborter = new AbortController());
    // Called off: the promise rejects with the abort, which is no error; an error of the task is reported as a
    // timer's would be.
    postTask.call((globalThis as { scheduler?: object }).scheduler, run, { priority: 'user-blocking', signal }).catch((error: unknown) => {
      if (signal.aborted) return;
      if (typeof reportError === 'function') reportError(error);
      else
        setTimeout(() => {
          throw error;
        }, 0);
    });
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(queue) : undefined;
  const deadline = setTimeout(run, FRAME_DEADLINE_MS);
  /** The frame and the deadline, once one of them has run the task. */
  function stopWaiting() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(deadline);
  }
  function cancel() {
    stopWaiting();
    aborter?.abort();
  }
  return () => {
    done = true;
    cancel();
  };
}
