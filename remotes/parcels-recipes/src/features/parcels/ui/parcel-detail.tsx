import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, toastShown } from '@market/bus';
import type { ParcelAddress, ParcelOrder } from '@market/contract';
import { errorMessage } from '@market/http';
import { formatDate, formatTime } from '@market/i18n';
import { Button, DATA_TEXT_CLASS, DataText, Descriptions, Flex, Input, Popconfirm, Price, Typography } from '@market/ui';
import { Rate } from '@market/ui/forms';
import { Card } from '@market/ui/extras';
import { useCancelParcel, useReviewParcel } from '../api/parcels-api.ts';
import { ParcelStatusTag } from './parcel-status.tsx';
import { PartyLine } from './party-line.tsx';

const place = (a: ParcelAddress) => [a.address, a.house, a.stage, a.room].filter(Boolean).join(', ');

function CourierReview({ parcel }: { parcel: ParcelOrder }) {
  const { t } = useTranslation('parcels-recipes');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const review = useReviewParcel(parcel.id);
  if (parcel.review) {
    return (
      <Card size="small" title={t('review.title')}>
        <Rate disabled value={parcel.review.rating} aria-label={t('review.rating')} />
        {parcel.review.comment && (
          <Typography.Paragraph>
            <DataText>{parcel.review.comment}</DataText>
          </Typography.Paragraph>
        )}
      </Card>
    );
  }
  return (
    <Card size="small" title={t('review.title')}>
      <Flex vertical gap={8}>
        <Rate value={rating} onChange={setRating} aria-label={t('review.rating')} />
        <Input.TextArea aria-label={t('review.comment')} className={DATA_TEXT_CLASS} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        <Button
          type="primary"
          disabled={rating === 0}
          loading={review.isPending}
          onClick={() =>
            review.mutate(
              { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
              {
                onSuccess: () => toastShown({ kind: 'success', message: t('review.thanks') }),
                onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
              },
            )
          }
        >
          {t('review.send')}
        </Button>
      </Flex>
    </Card>
  );
}

export function ParcelDetail({ parcel }: { parcel: ParcelOrder }) {
  const { t } = useTranslation('parcels-recipes');
  const { locale } = useUnit($locale);
  const cancel = useCancelParcel(parcel.id);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex gap={8} align="center" wrap>
        <ParcelStatusTag status={parcel.status} />
        <Typography.Text type="secondary">{formatDate(parcel.created_at, locale)}</Typography.Text>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'type', label: t('parcel.type'), children: <DataText>{parcel.type?.type}</DataText> },
          { key: 'from', label: t('parcel.from'), children: <PartyLine name={parcel.username_from} phone={parcel.phone_from} address={place(parcel.address_from)} /> },
          { key: 'to', label: t('parcel.to'), children: <PartyLine name={parcel.username_to} phone={parcel.phone_to} address={place(parcel.address_to)} /> },
          { key: 'when', label: t('parcel.when'), children: `${formatDate(`${parcel.delivery_date}T00:00`, locale)} ${formatTime(parcel.delivery_time, locale)}` },
          { key: 'distance', label: t('parcel.distance'), children: `${parcel.km} ${t('parcel.km')}` },
          { key: 'price', label: t('parcel.price'), children: <Price value={parcel.total_price} /> },
          ...(parcel.description ? [{ key: 'description', label: t('parcel.description'), children: <DataText>{parcel.description}</DataText> }] : []),
          ...(parcel.instruction ? [{ key: 'instruction', label: t('parcel.instruction'), children: <DataText>{parcel.instruction}</DataText> }] : []),
          ...(parcel.note ? [{ key: 'note', label: t('parcel.note'), children: <DataText>{parcel.note}</DataText> }] : []),
        ]}
      />
      {parcel.status === 'new' && (
        <Popconfirm
          title={t('cancel.confirm')}
          okText={t('common:yes')}
          cancelText={t('common:no')}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => toastShown({ kind: 'success', message: t('cancel.done') }),
              onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
            })
          }
        >
          <Button danger loading={cancel.isPending} style={{ alignSelf: 'start' }}>
            {t('cancel')}
          </Button>
        </Popconfirm>
      )}
      {parcel.status === 'delivered' && <CourierReview parcel={parcel} />}
    </Flex>
  );
}
