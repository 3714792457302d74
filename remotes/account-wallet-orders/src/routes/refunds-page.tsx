import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@market/i18n';
import { dataInText, DataText, Flex, PageHeading, Price, TextWithData, Typography } from '@market/ui';
import { List } from '@market/ui/extras';
import { usePageParam } from '../features/common/model/use-page-param.ts';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { ListPagination } from '../features/common/ui/list-pagination.tsx';
import { useRefunds } from '../features/orders/api/orders.ts';
import { RefundStatusTag } from '../features/orders/ui/order-status-tag.tsx';

export default function RefundsPage() {
  const { t, i18n } = useTranslation('account-wallet-orders');
  const [page, setPage] = usePageParam();
  const query = useRefunds(page);
  return (
    <>
      <PageHeading title={t('refunds.title')} />
      <QueryState query={query} empty={{ when: (d) => d.data.length === 0, message: t('refunds.empty') }}>
        {(d) => (
          <>
            <List
              dataSource={d.data}
              rowKey="id"
              renderItem={(r) => (
                <List.Item>
                  <Flex vertical gap={4} style={{ inlineSize: '100%' }}>
                    <Flex gap={8} align="center" justify="space-between" wrap>
                      <Link to={`/orders/${r.order_id}`}>
                        <TextWithData>{t('orders.number', { id: dataInText(r.order_id) })}</TextWithData>
                      </Link>
                      <RefundStatusTag status={r.status} />
                    </Flex>
                    {r.order && (
                      <Flex gap={8} wrap>
                        <Typography.Text>
                          <DataText>{r.order.shop?.translation?.title}</DataText>
                        </Typography.Text>
                        <Price value={r.order.total_price} />
                      </Flex>
                    )}
                    <Typography.Text>
                      <DataText>{r.cause}</DataText>
                    </Typography.Text>
                    {r.answer && <Typography.Text type="secondary"><TextWithData>{t('refunds.answer', { answer: dataInText(r.answer) })}</TextWithData></Typography.Text>}
                    <Typography.Text type="secondary">{formatDate(r.created_at, i18n.language)}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
            <ListPagination meta={d.meta} onChange={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
