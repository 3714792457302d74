import { useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { dataInText, EmptyState, ErrorState, LinkButton, PageHeading, PageSkeleton } from '@market/ui';
import { useBookingOffer, useBookingShop, useSections } from '../features/booking/api/booking-api.ts';
import { BookingForm } from '../features/booking/ui/booking-form.tsx';

export default function BookingPage() {
  const { t } = useTranslation('reservations');
  const shopId = Number(useParams().shopId);
  const shop = useBookingShop(shopId);
  const offer = useBookingOffer(shopId);
  const sections = useSections(shopId);
  const back = (
    <LinkButton to="/reservations">{t('back.shops')}</LinkButton>
  );
  const failed = [shop, offer, sections].find((q) => q.isError);
  const title = shop.data ? t('booking.title.shop', { shop: dataInText(shop.data.translation.title) }) : t('booking.title');

  return (
    <>
      <PageHeading title={title} extra={back} />
      {failed ? (
        <ErrorState
          message={errorMessage(failed.error)}
          onRetry={() => [shop, offer, sections].forEach((q) => q.isError && void q.refetch())}
          extra={back}
        />
      ) : !shop.data || offer.isPending || !sections.data ? (
        <PageSkeleton />
      ) : !offer.data || shop.data.booking === false ? (
        <EmptyState message={t('booking.unavailable')} action={back} />
      ) : (
        <BookingForm shop={shop.data} offer={offer.data} sections={sections.data} />
      )}
    </>
  );
}
