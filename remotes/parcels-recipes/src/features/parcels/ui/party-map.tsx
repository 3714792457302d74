import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $address } from '@market/bus';
import { LazyMap } from '@market/map/lazy';
import { PointStatus, useStartPosition, usePointPicker } from '@market/map/picker';
import type { AddressValue } from './address-field.tsx';

/**
 * A parcel's from or to point on a map, chosen as the delivery address is: a tap or a drag of the pin (or the
 * keyboard) sets the point and fills the address text by reverse geocoding; a suggestion picked in the text field
 * moves the pin. The map starts at the point, else the shopper's delivery address, else the device's position, else
 * the default position.
 */
export function PartyMap({ side, value, onChange }: { side: 'from' | 'to'; value: AddressValue; onChange: (patch: Partial<AddressValue>) => void }) {
  const { t } = useTranslation('parcels-recipes');
  const active = useUnit($address);
  const picker = usePointPicker();
  const point = value.latitude !== undefined && value.longitude !== undefined ? { latitude: value.latitude, longitude: value.longitude } : null;
  const known = point ?? (active ? { latitude: active.location[0], longitude: active.location[1] } : null);
  const start = useStartPosition(known);
  const { text, lookup, request } = picker.state;

  const move = (at: { latitude: number; longitude: number }) => {
    onChange({ latitude: at.latitude, longitude: at.longitude });
    picker.movePin(at);
  };
  // The geocoder's answer for the pin fills the field; a failure leaves what was typed (with a retry).
  const fill = useEffectEvent((address: string) => onChange({ address }));
  useEffect(() => {
    if (lookup === 'found' || lookup === 'not-found') fill(text);
  }, [lookup, text, request]);

  return (
    <div style={{ marginBlockEnd: 16 }}>
      <LazyMap
        label={t(`parcel.map.${side}`)}
        center={point ?? start.center}
        height={200}
        pin={point ? { point, label: t(`parcel.${side}`), draggable: true, onMove: move } : undefined}
        onPick={move}
      />
      <PointStatus picker={{ ...picker, state: { ...picker.state, point } }} located={start} verdict="unknown" />
    </div>
  );
}
