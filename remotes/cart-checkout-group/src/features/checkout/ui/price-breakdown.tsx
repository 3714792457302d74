import { useTranslation } from 'react-i18next';
import { Descriptions, Price, Skeleton } from '@market/ui';
import type { CalculateResult } from '@market/contract';

/** The calculate answer: subtotal, delivery fee, service fee, tax, discount, coupon, tips, total. */
export function PriceBreakdown({ result, loading }: { result?: CalculateResult; loading: boolean }) {
  const { t } = useTranslation('cart-checkout-group');
  if (loading && !result) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!result) return null;
  const rows: [string, number][] = [
    ['checkout.subtotal', result.price],
    ['checkout.delivery.fee', result.delivery_fee],
    ['checkout.service.fee', result.service_fee],
    ['checkout.tax', result.total_tax],
    ['checkout.discount', -result.total_discount],
    ['checkout.coupon', -result.coupon_price],
    ['checkout.tips', result.tips],
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      aria-busy={loading}
      items={[
        ...rows.filter(([key, v]) => v !== 0 || key === 'checkout.subtotal' || key === 'checkout.delivery.fee').map(([key, value]) => ({ key, label: t(key), children: <Price value={value} /> })),
        { key: 'total', label: <strong>{t('checkout.total')}</strong>, children: <strong><Price value={result.total_price} /></strong> },
      ]}
    />
  );
}
