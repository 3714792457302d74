import { useTranslation } from 'react-i18next';
import { formatTime } from '@market/i18n';
import { Button, EmptyState, Flex, Typography } from '@market/ui';
import { Step } from './step.tsx';

interface Props {
  /** A table and a day are chosen, so times can be offered. */
  open: boolean;
  times: string[];
  value: string | undefined;
  onPick: (time: string) => void;
  /** How long a stay lasts, in minutes. */
  stayMinutes: number;
}

/** The time step: the free start times of the chosen day, and how long a stay lasts. */
export function TimeStep({ open, times, value, onPick, stayMinutes }: Props) {
  const { t, i18n } = useTranslation('reservations');
  return (
    <Step id="step-time" title={t('step.time')}>
      {!open ? (
        <Typography.Text type="secondary">{t('time.pick.date')}</Typography.Text>
      ) : times.length === 0 ? (
        <EmptyState message={t('time.none')} />
      ) : (
        <>
          <Flex role="group" aria-labelledby="step-time" gap={8} wrap>
            {times.map((time) => (
              <Button key={time} type={value === time ? 'primary' : 'default'} aria-pressed={value === time} onClick={() => onPick(time)}>
                {formatTime(time, i18n.language)}
              </Button>
            ))}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginBlockStart: 8 }}>
            {t('time.stay', { n: stayMinutes })}
          </Typography.Paragraph>
        </>
      )}
    </Step>
  );
}
