import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chatRequested, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import type { Order } from '@market/contract';
import { formatDate, formatDateTime, formatTime } from '@market/i18n';
import { AfterFrame, Button, dataInText, DataText, Descriptions, Flex, ImageWithFallback, MessageOutlined, Modal, Popconfirm, Skeleton, Tag, TextWithData, theme, Typography } from '@market/ui';
import { isExternal, useCancelOrder, useStopRepeat } from '../api/orders.ts';
import { CourierMap } from './courier-map.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderStatusTag, RefundStatusTag } from './order-status-tag.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTotals } from './order-totals.tsx';
import { PayOrder } from './pay-order.tsx';

// The forms (the form library and its validator) and the stars of a review load apart from the page: its first render
// shows the order without them; they come when a dialog is about to open, or with a review to show.
const loadForms = () => import('./order-forms.tsx');
const RefundForm = lazy(() => loadForms().then((m) => ({ default: m.RefundForm })));
const ReviewForm = lazy(() => loadForms().then((m) => ({ default: m.ReviewForm })));
const RepeatForm = lazy(() => loadForms().then((m) => ({ default: m.RepeatForm })));
const ReviewStars = lazy(() => loadForms().then((m) => ({ default: m.ReviewStars })));

type Dialog = 'review' | 'refund' | 'repeat';

