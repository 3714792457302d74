import { useTranslation } from 'react-i18next';
import { Flex, Price, Radio, Typography } from '@market/ui';
import type { Payment } from '@market/contract';

export interface PaymentOptionsProps {
  payments: Payment[];
  value: number | null;
  onChange: (id: number) => void;
  walletBalance?: number;
  insufficient: boolean;
}

/** The payment methods the API offers that this client knows how to pay with. */
export function PaymentOptions({ payments, value, onChange, walletBalance, insufficient }: PaymentOptionsProps) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as number)} aria-label={t('checkout.payment')}>
      <Flex vertical gap={8}>
        {payments.map((p) => (
          <Radio key={p.id} value={p.id}>
            <Flex gap={8} wrap align="baseline">
              <span>{t(`payment.${p.tag}`)}</span>
              {p.tag === 'wallet' && walletBalance !== undefined && (
                <Typography.Text type={insufficient ? 'danger' : 'secondary'}>
                  {t('checkout.wallet.balance')} <Price value={walletBalance} />
                </Typography.Text>
              )}
              {p.sandbox && <Typography.Text type="secondary">({t('checkout.sandbox')})</Typography.Text>}
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
