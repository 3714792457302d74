import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { toastShown } from '@market/bus';
import { Button, DATA_TEXT_CLASS, Input } from '@market/ui';
import { Form, Rate } from '@market/ui/forms';
import { useReviewOrder } from '../api/orders.ts';

/** Rate a delivered order (rating required, comment optional). */
export function ReviewForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation('account-wallet-orders');
  const review = useReviewOrder(orderId);
  return (
    <Form
      layout="vertical"
      onFinish={(v: { rating: number; comment?: string }) =>
        review.mutate(
          { rating: v.rating, comment: v.comment?.trim() || undefined },
          {
            onSuccess: () => {
              toastShown({ kind: 'success', message: t('review.sent') });
              onDone();
            },
            onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
          },
        )
      }
    >
      <Form.Item name="rating" label={t('review.rating')} rules={[{ required: true, message: t('common:Required') }]}>
        <Rate aria-label={t('review.rating')} />
      </Form.Item>
      <Form.Item name="comment" label={t('review.comment')}>
        <Input.TextArea rows={3} maxLength={2000} className={DATA_TEXT_CLASS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={review.isPending}>
        {t('review.submit')}
      </Button>
    </Form>
  );
}
