import { useTranslation } from 'react-i18next';
import type { Order } from '@market/contract';
import { Descriptions, Price } from '@market/ui';

export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('account-wallet-orders');
  const rows: [string, number][] = [
    ['order.subtotal', order.origin_price],
    ['order.delivery.fee', order.delivery_fee],
    ['order.service.fee', order.service_fee],
    ['order.tax', order.tax],
    ['order.tips', order.tips],
  ];
  const discount = order.total_discount + (order.coupon?.price ?? 0);
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        ...rows.filter(([, v]) => v).map(([key, value]) => ({ key, label: t(key), children: <Price value={value} /> })),
        ...(discount ? [{ key: 'discount', label: t('order.discount'), children: <Price value={-discount} /> }] : []),
        { key: 'total', label: <strong>{t('order.total')}</strong>, children: <strong><Price value={order.total_price} /></strong> },
      ]}
    />
  );
}
