import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from '@market/ui';
import { useGeocode } from '../api/parcels-api.ts';

export interface AddressValue {
  address: string;
  latitude?: number;
  longitude?: number;
}

/** Free text geocoded through the API: picking a suggestion sets the point; typing clears it. */
export function AddressField({ id, value, onChange, invalid }: { id: string; value: AddressValue; onChange: (v: AddressValue) => void; invalid?: boolean }) {
  const { t } = useTranslation('parcels-recipes');
  const [q, setQ] = useState('');
  useEffect(() => {
    const handle = setTimeout(() => setQ(value.latitude === undefined ? value.address.trim() : ''), 400);
    return () => clearTimeout(handle);
  }, [value.address, value.latitude]);
  const geo = useGeocode(q);
  const results = geo.data ?? [];
  return (
    <AutoComplete
      id={id}
      value={value.address}
      status={invalid ? 'error' : undefined}
      placeholder={t('parcel.address.placeholder')}
      options={results.map((r) => ({ value: r.address, label: r.address }))}
      notFoundContent={q.length >= 3 && !geo.isFetching ? t('common:not found') : undefined}
      onSelect={(picked: unknown) => {
        const hit = results.find((r) => r.address === picked);
        if (hit) onChange({ address: hit.address, latitude: hit.location.latitude, longitude: hit.location.longitude });
      }}
      onChange={(text: unknown) => {
        if (results.some((r) => r.address === text)) return;
        onChange({ address: String(text ?? ''), latitude: undefined, longitude: undefined });
      }}
    />
  );
}
