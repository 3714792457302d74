import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { dataInText, Price, TextWithData } from '@market/ui';
import { RecordList } from '@market/ui/extras';
import { useMyParcels } from '../api/parcels-api.ts';
import { ParcelStatusTag } from './parcel-status.tsx';

/** The signed-in user's parcels, newest first. */
export function MyParcels() {
  const { t } = useTranslation('parcels-recipes');
  const { locale } = useUnit($locale);
  const query = useMyParcels(true);
  return (
    <div style={{ marginBlockStart: 32 }}>
      <RecordList
        id="my-parcels"
        title={t('parcels.mine')}
        items={query.data}
        error={query.isError ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        empty={t('parcels.none')}
        row={(p) => ({
          key: p.id,
          title: <Link to={`/parcels/${p.id}`}><TextWithData>{t('parcel.number', { id: dataInText(p.id) })}</TextWithData></Link>,
          details: [
            <time dateTime={p.delivery_date}>{formatDate(`${p.delivery_date}T00:00`, locale)}</time>,
            ...(p.address_to?.address ? [p.address_to.address] : []),
          ],
          aside: (
            <>
              <Price value={p.total_price} />
              <ParcelStatusTag status={p.status} />
            </>
          ),
        })}
      />
    </div>
  );
}
