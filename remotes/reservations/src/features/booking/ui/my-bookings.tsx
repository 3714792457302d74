import { useMemo } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import type { UserBooking } from '@market/contract';
import { errorMessage } from '@market/http';
import { formatDateTime } from '@market/i18n';
import { EmptyState, ErrorState, Flex, ImageWithFallback, Skeleton, Typography, theme } from '@market/ui';
import { Card } from '@market/ui/extras';
import { useMyBookings } from '../api/booking-api.ts';
import { isUpcoming, sortBookings } from '../model/my-bookings.ts';
import { toDate } from '../model/slots.ts';
import { BookingStatusTag } from './booking-status.tsx';

const when = (value: string, locale: string) => {
  const [day, time] = value.split(' ');
  return formatDateTime(toDate(day!, time ?? '00:00'), locale);
};

function BookingRow({ booking, upcoming }: { booking: UserBooking; upcoming: boolean }) {
  const { t } = useTranslation('reservations');
  const { locale } = useUnit($locale);
  const { token } = theme.useToken();
  const title = booking.shop?.translation.title ?? '';
  return (
    <li style={{ listStyle: 'none' }}>
      <Card size="small" style={upcoming ? undefined : { opacity: 0.8 }}>
        <Flex gap={12} align="center" wrap>
          <ImageWithFallback src={booking.shop?.logo_img} alt="" width={48} height={48} style={{ borderRadius: token.borderRadius, objectFit: 'cover' }} />
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Link to={`/reservations/${booking.shop?.id}`}>
              <Typography.Text strong>{title}</Typography.Text>
            </Link>
            <Typography.Paragraph style={{ margin: 0 }}>
              <time dateTime={booking.start_date.replace(' ', 'T')}>{when(booking.start_date, locale)}</time>
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('my.table', { table: booking.table?.name ?? '', n: booking.guest })}
            </Typography.Text>
          </div>
          <BookingStatusTag status={booking.status} />
        </Flex>
      </Card>
    </li>
  );
}

/** The signed-in user's bookings: upcoming first. */
export function MyBookings() {
  const { t } = useTranslation('reservations');
  const query = useMyBookings(true);
  const now = useMemo(() => new Date(), [query.dataUpdatedAt]);
  const list = useMemo(() => sortBookings(query.data ?? [], now), [query.data, now]);
  return (
    <section aria-labelledby="my-bookings" style={{ marginBlockEnd: 32 }}>
      <Typography.Title level={2} id="my-bookings" style={{ fontSize: 20 }}>
        {t('my.title')}
      </Typography.Title>
      {query.isPending ? (
        <div role="status" aria-label={t('common:loading')}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('my.none')} />
      ) : (
        <ul aria-label={t('my.title')} style={{ padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {list.map((b) => (
            <BookingRow key={b.id} booking={b} upcoming={isUpcoming(b, now)} />
          ))}
        </ul>
      )}
    </section>
  );
}
