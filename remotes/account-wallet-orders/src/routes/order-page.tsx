import { Link, useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { dataInText, EmptyState, PageHeading } from '@market/ui';
import { useOrder } from '../features/orders/api/orders.ts';
import { OrderView } from '../features/orders/ui/order-view.tsx';
import { QueryState } from '../features/common/ui/query-state.tsx';

export default function OrderPage() {
  const { t } = useTranslation('account-wallet-orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(valid ? id : 0);
  return (
    <>
      <PageHeading
        title={valid ? t('order.title.number', { id: dataInText(id) }) : t('order.title')}
        extra={<Link to="/orders">{t('orders.back')}</Link>}
      />
      {valid ? <QueryState query={query}>{(order) => <OrderView order={order} />}</QueryState> : <EmptyState message={t('order.not.found')} />}
    </>
  );
}
