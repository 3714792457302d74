import { Activity, lazy, memo, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useQueryClient } from '@tanstack/react-query';
import { $cartSummary, $locale, cartSummaryChanged, toastShown } from '@market/bus';
import { afterFirstPaint, afterNextPaint, answerAfterPaint, Button, CountBadge, dataInText, Drawer, EscapeCloses, Modal, PageSkeleton, ShoppingCartOutlined, useFocusWhenPainted, useIsDesktop, useOpenedOnce, whenIdleWithNoPanelOpen } from '@market/ui';
import { $pendingConflict, conflictConfirmed, conflictDismissed, itemAccepted } from '../model/cart-store.ts';
import { useCart } from '../model/use-cart.ts';

// The drawer's content (the lines, the group start, their requests) is code for a click: it loads as the pointer comes
// to the button or the button takes the focus, or once the page is idle when the cart holds something (a shopper with
// a cart is the one who opens it), not with the header.
let LoadedCartView: typeof import('./cart-view.tsx').CartView | undefined;
const loadCartView = () =>
  import('./cart-view.tsx').then((m) => {
    LoadedCartView = m.CartView;
    return m;
  });
const LazyCartView = lazy(() => loadCartView().then((m) => ({ default: m.CartView })));

/**
 * The drawer's content: rendered at once, in the drawer's own first render, where its code has loaded already (a
 * lazy component suspends once even then: the drawer would open on its skeleton and render again); the code arrived
 * at a mount stays this mount's (a switch would remount the view). Memoized: the drawer's opening shows the view
 * rendered hidden ahead (see CartDrawer) without rendering it again.
 */
const CartDrawerContent = memo(function CartDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const [View] = useState(() => LoadedCartView);
  if (View) return <View onNavigate={onNavigate} />;
  return (
    <Suspense fallback={<PageSkeleton label={t('cart.loading')} />}>
      <LazyCartView onNavigate={onNavigate} />
    </Suspense>
  );
});

/**
 * The drawer with the cart: its own component, with props that stay the same while it is open, so a change of the
 * cart (a quantity pressed in it) redraws the button's count without redrawing antd's drawer around the lines.
 * `ahead`: mounted closed before the first tap (its portal, panel and motion), so that the tap only opens it.
 * The cart's view is rendered hidden with it (React's Activity: rendered when the browser has nothing more urgent to
 * do, its effects not run, following no store while hidden), so that the tap only shows it: rendered by the tap, the
 * lines, their buttons and translations were most of the task that opens the drawer. Shown, its effects run as at a
 * mount (the cart read anew once its frame is painted, a change made while hidden rendered then). Once the drawer has
 * closed, a fresh view is rendered hidden for the next opening (nothing of this one's state, a confirmation left open,
 * is kept), as a drawer destroyed on hiding would start afresh.
 */
const CartDrawer = memo(function CartDrawer({ open, ahead, onClose, placement }: { open: boolean; ahead: boolean; onClose: () => void; placement: 'left' | 'right' }) {
  const { t } = useTranslation('cart-checkout-group');
  // Shown from the opening until the drawer has closed (its closing motion shows the lines).
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const [fresh, setFresh] = useState(0);
  // The focus goes into the drawer, and is held there, once the frame that shows it is painted: given as it opened,
  // antd's drawer focused its panel and its focus lock looked through the lines for something to focus (a forced
  // layout) in the task that renders the drawer, before its first paint.
  const { inside, settled } = useFocusWhenPainted<HTMLDivElement>(open);
  // Escape is the EscapeCloses layer's (a drawer rendered ahead sits in antd's Escape stack from its mount).
  return (
    <Drawer
      open={open}
      forceRender={ahead}
      autoFocus={false}
      focusable={{ trap: open && settled }}
      keyboard={false}
      afterOpenChange={(visible) => {
        if (visible) return;
        setShown(false);
        setFresh((n) => n + 1);
      }}
      onClose={onClose}
      title={t('cart.title')}
      placement={placement}
      size={420}
      destroyOnHidden
    >
      {/* The drawer opens after the press's frame is painted (openCart), so its lines come in the same render: a
          frame of their own after the drawer's, as when the drawer opened in the press's task, brought them 40 ms
          later at 4× CPU (216 against 167 ms after the press). */}
      <div ref={inside}>
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <CartDrawerContent key={fresh} onNavigate={onClose} />
        </Activity>
      </div>
      <EscapeCloses open={open} onClose={onClose} />
    </Drawer>
  );
});

/**
 * The button with the number of items, and what follows the cart's content: the one part of the header a change of
 * the cart redraws (a quantity pressed in the drawer, an add), not the drawer's holder, its dialogs and its effects.
 * It also publishes the cart's summary and, on a desktop with a cart, has the drawer mounted ahead (`onAhead`).
 */
