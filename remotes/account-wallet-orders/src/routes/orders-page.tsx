import { useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { Tabs } from '@market/ui/extras';
import { useOrders } from '../features/orders/api/orders.ts';
import { OrdersList } from '../features/orders/ui/orders-list.tsx';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { ListPagination } from '../features/common/ui/list-pagination.tsx';

type Tab = 'active' | 'history';

function OrdersTab({ tab, page, onPage }: { tab: Tab; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('account-wallet-orders');
  const query = useOrders(tab, page);
  return (
    <QueryState query={query} empty={{ when: (d) => d.data.length === 0, message: t(`orders.empty.${tab}`) }}>
      {(d) => (
        <>
          <OrdersList orders={d.data} />
          <ListPagination meta={d.meta} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}

export default function OrdersPage() {
  const { t } = useTranslation('account-wallet-orders');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'active';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: Tab, p = 1) => setParams(p > 1 ? { tab: next, page: String(p) } : { tab: next });
  return (
    <>
      <PageHeading title={t('orders.title')} />
      <Tabs
        activeKey={tab}
        onChange={(k) => go(k as Tab)}
        destroyOnHidden
        items={(['active', 'history'] as const).map((key) => ({
          key,
          label: t(`orders.tab.${key}`),
          children: <OrdersTab tab={key} page={page} onPage={(p) => go(key, p)} />,
        }))}
      />
    </>
  );
}
