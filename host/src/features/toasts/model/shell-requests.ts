import { createEvent, createStore } from 'effector';
import { loginRequested, storedJson, toastShown, type StorageArea } from '@market/bus';
import type { Toast } from '@market/contract';

/** Toast auto-close. */
export const TOAST_SECONDS = 5;

const KINDS: readonly string[] = ['success', 'warning', 'error', 'info'] satisfies Toast['kind'][];
const HANDED_OVER_KEY = 'market:host:toasts-handed-over';

function parseToasts(stored: unknown): Toast[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.filter((t): t is Toast => typeof t?.message === 'string' && KINDS.includes(t?.kind));
}

/** When each toast of this page was asked for. */
const raised: { toast: Toast; at: number }[] = [];
toastShown.watch((toast) => raised.push({ toast, at: Date.now() }));

/**
 * The tab is about to load another document of the site (a login page's, or a page's from one: their CSPs differ):
 * the toasts still on screen are kept for it, in this tab only, so a move that used to keep them (a 401's toast on
 * the way to /login) still does.
 */
export function handOverToasts(area: StorageArea = 'session', now = Date.now()): void {
  const live = raised.filter((r) => now - r.at < TOAST_SECONDS * 1000).map((r) => r.toast);
  if (live.length) storedJson(area, HANDED_OVER_KEY, parseToasts).write(live);
}

/** The toasts the previous document of this tab handed over (taken once). */
export function takeHandedOverToasts(area: StorageArea = 'session'): Toast[] {
  const stored = storedJson(area, HANDED_OVER_KEY, parseToasts);
  const toasts = stored.read() ?? [];
  stored.write(null);
  return toasts;
}

/**
 * Every toast asked for since the page loaded, in order, after those the tab's previous document handed over. Kept
 * from the first moment, not from when the shell's effects subscribe: a toast raised while the first render is still
 * under way (a 401 on the session's first request) is shown too.
 */
export const $toasts = createStore<Toast[]>(takeHandedOverToasts()).on(toastShown, (list, toast) => [...list, toast]);

/** The shell went where it was asked. */
export const navigated = createEvent();

/** Where the shell was asked to go (sign-in) and has not gone yet (also when asked before the router was there). */
export const $pendingNavigation = createStore<string | null>(null)
  .on(loginRequested, (_, { returnTo }) => `/login?returnTo=${encodeURIComponent(returnTo)}`)
  .reset(navigated);
