import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Breakpoints: mobile up to 576px, desktop from 1140px. */
export const MOBILE_MAX = 576;
export const DESKTOP_MIN = 1140;

/**
 * The viewport width a render without a window lays out for (0: none, every width query is false). The shell
 * prerendered at build time renders its header once per layout, each inside this context with that layout's width.
 */
export const ServerWidthContext = createContext(0);

/** Whether a `(min-width: Npx)` or `(max-width: Npx)` query holds at a width (other queries: false). */
export function widthMatches(query: string, width: number): boolean {
  const m = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(query.trim());
  if (!m || width <= 0) return false;
  return m[1] === 'min' ? width >= Number(m[2]) : width <= Number(m[2]);
}

export function useMediaQuery(query: string): boolean {
  const serverWidth = useContext(ServerWidthContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => widthMatches(query, serverWidth),
  );
}

/** true from 1140px: the desktop header and popovers; below it the mobile header and bottom drawers. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_MIN}px)`);
}

export function useIsSmallMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX}px)`);
}
