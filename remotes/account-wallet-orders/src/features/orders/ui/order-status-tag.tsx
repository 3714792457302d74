import { useTranslation } from 'react-i18next';
import type { OrderStatus, RefundStatus } from '@market/contract';
import { Tag } from '@market/ui';

const ORDER_COLOURS: Record<OrderStatus, string> = {
  new: 'blue',
  accepted: 'cyan',
  cooking: 'orange',
  ready: 'gold',
  on_a_way: 'purple',
  delivered: 'green',
  canceled: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('account-wallet-orders');
  return <Tag color={ORDER_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

/** Refund states as users read them: pending, approved (accepted), rejected (canceled). */
const REFUND: Record<RefundStatus, { key: string; colour: string }> = {
  pending: { key: 'refund.status.pending', colour: 'gold' },
  accepted: { key: 'refund.status.approved', colour: 'green' },
  canceled: { key: 'refund.status.rejected', colour: 'red' },
};

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('account-wallet-orders');
  const r = REFUND[status] ?? REFUND.pending;
  return <Tag color={r.colour}>{t(r.key)}</Tag>;
}
