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
