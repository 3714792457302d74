import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import type { Shop, UserBooking } from '@market/contract';
import { formatDate } from '@market/i18n';
import { Button, dataInText, Flex, LinkButton, TextWithData } from '@market/ui';
import { Result } from '@market/ui/extras';
import { toDate } from '../model/slots.ts';

/** The booking is made: when, which table, for how many; to the shopper's bookings, or book again. */
export function BookingConfirmation({ booking, shop, onAgain }: { booking: UserBooking; shop: Shop; onAgain: () => void }) {
  const { t } = useTranslation('reservations');
  const { locale } = useUnit($locale);
  const [day, time] = booking.start_date.split(' ');
  return (
    <Result
      status="success"
      role="status"
      title={t('done.title')}
      subTitle={
        <TextWithData>
          {t('done.text', {
        shop: dataInText(shop.translation.title),
        date: formatDate(toDate(day!), locale, { dateStyle: 'full' }),
        time,
        table: dataInText(booking.table?.name ?? ''),
        n: booking.guest,
      })}
        </TextWithData>
      }
      extra={
        <Flex gap={8} justify="center" wrap>
          <LinkButton to="/reservations" type="primary">{t('done.mine')}</LinkButton>
          <Button onClick={onAgain}>{t('done.again')}</Button>
        </Flex>
      }
    />
  );
}
