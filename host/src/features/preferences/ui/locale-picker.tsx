import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency, $locale } from '@market/bus';
import { Button, GlobalOutlined, Skeleton } from '@market/ui';
import { Panel } from '../../../lib/panel.tsx';

const LocaleOptions = lazy(() => import('./locale-options.tsx'));

/** Language and currency in one popover (a bottom drawer below 1140px); choosing a currency closes it. */
export function LocalePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [locale, currency] = useUnit([$locale, $currency]);
  const current = locale.languages.find((l) => l.locale === locale.locale);
  // The visible text is part of the accessible name (label-content-name-mismatch).
  const short = `${(current?.locale ?? locale.locale).toUpperCase()} · ${currency.current?.symbol ?? '$'}`;
  return (
    <Panel
      open={open}
      onOpenChange={setOpen}
      title={t('language.and.currency')}
      trigger={
        <Button icon={<GlobalOutlined />} aria-label={compact ? t('language.and.currency') : `${t('language.and.currency')}: ${short}`} aria-haspopup="dialog">
          {compact ? null : short}
        </Button>
      }
    >
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} style={{ minWidth: 240 }} />}>
        <LocaleOptions onCurrencyChosen={() => setOpen(false)} />
      </Suspense>
    </Panel>
  );
}
