import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@market/contract';
import { Alert, Steps } from '@market/ui';

const FLOW: OrderStatus[] = ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];

/** Where the order is: the steps up to delivery (with "cooking" where the shop reports it), or canceled. */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('account-wallet-orders');
  if (status === 'canceled') return <Alert type="error" showIcon title={t('order.canceled')} />;
  const flow = status === 'cooking' ? ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered'] : FLOW;
  const current = flow.indexOf(status);
  return (
    <nav aria-label={t('order.timeline')}>
      <Steps
        size="small"
        current={current}
        status={status === 'delivered' ? 'finish' : 'process'}
        responsive
        items={flow.map((s, i) => ({ title: t(`status.${s}`), 'aria-current': i === current ? 'step' : undefined }))}
      />
    </nav>
  );
}
