import type { Theme } from '@market/contract';
import { afterNextPaint } from './yield-to-main.ts';

let cancelRestore: (() => void) | undefined;
const shownListeners = new Set<() => void>();

/** The theme the page shows (`data-theme` on `<html>`); undefined without a document (the prerender). */
export function shownTheme(): Theme | undefined {
  if (typeof document === 'undefined') return undefined;
  const theme = document.documentElement.dataset.theme;
  return theme === 'dark' || theme === 'light' ? theme : undefined;
}

/**
 * Calls `listener` after each switch of the theme shown (showTheme). What needs the colours as values (useTokenValues)
 * follows the theme through this, not through a context above the page: a context's new value made React walk every
 * component of the page in the switch's frame to find the few that read it.
 */
export function subscribeShownTheme(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/**
 * Shows the page in a theme: `data-theme` on `<html>`, which every colour follows (the stylesheets' variables). While
 * the new colours are computed, transitions are off (`data-theme-switch`, styles/motion.css): each colour that antd
 * gives a transition (buttons, inputs, links, menus: a couple of hundred on a page) would otherwise start one in the
 * switch's frame, each with its run and start events and its end a moment later, and the page would fade into the
 * new theme instead of showing it. The styles are computed here, with transitions off; the attribute goes after the
 * frame showing the theme is painted (its removal changes no colour, so it starts no transition).
 */
export function showTheme(theme: Theme): void {
  const html = document.documentElement;
  if (html.dataset.theme === theme) return;
  cancelRestore?.();
  html.setAttribute('data-theme-switch', '');
  html.dataset.theme = theme;
  // Computes the page's styles now, with transitions off (reading a computed value updates every style first).
  void getComputedStyle(html).color;
  for (const listener of [...shownListeners]) listener();
  cancelRestore = afterNextPaint(() => {
    cancelRestore = undefined;
    html.removeAttribute('data-theme-switch');
  });
}