/** One part of the order, titled (an h2 that names the section), in a bordered box of the theme's colours. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      style={{ border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
    >
      <h2 id={id} style={{ margin: 0, fontSize: 16, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, padding: `${token.paddingXS}px ${token.paddingSM}px`, borderBlockEnd: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}>
        {title}
      </h2>
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}

export function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('account-wallet-orders');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const cancel = useCancelOrder(order.id);
  const stopRepeat = useStopRepeat(order.repeat?.id ?? order.id);
  const shopTitle = order.shop?.translation?.title ?? '';
  const tx = order.transaction;
  const unpaid = order.status !== 'canceled' && (!tx || tx.status === 'progress') && (!tx || isExternal(tx.payment_system.tag));
  const openRefund = order.order_refunds?.some((r) => r.status !== 'canceled');
  const canRefund = order.status === 'delivered' && !openRefund;
  const canReview = order.status === 'delivered' && !order.review;
  const courier = order.deliveryman;
  // The courier's map shows from the order's departure and stays (at the door) once it is delivered on this page.
  const [followed, setFollowed] = useState(false);
  if (order.status === 'on_a_way' && order.delivery_type === 'delivery' && !followed) setFollowed(true);
  const courierName = courier ? [courier.firstname, courier.lastname].filter(Boolean).join(' ') : '';
  // A dialog's form starts loading when the pointer or the focus reaches its button, before the press.
  const warm = { onPointerEnter: () => void loadForms().catch(() => {}), onFocus: () => void loadForms().catch(() => {}) };

  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toastShown({ kind: 'success', message: t('order.canceled.toast') }),
      onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
    });
  const doStopRepeat = () =>
    stopRepeat.mutate(undefined, {
      onSuccess: () => toastShown({ kind: 'success', message: t('repeat.stopped') }),
      onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
    });

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <OrderStatusTag status={order.status} />
        <Typography.Text type="secondary">{formatDateTime(order.created_at, i18n.language)}</Typography.Text>
      </Flex>
      <OrderTimeline status={order.status} />

      <Flex gap={8} wrap>
        {order.status === 'new' && (
          <Popconfirm title={t('order.cancel.confirm')} okText={t('common:yes')} cancelText={t('common:no')} onConfirm={doCancel}>
            <Button danger loading={cancel.isPending}>
              {t('order.cancel')}
            </Button>
          </Popconfirm>
        )}
        {canReview && <Button {...warm} onClick={() => setDialog('review')}>{t('review.open')}</Button>}
        {canRefund && <Button {...warm} onClick={() => setDialog('refund')}>{t('refund.open')}</Button>}
        {order.status !== 'new' && <Button {...warm} onClick={() => setDialog('repeat')}>{t('repeat.open')}</Button>}
        {order.repeat && (
          <Popconfirm title={t('repeat.stop.confirm')} okText={t('common:yes')} cancelText={t('common:no')} onConfirm={doStopRepeat}>
            <Button loading={stopRepeat.isPending}>{t('repeat.stop')}</Button>
          </Popconfirm>
        )}
      </Flex>

      {followed && order.status !== 'canceled' && (
        <Section title={t('courier.map.title')}>
          <CourierMap orderId={order.id} />
        </Section>
      )}

      {/* Below a phone's first screen (the order's state, its actions and the courier's map): built after the frame
          that shows the parts above, so the page's first commit and the layout after it are two shorter tasks, not one
          long one. The shop's heading holds the place meanwhile. */}
      <AfterFrame
        placeholder={
          <Section title={t('order.shop')}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Section>
        }
      >
        <Section title={t('order.shop')}>
          <Flex gap={12} align="center" wrap>
            <ImageWithFallback src={order.shop?.logo_img} alt="" width={40} height={40} style={{ borderRadius: '50%' }} />
            <Typography.Text strong style={{ flex: 1 }}>
              <DataText>{shopTitle}</DataText>
            </Typography.Text>
            <Button
              icon={<MessageOutlined />}
              onClick={() => chatRequested({ roleId: String(order.shop.id), title: shopTitle, orderId: order.id })}
            >
              {t('order.chat.shop')}
            </Button>
          </Flex>
        </Section>

        <Section title={t('order.items')}>
          <OrderItems details={order.details ?? []} />
          <OrderTotals order={order} />
        </Section>

        <Section title={t('order.delivery')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'type', label: t('order.delivery.type'), children: t(`order.delivery.${order.delivery_type}`) },
              { key: 'when', label: t('order.delivery.when'), children: `${formatDate(`${order.delivery_date}T00:00`, i18n.language)} ${formatTime(order.delivery_time, i18n.language)}` },
              ...(order.address
                ? [
                    {
                      key: 'address',
                      label: t('order.address'),
                      children: (
                        <TextWithData>
                          {[
                            dataInText(order.address.address),
                            order.address.house && t('address.house.value', { value: dataInText(order.address.house) }),
                            order.address.floor && t('address.floor.value', { value: dataInText(order.address.floor) }),
                            order.address.office && t('address.office.value', { value: dataInText(order.address.office) }),
                          ]
                            .filter(Boolean)
                            .join(', ')}
                        </TextWithData>
                      ),
                    },
                  ]
                : []),
              ...(order.note ? [{ key: 'note', label: t('order.note'), children: <DataText>{order.note}</DataText> }] : []),
            ]}
          />
        </Section>

        <Section title={t('order.payment')}>
          <Flex vertical gap={8}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'method',
                  label: t('order.payment.method'),
                  children: tx ? t(`payment.${tx.payment_system.tag}`, { defaultValue: tx.payment_system.tag }) : t('order.payment.none'),
                },
                {
                  key: 'state',
                  label: t('order.payment.state'),
                  children: <Tag>{t(`payment.status.${tx?.status ?? 'progress'}`)}</Tag>,
                },
              ]}
            />
            {unpaid && <PayOrder order={order} />}
          </Flex>
        </Section>

        <Section title={t('order.courier')}>
          {courier ? (
            <Flex gap={12} align="center" wrap>
              <ImageWithFallback src={courier.img} alt="" width={40} height={40} style={{ borderRadius: '50%' }} />
              <Flex vertical style={{ flex: 1 }}>
                <Typography.Text strong>
                  <DataText>{courierName}</DataText>
                </Typography.Text>
                {courier.phone && (
                  <a href={`tel:${courier.phone}`}>
                    <DataText>{courier.phone}</DataText>
                  </a>
                )}
              </Flex>
              <Button
                icon={<MessageOutlined />}
                onClick={() => chatRequested({ roleId: String(courier.id), title: courierName, orderId: order.id })}
              >
                {t('order.chat.courier')}
              </Button>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('order.courier.none')}</Typography.Text>
          )}
        </Section>

        {order.review && (
          <Section title={t('review.yours')}>
            <Suspense fallback={<Skeleton.Input active size="small" />}>
              <ReviewStars value={order.review.rating} label={t('review.rating')} />
            </Suspense>
            {order.review.comment && (
              <Typography.Paragraph>
                <DataText>{order.review.comment}</DataText>
              </Typography.Paragraph>
            )}
          </Section>
        )}

        {order.order_refunds?.length > 0 && (
          <Section title={t('refunds.title')}>
            <Flex vertical gap={8}>
              {order.order_refunds.map((r) => (
                <Flex key={r.id} gap={8} align="center" wrap>
                  <RefundStatusTag status={r.status} />
                  <Typography.Text>
                    <DataText>{r.cause}</DataText>
                  </Typography.Text>
                  {r.answer && (
                    <Typography.Text type="secondary">
                      — <DataText>{r.answer}</DataText>
                    </Typography.Text>
                  )}
                </Flex>
              ))}
            </Flex>
          </Section>
        )}

      </AfterFrame>

      <Modal open={dialog !== null} onCancel={() => setDialog(null)} footer={null} destroyOnHidden title={dialog ? t(`${dialog}.open`) : ''}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          {dialog === 'refund' && <RefundForm orderId={order.id} onDone={() => setDialog(null)} />}
          {dialog === 'review' && <ReviewForm orderId={order.id} onDone={() => setDialog(null)} />}
          {dialog === 'repeat' && <RepeatForm orderId={order.id} onDone={() => setDialog(null)} />}
        </Suspense>
      </Modal>
    </Flex>
  );
}
