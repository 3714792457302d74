import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { toastShown } from '@market/bus';
import { Button, DATA_TEXT_CLASS, Input } from '@market/ui';
import { Form } from '@market/ui/forms';
import { useRequestRefund } from '../api/orders.ts';

/** Ask for a refund of a delivered order: the cause is required. */
export function RefundForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation('account-wallet-orders');
  const refund = useRequestRefund(orderId);
  return (
    <Form
      layout="vertical"
      onFinish={({ cause }: { cause: string }) =>
        refund.mutate(cause.trim(), {
          onSuccess: () => {
            toastShown({ kind: 'success', message: t('refund.sent') });
            onDone();
          },
          onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
        })
      }
    >
      <Form.Item name="cause" label={t('refund.cause')} rules={[{ required: true, whitespace: true, message: t('common:Required') }]}>
        <Input.TextArea rows={4} maxLength={2000} className={DATA_TEXT_CLASS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={refund.isPending}>
        {t('refund.submit')}
      </Button>
    </Form>
  );
}