const CartCountButton = memo(function CartCountButton({ isDesktop, onOpen, onAhead }: { isDesktop: boolean; onOpen: (event: MouseEvent<HTMLElement>) => void; onAhead: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const { view } = useCart();

  // The summary the header and other apps read: announced when the cart changes, and only if the bus does not
  // already say so. The bus's summary is read as it is at that moment, not followed: a render of this button for it
  // (in the task of a press on a quantity, whose effects run before its paint) showed nothing new.
  useEffect(() => {
    const summary = $cartSummary.getState();
    if (summary.shop_id !== view.shop_id || summary.count !== view.count || summary.total !== view.total) {
      cartSummaryChanged({ shop_id: view.shop_id, count: view.count, total: view.total });
    }
  }, [view.shop_id, view.count, view.total]);

  // A cart with something in it on a desktop: the drawer's code and its content's, once the page is shown and idle,
  // then the drawer itself, closed, in a background render when the browser is next idle: the tap then opens a
  // drawer already there (mounting antd's drawer, its portal, panel and motion, was most of the tap's task) and
  // renders the cart into it, rather than waiting for the code to download and run.
  // The cart's shop (its name and minimum, which the drawer shows) is read then too: asked as the drawer opened, its
  // request was sent in the task that renders the drawer, before its first paint.
  const hasItems = view.count > 0;
  const shopId = view.shop_id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isDesktop || !hasItems) return;
    let cancelIdle: (() => void) | undefined;
    const cancel = afterFirstPaint(
      () =>
        void Promise.all([Drawer.preload(), loadCartView()]).then(
          ([, view]) =>
            (cancelIdle = whenIdleWithNoPanelOpen(() => {
              view.prefetchCartShop(queryClient, shopId);
              startTransition(onAhead);
            })),
          () => undefined,
        ),
    );
    return () => {
      cancel();
      cancelIdle?.();
    };
  }, [isDesktop, hasItems, shopId, queryClient, onAhead]);

  return (
    <CountBadge count={view.count} size="small">
      <Button
        icon={<ShoppingCartOutlined />}
        aria-label={t('cart.button', { count: view.count })}
        aria-haspopup={isDesktop ? 'dialog' : undefined}
        onClick={onOpen}
        onPointerEnter={isDesktop ? () => void loadCartView() : undefined}
        onFocus={isDesktop ? () => void loadCartView() : undefined}
      />
    </CountBadge>
  );
});

/**
 * The drawer's holder: whether it is open, and from when it is mounted. The tap's state lives here rather than in the
 * cart button's component, so that the tap renders this and the drawer alone: with it there, the tap rendered the
 * whole button component again (its media query, asked twice per render, its stores, its translations, the other
 * shop's dialog) for nothing that changed there. `opener` is how the button opens it.
 */
const CartDrawerHolder = memo(function CartDrawerHolder({ isDesktop, ahead, opener }: { isDesktop: boolean; ahead: boolean; opener: RefObject<(() => void) | null> }) {
  // The drawer comes from the end side, where the cart button is.
  const { direction } = useUnit($locale);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    opener.current = () => setOpen(true);
    return () => {
      opener.current = null;
    };
  }, [opener]);
  // The drawer is mounted from its first opening on (not with every page), or closed ahead of it (see CartCountButton).
  const drawer = useOpenedOnce(open && isDesktop);
  if (!drawer && !(ahead && isDesktop)) return null;
  return <CartDrawer open={open && isDesktop} ahead={ahead} onClose={close} placement={direction === 'rtl' ? 'left' : 'right'} />;
});

/**
 * The header's cart button with the number of items. On desktop it holds the cart drawer; below 1140px the cart is
 * the /cart page. (The sync runs with the cart's code: cart-sync.ts.)
 */
export default function CartButton() {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const pending = useUnit($pendingConflict);
  const opener = useRef<(() => void) | null>(null);
  // On a desktop the press's frame shows the button pressed, and the drawer opens (with the cart's lines) once that
  // frame is painted: rendered in the press's task, the drawer held back the first paint.
  const openCart = useCallback(
    (event?: MouseEvent<HTMLElement>) => {
      if (!isDesktop) return void navigate('/cart');
      const open = () => opener.current?.();
      if (event) answerAfterPaint(event.currentTarget, open);
      else open();
    },
    [isDesktop, navigate],
  );
  const [ahead, setAhead] = useState(false);
  const mountAhead = useCallback(() => setAhead(true), []);

  // The toast after the frame that shows the add in the header (its code and render are no part of the press).
  useEffect(
    () => itemAccepted.watch((req) => afterNextPaint(() => toastShown({ kind: 'success', message: t('cart.added', { title: dataInText(req.product.title) }) }))),
    [t],
  );

  return (
    <>
      <CartCountButton isDesktop={isDesktop} onOpen={openCart} onAhead={mountAhead} />
      <CartDrawerHolder isDesktop={isDesktop} ahead={ahead} opener={opener} />
      <Modal
        open={pending !== null}
        title={t('cart.other.shop.title')}
        okText={t('cart.other.shop.replace')}
        cancelText={t('cart.other.shop.keep')}
        onOk={() => conflictConfirmed()}
        onCancel={() => conflictDismissed()}
      >
        {t('cart.other.shop.text')}
      </Modal>
    </>
  );
}
