import { useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { dataInText, EmptyState, ErrorState, LinkButton, PageHeading, PageSkeleton, RefreshFailed } from '@market/ui';
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
  const reads = [shop, offer, sections];
  // Only a first read that failed replaces the form by the error. One read again that fails (a language switch reads
  // everything again) keeps the form as it is being filled in, with a note whose retry reads them again.
  const failed = reads.find((q) => q.isError && q.data === undefined);
  const readAgain = { data: true, isError: reads.some((q) => q.isError), isFetching: reads.some((q) => q.isFetching), refetch: () => reads.forEach((q) => q.isError && void q.refetch()) };
  const title = shop.data ? t('booking.title.shop', { shop: dataInText(shop.data.translation.title) }) : t('booking.title');

  return (
    <>
      <PageHeading title={title} extra={back} />
      {failed ? (
        <ErrorState
          message={errorMessage(failed.error)}
          onRetry={readAgain.refetch}
          extra={back}
        />
      ) : !shop.data || offer.isPending || !sections.data ? (
        <PageSkeleton />
      ) : !offer.data || shop.data.booking === false ? (
        <EmptyState message={t('booking.unavailable')} action={back} />
      ) : (
        <>
          <RefreshFailed query={readAgain} style={{ marginBlockEnd: 16 }} />
          <BookingForm shop={shop.data} offer={offer.data} sections={sections.data} />
        </>
      )}
    </>
  );
}
