import { lazy } from 'react';

// The toasts' public entry: every toast asked for (and the sign-in the shell was asked to go to), and the toasts'
// view, whose code loads once there is one to show (not on the first load).
export { $pendingNavigation, $toasts, handOverToasts, navigated } from './model/shell-requests.ts';
export const Toasts = lazy(() => import('./ui/toasts.tsx'));
