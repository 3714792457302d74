import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { DataText, EnvironmentOutlined, ErrorState, Skeleton, Typography } from '@market/ui';
import { useBranches } from '../api/shops-api.ts';

/** The shop's other addresses (rest/branches); nothing when it has none. */
export function ShopBranches({ shopId }: { shopId: number }) {
  const { t } = useTranslation('catalogue-search');
  const query = useBranches(shopId);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  // Only a first read that failed shows the error: a read again that fails (a language switch) keeps what was shown.
  if (query.data === undefined) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  const branches = query.data.filter((b) => b.shop_id === shopId);
  if (branches.length === 0) return null;
  return (
    <section aria-labelledby="branches-title" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="branches-title" style={{ fontSize: 20 }}>
        {t('shop.branches')}
      </Typography.Title>
      <ul style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}>
        {branches.map((b) => (
          <li key={b.id} style={{ paddingBlock: 4 }}>
            <EnvironmentOutlined aria-hidden /> <strong>
              <DataText>{b.translation?.title}</DataText>
            </strong>{' '}
            — <DataText>{b.address?.address}</DataText>
          </li>
        ))}
      </ul>
    </section>
  );
}
