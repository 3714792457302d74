import { memo, useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, dataInText, EmptyState, ErrorState, Flex, PageSkeleton, Popconfirm, Price, TextWithData, Typography } from '@market/ui';
import { cartQueries } from '../api/cart-api.ts';
import { useCart } from '../model/use-cart.ts';
import { CartLines, TotalRow } from './cart-lines.tsx';
import { GroupStart } from '../../group/index.ts';

/**
 * Changes on their way to the server: a quiet note while they go, and when a send failed, the error with a Retry
 * (the outbox also tries again by itself; the items stay in the cart meanwhile).
 */
export function SyncState({ cart }: { cart: { saving: boolean; syncError: string | null; retry: () => unknown } }) {
  const { t } = useTranslation('cart-checkout-group');
  if (cart.syncError) {
    return (
      <Alert
        type="error"
        showIcon
        message={<TextWithData>{cart.syncError}</TextWithData>}
        action={
          <Button size="small" onClick={() => void cart.retry()}>
            {t('common:try.again')}
          </Button>
        }
      />
    );
  }
  if (!cart.saving) return null;
  return (
    <Typography.Text type="secondary" role="status">
      {t('cart.sync.saving')}
    </Typography.Text>
  );
}

/** The cart's content, in the drawer (desktop) and on /cart: lines, total, the shop's minimum, to checkout. */
export function CartView({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const cart = useCart();
  const { view } = cart;
  const shop = useQuery({ ...cartQueries.shop(view.shop_id), staleTime: 60_000 });
  const go = useCallback(
    (to: string) => {
      onNavigate?.();
      navigate(to);
    },
    [onNavigate, navigate],
  );

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
      {shop.data && (
        <Typography.Text type="secondary">
          <TextWithData>{t('cart.from', { shop: dataInText(shop.data.translation.title) })}</TextWithData>
        </Typography.Text>
      )}
      <SyncState cart={cart} />
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
      <Button type="primary" size="large" block disabled={belowMinimum} onClick={() => go('/checkout')}>
        {t('cart.checkout')}
      </Button>
      {groupShopId !== null && <GroupStart shopId={groupShopId} onNavigate={onNavigate} />}
      <Popconfirm title={t('cart.clear.confirm')} okText={t('common:yes')} cancelText={t('common:no')} onConfirm={onClear}>
        <Button danger type="text" block>
          {t('cart.clear')}
        </Button>
      </Popconfirm>
    </>
  );
});
