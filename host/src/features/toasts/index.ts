// The toasts' public entry: every toast asked for (and the sign-in the shell was asked to go to), and the toasts'
// view, whose code loads once there is one to show (not on the first load), and again with the next toast when that
// download failed.
export { $pendingNavigation, $toasts, handOverToasts, navigated } from './model/shell-requests.ts';
export { ToastsView as Toasts } from './ui/toasts-view.tsx';
