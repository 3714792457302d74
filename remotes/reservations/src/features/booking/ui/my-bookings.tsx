import { useMemo, useState } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDateTime } from '@market/i18n';
import { dataInText, DataText, ImageWithFallback, TextWithData, theme } from '@market/ui';
import { RecordList } from '@market/ui/extras';
import { useMyBookings } from '../api/booking-api.ts';
import { isUpcoming, sortBookings } from '../model/my-bookings.ts';
import { toDate } from '../model/slots.ts';
import { BookingStatusTag } from './booking-status.tsx';

const when = (value: string, locale: string) => {
  const [day, time] = value.split(' ');
  return formatDateTime(toDate(day!, time ?? '00:00'), locale);
};

/** The signed-in user's bookings: upcoming first, past ones on a quieter background. */
export function MyBookings() {
  const { t } = useTranslation('reservations');
  const { locale } = useUnit($locale);
  const { token } = theme.useToken();
  const query = useMyBookings(true);
  // The clock the bookings are sorted and muted by, read again each time they arrive (not on every render): kept
  // with the fetch it belongs to and renewed while rendering when a new fetch lands.
  const [clock, setClock] = useState(() => ({ at: query.dataUpdatedAt, now: new Date() }));
  if (clock.at !== query.dataUpdatedAt) setClock({ at: query.dataUpdatedAt, now: new Date() });
  const { now } = clock;
  const list = useMemo(() => (query.data ? sortBookings(query.data, now) : undefined), [query.data, now]);
  return (
    <div style={{ marginBlockEnd: 32 }}>
      <RecordList
        id="my-bookings"
        title={t('my.title')}
        items={list}
        error={query.isError ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        empty={t('my.none')}
        row={(b) => ({
          key: b.id,
          muted: !isUpcoming(b, now),
          media: <ImageWithFallback src={b.shop?.logo_img} alt="" width={48} height={48} style={{ borderRadius: token.borderRadius, objectFit: 'cover' }} />,
          title: (
            <Link to={`/reservations/${b.shop?.id}`}>
              <DataText>{b.shop?.translation.title ?? ''}</DataText>
            </Link>
          ),
          details: [
            <time dateTime={b.start_date.replace(' ', 'T')}>{when(b.start_date, locale)}</time>,
            <TextWithData>{t('my.table', { table: dataInText(b.table?.name ?? ''), n: b.guest })}</TextWithData>,
          ],
          aside: <BookingStatusTag status={b.status} />,
        })}
      />
    </div>
  );
}
