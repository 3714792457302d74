import { useTranslation } from 'react-i18next';
import type { BookingTable } from '@market/contract';
import { errorMessage } from '@market/http';
import { dataInText, EmptyState, ErrorState, Radio, TextWithData } from '@market/ui';
import type { useTables } from '../api/booking-api.ts';
import { Loading, Step } from './step.tsx';

interface Props {
  /** The section's tables as asked for: loading, failed (with a retry) or there. */
  tables: ReturnType<typeof useTables>;
  value: number | undefined;
  onPick: (table: BookingTable | undefined) => void;
}

/** The table step: one of the section's tables, each named with its seats. */
export function TableStep({ tables, value, onPick }: Props) {
  const { t } = useTranslation('reservations');
  return (
    <Step id="step-table" title={t('step.table')}>
      {tables.isPending ? (
        <Loading label={t('common:loading')} />
      ) : tables.isError && tables.data === undefined ? (
        <ErrorState message={errorMessage(tables.error)} onRetry={() => void tables.refetch()} />
      ) : !tables.data?.length ? (
        <EmptyState message={t('booking.no.tables')} />
      ) : (
        <Radio.Group
          aria-labelledby="step-table"
          value={value}
          onChange={(e) => onPick(tables.data.find((x) => x.id === e.target.value))}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {tables.data.map((x) => (
            <Radio.Button key={x.id} value={x.id} style={{ height: 'auto', paddingBlock: 4 }}>
              <TextWithData>{t('table.label', { name: dataInText(x.name), n: x.chair_count })}</TextWithData>
            </Radio.Button>
          ))}
        </Radio.Group>
      )}
    </Step>
  );
}
