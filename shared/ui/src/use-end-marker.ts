import { useEffect, useRef } from 'react';

/** Infinite scroll: the next page loads when the end marker comes within this margin. */
export const SCROLL_MARGIN = '20px';

/** Calls `onReach` when the returned element comes within 20px of the viewport (infinite scroll). */
export function useEndMarker<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: SCROLL_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
