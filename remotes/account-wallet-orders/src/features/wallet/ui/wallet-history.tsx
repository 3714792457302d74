import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@market/i18n';
import { DataText, Flex, Price, Tag, Typography } from '@market/ui';
import { List } from '@market/ui/extras';
import { ListPagination, QueryState, usePageParam } from '../../common/index.ts';
import { useWalletHistory } from '../api/wallet.ts';
import { signedAmount } from '../model/amount.ts';

export function WalletHistoryList() {
  const { t, i18n } = useTranslation('account-wallet-orders');
  const [page, setPage] = usePageParam();
  const query = useWalletHistory(page);
  return (
    <section aria-labelledby="wallet-history">
      <h2 id="wallet-history" style={{ fontSize: 18 }}>
        {t('wallet.history')}
      </h2>
      <QueryState query={query} empty={{ when: (d) => d.data.length === 0, message: t('wallet.history.empty') }}>
        {(d) => (
          <>
            <List
              dataSource={d.data}
              rowKey="id"
              renderItem={(row) => (
                <List.Item>
                  <Flex gap={12} align="center" justify="space-between" style={{ inlineSize: '100%' }} wrap>
                    <Flex vertical>
                      <Typography.Text strong>{t(`wallet.type.${row.type}`, { defaultValue: row.type })}</Typography.Text>
                      {row.note && (
                        <Typography.Text>
                          <DataText>{row.note}</DataText>
                        </Typography.Text>
                      )}
                      <Typography.Text type="secondary">{formatDateTime(row.created_at, i18n.language)}</Typography.Text>
                    </Flex>
                    <Flex vertical align="end" gap={4}>
                      <Price value={signedAmount(row.type, row.price)} plus />
                      {row.status !== 'paid' && <Tag>{t(`wallet.status.${row.status}`, { defaultValue: row.status })}</Tag>}
                    </Flex>
                  </Flex>
                </List.Item>
              )}
            />
            <ListPagination meta={d.meta} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
