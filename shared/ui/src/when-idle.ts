/** How many holds are on (holdDeferredWork): a page about to be replaced, a move to a new route. */
let holds = 0;
const heldTasks = new Set<() => void>();

/**
 * Runs `task` when the browser is idle, and at the latest after `timeout` ms; a timer of 200 ms where the browser
 * has no idle callbacks (Safari). While deferred work is held (holdDeferredWork) it waits for the release. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (holds > 0) heldTasks.add(run);
    else task();
  };
  let cancel: () => void;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    cancel = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(run, 200);
    cancel = () => window.clearTimeout(id);
  }
  return () => {
    cancelled = true;
    heldTasks.delete(run);
    cancel();
  };
}

/**
 * Holds the deferred work of whenIdle (and so of afterFirstPaint and onFirstIntent) that has not started yet, until the
 * returned function releases it (each held task then waits for an idle moment again); with several holds on, until the
 * last is released. For a page about to be replaced by a new version of the app: a request it started then reached the
 * old service worker while the browser stopped that worker to let the new one take over, and Chromium then started the
 * old one again and forgot the takeover (the new version stayed waiting, and the page never reloaded). And for a move
 * to a new route, until that route's page is on screen: the idle moments of the move (its code and reads on their way)
 * ran the first intent's preloads and the cart's drawer mounted ahead there, long tasks in the new page's way.
 */
export function holdDeferredWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const tasks = [...heldTasks];
    heldTasks.clear();
    for (const run of tasks) whenIdle(run);
  };
}

let shown = false;
const waitingForShown = new Set<() => void>();

/**
 * The app's root calls this once its first render is on screen (the shell, or a remote run on its own). Until then
 * work meant for "later" waits: the document's load event alone can come first, while the first page still waits for
 * its module and first reads, and an idle moment in that wait is not after the first paint.
 */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const go of [...waitingForShown]) go();
  waitingForShown.clear();
}

/**
 * Runs `task` once the page has loaded, its first render is on screen, and then the browser is idle (see whenIdle):
 * work that must never stand in the way of the first paint. Returns a function that cancels it.
 */
export function afterFirstPaint(task: () => void, timeout?: number): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const loaded = () => {
    if (!cancelled) cancelIdle = whenIdle(task, timeout);
  };
  const onShown = () => {
    if (cancelled) return;
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  };
  if (shown) onShown();
  else waitingForShown.add(onShown);
  return () => {
    cancelled = true;
    waitingForShown.delete(onShown);
    window.removeEventListener('load', loaded);
    cancelIdle?.();
  };
}

/** What a shopper does before a tap: a move of the pointer, a touch, a key, a scroll. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Runs `task` at the first sign of a shopper about to act (see INTENT_EVENTS) once the page's first render is on
 * screen: code only a tap needs (a dialog's, a select's) is fetched then, while the finger or pointer is on its way,
 * rather than with every first visit whether it is used or not. It runs when the browser is next idle after that
 * event (see whenIdle), not in the event's own task: on a phone the first touch is the tap itself, and the requests
 * the task starts (scripts and stylesheets put into the document) lengthened the tap's task and held up its frame.
 * Returns a function that cancels it.
 */
export function onFirstIntent(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const go = () => {
    if (cancelled) return;
    cancelled = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, go, true);
    cancelIdle = whenIdle(task, 1000);
  };
  const listen = () => {
    if (cancelled) return;
    for (const type of INTENT_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  };
  if (shown) listen();
  else waitingForShown.add(listen);
  return () => {
    cancelled = true;
    waitingForShown.delete(listen);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, go, true);
    cancelIdle?.();
  };
}

/** For tests: the page as before its first render. */
export function resetPageShownForTests(): void {
  shown = false;
  holds = 0;
  heldTasks.clear();
  waitingForShown.clear();
}
