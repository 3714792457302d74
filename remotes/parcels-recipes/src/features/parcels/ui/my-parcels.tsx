import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { EmptyState, ErrorState, Flex, Price, Skeleton, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';
import { useMyParcels } from '../api/parcels-api.ts';
import { ParcelStatusTag } from './parcel-status.tsx';

/** The signed-in user's parcels, newest first. */
export function MyParcels() {
  const { t } = useTranslation('parcels-recipes');
  const { locale } = useUnit($locale);
  const query = useMyParcels(true);
  return (
    <section aria-labelledby="my-parcels" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="my-parcels" style={{ fontSize: 20 }}>
        {t('parcels.mine')}
      </Typography.Title>
      {query.isPending ? (
        <div role="status" aria-label={t('common:loading')}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message={t('parcels.none')} />
      ) : (
        <ul aria-label={t('parcels.mine')} style={{ padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {query.data.map((p) => (
            <li key={p.id} style={{ listStyle: 'none' }}>
              <Link to={`/parcels/${p.id}`} aria-label={t('parcel.open', { id: p.id })} style={{ display: 'block' }}>
                <Card size="small" hoverable>
                  <Flex gap={12} justify="space-between" align="center" wrap>
                    <div style={{ minWidth: 0 }}>
                      <Typography.Text strong>{t('parcel.number', { id: p.id })}</Typography.Text>{' '}
                      <Typography.Text type="secondary">
                        {formatDate(`${p.delivery_date}T00:00`, locale)} · {p.address_to?.address}
                      </Typography.Text>
                    </div>
                    <Flex gap={8} align="center">
                      <Price value={p.total_price} />
                      <ParcelStatusTag status={p.status} />
                    </Flex>
                  </Flex>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
