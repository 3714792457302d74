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

/**
 * Runs `task` once the next frame is painted (a timer queued from that frame's animation callback runs after its
 * layout and paint), or after 100 ms where no frame comes (a hidden tab). A tap's handler does what the shopper must
 * see at once and leaves the rest here: the tap's frame shows the answer without waiting for it. Returns a function
 * that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(run, 0))) : undefined;
  const deadline = setTimeout(run, FRAME_DEADLINE_MS);
  function cancel() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(deadline);
  }
  return () => {
    done = true;
    cancel();
  };
}
