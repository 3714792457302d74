/**
 * Runs `task` when the browser is idle, and at the latest after `timeout` ms; a timer of 200 ms where the browser
 * has no idle callbacks (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
