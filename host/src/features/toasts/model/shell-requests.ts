import { createEvent, createStore } from 'effector';
import { loginRequested, toastShown } from '@market/bus';
import type { Toast } from '@market/contract';

/**
 * Every toast asked for since the page loaded, in order. Kept from the first moment, not from when the shell's
 * effects subscribe: a toast raised while the first render is still under way (a 401 on the session's first
 * request) is shown too.
 */
export const $toasts = createStore<Toast[]>([]).on(toastShown, (list, toast) => [...list, toast]);

/** The shell went where it was asked. */
export const navigated = createEvent();

/** Where the shell was asked to go (sign-in) and has not gone yet (also when asked before the router was there). */
export const $pendingNavigation = createStore<string | null>(null)
  .on(loginRequested, (_, { returnTo }) => `/login?returnTo=${encodeURIComponent(returnTo)}`)
  .reset(navigated);
