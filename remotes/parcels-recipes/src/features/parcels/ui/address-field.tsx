import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete, DATA_TEXT_CLASS, dataOptions, SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '@market/ui';
import { useGeocode } from '../api/parcels-api.ts';

export interface AddressValue {
  address: string;
  latitude?: number;
  longitude?: number;
}

/** Free text geocoded through the API: picking a suggestion sets the point; typing clears it. */
export function AddressField({ id, value, onChange, invalid }: { id: string; value: AddressValue; onChange: (v: AddressValue) => void; invalid?: boolean }) {
  const { t } = useTranslation('parcels-recipes');
  // What is typed (not a picked suggestion) is geocoded once typing pauses.
  const [q, setQ] = useState('');
  const setQLater = useDebouncedCallback(setQ, SEARCH_DEBOUNCE_MS);
  useEffect(() => setQLater(value.latitude === undefined ? value.address.trim() : ''), [value.address, value.latitude, setQLater]);
  const geo = useGeocode(q);
  const results = geo.data ?? [];
  return (
    <AutoComplete
      id={id}
      value={value.address}
      status={invalid ? 'error' : undefined}
      placeholder={t('parcel.address.placeholder')}
      options={dataOptions(results.map((r) => ({ value: r.address, label: r.address })))}
      className={DATA_TEXT_CLASS}
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
