import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { toastShown } from '@market/bus';
import { Button, DateField } from '@market/ui';
import { Form } from '@market/ui/forms';
import { useRepeatOrder } from '../api/orders.ts';

interface Values {
  from?: string;
  to?: string;
}

/** Repeat the order over a range of days (both optional: the server repeats it once). */
export function RepeatForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation('account-wallet-orders');
  const repeat = useRepeatOrder(orderId);
  return (
    <Form
      layout="vertical"
      onFinish={(v: Values) =>
        repeat.mutate(
          { from: v.from || undefined, to: v.to || undefined },
          {
            onSuccess: () => {
              toastShown({ kind: 'success', message: t('repeat.sent') });
              onDone();
            },
            onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
          },
        )
      }
    >
      <Form.Item name="from" label={t('repeat.from')}>
        <DateField style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('repeat.to')}
        dependencies={['from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, to?: string) => {
              const from = getFieldValue('from') as string | undefined;
              return !to || !from || to >= from ? Promise.resolve() : Promise.reject(new Error(t('repeat.to.before.from')));
            },
          }),
        ]}
      >
        <DateField style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={repeat.isPending}>
        {t('repeat.submit')}
      </Button>
    </Form>
  );
}
