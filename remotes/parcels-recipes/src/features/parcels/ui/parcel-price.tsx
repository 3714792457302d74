import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency } from '@market/bus';
import { errorMessage } from '@market/http';
import { Alert, Button, Flex, Price, Skeleton, Statistic, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';
import { useParcelPrice } from '../api/parcels-api.ts';
import { priceParams, type ParcelDraft } from '../model/parcel-form.ts';

/** The live price: distance and amount, or why there is none (out of range, missing points). */
export function ParcelPriceBox({ draft }: { draft: ParcelDraft }) {
  const { t } = useTranslation('parcels-recipes');
  const { current } = useUnit($currency);
  const price = useParcelPrice(priceParams(draft, current?.id));
  return (
    <Card size="small" role="region" aria-live="polite" aria-label={t('parcel.price')}>
      {!priceParams(draft) ? (
        <Typography.Text type="secondary">{t('parcel.price.hint')}</Typography.Text>
      ) : price.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : price.isError && price.data === undefined ? (
        <Alert
          type="warning"
          showIcon
          title={errorMessage(price.error)}
          action={
            <Button size="small" onClick={() => void price.refetch()}>
              {t('common:try.again')}
            </Button>
          }
        />
      ) : (
        <Flex gap={24} wrap>
          <Statistic title={t('parcel.distance')} value={price.data.km} precision={1} suffix={t('parcel.km')} />
          <div>
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('parcel.price')}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 24 }}>
              <Price value={price.data.price} />
            </Typography.Text>
          </div>
        </Flex>
      )}
    </Card>
  );
}
