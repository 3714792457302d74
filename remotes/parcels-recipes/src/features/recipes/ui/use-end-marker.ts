import { useEffect, useRef } from 'react';

/** Calls `onReach` when the returned element comes within 20px of the viewport (infinite scroll). */
export function useEndMarker<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '20px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
