import { Link, useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { dataInText, Descriptions, EmptyState, PageHeading, Steps, yieldToMain } from '@market/ui';
import type { PagePrefetch } from '@market/http';
import { orderQuery, useOrder } from '../features/orders/api/orders.ts';
import { courierTrackQuery } from '../features/orders/api/courier.ts';
import { OrderView } from '../features/orders/ui/order-view.tsx';
import { QueryState } from '../features/common/ui/query-state.tsx';

/**
 * The order, before the first render (boot.js has asked for it, and for its courier, with the page's HTML); for an
 * order on its way, its courier too, so the first render shows where the courier is in text while the map's code
 * loads. The code of the parts every order shows (its progress, its descriptions) loads meanwhile, so the first render
 * draws them instead of their skeletons.
 */
export const prefetch: PagePrefetch = async (client, { id }) => {
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return;
  const code = Promise.all([Steps.preload(), Descriptions.preload()]).catch(() => {});
  await client.prefetchQuery(orderQuery(orderId));
  const order = client.getQueryData(orderQuery(orderId).queryKey);
  if (order?.status === 'on_a_way' && order.delivery_type === 'delivery') {
    await yieldToMain();
    await client.prefetchQuery(courierTrackQuery(orderId));
  }
  await code;
};

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
