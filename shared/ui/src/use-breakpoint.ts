import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints (spec section 9): mobile up to 576px, desktop from 1140px. */
export const MOBILE_MAX = 576;
export const DESKTOP_MIN = 1140;

export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}

/** true from 1140px: the desktop header and popovers; below it the mobile header and bottom drawers. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_MIN}px)`);
}

export function useIsSmallMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX}px)`);
}
