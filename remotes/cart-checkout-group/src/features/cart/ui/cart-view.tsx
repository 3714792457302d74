import { memo, useCallback, useEffect, type CSSProperties } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { AfterFrame, afterNextPaint, Alert, Button, dataInText, EmptyState, ErrorState, Flex, PageSkeleton, Popconfirm, Price, RefreshFailed, TextWithData, theme, whenIdle, withoutDataMarks } from '@market/ui';
import { cartQueries } from '../api/cart-api.ts';
import { useCart } from '../model/use-cart.ts';
import { useCartReadAgain } from '../model/read-again.ts';
import { CartLines, TotalRow } from './cart-lines.tsx';
import { SyncState } from './sync-state.tsx';
import { GroupStart } from '../../group/index.ts';

/**
 * Checkout's page code (the module the shell loads for /checkout, in the same chunk: the name is the exposed
 * module's), asked once: while the cart shows its lines, so that "go to checkout" renders the page at once instead
 * of waiting for its code to download and run. A failed load may be tried again (the shell's own load retries too).
 */
let checkoutCode: Promise<unknown> | undefined;
export function preloadCheckout(): Promise<unknown> {
  return (checkoutCode ??= import(/* webpackChunkName: "__federation_expose_checkout_page" */ '../../../routes/checkout-page.tsx').catch(() => {
    checkoutCode = undefined;
  }));
}

/** The cart's shop as the cart shows it (its name, its minimum): read again at most once a minute. */
const cartShopQuery = (id: number | null | undefined) => queryOptions({ ...cartQueries.shop(id), staleTime: 60_000 });

/** The cart's shop read ahead of the cart's first showing (with the drawer made ready), so its render asks nothing. */
export function prefetchCartShop(queryClient: QueryClient, id: number | null | undefined): void {
  if (id != null) void queryClient.prefetchQuery(cartShopQuery(id));
}

/** The cart's content, in the drawer (desktop) and on /cart: lines, total, the shop's minimum, to checkout. */
export function CartView({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const cart = useCart();
  useCartReadAgain();
  const { view } = cart;
  const shop = useQuery(cartShopQuery(view.shop_id));
  const go = useCallback(
    (to: string) => {
      onNavigate?.();
      navigate(to);
    },
    [onNavigate, navigate],
  );

  // Lines on screen: checkout's code once the browser is idle after their frame (the next tap is likely "go to checkout").
  const hasLines = view.lines.length > 0;
  useEffect(() => {
    if (!hasLines) return;
    let cancelIdle: (() => void) | undefined;
    const cancel = afterNextPaint(() => (cancelIdle = whenIdle(() => void preloadCheckout())));
    return () => {
      cancel();
      cancelIdle?.();
    };
  }, [hasLines]);

  if (cart.loading) return <PageSkeleton label={t('cart.loading')} />;
  if (cart.error) return <ErrorState message={cart.error} onRetry={cart.retry} />;
  if (!view.lines.length) {
    return (
      <EmptyState
        message={t('cart.empty')}
        action={
          <Button type="primary" onClick={() => go('/')}>
            {t('cart.browse')}
          </Button>
        }
      />
    );
  }

  const minimum = shop.data?.min_amount ?? 0;
  const belowMinimum = minimum > 0 && view.total < minimum;
  return (
    <Flex vertical gap={12}>
      <CartHeading shopTitle={shop.data?.translation.title} saving={cart.saving && !cart.syncError} />
      <SyncState cart={cart} withSaving={false} />
      <RefreshFailed query={cart.readAgain} message={t('cart.refresh.failed')} />
      <CartLines lines={view.lines} onIncrease={cart.increase} onReduce={cart.reduce} onRemove={cart.remove} />
      <TotalRow value={view.total} />
      {belowMinimum && (
        <Alert
          type="warning"
          showIcon
          message={t('common:Your order did not reach minimum amount')}
          description={
            <span>
              {t('cart.minimum')} <Price value={minimum} />
            </span>
          }
        />
      )}
      <CartActions belowMinimum={belowMinimum} groupShopId={view.source === 'server' ? view.shop_id : null} go={go} onNavigate={onNavigate} onClear={cart.clear} />
    </Flex>
  );
}

const CUT: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const NOWRAP: CSSProperties = { flex: 'none', whiteSpace: 'nowrap' };

/**
 * The cart's first line, one line high whatever it holds: the shop the cart is from, and at its end "Saving your
 * cart…" while a change is on its way (a failed send says so in its own alert, with a retry, instead). The note sits in a status region that is always there (a screen reader hears
 * it when it is written), and it takes no room of its own: as a line that came and went above the cart's lines, it
 * moved every line and its buttons down under the finger for the time of each save, and back.
 */
const CartHeading = memo(function CartHeading({ shopTitle, saving }: { shopTitle: string | undefined; saving: boolean }) {
  const { t } = useTranslation('cart-checkout-group');
  const { token } = theme.useToken();
  const line: CSSProperties = { minBlockSize: token.fontSize * token.lineHeight, color: token.colorTextSecondary };
  const from = shopTitle === undefined ? '' : t('cart.from', { shop: dataInText(shopTitle) });
  return (
    <Flex justify="space-between" align="baseline" gap={8} style={line}>
      <span style={CUT} title={from ? withoutDataMarks(from) : undefined}>
        <TextWithData>{from}</TextWithData>
      </span>
      <span role="status" style={NOWRAP}>
        {saving ? t('cart.sync.saving') : ''}
      </span>
    </Flex>
  );
});

interface CartActionsProps {
  belowMinimum: boolean;
  /** The shop a group order can start for (a server cart's), or none. */
  groupShopId: number | null;
  go: (to: string) => void;
  onNavigate?: () => void;
  onClear: () => void;
}

/** To checkout, start a group, clear: the same after a press on a quantity, so not drawn again by it. */
const CartActions = memo(function CartActions({ belowMinimum, groupShopId, go, onNavigate, onClear }: CartActionsProps) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        disabled={belowMinimum}
        onClick={() => go('/checkout')}
        onPointerEnter={() => void preloadCheckout()}
        onFocus={() => void preloadCheckout()}
      >
        {t('cart.checkout')}
      </Button>
      {/* Below "to checkout", after the frame that shows the cart: built in the drawer's opening render, the group's
          start and the clear's confirmation (antd's popover machinery) held back the drawer's first paint. */}
      <AfterFrame urgent placeholder={null}>
        {groupShopId !== null && <GroupStart shopId={groupShopId} onNavigate={onNavigate} />}
        <Popconfirm title={t('cart.clear.confirm')} okText={t('common:yes')} cancelText={t('common:no')} onConfirm={onClear}>
          <Button danger type="text" block>
            {t('cart.clear')}
          </Button>
        </Popconfirm>
      </AfterFrame>
    </>
  );
});
