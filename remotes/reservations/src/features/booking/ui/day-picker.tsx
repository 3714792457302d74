import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { formatDate } from '@market/i18n';
import { Button, Flex } from '@market/ui';
import { toDate, type DayState } from '../model/slots.ts';

export interface DayOption {
  day: string;
  state: DayState;
}

/** A strip of days; the ones that cannot be booked are disabled and say why. */
export function DayPicker({ days, value, onChange, labelledBy }: { days: DayOption[]; value?: string; onChange: (day: string) => void; labelledBy: string }) {
  const { t } = useTranslation('reservations');
  const { locale } = useUnit($locale);
  return (
    <Flex role="group" aria-labelledby={labelledBy} gap={8} style={{ overflowX: 'auto', paddingBlockEnd: 8 }}>
      {days.map(({ day, state }) => {
        const date = toDate(day);
        const long = formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' });
        const open = state === 'open';
        return (
          <Button
            key={day}
            type={value === day ? 'primary' : 'default'}
            disabled={!open}
            aria-pressed={value === day}
            aria-label={open ? long : `${long} — ${t(`day.${state}`)}`}
            title={open ? undefined : t(`day.${state}`)}
            onClick={() => onChange(day)}
            style={{ height: 'auto', minWidth: 64, flexShrink: 0, paddingBlock: 6, flexDirection: 'column', gap: 0 }}
          >
            <span style={{ fontSize: 12 }}>{formatDate(date, locale, { weekday: 'short' })}</span>
            <span style={{ fontSize: 18, fontWeight: 600 }}>{formatDate(date, locale, { day: 'numeric' })}</span>
            <span style={{ fontSize: 12 }}>{formatDate(date, locale, { month: 'short' })}</span>
          </Button>
        );
      })}
    </Flex>
  );
}
