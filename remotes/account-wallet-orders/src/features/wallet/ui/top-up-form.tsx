import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { Alert, Button, Select } from '@market/ui';
import { Form } from '@market/ui/forms';
import { payThroughProvider, useExternalPayments, type ExternalTag } from '../../orders/index.ts';
import { toDefaultCurrency } from '../model/amount.ts';
import { AmountField } from './amount-field.tsx';

interface Values {
  amount: number;
  tag: ExternalTag;
}

/** Top up the wallet through a provider's hosted page. */
export function TopUpForm({ walletUuid }: { walletUuid: string }) {
  const { t } = useTranslation('account-wallet-orders');
  const { current } = useUnit($currency);
  const payments = useExternalPayments();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // The first provider is chosen for the shopper once the list arrives, unless they chose one; what they typed stays.
  const first = payments.data?.[0]?.tag;
  useEffect(() => {
    if (first && !form.getFieldValue('tag')) form.setFieldValue('tag', first);
  }, [first, form]);
  const submit = async ({ amount, tag }: Values) => {
    setBusy(true);
    try {
      await payThroughProvider(tag, { wallet_id: walletUuid, total_price: toDefaultCurrency(amount, current), currency_id: current?.id });
    } catch (e) {
      toastShown({ kind: 'error', message: errorMessage(e) });
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v: Values) => void submit(v)}>
      <AmountField step={1} />
      {/* The providers could not be read: say so, with a retry; the amount typed stays. */}
      {payments.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBlockEnd: 16 }}
          title={errorMessage(payments.error)}
          action={
            <Button size="small" onClick={() => void payments.refetch()}>
              {t('common:try.again')}
            </Button>
          }
        />
      )}
      <Form.Item name="tag" label={t('payment.provider')} rules={[{ required: true, message: t('common:Please, choose payment method') }]}>
        <Select
          loading={payments.isPending}
          options={(payments.data ?? []).map((p) => ({ value: p.tag, label: t(`payment.${p.tag}`, { defaultValue: p.tag }) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('wallet.topup.submit')}
      </Button>
    </Form>
  );
}
