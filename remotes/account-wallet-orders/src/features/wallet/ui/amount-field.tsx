import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency } from '@market/bus';
import { dataInText, InputNumber, priceInText, TextWithData } from '@market/ui';
import { Form } from '@market/ui/forms';
import { smallestAmount } from '../model/amount.ts';

/**
 * An amount of money in the chosen currency (form field `amount`): required, and at least the least amount the API
 * can take (one cent of its currency), which the message names (a price isolated left to right in the sentence, as
 * `<Price>` is; the currency's symbol in the label isolated as data).
 */
export function AmountField({ step }: { step?: number }) {
  const { t } = useTranslation('account-wallet-orders');
  const { current } = useUnit($currency);
  const min = smallestAmount(current);
  return (
    <Form.Item
      name="amount"
      label={<TextWithData>{t('wallet.amount', { symbol: dataInText(current?.symbol ?? '$') })}</TextWithData>}
      rules={[
        { required: true, message: t('common:Required') },
        { type: 'number', min, message: <TextWithData>{t('wallet.amount.min', { amount: priceInText(min / (current?.rate || 1), current) })}</TextWithData> },
      ]}
    >
      <InputNumber min={0} step={step} style={{ inlineSize: '100%' }} />
    </Form.Item>
  );
}
