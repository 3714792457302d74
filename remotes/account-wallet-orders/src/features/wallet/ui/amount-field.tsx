import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency } from '@market/bus';
import { formatPrice } from '@market/i18n';
import { InputNumber } from '@market/ui';
import { Form } from '@market/ui/forms';
import { smallestAmount } from '../model/amount.ts';

/**
 * An amount of money in the chosen currency (form field `amount`): required, and at least the least amount the API
 * can take (one cent of its currency), which the message names.
 */
export function AmountField({ step }: { step?: number }) {
  const { t } = useTranslation('account-wallet-orders');
  const { current } = useUnit($currency);
  const min = smallestAmount(current);
  return (
    <Form.Item
      name="amount"
      label={t('wallet.amount', { symbol: current?.symbol ?? '$' })}
      rules={[
        { required: true, message: t('common:Required') },
        { type: 'number', min, message: t('wallet.amount.min', { amount: formatPrice(min / (current?.rate || 1), current) }) },
      ]}
    >
      <InputNumber min={0} step={step} style={{ inlineSize: '100%' }} />
    </Form.Item>
  );
}
