import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@market/router';
import { afterNextPaint } from '@market/ui';

interface OpenedState {
  productOpened?: boolean;
}

/**
 * The product the dialog shows while the address catches up: a move of the router renders the whole page again in a
 * background render (a transition), so a dialog that waited for the new address appeared only once every part of
 * the page had rendered again. Opening or closing sets this first, which renders the dialog alone at once; it holds
 * only on the location it was set on (`key`), so once the router has moved, the address is the truth again.
 */
interface Override {
  uuid: string | null;
  key: string;
  /** The hook (of a page's list or of the dialog) that set it: when it goes, the override goes with it. */
  owner: object;
}
let override: Override | null = null;
const listeners = new Set<() => void>();
const setOverride = (next: Override | null) => {
  if (next === override) return;
  override = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getOverride = () => override;

/**
 * The move of an open not made yet: an open on this page shows the dialog first (the override) and moves the address
 * after the frame that shows it. The move (history's pushState, then the router's render of every part that reads
 * the address) made the tap's own task a third longer, before the dialog could be painted.
 */
let pendingMove: { cancel: () => void; owner: object } | null = null;
const cancelPendingMove = () => {
  pendingMove?.cancel();
  pendingMove = null;
};
/** The location an open's move was made from: a close before the router has rendered the move still goes back. */
let movedFrom: string | null = null;

// The browser's back or forward: the address is the truth at once. (Back right after an open can come before the
// router's render of the open, so the router would never be seen elsewhere than where the open was set.)
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    cancelPendingMove();
    movedFrom = null;
    setOverride(null);
  });

/**
 * The product modal lives in the URL (?product={uuid}): opening pushes a history entry, so the browser's back
 * closes it; closing a modal we opened goes back, closing a deep link drops the parameter.
 */
export function useProductParam() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const uuid = params.get('product');
  // What this hook set going is called off when its component goes (the page left before the frame, a test's tree
  // unmounted): an open's move waiting for its frame, and the override it or a close set. Left behind, the move came
  // after the shopper had gone elsewhere and brought the product back; and an override set on a location whose move
  // the router had not rendered yet showed the dialog on the next page mounted on that location (the first entry's
  // key is always the same).
  const owner = useRef({}).current;
  useEffect(
    () => () => {
      if (pendingMove?.owner === owner) cancelPendingMove();
      if (override?.owner === owner) setOverride(null);
    },
    [owner],
  );

  const hrefFor = (productUuid: string, pathname = location.pathname) => {
    const next = new URLSearchParams(pathname === location.pathname ? params : undefined);
    next.set('product', productUuid);
    return `${pathname}?${next.toString()}`;
  };

  const open = (productUuid: string, pathname?: string) => {
    const href = hrefFor(productUuid, pathname);
    cancelPendingMove();
    if (pathname && pathname !== location.pathname) {
      navigate(href, { state: { productOpened: true } });
      return;
    }
    setOverride({ uuid: productUuid, key: location.key, owner });
    const from = location.key;
    const cancel = afterNextPaint(() => {
      pendingMove = null;
      movedFrom = from;
      navigate(href, { state: { productOpened: true } });
    });
    pendingMove = { cancel, owner };
  };

  const close = () => {
    // Closed before the open's move: the address never held the product, so it is the truth again at once (held
    // closed only where it names another product).
    if (pendingMove) {
      cancelPendingMove();
      setOverride(uuid === null ? null : { uuid: null, key: location.key, owner });
      return;
    }
    setOverride({ uuid: null, key: location.key, owner });
    if ((location.state as OpenedState | null)?.productOpened || movedFrom === location.key) {
      movedFrom = null;
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('product');
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };

  return { uuid, open, close, hrefFor };
}

/**
 * The product the dialog shows: the one just opened (or none, just closed) until the router has moved, then the
 * address's. Only the dialog reads it, so an open renders the dialog and nothing else before the next frame.
 */
export function useShownProduct() {
  const param = useProductParam();
  const { key } = useLocation();
  const current = useSyncExternalStore(subscribe, getOverride, getOverride);
  const held = current !== null && current.key === key;
  // Once the router is elsewhere the override is spent (going back to its location must not bring it back).
  useEffect(() => {
    if (current !== null && current.key !== key) setOverride(null);
  }, [current, key]);
  return { ...param, uuid: held ? current.uuid : param.uuid };
}
