import { useParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { dataInText, ErrorState, LinkButton, PageHeading, PageSkeleton } from '@market/ui';
import { useParcel } from '../features/parcels/api/parcels-api.ts';
import { ParcelDetail } from '../features/parcels/ui/parcel-detail.tsx';

export default function ParcelPage() {
  const { t } = useTranslation('parcels-recipes');
  const id = Number(useParams().id);
  const parcel = useParcel(id);
  const back = (
    <LinkButton to="/parcels">{t('parcels.back')}</LinkButton>
  );
  return (
    <>
      <PageHeading title={t('parcel.number', { id: dataInText(id) })} extra={back} />
      {parcel.isPending ? (
        <PageSkeleton />
      ) : parcel.isError && parcel.data === undefined ? (
        <ErrorState message={errorMessage(parcel.error)} onRetry={() => void parcel.refetch()} extra={back} />
      ) : (
        <ParcelDetail parcel={parcel.data} />
      )}
    </>
  );
}
